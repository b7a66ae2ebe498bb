/**
 * Removing a record's file: the file being removed (for its button's spinner) and what the server answered.
 * `onRemoved` is told once it is gone, for a list that is not read live.
 */
import type { FileRef } from '@academy/shared/files';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';

export function useFileRemoval(onRemoved?: (file: FileRef) => void) {
  const { t } = useLingui();
  const { outcome, submit } = useSubmission(errorMessage(t`The file could not be removed.`));
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = (file: FileRef) => {
    setRemoving(file.fileId);
    void submit(async () => (await callApi('deleteFile', { fileId: file.fileId })).message)
      .then((removed) => removed && onRemoved?.(file))
      .finally(() => setRemoving(null));
  };
  return { outcome, removing, remove };
}

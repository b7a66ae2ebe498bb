/**
 * The files of a news post or a calendar event, as its author or an Admin changes them: listed as the record has them,
 * each removable, with a way to add more. Files are added and removed at once, not with the form's Save.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { SchoolLocale } from '@academy/shared/date-format';
import { type FileRef, PLACE_POLICIES } from '@academy/shared/files';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormStatus } from '@/components/ui/form-status';
import { FileList } from './file-list';
import { FileUploader } from './file-uploader';
import { useFileRemoval } from './use-file-removal';

export function RecordAttachments({
  place,
  recordId,
  files,
  where,
  hint,
}: {
  place: 'post' | 'event';
  recordId: string;
  /** The record's files as it now is (read live by the feature's hook). */
  files: readonly FileRef[];
  where: SchoolLocale;
  /** Who will be able to open the files, in a sentence. */
  hint: string;
}) {
  const { t } = useLingui();
  const { outcome, removing, remove } = useFileRemoval();
  const max = PLACE_POLICIES[place].maxFiles;
  return (
    <Stack gap="2" data-testid="record-attachments">
      <Text fontWeight="medium">
        <Trans>Attached files</Trans>
      </Text>
      <FileList files={files} label={t`Attached files`} where={where} onRemove={remove} removing={removing} />
      <FileUploader
        place={place}
        recordId={recordId}
        where={where}
        label={t`Attach files`}
        disabled={files.length >= max}
      />
      <Text fontSize="sm" color="gray.600">
        {hint}
      </Text>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

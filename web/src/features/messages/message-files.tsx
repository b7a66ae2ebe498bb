/**
 * Files with messages: the compose box's *Attach a file* (each file sent with its progress, listed with Remove until
 * the message goes), and each message's files (pictures as thumbnails, the rest to open or save), read through the
 * reader's own links like every file.
 */
import { Stack } from '@chakra-ui/react';
import type { SchoolLocale } from '@academy/shared/date-format';
import type { FileRef } from '@academy/shared/files';
import { MESSAGE_FILES_MAX } from '@academy/shared/messages';
import { useLingui } from '@lingui/react/macro';
import { FileList } from '@/components/files/file-list';
import { FileUploader } from '@/components/files/file-uploader';
import { useFileRemoval } from '@/components/files/use-file-removal';
import { FormStatus } from '@/components/ui/form-status';

/** The files chosen for the message being written: added to the conversation at once, sent with the message. */
export function ComposeFiles({
  conversationId,
  files,
  onChange,
  where,
}: {
  conversationId: string;
  files: readonly FileRef[];
  onChange: (change: (files: FileRef[]) => FileRef[]) => void;
  where: SchoolLocale;
}) {
  const { t } = useLingui();
  const { outcome, removing, remove } = useFileRemoval((gone) =>
    onChange((all) => all.filter((f) => f.fileId !== gone.fileId)),
  );
  return (
    <Stack gap="2" data-testid="compose-files">
      <FileList files={files} label={t`Files to send`} where={where} onRemove={remove} removing={removing} />
      <FileUploader
        place="messageAttachment"
        recordId={conversationId}
        where={where}
        camera
        label={t`Attach a file`}
        disabled={files.length >= MESSAGE_FILES_MAX}
        onAdded={(file) => onChange((all) => [...all, file])}
      />
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

/** A message's files, under its text. */
export function MessageFiles({ files, where }: { files: readonly FileRef[]; where: SchoolLocale }) {
  const { t } = useLingui();
  if (!files.length) return null;
  return (
    <Stack mt="2">
      <FileList files={files} label={t`Files sent with this message`} where={where} />
    </Stack>
  );
}

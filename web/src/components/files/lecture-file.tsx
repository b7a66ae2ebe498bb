/**
 * A lecture's file: in the course player a video or recording plays and a PDF shows in the page (anything else is
 * downloaded); on the course's page its teachers and the office add, replace or remove it.
 */
import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { lectureRecordId } from '@academy/shared/course';
import { formatFileSize, type SchoolLocale } from '@academy/shared/date-format';
import { type FileRef, PLACE_POLICIES } from '@academy/shared/files';
import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadButton } from '@/components/files/download-button';
import { FileList } from '@/components/files/file-list';
import { FileUploader } from '@/components/files/file-uploader';
import { useFileAddress } from '@/components/files/use-file-address';
import { useFileRemoval } from '@/components/files/use-file-removal';
import { FormStatus } from '@/components/ui/form-status';

/** The lecture's file as the student meets it: played, shown, or offered to download. */
export function LectureFile({ file, where }: { file: FileRef; where: SchoolLocale }) {
  const { t } = useLingui();
  const shown = file.kind === 'video' || file.kind === 'audio' || file.kind === 'pdf';
  const address = useFileAddress(file.fileId, 'full', shown);
  const { name } = file;
  const size = formatFileSize(file.bytes, where);
  return (
    <Stack gap="2" data-testid="lecture-file">
      {shown && address === undefined && <Spinner aria-label={t`Loading ${name}`} />}
      {shown && address === null && (
        <Text role="alert">
          <Trans>The lecture's file could not be opened. Reload the page to try again.</Trans>
        </Text>
      )}
      {address && file.kind === 'video' && (
        <video src={address} controls style={{ width: '100%' }} aria-label={file.name} />
      )}
      {address && file.kind === 'audio' && (
        <audio src={address} controls style={{ width: '100%' }} aria-label={file.name} />
      )}
      {address && file.kind === 'pdf' && (
        <Box as="iframe" {...{ src: address, title: file.name }} w="100%" h="70vh" borderWidth="1px" />
      )}
      <Text fontSize="sm" color="gray.600" dir="auto" wordBreak="break-word">
        {file.name} · {size}
      </Text>
      <DownloadButton file={file} alignSelf="start" />
    </Stack>
  );
}

/** On the course's page: the lecture's one file, replaced by a new upload, removable. */
export function LectureFileEditor({
  courseId,
  lectureId,
  title,
  file,
  where,
}: {
  courseId: string;
  lectureId: string;
  title: string;
  file: FileRef | null | undefined;
  where: SchoolLocale;
}) {
  const { t } = useLingui();
  const { outcome, removing, remove } = useFileRemoval();
  const size = formatFileSize(PLACE_POLICIES.lecture.maxBytes, where);
  return (
    <Stack gap="2" mt="1" data-testid="lecture-file-editor">
      <FileList
        files={file ? [file] : []}
        label={t`File of the lecture ${title}`}
        where={where}
        onRemove={remove}
        removing={removing}
      />
      <FileUploader
        place="lecture"
        recordId={lectureRecordId(courseId, lectureId)}
        where={where}
        accept="media"
        multiple={false}
        label={file ? t`Replace the file of ${title}` : t`Add a file to ${title}`}
      />
      <Text fontSize="sm" color="gray.600">
        {t`One PDF, Office or OpenDocument file, video or recording, up to ${size}: students play or read it in the course.`}
      </Text>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

/** The files of a piece of work: the student's (attached while the work is theirs to change) and the teacher's return. */
import { Stack, Text } from '@chakra-ui/react';
import { formatFileSize, type SchoolLocale } from '@academy/shared/date-format';
import type { Submission } from '@academy/shared/assignment';
import { type FileRef, PLACE_POLICIES } from '@academy/shared/files';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileList } from '@/components/files/file-list';
import { FileUploader } from '@/components/files/file-uploader';
import { useFileRemoval } from '@/components/files/use-file-removal';
import { FormStatus } from '@/components/ui/form-status';

/** The student's files: listed always; while the work is theirs to change, removable, with a way to add more. */
export function StudentFiles({ sub, where, editable }: { sub: Submission; where: SchoolLocale; editable: boolean }) {
  const { t } = useLingui();
  const { outcome, removing, remove } = useFileRemoval();
  const policy = PLACE_POLICIES.handIn;
  const max = sub.maxFiles ?? policy.maxFiles;
  const size = formatFileSize(Math.min(sub.maxFileBytes ?? policy.maxBytes, policy.maxBytes), where);
  const full = sub.attachments.length >= max;
  return (
    <Stack gap="2" data-testid="hand-in-files">
      <Text fontWeight="medium">
        <Trans>Your files</Trans>
      </Text>
      <FileList
        files={sub.attachments}
        label={t`Your files`}
        where={where}
        onRemove={editable ? remove : undefined}
        removing={removing}
      />
      {editable && (
        <>
          <FileUploader
            place="handIn"
            recordId={sub.id}
            where={where}
            accept="media"
            camera
            label={t`Attach files`}
            disabled={full}
          />
          <Text fontSize="sm" color="gray.600">
            {t`Photos of your work, PDFs, Office and OpenDocument files, video or sound: up to ${max} files, ${size} each.`}
          </Text>
        </>
      )}
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

/** Files the teacher returns with the mark: the teacher adds and removes them; the family reads them once returned. */
export function ReturnedFiles({ sub, where, teacher }: { sub: Submission; where: SchoolLocale; teacher: boolean }) {
  const { t } = useLingui();
  const { outcome, removing, remove } = useFileRemoval();
  const files = sub.returnedFiles ?? [];
  if (!teacher && !files.length) return null;
  return (
    <Stack gap="2" data-testid="returned-files">
      <FileList
        files={files}
        label={t`Files returned with the mark`}
        where={where}
        onRemove={teacher ? remove : undefined}
        removing={removing}
      />
      {teacher && (
        <FileUploader
          place="handInReturn"
          recordId={sub.id}
          where={where}
          label={t`Return a marked-up file`}
          disabled={files.length >= PLACE_POLICIES.handInReturn.maxFiles}
        />
      )}
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

/**
 * Files the teacher gives with the work (a worksheet, a recording): the staff who set it add and remove them on the
 * assignment's page; students and parents read them with the work once it is open.
 */
export function WorkResources({
  assignmentId,
  files,
  where,
  editable,
}: {
  assignmentId: string;
  files: readonly FileRef[];
  where: SchoolLocale;
  editable: boolean;
}) {
  const { t } = useLingui();
  const { outcome, removing, remove } = useFileRemoval();
  const policy = PLACE_POLICIES.workResource;
  if (!editable && !files.length) return null;
  const max = policy.maxFiles;
  const size = formatFileSize(policy.maxBytes, where);
  return (
    <Stack gap="2" data-testid="work-resources">
      <Text fontWeight="medium">
        <Trans>Files from the teacher</Trans>
      </Text>
      <FileList
        files={files}
        label={t`Files from the teacher`}
        where={where}
        onRemove={editable ? remove : undefined}
        removing={removing}
      />
      {editable && (
        <>
          <FileUploader
            place="workResource"
            recordId={assignmentId}
            where={where}
            accept="media"
            label={t`Add files for the students`}
            disabled={files.length >= max}
          />
          <Text fontSize="sm" color="gray.600">
            {t`Worksheets, PDFs, pictures, Office and OpenDocument files, video or sound: up to ${max} files, ${size} each. The students see them with the work once it opens.`}
          </Text>
        </>
      )}
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

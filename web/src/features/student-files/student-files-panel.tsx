/**
 * What the office keeps about a student: their photo, and documents (consent forms, plans, medical notes), each Staff
 * only or Shared with guardians. On the student's record the office adds, shares and removes them and the class's
 * teachers read them; on a parent's page for their child, the documents shared with them.
 */
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { type FileRef, PLACE_POLICIES } from '@academy/shared/files';
import type { Student } from '@academy/shared/people';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FileList } from '@/components/files/file-list';
import { FileUploader } from '@/components/files/file-uploader';
import { StudentPhoto } from '@/components/files/student-photo';
import { useFileRemoval } from '@/components/files/use-file-removal';
import { FormStatus } from '@/components/ui/form-status';
import { PanelCard } from '@/components/ui/panel-card';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { useStudentFiles } from './use-student-files';

function SharingBadge({ file }: { file: FileRef }) {
  return file.sharedWithGuardians ? (
    <Badge colorPalette="green" mt="1">
      <Trans>Shared with guardians</Trans>
    </Badge>
  ) : (
    <Badge colorPalette="gray" mt="1">
      <Trans>Staff only</Trans>
    </Badge>
  );
}

/** On a student's record, for the office (who changes them) and the class's teachers (who read them). */
export function StudentFilesPanel({ user, student }: { user: UserRecord; student: Student }) {
  const { t } = useLingui();
  const where = useSchoolLocale(user.school_id);
  const files = useStudentFiles(student.id);
  const office = user.role === 'Admin';
  const name = student.firstName;
  const fullName = `${student.firstName} ${student.lastName}`;
  const removal = useFileRemoval(files.reload);
  const sharing = useSubmission(errorMessage(t`The document's sharing could not be changed.`));
  const [sharingId, setSharingId] = useState<string | null>(null);
  const [shareNew, setShareNew] = useState('staff');

  const share = (file: FileRef) => {
    setSharingId(file.fileId);
    void sharing
      .submit(
        async () =>
          (
            await callApi('shareStudentDocument', {
              fileId: file.fileId,
              sharedWithGuardians: !file.sharedWithGuardians,
            })
          ).message,
      )
      .then((done) => done && files.reload())
      .finally(() => setSharingId(null));
  };

  const photo = files.photo;
  return (
    <PanelCard
      testId="student-files"
      title={t`Photo and documents`}
      loading={files.status === 'loading'}
      failed={files.status === 'failed'}
    >
      <Stack gap="5">
        <HStack gap="4" align="center" flexWrap="wrap">
          <StudentPhoto fileId={photo?.fileId} alt={t`Photo of ${fullName}`} size="24" />
          <Stack gap="2" flex="1" minW="48">
            {!photo && (
              <Text color="gray.700">
                <Trans>No photo of {name} yet.</Trans>
              </Text>
            )}
            {office && (
              <HStack gap="2" flexWrap="wrap">
                <FileUploader
                  place="pupilPhoto"
                  recordId={student.id}
                  where={where}
                  accept="images"
                  camera
                  multiple={false}
                  label={photo ? t`Replace the photo` : t`Add a photo`}
                  onAdded={files.reload}
                />
                {photo && (
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    loading={removal.removing === photo.fileId}
                    onClick={() => removal.remove(photo)}
                  >
                    <Trans>Remove the photo</Trans>
                  </Button>
                )}
              </HStack>
            )}
            <Text fontSize="sm" color="gray.600">
              <Trans>Only staff see the photo: on the register, the class list and this record.</Trans>
            </Text>
          </Stack>
        </HStack>

        <Stack gap="2">
          <Heading as="h3" size="sm">
            <Trans>Documents</Trans>
          </Heading>
          {files.documents.length === 0 && (
            <Text color="gray.700">
              <Trans>No documents are kept for {name} yet.</Trans>
            </Text>
          )}
          <FileList
            files={files.documents}
            label={t`Documents about ${fullName}`}
            where={where}
            onRemove={office ? removal.remove : undefined}
            removing={removal.removing}
            extra={(file) => ({
              note: <SharingBadge file={file} />,
              action: office ? (
                <Button size="sm" variant="outline" loading={sharingId === file.fileId} onClick={() => share(file)}>
                  {file.sharedWithGuardians ? <Trans>Make staff only</Trans> : <Trans>Share with guardians</Trans>}
                </Button>
              ) : undefined,
            })}
          />
          {office && (
            <Stack gap="2" mt="2">
              <Box maxW="sm">
                <SelectField
                  label={t`New documents are`}
                  value={shareNew}
                  onChange={setShareNew}
                  options={[
                    { value: 'staff', label: t`Staff only` },
                    { value: 'guardians', label: t`Shared with guardians` },
                  ]}
                />
              </Box>
              <FileUploader
                place="studentDocument"
                recordId={student.id}
                where={where}
                camera
                label={t`Add documents`}
                sharedWithGuardians={shareNew === 'guardians'}
                disabled={files.documents.length >= PLACE_POLICIES.studentDocument.maxFiles}
                onAdded={files.reload}
              />
              <Text fontSize="sm" color="gray.600">
                <Trans>
                  Staff only: the office and {name}'s teachers. Shared with guardians: also {name}'s parents and carers,
                  on their child's page.
                </Trans>
              </Text>
            </Stack>
          )}
          <FormStatus outcome={removal.outcome ?? sharing.outcome} />
        </Stack>
      </Stack>
    </PanelCard>
  );
}

/** On a parent's page for their child: the documents the school shares with the family. */
export function ChildDocumentsPanel({ user, student }: { user: UserRecord; student: Student }) {
  const { t } = useLingui();
  const where = useSchoolLocale(user.school_id);
  const files = useStudentFiles(student.id);
  const name = student.firstName;
  return (
    <PanelCard
      testId="child-documents"
      title={t`Documents from the school`}
      loading={files.status === 'loading'}
      failed={files.status === 'failed'}
    >
      {files.documents.length === 0 ? (
        <Text color="gray.700">
          <Trans>The school has not shared any documents about {name}.</Trans>
        </Text>
      ) : (
        <FileList files={files.documents} label={t`Documents about ${name}`} where={where} />
      )}
    </PanelCard>
  );
}

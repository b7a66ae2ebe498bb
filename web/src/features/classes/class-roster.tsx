import { Box, Button, Heading, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { ph, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { StudentPhoto } from '@/components/files/student-photo';
import { useClassPhotos } from '@/components/files/use-class-photos';
import { SelectField } from '@/components/ui/select-field';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import type { RecordRow } from '@/components/records/use-record-list';
import { MessageClassButton } from '@/components/messages/message-class-button';
import { useSession } from '@/lib/session';
import { useClassRoster } from './use-class-roster';

const fullName = (s: RecordRow) => `${s.firstName} ${s.lastName}`;

/** Who is in the class: add a student in no class, move one to another class, or take one out. */
export function ClassRoster({
  schoolId,
  classRecord,
  otherClasses,
}: {
  schoolId: string;
  classRecord: RecordRow;
  otherClasses: RecordRow[];
}) {
  const { loading, roster, unplaced } = useClassRoster(schoolId, classRecord.id);
  const photos = useClassPhotos(classRecord.id);
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const [adding, setAdding] = useState('');
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The roster could not be changed.`));
  const taken = Number(classRecord.studentCount);
  const capacity = Number(classRecord.capacity);

  async function assign(studentIds: string[], classId: string | null) {
    if (await submit(async () => (await callApi('assignStudents', { studentIds, classId })).message)) setAdding('');
  }

  return (
    <Box as="section" aria-labelledby="roster-heading">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="1">
        <Heading id="roster-heading" as="h2" size="lg">
          <Trans>Roster</Trans>
        </Heading>
        {user && <MessageClassButton user={user} classId={classRecord.id} className={String(classRecord.name)} />}
      </HStack>
      <Text color="gray.600" mb="3">
        {t`${plural(capacity, { one: `${taken} of # place taken.`, other: `${taken} of # places taken.` })}`}
      </Text>
      <HStack mb="3" align="end">
        <SelectField
          maxW="sm"
          aria-label={t`Student to add`}
          value={adding}
          onChange={setAdding}
          placeholder={unplaced.length ? t`Choose a student in no class…` : t`Every student has a class`}
          options={unplaced.map((s) => ({ value: s.id, label: `${fullName(s)} (${s.admissionNumber})` }))}
        />
        <Button
          colorPalette="blue"
          disabled={!adding}
          loading={busy}
          onClick={() => void assign([adding], classRecord.id)}
        >
          <Trans>Add to class</Trans>
        </Button>
      </HStack>
      <Box mb="3">
        <FormStatus outcome={outcome} />
      </Box>
      {loading ? (
        <Spinner aria-label={t`Loading the roster`} />
      ) : roster.length === 0 ? (
        <Text color="gray.600">
          <Trans>No students in this class yet.</Trans>
        </Text>
      ) : (
        <Table.ScrollArea maxW="100%">
          <Table.Root size="sm" variant="outline" bg="white" aria-label={t`Roster`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Student</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Admission number</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Move to</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Remove</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {roster.map((s) => (
                <Table.Row key={s.id}>
                  <Table.Cell>
                    <HStack gap="2">
                      <StudentPhoto fileId={photos.get(s.id)} alt="" size="8" />
                      <bdi>{fullName(s)}</bdi>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{s.admissionNumber}</Table.Cell>
                  <Table.Cell>
                    <SelectField
                      size="xs"
                      maxW="48"
                      aria-label={t`Move ${ph({ name: fullName(s) })} to another class`}
                      value=""
                      onChange={(classId) => classId && void assign([s.id], classId)}
                      placeholder={t`Another class…`}
                      options={otherClasses.map((c) => ({ value: c.id, label: c.name }))}
                    />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t`Remove ${ph({ name: fullName(s) })} from the class`}
                      onClick={() => void assign([s.id], null)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}

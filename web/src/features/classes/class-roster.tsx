import { Box, Button, Heading, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import type { RecordRow } from '@/components/records/use-record-list';
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
  const [adding, setAdding] = useState('');
  const { outcome, busy, submit } = useSubmission(errorMessage('The roster could not be changed.'));

  async function assign(studentIds: string[], classId: string | null) {
    if (await submit(async () => (await callApi('assignStudents', { studentIds, classId })).message)) setAdding('');
  }

  return (
    <Box as="section" aria-labelledby="roster-heading">
      <Heading id="roster-heading" as="h2" size="lg" mb="1">
        Roster
      </Heading>
      <Text color="gray.600" mb="3">
        {classRecord.studentCount} of {classRecord.capacity} places taken.
      </Text>
      <HStack mb="3" align="end">
        <SelectField
          maxW="sm"
          aria-label="Student to add"
          value={adding}
          onChange={setAdding}
          placeholder={unplaced.length ? 'Choose a student in no class…' : 'Every student has a class'}
          options={unplaced.map((s) => ({ value: s.id, label: `${fullName(s)} (${s.admissionNumber})` }))}
        />
        <Button
          colorPalette="blue"
          disabled={!adding}
          loading={busy}
          onClick={() => void assign([adding], classRecord.id)}
        >
          Add to class
        </Button>
      </HStack>
      <Box mb="3">
        <FormStatus outcome={outcome} />
      </Box>
      {loading ? (
        <Spinner aria-label="Loading the roster" />
      ) : roster.length === 0 ? (
        <Text color="gray.600">No students in this class yet.</Text>
      ) : (
        <Table.ScrollArea maxW="100%">
          <Table.Root size="sm" variant="outline" bg="white" aria-label="Roster">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Student</Table.ColumnHeader>
                <Table.ColumnHeader>Admission number</Table.ColumnHeader>
                <Table.ColumnHeader>Move to</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Remove</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {roster.map((s) => (
                <Table.Row key={s.id}>
                  <Table.Cell>{fullName(s)}</Table.Cell>
                  <Table.Cell>{s.admissionNumber}</Table.Cell>
                  <Table.Cell>
                    <SelectField
                      size="xs"
                      maxW="48"
                      aria-label={`Move ${fullName(s)} to another class`}
                      value=""
                      onChange={(classId) => classId && void assign([s.id], classId)}
                      placeholder="Another class…"
                      options={otherClasses.map((c) => ({ value: c.id, label: c.name }))}
                    />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Remove ${fullName(s)} from the class`}
                      onClick={() => void assign([s.id], null)}
                    >
                      Remove
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

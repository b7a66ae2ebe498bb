import { Box, Button, Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { averageOf, percent } from '@academy/shared/assignment';
import { roleSegment } from '@academy/shared/roles';
import { Link } from 'react-router-dom';
import { downloadCsv, toCsv } from '@/lib/csv';
import { useGradebook, useSchoolClock } from './use-assignments';

const sticky = { position: 'sticky', top: 0, zIndex: 1, bg: 'gray.100' } as const;

/** A class's gradebook: students × graded work, returned marks as % and points, averages, missing marked, CSV. */
export function GradebookPage({ user, classId }: { user: UserRecord; classId: string }) {
  const { termId } = useSchoolClock(user.school_id);
  const { students, assignments, loading } = useGradebook(user, classId, termId ?? '');
  const home = `/app/${roleSegment(user.role)}`;
  const cell = (studentIndex: number, assignmentId: string) => {
    const m = students[studentIndex]?.marks[assignmentId];
    if (!m) return '';
    if (m.missing) return 'Missing';
    if (!m.returned || m.points === null || m.outOf === null) return '';
    return `${percent(m.points, m.outOf)}% (${m.points}/${m.outOf})`;
  };
  const workAverage = (id: string) => averageOf(students.flatMap((s) => (s.marks[id] ? [s.marks[id]] : [])));
  const exportCsv = () =>
    downloadCsv(
      `gradebook-${classId}.csv`,
      toCsv(
        ['Student', ...assignments.map((a) => `${a.title} (/${a.points})`), 'Average %'],
        students.map((s, i) => [
          s.studentName,
          ...assignments.map((a) => cell(i, a.id)),
          averageOf(Object.values(s.marks)).percent ?? '',
        ]),
      ),
    );
  return (
    <Stack gap="3">
      <ChakraLink asChild color="blue.700">
        <Link to={`${home}/assignments`}>← Assignments</Link>
      </ChakraLink>
      <Heading as="h1" size="2xl">
        Gradebook
      </Heading>
      <Button alignSelf="start" variant="outline" onClick={exportCsv} disabled={loading}>
        Export CSV
      </Button>
      {loading ? (
        <Text>Loading…</Text>
      ) : students.length === 0 ? (
        <Text color="gray.600">No marks returned yet.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="70vh">
          <Table.Root size="sm" stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader {...sticky} left={0} zIndex={2}>
                  Student
                </Table.ColumnHeader>
                {assignments.map((a) => (
                  <Table.ColumnHeader key={a.id} {...sticky} minW="8rem">
                    {a.title}
                    <Box fontSize="xs">/{a.points}</Box>
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader {...sticky}>Average</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {students.map((s, i) => {
                const avg = averageOf(Object.values(s.marks));
                return (
                  <Table.Row key={s.studentId}>
                    <Table.Cell as="th" scope="row" position="sticky" left={0} bg="white" fontWeight="medium">
                      {s.studentName}
                    </Table.Cell>
                    {assignments.map((a) => (
                      <Table.Cell key={a.id} color={cell(i, a.id) === 'Missing' ? 'red.700' : undefined}>
                        {cell(i, a.id)}
                      </Table.Cell>
                    ))}
                    <Table.Cell fontWeight="medium">{avg.percent === null ? '' : `${avg.percent}%`}</Table.Cell>
                  </Table.Row>
                );
              })}
              <Table.Row>
                <Table.Cell as="th" scope="row" position="sticky" left={0} bg="white" fontWeight="medium">
                  Average
                </Table.Cell>
                {assignments.map((a) => {
                  const avg = workAverage(a.id);
                  return (
                    <Table.Cell key={a.id} fontWeight="medium">
                      {avg.percent === null ? '' : `${avg.percent}%`}
                    </Table.Cell>
                  );
                })}
                <Table.Cell />
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

import { Box, Button, Field, Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { averageOf, percent } from '@academy/shared/assignment';
import { roleSegment } from '@academy/shared/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { downloadCsv, toCsv } from '@/lib/csv';
import { SelectField } from '@/components/ui/select-field';
import { useChoices } from '@/components/records/use-record-list';
import { useRecord } from '@/components/records/use-record';
import { useGradebook } from './use-assignments';

const sticky = { position: 'sticky', top: 0, zIndex: 1, bg: 'gray.100' } as const;

/** A class's gradebook: students × graded work, returned marks as % and points, averages, missing marked, CSV. */
export function GradebookPage({ user, classId }: { user: UserRecord; classId: string }) {
  const { t } = useLingui();
  const klass = useRecord(user.school_id, 'classes', classId).record;
  // The school's terms, newest first: a gradebook can show an earlier one.
  const terms = useChoices(user.school_id, 'terms', 'startDate')
    .map((term) => ({ value: term.id, label: `${term.name} (${term.schoolYear})` }))
    .reverse();
  // The class's own term unless another is chosen (`?term=`): work is kept under the term the class had when set.
  const [params, setParams] = useSearchParams();
  const termId = params.get('term') ?? klass?.termId ?? '';
  const { students, assignments, loading } = useGradebook(user, classId, termId);
  const home = `/app/${roleSegment(user.role)}`;
  const className = klass?.name ?? '';
  const missingWord = t`Missing`;
  const cell = (studentIndex: number, assignmentId: string) => {
    const m = students[studentIndex]?.marks[assignmentId];
    if (!m) return '';
    if (m.missing) return missingWord;
    if (!m.returned || m.points === null || m.outOf === null) return '';
    return `${percent(m.points, m.outOf)}% (${m.points}/${m.outOf})`;
  };
  const workAverage = (id: string) => averageOf(students.flatMap((s) => (s.marks[id] ? [s.marks[id]] : [])));
  const exportCsv = () =>
    downloadCsv(
      `gradebook-${classId}.csv`,
      toCsv(
        [t`Student`, ...assignments.map((a) => `${a.title} (/${a.points})`), t`Average %`],
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
        <Link to={`${home}/assignments`}>
          <Trans>← Assignments</Trans>
        </Link>
      </ChakraLink>
      <Heading as="h1" size="2xl">
        {klass ? t`Gradebook: ${className}` : t`Gradebook`}
      </Heading>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'end' }}>
        <Field.Root maxW="xs">
          <Field.Label>
            <Trans>Term</Trans>
          </Field.Label>
          <SelectField
            aria-label={t`Term`}
            value={termId}
            onChange={(term) => setParams(term === klass?.termId ? {} : { term }, { replace: true })}
            options={terms}
          />
        </Field.Root>
        <Button alignSelf={{ base: 'start', sm: 'end' }} variant="outline" onClick={exportCsv} disabled={loading}>
          <Trans>Export CSV</Trans>
        </Button>
      </Stack>
      {loading ? (
        <Text>
          <Trans>Loading…</Trans>
        </Text>
      ) : students.length === 0 ? (
        <Text color="gray.600">
          <Trans>No marks returned yet.</Trans>
        </Text>
      ) : (
        <Table.ScrollArea
          borderWidth="1px"
          borderRadius="md"
          maxH="70vh"
          tabIndex={0}
          aria-label={t`Marks: scroll across for more work`}
          data-testid="gradebook-grid"
        >
          <Table.Root size="sm" stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader {...sticky} insetStart={0} zIndex={2} minW="8rem">
                  <Trans>Student</Trans>
                </Table.ColumnHeader>
                {assignments.map((a) => (
                  <Table.ColumnHeader key={a.id} {...sticky} minW="8rem">
                    {a.title}
                    <Box fontSize="xs">/{a.points}</Box>
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader {...sticky}>
                  <Trans>Average</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {students.map((s, i) => {
                const avg = averageOf(Object.values(s.marks));
                return (
                  <Table.Row key={s.studentId}>
                    <Table.Cell as="th" scope="row" position="sticky" insetStart={0} bg="white" fontWeight="medium">
                      {s.studentName}
                    </Table.Cell>
                    {assignments.map((a) => (
                      <Table.Cell key={a.id} color={cell(i, a.id) === missingWord ? 'red.700' : undefined}>
                        {cell(i, a.id)}
                      </Table.Cell>
                    ))}
                    <Table.Cell fontWeight="medium">{avg.percent === null ? '' : `${avg.percent}%`}</Table.Cell>
                  </Table.Row>
                );
              })}
              <Table.Row>
                <Table.Cell as="th" scope="row" position="sticky" insetStart={0} bg="white" fontWeight="medium">
                  <Trans>Average</Trans>
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

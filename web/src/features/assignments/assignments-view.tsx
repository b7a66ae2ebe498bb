import { Badge, Box, Button, Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { workSubject } from '@academy/shared/assignment';
import { formatSchoolInstant } from '@academy/shared/school-time';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { roleSegment } from '@academy/shared/roles';
import { SetWorkForm } from './set-work-form';
import { SET_WORK_PAGE, useSchoolClock, useSetWork, useSettableClasses } from './use-assignments';

/** Teacher → Assignments (Admin: every class): the work set, latest due first, the form to set more, the gradebooks. */
export function AssignmentsView({ user }: { user: UserRecord }) {
  const [setting, setSetting] = useState(false);
  const navigate = useNavigate();
  const base = `/app/${roleSegment(user.role)}/assignments`;
  const [pages, setPages] = useState(1);
  const { assignments, loading, more } = useSetWork(user, pages);
  const { classes } = useSettableClasses(user);
  const { timeZone } = useSchoolClock(user.school_id);
  return (
    <Stack gap="4" mt="4">
      <Stack direction="row" wrap="wrap" gap="2">
        <Button colorPalette="blue" onClick={() => setSetting((s) => !s)}>
          {setting ? 'Close the form' : 'Set work'}
        </Button>
        {classes.map((c) => (
          <Button key={c.id} asChild variant="outline" size="sm">
            <Link to={`${base}/gradebook/${c.id}`}>Gradebook {c.name}</Link>
          </Button>
        ))}
      </Stack>
      {setting && <SetWorkForm user={user} onDone={(id) => void navigate(`${base}/${id}`)} />}
      <Heading as="h2" size="md">
        Work set
      </Heading>
      {loading ? (
        <Text>Loading…</Text>
      ) : assignments.length === 0 ? (
        <Text color="gray.600">No work set yet.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Work</Table.ColumnHeader>
                <Table.ColumnHeader>Classes</Table.ColumnHeader>
                <Table.ColumnHeader>Due</Table.ColumnHeader>
                <Table.ColumnHeader>Handed in</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {assignments.map((a) => (
                <Table.Row key={a.id}>
                  <Table.Cell>
                    <ChakraLink asChild color="blue.700">
                      <Link to={`${base}/${a.id}`}>{a.title}</Link>
                    </ChakraLink>{' '}
                    {a.archived && <Badge>Archived</Badge>}
                    <Box fontSize="xs" color="gray.600">
                      {workSubject(a)}
                    </Box>
                  </Table.Cell>
                  <Table.Cell>{a.classNames.join(', ')}</Table.Cell>
                  <Table.Cell>{formatSchoolInstant(a.dueAt, timeZone, 'EEE d MMM, HH:mm')}</Table.Cell>
                  <Table.Cell>
                    {a.counts.handedIn + a.counts.returned} of {a.counts.students}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {more && (
        <Button alignSelf="start" variant="outline" onClick={() => setPages((p) => p + 1)}>
          Show {SET_WORK_PAGE} earlier pieces of work
        </Button>
      )}
    </Stack>
  );
}

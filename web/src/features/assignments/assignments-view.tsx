import { Badge, Box, Button, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import { workSubject } from '@academy/shared/assignment';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { roleSegment } from '@academy/shared/roles';
import { SetWorkForm } from './set-work-form';
import { SET_WORK_PAGE, useSchoolClock, useSetWork, useSettableClasses } from './use-assignments';

/** Teacher → Assignments (Admin: every class): the work set, latest due first, the form to set more, the gradebooks. */
export function AssignmentsView({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  const [setting, setSetting] = useState(false);
  const navigate = useNavigate();
  const base = `/app/${roleSegment(user.role)}/assignments`;
  const [pages, setPages] = useState(1);
  const { assignments, loading, more } = useSetWork(user, pages);
  const { classes } = useSettableClasses(user);
  const where = useSchoolClock(user.school_id);
  return (
    <Stack gap="4" mt="4">
      <Stack direction="row" wrap="wrap" gap="2">
        <Button colorPalette="blue" onClick={() => setSetting((s) => !s)}>
          {setting ? t`Close the form` : t`Set work`}
        </Button>
        {classes.map(({ id, name }) => (
          <Button key={id} asChild variant="outline" size="sm">
            <Link to={`${base}/gradebook/${id}`}>
              <Trans>Gradebook {name}</Trans>
            </Link>
          </Button>
        ))}
      </Stack>
      {setting && <SetWorkForm user={user} onDone={(id) => void navigate(`${base}/${id}`)} />}
      <Heading as="h2" size="md">
        <Trans>Work set</Trans>
      </Heading>
      {loading ? (
        <Text>
          <Trans>Loading…</Trans>
        </Text>
      ) : assignments.length === 0 ? (
        <Text color="gray.600">
          <Trans>No work set yet.</Trans>
        </Text>
      ) : (
        // One piece of work to a line: its title, then what, for whom, when and how many handed in, in words.
        <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderRadius="md" aria-label={t`Work set`}>
          {assignments.map((a) => {
            const due = formatDateTime(a.dueAt, where);
            const handedIn = a.counts.handedIn + a.counts.returned;
            const students = a.counts.students;
            return (
              <Box as="li" key={a.id} px="3" py="2" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
                <ChakraLink asChild color="blue.700" fontWeight="medium">
                  <Link to={`${base}/${a.id}`} dir="auto">
                    {a.title}
                  </Link>
                </ChakraLink>{' '}
                {a.archived && (
                  <Badge>
                    <Trans>Archived</Trans>
                  </Badge>
                )}
                <Text fontSize="sm" color="gray.700">
                  {[
                    workSubject(a),
                    a.classNames.join(', '),
                    t`due ${due}`,
                    t`${handedIn} of ${students} handed in`,
                  ].join(' · ')}
                </Text>
              </Box>
            );
          })}
        </Stack>
      )}
      {more && (
        <Button alignSelf="start" variant="outline" onClick={() => setPages((p) => p + 1)}>
          <Trans>Show {SET_WORK_PAGE} earlier pieces of work</Trans>
        </Button>
      )}
    </Stack>
  );
}

import { Box, Heading, Text } from '@chakra-ui/react';
import { formatDateTime } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import { workSubject } from '@academy/shared/assignment';
import type { Student } from '@academy/shared/people';
import { PanelCard } from '@/components/ui/panel-card';
import { SubjectAverages } from './my-work';
import { useChildWork, useSchoolClock } from './use-assignments';

const WEEK = 7 * 24 * 3600 * 1000;

/**
 * On a parent's page for one child, their dashboard, and the child's record for the office and the class's teachers:
 * work due this week, missing work (the first `shown` of each), and the latest returned marks with feedback.
 */
export function ChildWorkPanel({ user, student, shown = 10 }: { user: UserRecord; student: Student; shown?: number }) {
  const where = useSchoolClock(user.school_id);
  const { termId } = where;
  const todo = useChildWork(user, student, 'assigned', shown);
  const missing = useChildWork(user, student, 'missing', shown);
  const returned = useChildWork(user, student, 'returned', Math.min(5, shown));
  const reads = [todo, missing, returned];
  // eslint-disable-next-line react-hooks/purity -- "this week" is decided at render, as the page is read
  const weekEnd = Date.now() + WEEK;
  const dueThisWeek = todo.work.filter((w) => w.effectiveDueAt <= weekEnd);
  const when = (at: number) => formatDateTime(at, where);
  // Nothing is said to be empty until all three lists have arrived.
  return (
    <PanelCard
      testId="child-work"
      title={`${student.firstName}’s work`}
      loading={reads.some((r) => r.loading)}
      failed={reads.some((r) => r.failed)}
    >
      <Heading as="h3" size="sm">
        Due this week
      </Heading>
      {dueThisWeek.length === 0 ? (
        <Text color="gray.600">Nothing due this week.</Text>
      ) : (
        dueThisWeek.map((w) => (
          <Text key={w.id}>
            {w.title} ({workSubject(w)}), due {when(w.effectiveDueAt)}
          </Text>
        ))
      )}
      <Heading as="h3" size="sm" mt="3">
        Missing
      </Heading>
      {missing.work.length === 0 ? (
        <Text color="gray.600">No missing work.</Text>
      ) : (
        missing.work.map((w) => (
          <Text key={w.id} color="red.700">
            {w.title} ({workSubject(w)}), was due {when(w.effectiveDueAt)}
          </Text>
        ))
      )}
      <Heading as="h3" size="sm" mt="3">
        Returned marks
      </Heading>
      {returned.work.length === 0 ? (
        <Text color="gray.600">No marks returned yet.</Text>
      ) : (
        returned.work.map((w) => (
          <Box key={w.id} py="1" data-testid="returned-mark">
            <Text fontWeight="medium">
              {w.title}
              {w.points !== null && w.grade?.points != null ? `: ${w.grade.points}/${w.points}` : ''}
            </Text>
            {w.grade?.feedback && <Text fontSize="sm">“{w.grade.feedback}”</Text>}
          </Box>
        ))
      )}
      {termId && <SubjectAverages user={user} termId={termId} student={student} />}
    </PanelCard>
  );
}

import { Box, Heading, Text } from '@chakra-ui/react';
import { formatDateTime } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import { type Submission, workSubject } from '@academy/shared/assignment';
import type { Student } from '@academy/shared/people';
import { Trans, useLingui } from '@lingui/react/macro';
import { PanelCard } from '@/components/ui/panel-card';
import { SubjectAverages } from './my-work';
import { ReturnedFiles } from './hand-in-files';
import { useChildWork, useSchoolClock, useWorkSummary } from './use-assignments';

const WEEK = 7 * 24 * 3600 * 1000;

/**
 * On a parent's page for one child and the child's record for the office and the class's teachers: work due this
 * week, missing work (the first `shown` of each), and the latest returned marks with feedback.
 */
export function ChildWorkPanel({ user, student, shown = 10 }: { user: UserRecord; student: Student; shown?: number }) {
  const todo = useChildWork(user, student, 'assigned', shown);
  const missing = useChildWork(user, student, 'missing', shown);
  const returned = useChildWork(user, student, 'returned', Math.min(5, shown));
  const reads = [todo, missing, returned];
  return (
    <ChildWork
      user={user}
      student={student}
      todo={todo.work}
      missing={missing.work}
      returned={returned.work}
      loading={reads.some((r) => r.loading)}
      failed={reads.some((r) => r.failed)}
    />
  );
}

/** The same on a parent's dashboard, from the child's work summary: one document, the first three of each list. */
export function ChildWorkSummaryPanel({ user, student }: { user: UserRecord; student: Student }) {
  const summary = useWorkSummary(user, student.id);
  return (
    <ChildWork
      user={user}
      student={student}
      todo={summary.assigned}
      missing={summary.missing}
      returned={summary.returned}
      loading={summary.loading}
      failed={summary.failed}
    />
  );
}

function ChildWork({
  user,
  student,
  todo,
  missing,
  returned,
  loading,
  failed,
}: {
  user: UserRecord;
  student: Student;
  todo: Submission[];
  missing: Submission[];
  returned: Submission[];
  loading: boolean;
  failed: boolean;
}) {
  const where = useSchoolClock(user.school_id);
  const { termId } = where;
  // eslint-disable-next-line react-hooks/purity -- "this week" is decided at render, as the page is read
  const weekEnd = Date.now() + WEEK;
  const dueThisWeek = todo.filter((w) => w.effectiveDueAt <= weekEnd);
  const when = (at: number) => formatDateTime(at, where);
  const { t } = useLingui();
  const firstName = student.firstName;
  // Nothing is said to be empty until all three lists have arrived.
  return (
    <PanelCard testId="child-work" title={t`${firstName}’s work`} loading={loading} failed={failed}>
      <Heading as="h3" size="sm">
        <Trans>Due this week</Trans>
      </Heading>
      {dueThisWeek.length === 0 ? (
        <Text color="gray.600">
          <Trans>Nothing due this week.</Trans>
        </Text>
      ) : (
        dueThisWeek.map((w) => {
          const { title } = w;
          const subject = workSubject(w);
          const due = when(w.effectiveDueAt);
          return (
            <Text key={w.id}>
              <Trans>
                <bdi>{title}</bdi> ({subject}), due {due}
              </Trans>
            </Text>
          );
        })
      )}
      <Heading as="h3" size="sm" mt="3">
        <Trans>Missing</Trans>
      </Heading>
      {missing.length === 0 ? (
        <Text color="gray.600">
          <Trans>No missing work.</Trans>
        </Text>
      ) : (
        missing.map((w) => {
          const { title } = w;
          const subject = workSubject(w);
          const due = when(w.effectiveDueAt);
          return (
            <Text key={w.id} color="red.700">
              <Trans>
                <bdi>{title}</bdi> ({subject}), was due {due}
              </Trans>
            </Text>
          );
        })
      )}
      <Heading as="h3" size="sm" mt="3">
        <Trans>Returned marks</Trans>
      </Heading>
      {returned.length === 0 ? (
        <Text color="gray.600">
          <Trans>No marks returned yet.</Trans>
        </Text>
      ) : (
        returned.map((w) => (
          <Box key={w.id} py="1" data-testid="returned-mark">
            <Text fontWeight="medium">
              <bdi>{w.title}</bdi>
              {w.points !== null && w.grade?.points != null ? `: ${w.grade.points}/${w.points}` : ''}
            </Text>
            {w.grade?.feedback && (
              <Text fontSize="sm">
                “<bdi>{w.grade.feedback}</bdi>”
              </Text>
            )}
            <ReturnedFiles sub={w} where={where} teacher={false} />
          </Box>
        ))
      )}
      {termId && <SubjectAverages user={user} termId={termId} student={student} />}
    </PanelCard>
  );
}

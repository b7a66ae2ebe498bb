import { Badge, Box, Button, Field, Heading, Link as ChakraLink, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { formatDateTime, type SchoolLocale } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import {
  emptyHandInProblem,
  percent,
  type Submission,
  subjectAverages,
  submissionId,
  workSubject,
} from '@academy/shared/assignment';
import type { Student } from '@academy/shared/people';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormStatus } from '@/components/ui/form-status';
import { PanelCard } from '@/components/ui/panel-card';
import { FormField } from '@/components/ui/form-field';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { FormattedText, ResourceLinks } from './formatted-text';
import { ReturnedFiles, StudentFiles, WorkResources } from './hand-in-files';
import {
  useMyWork,
  useSchoolClock,
  useSubmission as useWork,
  useTermMarks,
  useWorkSummary,
  type WorkTab,
} from './use-assignments';
import { STATUS_NAMES } from './work-words';

const WORK_HOME = '/app/student/work';

function WorkRow({ w, where }: { w: Submission; where: SchoolLocale }) {
  const { t } = useLingui();
  const due = formatDateTime(w.effectiveDueAt, where);
  const mark = w.grade && w.points !== null && w.grade.points !== null ? `${w.grade.points}/${w.points}` : null;
  // Separate facts, each whole, one after another: the subject, the due time, the mark, lateness.
  const facts = [workSubject(w), t`due ${due}`, mark, w.late ? t`late` : null].filter(Boolean);
  return (
    <Box borderBottomWidth="1px" py="2">
      <ChakraLink asChild color="blue.700" fontWeight="medium">
        <Link to={`${WORK_HOME}/${w.assignmentId}`} dir="auto">
          {w.title}
        </Link>
      </ChakraLink>
      <Text fontSize="sm" color="gray.700">
        {facts.join(' · ')}
      </Text>
    </Box>
  );
}

/** The Student's Dashboard panel: what is due soonest, what is missing, the latest marks, and the term's averages. */
export function MyWorkPanel({ user }: { user: UserRecord }) {
  const where = useSchoolClock(user.school_id);
  const { termId } = where;
  // One document: the three lists, a few of each.
  const summary = useWorkSummary(user, user.personId ?? '-');
  const todo = { work: summary.assigned.slice(0, 3) };
  const missing = { work: summary.missing.slice(0, 2) };
  const returned = { work: summary.returned.slice(0, 2) };
  const { t } = useLingui();
  return (
    <PanelCard testId="my-work" title={t`My work`} loading={summary.loading} failed={summary.failed}>
      {todo.work.length === 0 ? (
        <Text color="gray.700">
          <Trans>Nothing to do right now.</Trans>
        </Text>
      ) : (
        todo.work.map((w) => <WorkRow key={w.id} w={w} where={where} />)
      )}
      {missing.work.length > 0 && (
        <>
          <Heading as="h3" size="sm" mt="3" color="red.700">
            <Trans>Missing</Trans>
          </Heading>
          {missing.work.map((w) => (
            <WorkRow key={w.id} w={w} where={where} />
          ))}
        </>
      )}
      {returned.work.length > 0 && (
        <>
          <Heading as="h3" size="sm" mt="3">
            <Trans>Latest marks</Trans>
          </Heading>
          {returned.work.map((w) => (
            <WorkRow key={w.id} w={w} where={where} />
          ))}
        </>
      )}
      <ChakraLink asChild color="blue.700" display="block" mt="2">
        <Link to={WORK_HOME}>
          <Trans>All my work</Trans>
        </Link>
      </ChakraLink>
      {termId && user.personId && (
        <SubjectAverages user={user} termId={termId} student={{ id: user.personId, classId: null }} />
      )}
    </PanelCard>
  );
}

/** A student's average per subject for the term, from their term marks (one document). */
export function SubjectAverages({
  user,
  termId,
  student,
}: {
  user: UserRecord;
  termId: string;
  student: Pick<Student, 'id' | 'classId'>;
}) {
  const totals = useTermMarks(user, termId, student);
  const averages = totals ? subjectAverages(totals.marks) : [];
  if (averages.length === 0) return null;
  return (
    <Box mt="3">
      <Heading as="h3" size="sm" mb="1">
        <Trans>This term’s averages</Trans>
      </Heading>
      {averages.map(({ subjectName, average }) => {
        const { percent, points, outOf, count } = average;
        return (
          <Text key={subjectName} fontSize="sm">
            <Trans>
              {subjectName}: {percent}% ({points}/{outOf} over {count})
            </Trans>
          </Text>
        );
      })}
    </Box>
  );
}

function TabList({ user, tab }: { user: UserRecord; tab: WorkTab }) {
  const where = useSchoolClock(user.school_id);
  const { work, loading } = useMyWork(user, tab);
  if (loading)
    return (
      <Text>
        <Trans>Loading…</Trans>
      </Text>
    );
  if (work.length === 0)
    return (
      <Text color="gray.600">
        <Trans>Nothing here.</Trans>
      </Text>
    );
  return (
    <Box>
      {work.map((w) => (
        <WorkRow key={w.id} w={w} where={where} />
      ))}
    </Box>
  );
}

/** My work: To do (due soonest first), Missing, Handed in, Returned. */
export function MyWorkPage({ user }: { user: UserRecord }) {
  const [tab, setTab] = useState<WorkTab>('todo');
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        <Trans>My work</Trans>
      </Heading>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as WorkTab)} lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="todo">
            <Trans>To do</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="missing">
            <Trans>Missing</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="handedIn">
            <Trans>Handed in</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="returned">
            <Trans>Returned</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        {(['todo', 'missing', 'handedIn', 'returned'] as const).map((t) => (
          <Tabs.Content key={t} value={t}>
            <TabList user={user} tab={t} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

/** One piece of work: the instructions, the answer (formatted text and a link), hand in or unsubmit. */
export function WorkPage({ user, assignmentId }: { user: UserRecord; assignmentId: string }) {
  const w = useWork(user.school_id, submissionId(assignmentId, user.personId ?? 'none'));
  const where = useSchoolClock(user.school_id);
  if (w === undefined)
    return (
      <Text>
        <Trans>Loading…</Trans>
      </Text>
    );
  if (w === null)
    return (
      <Text>
        <Trans>This work is not here.</Trans>{' '}
        <ChakraLink asChild color="blue.700">
          <Link to={WORK_HOME}>
            <Trans>Back to My work</Trans>
          </Link>
        </ChakraLink>
      </Text>
    );
  return <WorkDetail key={w.id} w={w} where={where} />;
}

function WorkDetail({ w, where }: { w: Submission; where: SchoolLocale }) {
  const [answer, setAnswer] = useState(w.answer);
  const [link, setLink] = useState(w.answerLinks[0]?.url ?? '');
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`That did not work.`));
  const editable = w.status === 'assigned' || w.status === 'missing';
  const [tried, setTried] = useState(false);
  // The link's title is stored with the answer, as the teacher reads it.
  const links = link.trim() ? [{ title: t`My link`, url: link.trim() }] : [];
  const empty =
    editable && emptyHandInProblem(w, answer, links)
      ? t`Your answer is empty: write your answer, attach a file or add a link to your work before handing it in.`
      : null;
  const due = formatDateTime(w.effectiveDueAt, where);
  const outOf = w.points;
  const marks = w.points !== null && w.grade?.points != null ? w.grade.points : null;
  const percentage = marks !== null && w.points !== null ? percent(marks, w.points) : null;
  return (
    <Stack gap="3">
      <ChakraLink asChild color="blue.700">
        <Link to={WORK_HOME}>
          <Trans>← My work</Trans>
        </Link>
      </ChakraLink>
      <Heading as="h1" size="2xl" dir="auto">
        {w.title}
      </Heading>
      <Text color="gray.700">
        {[workSubject(w), t`due ${due}`, outOf !== null ? t`out of ${outOf}` : null].filter(Boolean).join(' · ')}{' '}
        <Badge>{t(STATUS_NAMES[w.status])}</Badge>
        {w.late && (
          <Badge ms="1" colorPalette="orange">
            <Trans>Late</Trans>
          </Badge>
        )}
      </Text>
      <FormattedText text={w.instructions} />
      <ResourceLinks links={w.links} />
      <WorkResources assignmentId={w.assignmentId} files={w.resources ?? []} where={where} editable={false} />
      {w.grade && (
        <Box borderWidth="1px" borderRadius="md" p="3" bg="green.50" data-testid="returned-grade">
          <Heading as="h2" size="sm">
            {marks !== null && outOf !== null ? (
              <Trans>
                Returned: {marks}/{outOf} ({percentage}%)
              </Trans>
            ) : (
              <Trans>Returned</Trans>
            )}
          </Heading>
          {w.grade.feedback && (
            <Text whiteSpace="pre-wrap" dir="auto">
              {w.grade.feedback}
            </Text>
          )}
          {w.status === 'returned' && <ReturnedFiles sub={w} where={where} teacher={false} />}
        </Box>
      )}
      <Box
        as="form"
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (empty) return;
          void submit(async () =>
            editable
              ? (
                  await callApi('submit', {
                    assignmentId: w.assignmentId,
                    answer,
                    links,
                  })
                ).message
              : (await callApi('unsubmit', { assignmentId: w.assignmentId })).message,
          );
        }}
      >
        <Stack gap="3">
          {w.nothingToHandIn ? (
            <Text color="gray.700">
              <Trans>Nothing to hand in: this work is done on paper or in class.</Trans>
            </Text>
          ) : (
            <>
              <Field.Root invalid={tried && !!empty}>
                <Field.Label>
                  <Trans>Your answer (formatted text)</Trans>
                </Field.Label>
                <Textarea
                  dir="auto"
                  bg="white"
                  rows={6}
                  value={answer}
                  readOnly={!editable}
                  onChange={(e) => setAnswer(e.target.value)}
                />
                {tried && empty && <Field.ErrorText>{empty}</Field.ErrorText>}
              </Field.Root>
              <FormField
                label={t`A link to your work (optional)`}
                type="url"
                value={link}
                readOnly={!editable}
                onChange={(e) => setLink(e.target.value)}
              />
              <StudentFiles sub={w} where={where} editable={editable} />
            </>
          )}
          <FormStatus outcome={outcome} />
          {editable && (
            <Button type="submit" colorPalette="blue" loading={busy} alignSelf="start">
              {w.nothingToHandIn ? t`Mark as done` : t`Hand in`}
            </Button>
          )}
          {w.status === 'handedIn' && (
            <Button type="submit" variant="outline" loading={busy} alignSelf="start">
              <Trans>Unsubmit</Trans>
            </Button>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

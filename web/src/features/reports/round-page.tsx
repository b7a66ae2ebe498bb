/**
 * One report round for the office: how far each class and subject is ("Mathematics Grade 7A: 23 of 30") with a
 * reminder to the teachers behind, the way into each class's review, publishing with the job's progress, and each
 * class's reports as one PDF to print.
 */
import { Box, Button, Heading, HStack, Link as ChakraLink, Progress, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { formatDate, formatTimeOfDay } from '@academy/shared/date-format';
import {
  HEAD_SUBJECT,
  progressKey,
  PUBLISH_TIME,
  type ReportRound,
  roundSubjects,
  TUTOR_SUBJECT,
} from '@academy/shared/reports';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { Link } from 'react-router-dom';
import { FormStatus } from '@/components/ui/form-status';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { PanelCard } from '@/components/ui/panel-card';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { saveDownload } from '@/lib/files';
import { useSchoolLocale } from '@/lib/use-school';
import { gridPath, reportsPath, reviewPath, roundPath } from './reports-paths';
import { RoundStatusBadge } from './reports-home';
import { draftOf, RoundForm } from './round-form';
import { WithRoundNames } from './round-names';
import { type Names, usePublishJob, useReportRound } from './use-reports';

/** rounds/new and rounds/<round>/edit. */
export function RoundEditPage({ user, roundId }: { user: UserRecord; roundId: string | null }) {
  const { status, round } = useReportRound(user.school_id, roundId ?? '-');
  const navigate = useNavigate();
  const { t } = useLingui();
  if (roundId && status === 'loading') return <PageLoader />;
  if (roundId && !round) return <NotFound homePath={reportsPath(user)} />;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {round ? t`Change the report round` : t`New report round`}
      </Heading>
      <RoundForm
        user={user}
        round={roundId ? round : null}
        onSaved={(id) => navigate(roundPath(user, id))}
        onCancel={() => navigate(roundId ? roundPath(user, roundId) : reportsPath(user))}
      />
    </Stack>
  );
}

export function RoundPage({ user, roundId }: { user: UserRecord; roundId: string }) {
  const { status, round } = useReportRound(user.school_id, roundId);
  if (status === 'loading') return <PageLoader />;
  if (!round) return <NotFound homePath={reportsPath(user)} />;
  return (
    <WithRoundNames user={user} rounds={[round]}>
      {(names) => <LoadedRound user={user} round={round} names={names} />}
    </WithRoundNames>
  );
}

function LoadedRound({ user, round, names }: { user: UserRecord; round: ReportRound; names: Names }) {
  const { t } = useLingui();
  const where = useSchoolLocale(user.school_id);
  const action = useSubmission(errorMessage(t`That did not work. Try again.`));
  const due = formatDate(round.teachersDueDate, where);
  const publishOn = round.publishOn ? formatDate(round.publishOn, where) : null;
  const publishTime = formatTimeOfDay(PUBLISH_TIME, where);
  const label = (list: { value: string; label: string }[], id: string) => list.find((o) => o.value === id)?.label ?? id;
  const subjectName = (id: string) =>
    id === TUTOR_SUBJECT
      ? t`Form tutor’s comment`
      : id === HEAD_SUBJECT
        ? t`Head’s comment`
        : label(names.subjects, id);
  const behind = Object.values(round.progress).some((p) => p.written < p.total);
  const name = round.name;

  const setStatus = (status: 'open' | 'closed') =>
    action.submit(async () => {
      const draft = { ...draftOf(round), commentMaxChars: round.commentMaxChars, status };
      return (await callApi('saveRound', draft)).message;
    });
  const remind = (classId?: string, subjectId?: string) =>
    action.submit(
      async () =>
        (
          await callApi('remindReportTeachers', {
            roundId: round.id,
            ...(classId ? { classId } : {}),
            ...(subjectId ? { subjectId } : {}),
          })
        ).message,
    );

  return (
    <Stack gap="5">
      <ChakraLink asChild color="blue.700" alignSelf="start">
        <Link to={reportsPath(user)}>
          <Trans>← Reports</Trans>
        </Link>
      </ChakraLink>
      <Stack gap="1">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            {name}
          </Heading>
          <RoundStatusBadge status={round.status} />
        </HStack>
        <Text color="gray.700">
          {publishOn && round.status !== 'published' ? (
            <Trans>
              Teachers finish by {due}. The approved reports go home by themselves on {publishOn}, from {publishTime}.
            </Trans>
          ) : (
            <Trans>Teachers finish by {due}.</Trans>
          )}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        {round.status !== 'published' && (
          <Button asChild size="sm" variant="outline" bg="white">
            <Link to={`${roundPath(user, round.id)}/edit`}>
              <Trans>Change the round</Trans>
            </Link>
          </Button>
        )}
        {round.status === 'open' && (
          <Button size="sm" variant="outline" bg="white" onClick={() => void setStatus('closed')}>
            <Trans>Close it to teachers</Trans>
          </Button>
        )}
        {round.status === 'closed' && (
          <Button size="sm" variant="outline" bg="white" onClick={() => void setStatus('open')}>
            <Trans>Open it to teachers again</Trans>
          </Button>
        )}
        {round.status === 'open' && behind && (
          <Button size="sm" colorPalette="blue" loading={action.busy} onClick={() => void remind()}>
            <Trans>Remind those behind</Trans>
          </Button>
        )}
      </HStack>
      <FormStatus outcome={action.outcome} />
      <PublishPanel user={user} round={round} />
      <Heading as="h2" size="lg">
        <Trans>Progress by class and subject</Trans>
      </Heading>
      <Stack gap="4">
        {round.classIds.map((classId) => {
          const className = label(names.classes, classId);
          return (
            <PanelCard key={classId} testId={`progress-${classId}`} title={className} loading={names.loading}>
              <Stack gap="3">
                <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                  {roundSubjects(round).map((subjectId) => {
                    const p = round.progress[progressKey(classId, subjectId)] ?? { written: 0, total: 0 };
                    const subject = subjectName(subjectId);
                    const written = p.written;
                    const total = p.total;
                    const late = written < total;
                    return (
                      <Box as="li" key={subjectId}>
                        <HStack justify="space-between" gap="2" wrap="wrap">
                          <Text fontSize="sm" fontWeight={late ? 'semibold' : 'normal'}>
                            {t`${subject} ${className}: ${written} of ${total}`}
                          </Text>
                          <HStack gap="2">
                            {subjectId === HEAD_SUBJECT && round.status !== 'published' && (
                              <ChakraLink asChild fontSize="sm" color="blue.700">
                                <Link to={gridPath(user, round.id, classId, subjectId)}>
                                  <Trans>Write the head’s comments</Trans>
                                </Link>
                              </ChakraLink>
                            )}
                            {late && round.status === 'open' && subjectId !== HEAD_SUBJECT && (
                              <Button size="xs" variant="outline" onClick={() => void remind(classId, subjectId)}>
                                <Trans>Remind</Trans>{' '}
                                <Box as="span" srOnly>
                                  {t`the teacher of ${subject} ${className}`}
                                </Box>
                              </Button>
                            )}
                          </HStack>
                        </HStack>
                        <Progress.Root value={total ? (written / total) * 100 : 0} size="xs" mt="1">
                          <Progress.Track>
                            <Progress.Range />
                          </Progress.Track>
                        </Progress.Root>
                      </Box>
                    );
                  })}
                </Stack>
                <HStack gap="2" wrap="wrap">
                  <Button asChild size="sm" variant="outline">
                    <Link to={reviewPath(user, round.id, classId)}>
                      <Trans>Review the class’s reports</Trans>{' '}
                      <Box as="span" srOnly>
                        {className}
                      </Box>
                    </Link>
                  </Button>
                  {round.published > 0 && <PrintClassButton round={round} classId={classId} className={className} />}
                </HStack>
              </Stack>
            </PanelCard>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** *Print the class's reports*: the class's published reports as one PDF. */
export function PrintClassButton({
  round,
  classId,
  className,
}: {
  round: ReportRound;
  classId: string;
  className: string;
}) {
  const { t } = useLingui();
  const printing = useSubmission(errorMessage(t`The PDF could not be made. Try again.`));
  const roundName = round.name;
  return (
    <Stack gap="1">
      <Button
        size="sm"
        variant="outline"
        loading={printing.busy}
        onClick={() =>
          void printing.submit(async () => {
            const query = new URLSearchParams({ roundId: round.id, classId });
            await saveDownload(`/api/reports/classPdf?${query.toString()}`, `${roundName} ${className}.pdf`);
            return t`The class’s reports are downloaded as one PDF.`;
          })
        }
      >
        <Trans>Print the class’s reports</Trans>{' '}
        <Box as="span" srOnly>
          {className}
        </Box>
      </Button>
      {printing.outcome && !printing.outcome.ok && (
        <Text color="red.700" fontSize="sm" role="alert">
          {printing.outcome.message}
        </Text>
      )}
    </Stack>
  );
}

function PublishPanel({ user, round }: { user: UserRecord; round: ReportRound }) {
  const { t } = useLingui();
  const job = usePublishJob(user.school_id, user.uid, round.id);
  const publishing = useSubmission(errorMessage(t`Publishing could not start. Try again.`));
  const approved = round.approved;
  const students = round.students;
  const published = round.published;
  const waiting = approved - published;
  const running = job?.state === 'running';
  const done = job?.done ?? 0;
  const total = job?.total ?? 0;
  const error = job?.error ?? '';
  return (
    <PanelCard testId="publish" title={t`Publishing`} loading={false}>
      <Stack gap="3" alignItems="start">
        <Text>
          <Trans>
            Reports approved: {approved} of {students}. Published: {published}.
          </Trans>
        </Text>
        {running && (
          <Stack gap="1" w="full">
            <Progress.Root value={total ? Math.min(100, (done / total) * 100) : null} size="sm">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="sm" color="gray.600" aria-live="polite">
              {total ? (
                <Trans>
                  Making the PDFs: {done} of {total}
                </Trans>
              ) : (
                <Trans>Counting the reports…</Trans>
              )}
            </Text>
          </Stack>
        )}
        {job?.state === 'failed' && (
          <Text color="red.700">
            <Trans>Publishing stopped: {error}. Publish again to carry on.</Trans>
          </Text>
        )}
        {!running && (
          <Button
            colorPalette="blue"
            disabled={waiting <= 0}
            loading={publishing.busy}
            onClick={() =>
              void publishing.submit(async () => {
                await callApi('publishReports', { roundId: round.id });
                return t`Publishing has started. Each report goes to the family as it is made.`;
              })
            }
          >
            {t`Publish the approved reports (${waiting})`}
          </Button>
        )}
        <FormStatus outcome={publishing.outcome} />
        <Text fontSize="sm" color="gray.600">
          <Trans>
            Each approved report becomes a PDF, goes on the child’s page and is announced to their guardians (and to the
            student, if the round says so).
          </Trans>
        </Text>
      </Stack>
    </PanelCard>
  );
}

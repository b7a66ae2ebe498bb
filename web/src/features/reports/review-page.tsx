/**
 * The office's review: a class's students, then one student's whole report (every subject's grade, effort and
 * comment, the tutor's and head's), approved as a whole (which locks it) or one subject sent back to its teacher with
 * a note saying what to change.
 */
import { Badge, Box, Button, Heading, HStack, Link as ChakraLink, Stack, Text, Textarea } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import {
  type EntryState,
  type Grade,
  HEAD_SUBJECT,
  type ReportEntry,
  type ReportRound,
  roundSubjects,
  TUTOR_SUBJECT,
} from '@academy/shared/reports';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormStatus } from '@/components/ui/form-status';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { reportsPath, reviewPath, roundPath } from './reports-paths';
import { PrintClassButton } from './round-page';
import { useClass, useClassStudents, useGradeScales, useNames, useReportRound, useStudentEntries } from './use-reports';

function useRoundOrMissing(user: UserRecord, roundId: string, classId: string) {
  const { status, round } = useReportRound(user.school_id, roundId);
  const ok = !!round && round.classIds.includes(classId);
  return { loading: status === 'loading', round: ok ? round : null };
}

/** rounds/<round>/review/<class>: the class's students, each a link to their whole report. */
export function ClassReviewPage({ user, roundId, classId }: { user: UserRecord; roundId: string; classId: string }) {
  const { t } = useLingui();
  const { loading, round } = useRoundOrMissing(user, roundId, classId);
  const { klass } = useClass(user.school_id, classId);
  const { status, students } = useClassStudents(user.school_id, classId);
  if (loading || status === 'loading') return <PageLoader />;
  if (!round) return <NotFound homePath={reportsPath(user)} />;
  const className = klass?.name ?? classId;
  const roundName = round.name;
  return (
    <Stack gap="4">
      <ChakraLink asChild color="blue.700" alignSelf="start">
        <Link to={roundPath(user, round.id)}>{t`← ${roundName}`}</Link>
      </ChakraLink>
      <Heading as="h1" size="2xl">
        {t`Review: ${className}`}
      </Heading>
      <Text color="gray.700">
        <Trans>Open each student’s report to read it whole, approve it, or send a subject back.</Trans>
      </Text>
      {round.published > 0 && <PrintClassButton round={round} classId={classId} className={className} />}
      <Stack as="ol" gap="1" listStyleType="none" m="0" p="0">
        {students.map((s) => (
          <li key={s.id}>
            <ChakraLink asChild color="blue.700">
              <Link to={reviewPath(user, round.id, classId, s.id)}>{`${s.firstName} ${s.lastName}`}</Link>
            </ChakraLink>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

const gradeText = (code: string | null, grades: readonly Grade[]) => {
  if (code === null) return null;
  const g = grades.find((x) => x.code === code);
  return g && g.label && g.label !== g.code ? `${g.code} – ${g.label}` : code;
};

function StateBadge({ state }: { state: EntryState }) {
  if (state === 'approved')
    return (
      <Badge colorPalette="green">
        <Trans>Approved</Trans>
      </Badge>
    );
  if (state === 'returned')
    return (
      <Badge colorPalette="orange">
        <Trans>Sent back</Trans>
      </Badge>
    );
  if (state === 'submitted')
    return (
      <Badge colorPalette="blue">
        <Trans>Ready to review</Trans>
      </Badge>
    );
  return (
    <Badge colorPalette="gray">
      <Trans>Being written</Trans>
    </Badge>
  );
}

/** rounds/<round>/review/<class>/<student>: one student's whole report. */
export function StudentReviewPage({
  user,
  roundId,
  classId,
  studentId,
}: {
  user: UserRecord;
  roundId: string;
  classId: string;
  studentId: string;
}) {
  const { loading, round } = useRoundOrMissing(user, roundId, classId);
  if (loading) return <PageLoader />;
  if (!round) return <NotFound homePath={reportsPath(user)} />;
  return <StudentReport key={studentId} user={user} round={round} classId={classId} studentId={studentId} />;
}

function StudentReport({
  user,
  round,
  classId,
  studentId,
}: {
  user: UserRecord;
  round: ReportRound;
  classId: string;
  studentId: string;
}) {
  const { t } = useLingui();
  const schoolId = user.school_id;
  const { status, entries } = useStudentEntries(schoolId, round.id, studentId);
  const classmates = useClassStudents(schoolId, classId);
  const scales = useGradeScales(schoolId);
  const names = useNames(user);
  const action = useSubmission(errorMessage(t`That did not work. Try again.`));
  const [returning, setReturning] = useState<string | null>(null);
  if (status === 'loading' || scales.status === 'loading' || classmates.status === 'loading') return <PageLoader />;
  const bySubject = new Map(entries.map((e) => [e.subjectId, e]));
  const ordered = roundSubjects(round).flatMap((s) => (bySubject.has(s) ? [bySubject.get(s)!] : []));
  if (!ordered.length) return <NotFound homePath={reviewPath(user, round.id, classId)} />;
  const studentName = ordered[0]!.studentName;
  const attainment = scales.scales.find((s) => s.id === round.attainmentScaleId)?.grades ?? [];
  const effort = scales.scales.find((s) => s.id === round.effortScaleId)?.grades ?? [];
  const subjectName = (id: string) =>
    id === TUTOR_SUBJECT
      ? t`Form tutor’s comment`
      : id === HEAD_SUBJECT
        ? t`Head’s comment`
        : (names.subjects.find((o) => o.value === id)?.label ?? id);
  const allApproved = ordered.every((e) => e.state === 'approved');
  const locked = round.status === 'published';
  const at = classmates.students.findIndex((s) => s.id === studentId);
  const previous = at > 0 ? classmates.students[at - 1] : undefined;
  const next = at >= 0 ? classmates.students[at + 1] : undefined;
  const review = (body: { action: 'approve' | 'return' | 'reopen'; subjectId?: string; note?: string }) =>
    action.submit(async () => (await callApi('reviewReport', { roundId: round.id, studentId, ...body })).message);

  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <ChakraLink asChild color="blue.700">
          <Link to={reviewPath(user, round.id, classId)}>
            <Trans>← The class’s reports</Trans>
          </Link>
        </ChakraLink>
        <HStack gap="3">
          {previous && (
            <ChakraLink asChild color="blue.700">
              <Link to={reviewPath(user, round.id, classId, previous.id)}>
                <Trans>Previous student</Trans>
              </Link>
            </ChakraLink>
          )}
          {next && (
            <ChakraLink asChild color="blue.700">
              <Link to={reviewPath(user, round.id, classId, next.id)}>
                <Trans>Next student</Trans>
              </Link>
            </ChakraLink>
          )}
        </HStack>
      </HStack>
      <Heading as="h1" size="2xl">
        {studentName}
      </Heading>
      <HStack gap="2" wrap="wrap">
        {allApproved ? (
          <>
            <Badge colorPalette="green">
              <Trans>Approved and locked</Trans>
            </Badge>
            {!locked && (
              <Button size="sm" variant="outline" onClick={() => void review({ action: 'reopen' })}>
                <Trans>Unlock it</Trans>
              </Button>
            )}
          </>
        ) : (
          <Button
            colorPalette="blue"
            loading={action.busy}
            disabled={locked}
            onClick={() => void review({ action: 'approve' })}
          >
            <Trans>Approve the whole report</Trans>
          </Button>
        )}
      </HStack>
      <FormStatus outcome={action.outcome} />
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {ordered.map((e) => (
          <SubjectEntry
            key={e.id}
            entry={e}
            subject={subjectName(e.subjectId)}
            grade={gradeText(e.grade, attainment)}
            effort={gradeText(e.effort, effort)}
            returning={returning === e.subjectId}
            canReturn={!locked && e.state !== 'approved'}
            onReturn={() => setReturning(e.subjectId)}
            onCancel={() => setReturning(null)}
            onSend={(note) =>
              void review({ action: 'return', subjectId: e.subjectId, note }).then((ok) => ok && setReturning(null))
            }
            busy={action.busy}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function SubjectEntry({
  entry,
  subject,
  grade,
  effort,
  returning,
  canReturn,
  onReturn,
  onCancel,
  onSend,
  busy,
}: {
  entry: ReportEntry;
  subject: string;
  grade: string | null;
  effort: string | null;
  returning: boolean;
  canReturn: boolean;
  onReturn: () => void;
  onCancel: () => void;
  onSend: (note: string) => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const returnNote = entry.returnNote ?? '';
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" bg="white" p="3" data-testid="review-subject">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading as="h2" size="md">
          {subject}
        </Heading>
        <StateBadge state={entry.state} />
      </HStack>
      {(grade !== null || effort !== null) && (
        <Text fontSize="sm" mt="1">
          {grade !== null && t`Grade: ${grade}`}
          {grade !== null && effort !== null && ' · '}
          {effort !== null && t`Effort: ${effort}`}
        </Text>
      )}
      <Text mt="2" whiteSpace="pre-wrap" dir="auto">
        {entry.comment || <Trans>No comment written yet.</Trans>}
      </Text>
      {entry.state === 'returned' && returnNote && (
        <Text mt="2" fontSize="sm" color="orange.900">
          <Trans>Sent back: {returnNote}</Trans>
        </Text>
      )}
      {canReturn && !returning && (
        <Button mt="2" size="sm" variant="outline" onClick={onReturn}>
          <Trans>Send back</Trans>{' '}
          <Box as="span" srOnly>
            {subject}
          </Box>
        </Button>
      )}
      {returning && (
        <Stack
          as="form"
          gap="2"
          mt="3"
          onSubmit={(e) => {
            e.preventDefault();
            onSend(note.trim());
          }}
        >
          <Textarea
            aria-label={t`What should the teacher change in ${subject}?`}
            placeholder={t`What should the teacher change?`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            rows={3}
          />
          <HStack gap="2">
            <Button type="submit" size="sm" colorPalette="orange" loading={busy} disabled={!note.trim()}>
              <Trans>Send back to the teacher</Trans>
            </Button>
            <Button size="sm" variant="outline" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          </HStack>
        </Stack>
      )}
    </Box>
  );
}

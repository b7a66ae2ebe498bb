/**
 * The Reports section's first page. The office: its report rounds with their progress, the grade scales and the
 * school's comment bank. A teacher: the grids they have to write in each open round, and how far each is.
 */
import { Badge, Box, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { formatDate } from '@academy/shared/date-format';
import {
  type GradeScale,
  progressKey,
  type ReportRound,
  roundSubjects,
  type RoundStatus,
  TUTOR_SUBJECT,
} from '@academy/shared/reports';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormDialog } from '@/components/ui/form-dialog';
import { PageLoader } from '@/components/ui/page-loader';
import { PanelCard } from '@/components/ui/panel-card';
import { useSchoolLocale } from '@/lib/use-school';
import { BankForm } from './comment-bank';
import { gridPath, reportsPath, roundPath } from './reports-paths';
import { ScaleForm } from './scale-form';
import { WithRoundNames } from './round-names';
import { type Names, useCommentBanks, useGradeScales, useReportRounds } from './use-reports';

function Title() {
  const { t } = useLingui();
  return (
    <Stack gap="1" mb="4">
      <Heading as="h1" size="2xl">
        <Trans>Reports</Trans>
      </Heading>
      <Text color="gray.600">{t`Grades, effort and comments per subject, checked by the office and sent home.`}</Text>
    </Stack>
  );
}

export function RoundStatusBadge({ status }: { status: RoundStatus }) {
  if (status === 'published')
    return (
      <Badge colorPalette="green">
        <Trans>Sent home</Trans>
      </Badge>
    );
  if (status === 'closed')
    return (
      <Badge colorPalette="gray">
        <Trans>Closed to teachers</Trans>
      </Badge>
    );
  return (
    <Badge colorPalette="blue">
      <Trans>Open for writing</Trans>
    </Badge>
  );
}

/** Every class and subject's progress added up. */
export function totalProgress(round: ReportRound) {
  let written = 0;
  let total = 0;
  for (const p of Object.values(round.progress)) {
    written += p.written;
    total += p.total;
  }
  return { written, total };
}

export function AdminReportsHome({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  const where = useSchoolLocale(user.school_id);
  const { status, rounds } = useReportRounds(user.school_id);
  const scales = useGradeScales(user.school_id);
  const banks = useCommentBanks(user);
  const [editing, setEditing] = useState<GradeScale | 'new' | 'bank' | null>(null);
  const schoolCount = banks.school.length;
  return (
    <>
      <Title />
      <Stack gap="5">
        <PanelCard testId="report-rounds" title={t`Report rounds`} loading={status === 'loading'}>
          <Stack gap="3">
            <Button asChild colorPalette="blue" alignSelf="start" size="sm">
              <Link to={`${reportsPath(user)}/rounds/new`}>
                <Trans>New report round</Trans>
              </Link>
            </Button>
            {rounds.length === 0 ? (
              <Text color="gray.600">
                <Trans>No report rounds yet. A round says which classes and subjects report, and by when.</Trans>
              </Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                {rounds.map((r) => {
                  const { written, total } = totalProgress(r);
                  const due = formatDate(r.teachersDueDate, where);
                  const approved = r.approved;
                  const students = r.students;
                  return (
                    <Box as="li" key={r.id} borderWidth="1px" borderRadius="md" p="3" bg="white">
                      <HStack gap="2" wrap="wrap">
                        <ChakraLink asChild color="blue.700" fontWeight="semibold">
                          <Link to={roundPath(user, r.id)}>{r.name}</Link>
                        </ChakraLink>
                        <RoundStatusBadge status={r.status} />
                      </HStack>
                      <Text fontSize="sm" color="gray.700">
                        <Trans>
                          Teachers finish by {due}. Written: {written} of {total}. Students approved: {approved} of{' '}
                          {students}.
                        </Trans>
                      </Text>
                    </Box>
                  );
                })}
              </Stack>
            )}
          </Stack>
        </PanelCard>
        <PanelCard testId="grade-scales" title={t`Grade scales`} loading={scales.status === 'loading'}>
          <Stack gap="3">
            <Button colorPalette="blue" size="sm" alignSelf="start" onClick={() => setEditing('new')}>
              <Trans>New grade scale</Trans>
            </Button>
            {scales.scales.length === 0 ? (
              <Text color="gray.600">
                <Trans>No grade scales yet. A round needs one for attainment, and may have one for effort.</Trans>
              </Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                {scales.scales.map((s) => (
                  <HStack as="li" key={s.id} justify="space-between" gap="2" wrap="wrap">
                    <Box minW="0">
                      <Text fontWeight="semibold">
                        {s.name}{' '}
                        <Badge colorPalette={s.kind === 'effort' ? 'purple' : 'teal'}>
                          {s.kind === 'effort' ? t`Effort` : t`Attainment`}
                        </Badge>
                      </Text>
                      <Text fontSize="sm" color="gray.700">
                        {s.grades.map((g) => g.code).join(' · ')}
                      </Text>
                    </Box>
                    <Button size="sm" variant="outline" onClick={() => setEditing(s)}>
                      <Trans>Change</Trans>{' '}
                      <Box as="span" srOnly>
                        {s.name}
                      </Box>
                    </Button>
                  </HStack>
                ))}
              </Stack>
            )}
          </Stack>
        </PanelCard>
        <PanelCard testId="school-bank" title={t`The school’s comment bank`} loading={banks.loading}>
          <Stack gap="2" alignItems="start">
            <Text color="gray.700">
              {banks.school.length === 0
                ? t`No sentences yet. Teachers insert them into comments, with the child’s name and pronouns.`
                : t`Sentences teachers can insert into comments: ${schoolCount}.`}
            </Text>
            <Button size="sm" variant="outline" onClick={() => setEditing('bank')}>
              <Trans>Change the school’s sentences</Trans>
            </Button>
          </Stack>
        </PanelCard>
      </Stack>
      {editing === 'bank' ? (
        <FormDialog title={t`The school’s comment bank`} onClose={() => setEditing(null)}>
          <BankForm owner="school" sentences={banks.school} onDone={() => setEditing(null)} />
        </FormDialog>
      ) : editing ? (
        <FormDialog
          title={editing === 'new' ? t`New grade scale` : t`Change the grade scale`}
          onClose={() => setEditing(null)}
        >
          <ScaleForm scale={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        </FormDialog>
      ) : null}
    </>
  );
}

export function TeacherReportsHome({ user }: { user: UserRecord }) {
  const { status, rounds } = useReportRounds(user.school_id);
  if (status === 'loading') return <PageLoader />;
  const open = rounds.filter((r) => r.status === 'open');
  return (
    <WithRoundNames user={user} rounds={open}>
      {(names) => (names.loading ? <PageLoader /> : <TeacherRounds user={user} open={open} names={names} />)}
    </WithRoundNames>
  );
}

function TeacherRounds({ user, open, names }: { user: UserRecord; open: ReportRound[]; names: Names }) {
  const { t } = useLingui();
  const where = useSchoolLocale(user.school_id);
  const banks = useCommentBanks(user);
  const [editingBank, setEditingBank] = useState(false);
  const mineCount = banks.mine.length;
  const label = (list: { value: string; label: string }[], id: string) => list.find((o) => o.value === id)?.label ?? id;
  return (
    <>
      <Title />
      <Stack gap="5">
        {open.length === 0 && (
          <Text color="gray.700">
            <Trans>No reports are being written now. The office opens a round when it is time.</Trans>
          </Text>
        )}
        {open.map((round) => {
          const due = formatDate(round.teachersDueDate, where);
          // The round's progress names who writes each class's subject: the teacher's grids are those naming them.
          const grids = round.classIds.flatMap((classId) =>
            roundSubjects(round)
              .filter((subjectId) => round.progress[progressKey(classId, subjectId)]?.teacherUid === user.uid)
              .map((subjectId) => ({
                classId,
                subjectId,
                subject: subjectId === TUTOR_SUBJECT ? t`Form tutor’s comment` : label(names.subjects, subjectId),
              })),
          );
          return (
            <PanelCard key={round.id} testId={`round-${round.id}`} title={round.name} loading={false}>
              <Stack gap="3">
                <Text color="gray.700">
                  <Trans>Finish by {due}.</Trans>
                </Text>
                {grids.length === 0 ? (
                  <Text color="gray.600">
                    <Trans>You have no classes to write for in this round.</Trans>
                  </Text>
                ) : (
                  <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                    {grids.map((g) => {
                      const p = round.progress[progressKey(g.classId, g.subjectId)] ?? { written: 0, total: 0 };
                      const subject = g.subject;
                      const className = label(names.classes, g.classId);
                      const written = p.written;
                      const total = p.total;
                      return (
                        <li key={`${g.classId}_${g.subjectId}`}>
                          <ChakraLink asChild color="blue.700">
                            <Link to={gridPath(user, round.id, g.classId, g.subjectId)}>
                              {t`${subject} ${className}: ${written} of ${total}`}
                            </Link>
                          </ChakraLink>
                        </li>
                      );
                    })}
                  </Stack>
                )}
              </Stack>
            </PanelCard>
          );
        })}
        <PanelCard testId="my-bank" title={t`Your comment bank`} loading={banks.loading}>
          <Stack gap="2" alignItems="start">
            <Text color="gray.700">
              {banks.mine.length === 0
                ? t`No sentences of your own yet. The school’s sentences are there too when you write.`
                : t`Sentences of your own: ${mineCount}.`}
            </Text>
            <Button size="sm" variant="outline" onClick={() => setEditingBank(true)}>
              <Trans>Change your sentences</Trans>
            </Button>
          </Stack>
        </PanelCard>
      </Stack>
      {editingBank && (
        <FormDialog title={t`Your sentences`} onClose={() => setEditingBank(false)}>
          <BankForm owner="mine" sentences={banks.mine} onDone={() => setEditingBank(false)} />
        </FormDialog>
      )}
    </>
  );
}

import { Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { HEAD_SUBJECT, isCommentSubject, type ReportRound, TUTOR_SUBJECT } from '@academy/shared/reports';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRecord } from '@/components/records/use-record';
import { FormDialog } from '@/components/ui/form-dialog';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { BankForm } from './comment-bank';
import { ReportGrid } from './report-grid';
import { reportsPath, roundPath } from './reports-paths';
import {
  useClass,
  useClassGuides,
  useCommentBanks,
  useGradeScale,
  useGridEntries,
  useReportRound,
} from './use-reports';

/** rounds/<round>/write/<class>/<subject>: one class's grid in one subject, or the tutor's or head's comments. */
export function GridPage(props: { user: UserRecord; roundId: string; classId: string; subjectId: string }) {
  const { user, roundId } = props;
  const { status, round } = useReportRound(user.school_id, roundId);
  if (status === 'loading') return <PageLoader />;
  if (!round || !round.classIds.includes(props.classId)) return <NotFound homePath={reportsPath(user)} />;
  return <LoadedGrid {...props} round={round} />;
}

type GridPageProps = { user: UserRecord; round: ReportRound; classId: string; subjectId: string };
type RoundGrades = NonNullable<ReportRound['grades']>;

function LoadedGrid(props: GridPageProps) {
  const { round, subjectId } = props;
  const subjectName = isCommentSubject(subjectId) ? '' : round.subjectNames?.[subjectId];
  if (round.grades && subjectName !== undefined)
    return <ClassGrid {...props} grades={round.grades} subjectName={subjectName} />;
  return <OlderRoundGrid {...props} />;
}

/** A round saved before it kept its scales' grades and its subjects' names: those are read as they are now. */
function OlderRoundGrid(props: GridPageProps) {
  const { user, round, subjectId } = props;
  const subject = useRecord(user.school_id, 'subjects', isCommentSubject(subjectId) ? '-' : subjectId);
  const attainment = useGradeScale(user.school_id, round.attainmentScaleId);
  const effort = useGradeScale(user.school_id, round.effortScaleId);
  if (subject.loading || attainment.status === 'loading' || effort.status === 'loading') return <PageLoader />;
  const grades = { attainment: attainment.grades ?? [], effort: effort.grades };
  return <ClassGrid {...props} grades={grades} subjectName={String(subject.record?.name ?? subjectId)} />;
}

/**
 * The grid's first load: the round (already read), the class, the entries and the class's term figures: students + 3
 * documents, whatever the school's size (docs/reports.md, Figures).
 */
function ClassGrid({
  user,
  round,
  classId,
  subjectId,
  grades,
  subjectName: storedName,
}: GridPageProps & { grades: RoundGrades; subjectName: string }) {
  const { t } = useLingui();
  const schoolId = user.school_id;
  const { klass, status: classStatus } = useClass(schoolId, classId);
  const grid = useGridEntries(user, round.id, classId, subjectId);
  const termId = round.termId ?? klass?.termId ?? '-';
  const guides = useClassGuides(schoolId, classId, termId);
  const [editingBank, setEditingBank] = useState(false);
  if (classStatus === 'loading' || grid.status === 'loading' || guides.loading) return <PageLoader />;
  const subjectName =
    subjectId === TUTOR_SUBJECT ? t`Form tutor’s comment` : subjectId === HEAD_SUBJECT ? t`Head’s comment` : storedName;
  const back = user.role === 'Admin' ? roundPath(user, round.id) : reportsPath(user);
  const roundName = round.name;
  return (
    <>
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <ChakraLink asChild color="blue.700">
          <Link to={back}>{user.role === 'Admin' ? t`← ${roundName}` : t`← Reports`}</Link>
        </ChakraLink>
        {user.role === 'Teacher' && (
          <Button size="sm" variant="outline" bg="white" onClick={() => setEditingBank(true)}>
            <Trans>Your sentences</Trans>
          </Button>
        )}
      </HStack>
      {grid.entries.length === 0 ? (
        <Text color="gray.700">
          <Trans>There is nothing for you to write here: this class’s subject is written by another teacher.</Trans>
        </Text>
      ) : (
        <ReportGrid
          user={user}
          round={round}
          subjectId={subjectId}
          subjectName={subjectName}
          className={klass?.name ?? classId}
          entries={grid.entries}
          guideOf={(studentId) => guides.guideOf(studentId, subjectId)}
          attainment={grades.attainment}
          effort={round.effortScaleId ? grades.effort : null}
        />
      )}
      {editingBank && <OwnBankDialog user={user} onClose={() => setEditingBank(false)} />}
    </>
  );
}

function OwnBankDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const { t } = useLingui();
  const banks = useCommentBanks(user);
  return (
    <FormDialog title={t`Your sentences`} onClose={onClose}>
      {banks.loading ? <PageLoader /> : <BankForm owner="mine" sentences={banks.mine} onDone={onClose} />}
    </FormDialog>
  );
}

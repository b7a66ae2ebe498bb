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
  useClassStudents,
  useCommentBanks,
  useGradeScales,
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

function LoadedGrid({
  user,
  round,
  classId,
  subjectId,
}: {
  user: UserRecord;
  round: ReportRound;
  classId: string;
  subjectId: string;
}) {
  const { t } = useLingui();
  const schoolId = user.school_id;
  const { klass, status: classStatus } = useClass(schoolId, classId);
  const subject = useRecord(schoolId, 'subjects', isCommentSubject(subjectId) ? '-' : subjectId);
  const scales = useGradeScales(schoolId);
  const grid = useGridEntries(user, round.id, classId, subjectId);
  const students = useClassStudents(schoolId, classId);
  const termId = round.termId ?? klass?.termId ?? '-';
  const guides = useClassGuides(schoolId, classId, termId, subjectId);
  const [editingBank, setEditingBank] = useState(false);
  if (
    classStatus === 'loading' ||
    subject.loading ||
    scales.status === 'loading' ||
    grid.status === 'loading' ||
    students.status === 'loading'
  )
    return <PageLoader />;
  const subjectName =
    subjectId === TUTOR_SUBJECT
      ? t`Form tutor’s comment`
      : subjectId === HEAD_SUBJECT
        ? t`Head’s comment`
        : String(subject.record?.name ?? subjectId);
  const attainment = scales.scales.find((s) => s.id === round.attainmentScaleId)?.grades ?? [];
  const effort = round.effortScaleId ? (scales.scales.find((s) => s.id === round.effortScaleId)?.grades ?? null) : null;
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
          students={students.students}
          guides={guides.guides}
          attainment={attainment}
          effort={effort}
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

/**
 * A student's published reports, each with *Open the PDF*: on a parent's page for their child, on the student's record
 * for the office and the class's teachers, and on the student's own dashboard when the school sends them theirs.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { formatDate } from '@academy/shared/date-format';
import type { Student } from '@academy/shared/people';
import type { Report } from '@academy/shared/reports';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PanelCard } from '@/components/ui/panel-card';
import { callApi } from '@/lib/api';
import { saveDownload } from '@/lib/files';
import { useSchoolLocale } from '@/lib/use-school';
import { useStudentReports } from './use-reports';

function ReportRow({ user, report }: { user: UserRecord; report: Report }) {
  const { t } = useLingui();
  const where = useSchoolLocale(user.school_id);
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const published = formatDate(report.publishedAt, where);
  const roundName = report.roundName;
  async function open() {
    setOpening(true);
    setFailed(null);
    try {
      const link = await callApi('reportLink', { reportId: report.id });
      await saveDownload(link.url, link.name);
    } catch (e) {
      setFailed(e instanceof Error && e.message ? e.message : t`The report could not be opened. Try again.`);
    } finally {
      setOpening(false);
    }
  }
  return (
    <Box as="li" data-testid="published-report">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Box minW="0">
          <Text fontWeight="semibold">{roundName}</Text>
          <Text fontSize="sm" color="gray.600">
            <Trans>Published {published}</Trans>
          </Text>
        </Box>
        <Button size="sm" colorPalette="blue" loading={opening} onClick={() => void open()}>
          <Trans>Open the PDF</Trans>{' '}
          <Box as="span" srOnly>
            {roundName}
          </Box>
        </Button>
      </HStack>
      {failed && (
        <Text color="red.700" fontSize="sm" role="alert">
          {failed}
        </Text>
      )}
    </Box>
  );
}

function ReportsList({
  user,
  student,
  hideWhenNone = false,
}: {
  user: UserRecord;
  student: Pick<Student, 'id' | 'firstName'> | null;
  hideWhenNone?: boolean;
}) {
  const { t } = useLingui();
  const { status, reports } = useStudentReports(user, student);
  if (hideWhenNone && status === 'success' && reports.length === 0) return null;
  const name = student?.firstName ?? '';
  return (
    <PanelCard testId="reports" title={t`School reports`} loading={status === 'loading'} failed={status === 'error'}>
      {reports.length === 0 ? (
        <Text color="gray.700">
          {student ? t`No reports have been sent home for ${name} yet.` : t`No reports yet.`}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {reports.map((r) => (
            <ReportRow key={r.id} user={user} report={r} />
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}

/** On a parent's page for one child. */
export function ChildReportsPanel({ user, student }: { user: UserRecord; student: Student }) {
  return <ReportsList user={user} student={student} />;
}

/** On a student's record, for the office and the class's teachers: every report the student has had. */
export function StudentReportsPanel({ user, student }: { user: UserRecord; student: Student }) {
  return <ReportsList user={user} student={student} />;
}

/** On a student's dashboard: their own reports, where the school sends them (nothing until one is). */
export function MyReportsPanel({ user }: { user: UserRecord }) {
  return <ReportsList user={user} student={null} hideWhenNone />;
}

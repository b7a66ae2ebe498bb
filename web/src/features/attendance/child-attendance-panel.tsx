import { Badge, Box, Button, chakra, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import {
  ABSENCE_REASONS,
  type AbsenceReason,
  PERSISTENT_ABSENCE_BELOW,
  presentPercent,
} from '@academy/shared/attendance';
import type { Student } from '@academy/shared/people';
import { schoolToday } from '@academy/shared/school-time';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DateField } from '@/components/ui/date-field';
import { FormStatus } from '@/components/ui/form-status';
import { PanelCard } from '@/components/ui/panel-card';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { useSchoolLocale } from '@/lib/use-school';
import { callApi } from '@/lib/api';
import { useAttendanceSettings, useChildAttendance, useFamilyAbsenceReports, type Viewer } from './use-attendance';

const REASON = { ill: 'Ill', appointment: 'Appointment', family: 'Family', other: 'Other' } as const;

/** What the family reported, newest first, each with where it stands: received, or confirmed by the school. */
function FamilyReports({
  schoolId,
  uid,
  child,
}: {
  schoolId: string;
  uid: string;
  child: Pick<Student, 'id' | 'firstName'>;
}) {
  const { status, reports } = useFamilyAbsenceReports(schoolId, uid, child.id);
  const schoolLocale = useSchoolLocale(schoolId);
  if (status !== 'success' || reports.length === 0) return null;
  return (
    <Box mt="3">
      <Heading as="h3" size="sm">
        Absences you reported
      </Heading>
      <Stack as="ul" listStyleType="none" gap="1" mt="1" aria-label={`Absences reported for ${child.firstName}`}>
        {reports.map((r) => (
          <Flex as="li" key={r.id} gap="2" align="baseline" wrap="wrap" fontSize="sm">
            <Text as="span" fontWeight="semibold">
              {formatDate(r.date, schoolLocale)}
            </Text>
            <Text as="span">
              {REASON[r.reason]}
              {r.note ? ` (${r.note})` : ''}
            </Text>
            <Badge colorPalette={r.state === 'confirmed' ? 'green' : 'blue'}>
              {r.state === 'confirmed' ? 'Confirmed by the school' : 'Received by the school'}
            </Badge>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

/** A guardian tells the school why their child is (or was) absent. */
function ReportAbsenceForm({
  student,
  date: initialDate,
  onDone,
}: {
  student: Pick<Student, 'id' | 'firstName'>;
  date: string;
  onDone: () => void;
}) {
  const [date, setDate] = useState(initialDate);
  const [reason, setReason] = useState<AbsenceReason>('ill');
  const [note, setNote] = useState('');
  const { outcome, busy, submit } = useSubmission(errorMessage('The absence could not be reported.'));
  return (
    <Stack
      as="form"
      gap="3"
      mt="3"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      bg="gray.50"
      aria-label={`Report ${student.firstName}’s absence`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit(async () => {
          const res = await callApi('reportAbsence', {
            studentId: student.id,
            date,
            reason,
            ...(note ? { note } : {}),
          });
          return res.message;
        });
      }}
    >
      <Flex gap="3" wrap="wrap">
        <Box>
          <chakra.label display="block" htmlFor={`absence-date-${student.id}`} fontSize="sm">
            Date
          </chakra.label>
          <DateField id={`absence-date-${student.id}`} value={date} onChange={setDate} />
        </Box>
        <Box minW="40">
          <Text fontSize="sm" aria-hidden>
            Reason
          </Text>
          <SelectField
            aria-label="Reason"
            value={reason}
            onChange={(v) => setReason(v as AbsenceReason)}
            options={ABSENCE_REASONS.map((r) => ({ value: r, label: REASON[r] }))}
          />
        </Box>
      </Flex>
      <Box>
        <chakra.label display="block" htmlFor={`absence-note-${student.id}`} fontSize="sm">
          Anything the school should know (optional)
        </chakra.label>
        <Input
          id={`absence-note-${student.id}`}
          bg="white"
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Box>
      <FormStatus outcome={outcome} />
      <Flex gap="2">
        <Button type="submit" colorPalette="blue" loading={busy}>
          Send to the school
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Close
        </Button>
      </Flex>
    </Stack>
  );
}

function AttendanceSummary({
  schoolId,
  termId,
  viewer,
  heading,
  child,
  today,
  recentMax,
}: {
  schoolId: string;
  termId: string;
  viewer: Viewer;
  heading: string;
  /** How many of the latest absences and lates are listed. */
  recentMax?: number;
  /** For a guardian: the child they may report an absence for. */
  child?: Pick<Student, 'id' | 'firstName'>;
  today: string;
}) {
  const { loading, error, totals, recent } = useChildAttendance(schoolId, termId, viewer, recentMax);
  const schoolLocale = useSchoolLocale(schoolId);
  // The dashboard's "Report an absence" opens this page with the form already open.
  const [params] = useSearchParams();
  const [reporting, setReporting] = useState<string | null>(child && params.get('report') === 'absence' ? today : null);
  const percent = totals ? presentPercent(totals) : null;
  return (
    <PanelCard testId="attendance" title={heading} loading={loading} failed={Boolean(error)}>
      <Text data-testid="present-percent">
        {percent === null
          ? 'No registers this term yet.'
          : `Present ${percent}% of ${totals!.sessions} ${totals!.sessions === 1 ? 'day' : 'days'} this term.`}
        {percent !== null && percent < PERSISTENT_ABSENCE_BELOW && (
          <Badge ml="2" colorPalette="red">
            Below {PERSISTENT_ABSENCE_BELOW}%
          </Badge>
        )}
      </Text>
      <Heading as="h3" size="sm" mt="3">
        Recent absences and lates
      </Heading>
      {recent.length === 0 ? (
        <Text color="gray.700">None.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" mt="1">
          {recent.map((r) => (
            <Box as="li" key={r.id} fontSize="sm">
              <Text as="span" fontWeight="semibold">
                {formatDate(r.date, schoolLocale)}
              </Text>{' '}
              {r.sessionLabel}: {r.code}
              {r.minutesLate ? `, ${r.minutesLate} min late` : ''}
              {r.explanation.reason ? ` · ${REASON[r.explanation.reason]}` : ''}
              {r.explanation.note ? ` (${r.explanation.note})` : ''}
              {r.explanation.state === 'none' && !r.countsAsPresent ? ' · unexplained' : ''}
              {r.explanation.state === 'confirmed' ? ' · confirmed by the school' : ''}
              {r.explanation.state === 'reported' ? ' · reported by you' : ''}
              {child && r.explanation.state === 'none' && !r.countsAsPresent && (
                <Button size="xs" variant="outline" ml="2" onClick={() => setReporting(r.date)}>
                  Explain
                  <Box as="span" srOnly>
                    {' '}
                    the absence on {formatDate(r.date, schoolLocale)}
                  </Box>
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {child && viewer.kind === 'guardian' && <FamilyReports schoolId={schoolId} uid={viewer.uid} child={child} />}
      {child &&
        (reporting ? (
          <ReportAbsenceForm key={reporting} student={child} date={reporting} onDone={() => setReporting(null)} />
        ) : (
          <Button mt="3" variant="outline" onClick={() => setReporting(today)}>
            Report an absence
          </Button>
        ))}
    </PanelCard>
  );
}

/** On the parent's page for one child: present % this term and recent absences and lates. */
export function ChildAttendancePanel({ user, student }: { user: UserRecord; student: Student }) {
  const settings = useAttendanceSettings(user.school_id);
  if (!settings.loaded || !settings.currentTermId) return null;
  return (
    <AttendanceSummary
      schoolId={user.school_id}
      termId={settings.currentTermId}
      viewer={{ kind: 'guardian', uid: user.uid, studentId: student.id }}
      heading={`${student.firstName}’s attendance`}
      child={student}
      today={schoolToday(settings.timeZone)}
    />
  );
}

/** On the student's own dashboard: the same, for themselves. */
export function MyAttendancePanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  if (!settings.loaded || !settings.currentTermId) return null;
  return (
    <AttendanceSummary
      schoolId={user.school_id}
      termId={settings.currentTermId}
      viewer={{ kind: 'student', uid: user.uid }}
      heading="My attendance"
      today={schoolToday(settings.timeZone)}
      // The Student's dashboard is their whole app: it lists the latest two, within its reads.
      recentMax={2}
    />
  );
}

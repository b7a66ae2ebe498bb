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
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DateField } from '@/components/ui/date-field';
import { FormStatus } from '@/components/ui/form-status';
import { PanelCard } from '@/components/ui/panel-card';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { useSchoolLocale } from '@/lib/use-school';
import { callApi } from '@/lib/api';
import { FAMILY_EXPLANATION, markLabel, REASON_LABEL, sessionName } from './attendance-words';
import {
  type AttendanceSettings,
  useAttendanceSettings,
  useChildAttendance,
  useFamilyAbsenceReports,
  type Viewer,
} from './use-attendance';

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
  const { t } = useLingui();
  if (status !== 'success' || reports.length === 0) return null;
  const name = child.firstName;
  return (
    <Box mt="3">
      <Heading as="h3" size="sm">
        <Trans>Absences you reported</Trans>
      </Heading>
      <Stack as="ul" listStyleType="none" gap="1" mt="1" aria-label={t`Absences reported for ${name}`}>
        {reports.map((r) => (
          <Flex as="li" key={r.id} gap="2" align="baseline" wrap="wrap" fontSize="sm">
            <Text as="span" fontWeight="semibold">
              {formatDate(r.date, schoolLocale)}
            </Text>
            <Text as="span">
              {t(REASON_LABEL[r.reason])}
              {/* What the family typed keeps its own direction inside a right-to-left line, and the reverse. */}
              {r.note ? (
                <>
                  {' ('}
                  <bdi>{r.note}</bdi>)
                </>
              ) : null}
            </Text>
            <Badge colorPalette={r.state === 'confirmed' ? 'green' : 'blue'}>
              {r.state === 'confirmed' ? t`Confirmed by the school` : t`Received by the school`}
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
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The absence could not be reported.`));
  const name = student.firstName;
  return (
    <Stack
      as="form"
      gap="3"
      mt="3"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      bg="gray.50"
      aria-label={t`Report ${name}’s absence`}
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
            <Trans>Date</Trans>
          </chakra.label>
          <DateField id={`absence-date-${student.id}`} value={date} onChange={setDate} />
        </Box>
        <Box minW="40">
          <Text fontSize="sm" aria-hidden>
            <Trans>Reason</Trans>
          </Text>
          <SelectField
            aria-label={t`Reason`}
            value={reason}
            onChange={(v) => setReason(v as AbsenceReason)}
            options={ABSENCE_REASONS.map((r) => ({ value: r, label: t(REASON_LABEL[r]) }))}
          />
        </Box>
      </Flex>
      <Box>
        <chakra.label display="block" htmlFor={`absence-note-${student.id}`} fontSize="sm">
          <Trans>Anything the school should know (optional)</Trans>
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
          <Trans>Send to the school</Trans>
        </Button>
        <Button variant="ghost" onClick={onDone}>
          <Trans>Close</Trans>
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
  codes,
}: {
  schoolId: string;
  termId: string;
  viewer: Viewer;
  /** The school's codes: a mark is shown by its label in the reader's language (see attendance-words). */
  codes: AttendanceSettings['codes'];
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
  const { t } = useLingui();
  const percent = totals ? presentPercent(totals) : null;
  const sessions = totals?.sessions ?? 0;
  const below = PERSISTENT_ABSENCE_BELOW;
  return (
    <PanelCard testId="attendance" title={heading} loading={loading} failed={Boolean(error)}>
      <Text data-testid="present-percent">
        {percent === null
          ? t`No registers this term yet.`
          : t`Present ${percent}% of ${plural(sessions, { one: '# day', other: '# days' })} this term.`}
        {percent !== null && percent < PERSISTENT_ABSENCE_BELOW && (
          <Badge ms="2" colorPalette="red">
            <Trans>Below {below}%</Trans>
          </Badge>
        )}
      </Text>
      <Heading as="h3" size="sm" mt="3">
        <Trans>Recent absences and lates</Trans>
      </Heading>
      {recent.length === 0 ? (
        <Text color="gray.700">
          <Trans>None.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" mt="1">
          {recent.map((r) => {
            const day = formatDate(r.date, schoolLocale);
            const session = sessionName(r, t);
            const mark = markLabel(r.code, codes, t);
            const letter = r.code;
            const minutes = r.minutesLate ?? 0;
            const unexplained = r.explanation.state === 'none' && !r.countsAsPresent;
            // Each part is a phrase of its own (the mark, the minutes, the reason, where it stands), listed as facts.
            return (
              <Box as="li" key={r.id} fontSize="sm">
                <Text as="span" fontWeight="semibold">
                  {day}
                </Text>{' '}
                {t`${session}: ${mark} (${letter})`}
                {minutes ? `, ${t`${plural(minutes, { one: '# min late', other: '# min late' })}`}` : ''}
                {r.explanation.reason ? ` · ${t(REASON_LABEL[r.explanation.reason])}` : ''}
                {r.explanation.note ? (
                  <>
                    {' ('}
                    <bdi>{r.explanation.note}</bdi>)
                  </>
                ) : null}
                {unexplained || r.explanation.state !== 'none'
                  ? ` · ${t(FAMILY_EXPLANATION[r.explanation.state])}`
                  : ''}
                {child && unexplained && (
                  <Button size="xs" variant="outline" ms="2" onClick={() => setReporting(r.date)}>
                    <Trans>
                      Explain
                      <Box as="span" srOnly>
                        {' '}
                        the absence on {day}
                      </Box>
                    </Trans>
                  </Button>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {child && viewer.kind === 'guardian' && <FamilyReports schoolId={schoolId} uid={viewer.uid} child={child} />}
      {child &&
        (reporting ? (
          <ReportAbsenceForm key={reporting} student={child} date={reporting} onDone={() => setReporting(null)} />
        ) : (
          <Button mt="3" variant="outline" onClick={() => setReporting(today)}>
            <Trans>Report an absence</Trans>
          </Button>
        ))}
    </PanelCard>
  );
}

/** On the parent's page for one child: present % this term and recent absences and lates. */
export function ChildAttendancePanel({ user, student }: { user: UserRecord; student: Student }) {
  const settings = useAttendanceSettings(user.school_id);
  const { t } = useLingui();
  if (!settings.loaded || !settings.currentTermId) return null;
  const name = student.firstName;
  return (
    <AttendanceSummary
      schoolId={user.school_id}
      termId={settings.currentTermId}
      viewer={{ kind: 'guardian', uid: user.uid, studentId: student.id }}
      codes={settings.codes}
      heading={t`${name}’s attendance`}
      child={student}
      today={schoolToday(settings.timeZone)}
    />
  );
}

/** On the student's own dashboard: the same, for themselves. */
export function MyAttendancePanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const { t } = useLingui();
  if (!settings.loaded || !settings.currentTermId) return null;
  return (
    <AttendanceSummary
      schoolId={user.school_id}
      termId={settings.currentTermId}
      viewer={{ kind: 'student', uid: user.uid }}
      codes={settings.codes}
      heading={t`My attendance`}
      today={schoolToday(settings.timeZone)}
      // The Student's dashboard is their whole app: it lists the latest two, within its reads.
      recentMax={2}
    />
  );
}

import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { PERSISTENT_ABSENCE_BELOW, presentPercent } from '@academy/shared/attendance';
import type { Student } from '@academy/shared/people';
import { formatDate } from '@academy/shared/date-format';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSchoolLocale } from '@/lib/use-school';
import { PanelCard } from '@/components/ui/panel-card';
import { codeLabel, markLabel, REASON_LABEL } from './attendance-words';
import { useAttendanceSettings, useChildAttendance, type Viewer } from './use-attendance';

/** How many of the latest absences and lates the record lists: one small query, whatever the term holds. */
const RECENT_ABSENCES_SHOWN = 5;

const EXPLANATION = {
  none: msg`unexplained`,
  reported: msg`reported by the family`,
  confirmed: msg`confirmed by the school`,
};

/**
 * On a student's record, for the office and the class's teachers: this term's days present, the count of each mark
 * from the kept term totals, and the latest absences and lates with their reasons. Two reads, however long the term.
 */
export function StudentAttendancePanel({ user, student }: { user: UserRecord; student: Student }) {
  const settings = useAttendanceSettings(user.school_id);
  const { t } = useLingui();
  if (!settings.loaded)
    return (
      <PanelCard testId="student-attendance" title={t`Attendance`} loading>
        {null}
      </PanelCard>
    );
  if (!settings.currentTermId)
    return (
      <PanelCard testId="student-attendance" title={t`Attendance`} loading={false}>
        <Text color="gray.700">
          <Trans>The school has no current term, so there is no term’s attendance to show.</Trans>
        </Text>
      </PanelCard>
    );
  // A teacher asks through the class they teach: the only records the rules let them read.
  const viewer: Viewer =
    user.role === 'Teacher'
      ? { kind: 'staff', studentId: student.id, classId: student.classId ?? '' }
      : { kind: 'staff', studentId: student.id };
  return (
    <TermAttendance schoolId={user.school_id} termId={settings.currentTermId} viewer={viewer} codes={settings.codes} />
  );
}

function TermAttendance({
  schoolId,
  termId,
  viewer,
  codes,
}: {
  schoolId: string;
  termId: string;
  viewer: Viewer;
  codes: ReturnType<typeof useAttendanceSettings>['codes'];
}) {
  const { loading, error, totals, recent } = useChildAttendance(schoolId, termId, viewer, RECENT_ABSENCES_SHOWN);
  const { t } = useLingui();
  const percent = totals ? presentPercent(totals) : null;
  const sessions = totals?.sessions ?? 0;
  const below = PERSISTENT_ABSENCE_BELOW;
  // Every date on the panel is shown here, in the school's zone.
  const schoolLocale = useSchoolLocale(schoolId);
  const day = (date: string) => formatDate(date, schoolLocale);
  const counted = codes.filter((c) => (totals?.codes[c.letter] ?? 0) > 0);
  return (
    <PanelCard testId="student-attendance" title={t`Attendance`} loading={loading} failed={Boolean(error)}>
      <Text data-testid="present-percent">
        {percent === null || !totals
          ? t`No registers this term yet.`
          : t`Present ${percent}% of ${plural(sessions, { one: '# day', other: '# days' })} this term.`}
        {percent !== null && percent < PERSISTENT_ABSENCE_BELOW && (
          <Badge ms="2" colorPalette="red">
            <Trans>Below {below}%</Trans>
          </Badge>
        )}
      </Text>
      {totals && counted.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="0" mt="2" aria-label={t`Marks this term`} data-testid="mark-counts">
          {counted.map((c) => {
            const label = codeLabel(c, t);
            const letter = c.letter;
            const count = totals.codes[c.letter] ?? 0;
            const minutes = totals.minutesLate;
            return (
              <Text as="li" key={c.letter} fontSize="sm">
                {c.minutesLate && minutes > 0
                  ? t`${label} (${letter}): ${count}, ${minutes} min late in all`
                  : t`${label} (${letter}): ${count}`}
              </Text>
            );
          })}
        </Stack>
      )}
      <Heading as="h3" size="sm" mt="3">
        <Trans>Recent absences and lates</Trans>
      </Heading>
      {recent.length === 0 ? (
        <Text color="gray.700">
          <Trans>None this term.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" mt="1" aria-label={t`Recent absences and lates`}>
          {recent.map((r) => {
            const mark = markLabel(r.code, codes, t);
            const letter = r.code;
            const minutes = r.minutesLate ?? 0;
            // Each part is a phrase of its own (the mark, the minutes, the note, the reason, where it stands).
            return (
              <Box as="li" key={r.id} fontSize="sm" data-testid="recent-absence">
                <Text as="span" fontWeight="semibold">
                  {day(r.date)}
                </Text>
                {`: ${t`${mark} (${letter})`}`}
                {minutes ? `, ${t`${plural(minutes, { one: '# min late', other: '# min late' })}`}` : ''}
                {r.note ? `, “${r.note}”` : ''}
                {r.explanation.reason ? ` · ${t(REASON_LABEL[r.explanation.reason])}` : ''}
                {r.explanation.note ? ` (${r.explanation.note})` : ''}
                {r.countsAsPresent && r.explanation.state === 'none' ? '' : ` · ${t(EXPLANATION[r.explanation.state])}`}
              </Box>
            );
          })}
        </Stack>
      )}
    </PanelCard>
  );
}

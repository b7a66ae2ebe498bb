import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { PERSISTENT_ABSENCE_BELOW, presentPercent } from '@academy/shared/attendance';
import type { Student } from '@academy/shared/people';
import { formatDate } from '@academy/shared/date-format';
import { useSchoolLocale } from '@/lib/use-school';
import { PanelCard } from '@/components/ui/panel-card';
import { useAttendanceSettings, useChildAttendance, type Viewer } from './use-attendance';

/** How many of the latest absences and lates the record lists: one small query, whatever the term holds. */
const RECENT_ABSENCES_SHOWN = 5;

const REASON = { ill: 'Ill', appointment: 'Appointment', family: 'Family', other: 'Other' } as const;
const EXPLANATION = { none: 'unexplained', reported: 'reported by the family', confirmed: 'confirmed by the school' };

/**
 * On a student's record, for the office and the class's teachers: this term's days present, the count of each mark
 * from the kept term totals, and the latest absences and lates with their reasons. Two reads, however long the term.
 */
export function StudentAttendancePanel({ user, student }: { user: UserRecord; student: Student }) {
  const settings = useAttendanceSettings(user.school_id);
  if (!settings.loaded)
    return (
      <PanelCard testId="student-attendance" title="Attendance" loading>
        {null}
      </PanelCard>
    );
  if (!settings.currentTermId)
    return (
      <PanelCard testId="student-attendance" title="Attendance" loading={false}>
        <Text color="gray.700">The school has no current term, so there is no term’s attendance to show.</Text>
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
  const percent = totals ? presentPercent(totals) : null;
  const label = (letter: string) => codes.find((c) => c.letter === letter)?.label ?? letter;
  // Every date on the panel is shown here, in the school's zone.
  const schoolLocale = useSchoolLocale(schoolId);
  const day = (date: string) => formatDate(date, schoolLocale);
  const counted = codes.filter((c) => (totals?.codes[c.letter] ?? 0) > 0);
  return (
    <PanelCard testId="student-attendance" title="Attendance" loading={loading} failed={Boolean(error)}>
      <Text data-testid="present-percent">
        {percent === null || !totals
          ? 'No registers this term yet.'
          : `Present ${percent}% of ${totals.sessions} ${totals.sessions === 1 ? 'day' : 'days'} this term.`}
        {percent !== null && percent < PERSISTENT_ABSENCE_BELOW && (
          <Badge ml="2" colorPalette="red">
            Below {PERSISTENT_ABSENCE_BELOW}%
          </Badge>
        )}
      </Text>
      {totals && counted.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="0" mt="2" aria-label="Marks this term" data-testid="mark-counts">
          {counted.map((c) => (
            <Text as="li" key={c.letter} fontSize="sm">
              {c.label} ({c.letter}): {totals.codes[c.letter]}
              {c.minutesLate && totals.minutesLate > 0 ? `, ${totals.minutesLate} min late in all` : ''}
            </Text>
          ))}
        </Stack>
      )}
      <Heading as="h3" size="sm" mt="3">
        Recent absences and lates
      </Heading>
      {recent.length === 0 ? (
        <Text color="gray.700">None this term.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" mt="1" aria-label="Recent absences and lates">
          {recent.map((r) => (
            <Box as="li" key={r.id} fontSize="sm" data-testid="recent-absence">
              <Text as="span" fontWeight="semibold">
                {day(r.date)}
              </Text>
              {`: ${label(r.code)} (${r.code})`}
              {r.minutesLate ? `, ${r.minutesLate} min late` : ''}
              {r.note ? `, “${r.note}”` : ''}
              {r.explanation.reason ? ` · ${REASON[r.explanation.reason]}` : ''}
              {r.explanation.note ? ` (${r.explanation.note})` : ''}
              {r.countsAsPresent && r.explanation.state === 'none' ? '' : ` · ${EXPLANATION[r.explanation.state]}`}
            </Box>
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}

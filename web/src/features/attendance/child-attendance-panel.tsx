import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { PERSISTENT_ABSENCE_BELOW, presentPercent } from '@academy/shared/attendance';
import type { Student } from '@academy/shared/people';
import { useAttendanceSettings, useChildAttendance, type Viewer } from './use-attendance';

const REASON = { ill: 'Ill', appointment: 'Appointment', family: 'Family', other: 'Other' } as const;

function AttendanceSummary({
  schoolId,
  termId,
  viewer,
  heading,
}: {
  schoolId: string;
  termId: string;
  viewer: Viewer;
  heading: string;
}) {
  const { loading, error, totals, recent } = useChildAttendance(schoolId, termId, viewer);
  const percent = totals ? presentPercent(totals) : null;
  return (
    <Box
      as="section"
      aria-label={heading}
      p="4"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      data-testid="attendance-panel"
    >
      <Text as="h2" fontSize="lg" fontWeight="semibold">
        {heading}
      </Text>
      {loading ? (
        <Text color="gray.700" role="status">
          Loading attendance…
        </Text>
      ) : error ? (
        <Text color="red.700">Attendance could not be read.</Text>
      ) : (
        <>
          <Text mt="1" data-testid="present-percent">
            {percent === null
              ? 'No registers this term yet.'
              : `Present ${percent}% of ${totals!.sessions} ${totals!.sessions === 1 ? 'day' : 'days'} this term.`}
            {percent !== null && percent < PERSISTENT_ABSENCE_BELOW && (
              <Badge ml="2" colorPalette="red">
                Below {PERSISTENT_ABSENCE_BELOW}%
              </Badge>
            )}
          </Text>
          <Text as="h3" fontWeight="semibold" mt="3">
            Recent absences and lates
          </Text>
          {recent.length === 0 ? (
            <Text color="gray.700">None.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="1" mt="1">
              {recent.map((r) => (
                <Box as="li" key={r.id} fontSize="sm">
                  <Text as="span" fontWeight="semibold">
                    {r.date}
                  </Text>{' '}
                  {r.sessionLabel}: {r.code}
                  {r.minutesLate ? `, ${r.minutesLate} min late` : ''}
                  {r.explanation.reason ? ` · ${REASON[r.explanation.reason]}` : ''}
                  {r.explanation.note ? ` (${r.explanation.note})` : ''}
                  {r.explanation.state === 'none' && !r.countsAsPresent ? ' · unexplained' : ''}
                  {r.explanation.state === 'confirmed' ? ' · confirmed by the school' : ''}
                </Box>
              ))}
            </Stack>
          )}
        </>
      )}
    </Box>
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
    />
  );
}

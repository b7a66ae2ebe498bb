import { Box, List, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { notStarted, progressPercent } from '@academy/shared/enrolment';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PanelSkeleton, PanelCard } from '@/components/ui/panel-card';
import { SelectField } from '@/components/ui/select-field';
import { priceIn } from './course-words';
import { type Course, useCoursePlaces, useTaughtCourses } from './use-course-store';

/**
 * One course's students and their progress, one to a line so it reads on a phone; who has not started is said so. The
 * dashboard shows the first `pageSize` by name, and then counts who has not started among those shown.
 */
function CoursePlacesList({ user, course, pageSize }: { user: UserRecord; course: Course; pageSize?: number }) {
  const { t, i18n } = useLingui();
  const { places, loading, failed, full } = useCoursePlaces(user, course.id, pageSize);
  const { title } = course;
  if (failed)
    return (
      <Text color="red.700">
        <Trans>The students could not be loaded. Reload the page to try again.</Trans>
      </Text>
    );
  if (loading) return <PanelSkeleton label={t`Loading the students of ${title}`} />;
  const enrolled = places.filter((p) => p.status === 'enrolled');
  const waiting = places.filter((p) => p.status === 'waiting');
  const waitingToStart = enrolled.filter(notStarted);
  const notStartedCount = waitingToStart.length;
  const shownCount = places.length;
  const enrolledCount = full ? (course.enrolled ?? enrolled.length) : enrolled.length;
  const waitingCount = full ? (course.waiting ?? waiting.length) : waiting.length;
  const money = priceIn(i18n, course.revenue ?? 0, course.currency);
  const counts = full
    ? t`${enrolledCount} enrolled · ${notStartedCount} of the first ${shownCount} not started · ${waitingCount} waiting`
    : t`${enrolledCount} enrolled · ${notStartedCount} not started · ${waitingCount} waiting`;
  return (
    <Box>
      <Text fontSize="sm" color="gray.700" mb="2">
        {user.role === 'Admin' && course.price !== null ? [counts, t`${money} taken`].join(' · ') : counts}
      </Text>
      {places.length === 0 ? (
        <Text color="gray.600">
          <Trans>Nobody is enrolled yet.</Trans>
        </Text>
      ) : (
        <List.Root variant="plain" aria-label={t`Students on the course`}>
          {places.map((p) => {
            const percent = progressPercent(p);
            const doneCount = p.doneLectures.length;
            const { lectureCount } = p;
            const state =
              p.status === 'enrolled'
                ? p.paid
                  ? t`enrolled (paid)`
                  : t`enrolled`
                : p.status === 'waiting'
                  ? t`waiting`
                  : t`withdrawn`;
            return (
              <List.Item key={p.id} display="block" borderBottomWidth="1px" py="2">
                <Text fontWeight="medium">{p.studentName}</Text>
                <Text fontSize="sm" color="gray.700">
                  {p.status !== 'enrolled'
                    ? state
                    : notStarted(p)
                      ? [state, t`Not started`].join(' · ')
                      : [state, t`${percent}% (${doneCount} of ${lectureCount})`].join(' · ')}
                </Text>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Box>
  );
}

/** The dashboard's reads stay the same whatever the school's size: five courses, ten students of the chosen one. */
const DASHBOARD_COURSES = 5;
const DASHBOARD_PLACES = 10;

/** The Teacher's Dashboard: the students of the courses they teach, and how far each has got. */
export function TaughtCoursesPanel({ user }: { user: UserRecord }) {
  const { courses, loading, failed } = useTaughtCourses(user, DASHBOARD_COURSES);
  const [chosen, setChosen] = useState('');
  const { t } = useLingui();
  const course = courses.find((c) => c.id === chosen) ?? courses[0];
  // A teacher who teaches no course has no panel.
  if (!loading && !failed && !course) return null;
  return (
    <PanelCard testId="taught-courses" title={t`My courses’ students`} loading={loading} failed={failed}>
      {course && (
        <>
          {courses.length > 1 && (
            <SelectField
              aria-label={t`Course`}
              value={course.id}
              onChange={setChosen}
              options={courses.map((c) => ({ value: c.id, label: `${c.code} ${c.title}` }))}
              mb="2"
            />
          )}
          <Text fontWeight="medium">
            {course.code} {course.title}
          </Text>
          <CoursePlacesList key={course.id} user={user} course={course} pageSize={DASHBOARD_PLACES} />
        </>
      )}
    </PanelCard>
  );
}

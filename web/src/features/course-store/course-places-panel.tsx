import { Box, List, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { formatPrice } from '@academy/shared/course';
import { notStarted, progressPercent } from '@academy/shared/enrolment';
import { useState } from 'react';
import { PanelSkeleton, PanelCard } from '@/components/ui/panel-card';
import { SelectField } from '@/components/ui/select-field';
import { type Course, useCoursePlaces, useTaughtCourses } from './use-course-store';

/**
 * One course's students and their progress, one to a line so it reads on a phone; who has not started is said so. The
 * dashboard shows the first `pageSize` by name, and then counts who has not started among those shown.
 */
function CoursePlacesList({ user, course, pageSize }: { user: UserRecord; course: Course; pageSize?: number }) {
  const { places, loading, failed, full } = useCoursePlaces(user, course.id, pageSize);
  if (failed) return <Text color="red.700">The students could not be loaded. Reload the page to try again.</Text>;
  if (loading) return <PanelSkeleton label={`Loading the students of ${course.title}`} />;
  const enrolled = places.filter((p) => p.status === 'enrolled');
  const waiting = places.filter((p) => p.status === 'waiting');
  const waitingToStart = enrolled.filter(notStarted);
  return (
    <Box>
      <Text fontSize="sm" color="gray.700" mb="2">
        {full
          ? `${course.enrolled ?? enrolled.length} enrolled · ${waitingToStart.length} of the first ${places.length} not started`
          : `${enrolled.length} enrolled · ${waitingToStart.length} not started`}{' '}
        · {full ? (course.waiting ?? waiting.length) : waiting.length} waiting
        {user.role === 'Admin' && course.price !== null
          ? ` · ${formatPrice(course.revenue ?? 0, course.currency)} taken`
          : ''}
      </Text>
      {places.length === 0 ? (
        <Text color="gray.600">Nobody is enrolled yet.</Text>
      ) : (
        <List.Root variant="plain" aria-label="Students on the course">
          {places.map((p) => (
            <List.Item key={p.id} display="block" borderBottomWidth="1px" py="2">
              <Text fontWeight="medium">{p.studentName}</Text>
              <Text fontSize="sm" color="gray.700">
                {p.status === 'enrolled' ? (p.paid ? 'enrolled (paid)' : 'enrolled') : p.status}
                {p.status !== 'enrolled'
                  ? ''
                  : notStarted(p)
                    ? ' · Not started'
                    : ` · ${progressPercent(p)}% (${p.doneLectures.length} of ${p.lectureCount})`}
              </Text>
            </List.Item>
          ))}
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
  const course = courses.find((c) => c.id === chosen) ?? courses[0];
  // A teacher who teaches no course has no panel.
  if (!loading && !failed && !course) return null;
  return (
    <PanelCard testId="taught-courses" title="My courses’ students" loading={loading} failed={failed}>
      {course && (
        <>
          {courses.length > 1 && (
            <SelectField
              aria-label="Course"
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

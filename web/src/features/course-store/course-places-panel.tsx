import { Box, Heading, Table, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { formatPrice } from '@academy/shared/course';
import { progressPercent } from '@academy/shared/enrolment';
import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { type Course, useCoursePlaces, useTaughtCourses } from './use-course-store';

/**
 * One course's students and their progress; who has not started is said so. The dashboard shows the first
 * `pageSize` by name, and then counts who has not started among those shown.
 */
export function CoursePlacesTable({ user, course, pageSize }: { user: UserRecord; course: Course; pageSize?: number }) {
  const { places, loading, full } = useCoursePlaces(user, course.id, pageSize);
  if (loading) return <Text>Loading…</Text>;
  const enrolled = places.filter((p) => p.status === 'enrolled');
  const waiting = places.filter((p) => p.status === 'waiting');
  const notStarted = enrolled.filter((p) => p.doneLectures.length === 0 && p.current === null);
  return (
    <Box>
      <Text fontSize="sm" color="gray.700" mb="2">
        {full
          ? `${course.enrolled ?? enrolled.length} enrolled · ${notStarted.length} of the first ${places.length} not started`
          : `${enrolled.length} enrolled · ${notStarted.length} not started`}{' '}
        · {full ? (course.waiting ?? waiting.length) : waiting.length} waiting
        {user.role === 'Admin' && course.price !== null
          ? ` · ${formatPrice(course.revenue ?? 0, course.currency)} taken`
          : ''}
      </Text>
      {places.length === 0 ? (
        <Text color="gray.600">Nobody is enrolled yet.</Text>
      ) : (
        <Table.ScrollArea tabIndex={0} role="region" aria-label="Students on the course">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Student</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Progress</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {places.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>{p.studentName}</Table.Cell>
                  <Table.Cell>
                    {p.status === 'enrolled' ? (p.paid ? 'enrolled (paid)' : 'enrolled') : p.status}
                  </Table.Cell>
                  <Table.Cell>
                    {p.status !== 'enrolled'
                      ? '—'
                      : p.doneLectures.length === 0 && p.current === null
                        ? 'Not started'
                        : `${progressPercent(p)}% (${p.doneLectures.length} of ${p.lectureCount})`}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}

/** The dashboard's reads stay the same whatever the school's size: five courses, ten students of the chosen one. */
const DASHBOARD_COURSES = 5;
const DASHBOARD_PLACES = 10;

/** The Teacher's Dashboard: the students of the courses they teach, and how far each has got. */
export function TaughtCoursesPanel({ user }: { user: UserRecord }) {
  const { courses, loading } = useTaughtCourses(user, DASHBOARD_COURSES);
  const [chosen, setChosen] = useState('');
  const course = courses.find((c) => c.id === chosen) ?? courses[0];
  if (!loading && courses.length === 0) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid="panel-taught-courses">
      <Heading as="h2" size="md" mb="2">
        My courses’ students
      </Heading>
      {loading || !course ? (
        <Text>Loading…</Text>
      ) : (
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
          <CoursePlacesTable key={course.id} user={user} course={course} pageSize={DASHBOARD_PLACES} />
        </>
      )}
    </Box>
  );
}

import { Box, Button, Flex, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { formatPrice } from '@academy/shared/course';
import { progressPercent } from '@academy/shared/enrolment';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { type Course, useCoursePlaces, useCoursesByPlaces, useStudentSearch } from './use-course-store';

/** The dashboard shows the five courses with most places; each course's page has its students. */
const DASHBOARD_COURSES = 5;

/** The Admin's Dashboard: places and money for the courses with most places (kept on each course as places are taken). */
export function OfficeCoursesPanel({ user }: { user: UserRecord }) {
  const { courses, loading } = useCoursesByPlaces(user, DASHBOARD_COURSES);
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid="panel-office-courses">
      <Heading as="h2" size="md" mb="2">
        Course enrolments
      </Heading>
      {loading ? (
        <Text>Loading…</Text>
      ) : courses.length === 0 ? (
        <Text color="gray.600">Nobody is enrolled on a course yet.</Text>
      ) : (
        <Table.ScrollArea tabIndex={0} role="region" aria-label="Places per course">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Course</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Enrolled</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Waiting</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {courses.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>
                    <Link asChild color="blue.700">
                      <RouterLink to={`/app/admin/courses/${c.id}`}>
                        {c.code} {c.title}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {c.enrolled ?? 0}
                    {c.capacity !== null ? ` / ${c.capacity}` : ''}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{c.waiting ?? 0}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {c.price === null ? 'Free' : formatPrice(c.revenue ?? 0, c.currency)}
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

/** A course's page (Admin → Courses): its students with their progress, and enrolling or withdrawing one by hand. */
export function OfficePlaces({ user, course }: { user: UserRecord; course: Course }) {
  const { places, loading } = useCoursePlaces(user, course.id);
  const [word, setWord] = useState('');
  const found = useStudentSearch(user.school_id, word);
  const { outcome, busy, submit } = useSubmission(errorMessage('This could not be done.'));
  const act = (route: 'enrol' | 'withdraw', studentId: string) =>
    submit(async () => (await callApi(route, { courseId: course.id, studentId })).message);
  // A paid place can be given up with its payment returned as the family's credit (the desk then refunds it).
  const withdrawReturning = (studentId: string) =>
    submit(async () => (await callApi('withdraw', { courseId: course.id, studentId, returnPayment: true })).message);
  const taking = places.filter((p) => p.status !== 'withdrawn');
  return (
    <Stack gap="3">
      {loading ? (
        <Text>Loading…</Text>
      ) : taking.length === 0 ? (
        <Text color="gray.600">Nobody is enrolled on {course.title}.</Text>
      ) : (
        <Table.ScrollArea tabIndex={0} role="region" aria-label="Students on the course">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Student</Table.ColumnHeader>
                <Table.ColumnHeader>Progress</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>Actions</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {taking.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>{p.studentName}</Table.Cell>
                  <Table.Cell>
                    {p.status === 'waiting'
                      ? 'Waiting'
                      : p.doneLectures.length === 0 && p.current === null
                        ? 'Not started'
                        : `${progressPercent(p)}%`}
                    {p.paid ? ` · paid ${formatPrice(p.paid.amount, p.paid.currency)}` : ''}
                  </Table.Cell>
                  <Table.Cell>
                    <Flex gap="2" wrap="wrap">
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={busy}
                        aria-label={`Withdraw ${p.studentName}`}
                        onClick={() => void act('withdraw', p.studentId)}
                      >
                        Withdraw
                      </Button>
                      {p.paid ? (
                        <Button
                          size="xs"
                          variant="outline"
                          disabled={busy}
                          aria-label={`Withdraw ${p.studentName} and return ${formatPrice(p.paid.amount, p.paid.currency)} as family credit`}
                          onClick={() => void withdrawReturning(p.studentId)}
                        >
                          Withdraw and return {formatPrice(p.paid.amount, p.paid.currency)}
                        </Button>
                      ) : null}
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <FormField
        label="Enrol a student by hand"
        helper="Type a name or admission number."
        bg="white"
        value={word}
        onChange={(e) => setWord(e.target.value)}
      />
      <Flex gap="2" wrap="wrap">
        {found.map((s) => (
          <Button key={s.id} size="sm" variant="outline" disabled={busy} onClick={() => void act('enrol', s.id)}>
            Enrol {s.firstName} {s.lastName}
          </Button>
        ))}
      </Flex>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

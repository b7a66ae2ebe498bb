import { Button, Flex, Link, List, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { formatPrice } from '@academy/shared/course';
import { notStarted, progressPercent } from '@academy/shared/enrolment';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { PanelCard } from '@/components/ui/panel-card';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { type Course, useCoursePlaces, useCoursesByPlaces, useStudentSearch } from './use-course-store';

/** The dashboard shows the five courses with most places; each course's page has its students. */
const DASHBOARD_COURSES = 5;

/** A course's places and money in words, e.g. "3 of 20 places taken · 1 waiting · £120.00 taken". */
function placesLine(c: Course) {
  const taken = c.enrolled ?? 0;
  const places = c.capacity === null ? `${taken} enrolled` : `${taken} of ${c.capacity} places taken`;
  const money = c.price === null ? 'free' : `${formatPrice(c.revenue ?? 0, c.currency)} taken`;
  return `${places} · ${c.waiting ?? 0} waiting · ${money}`;
}

/**
 * The Admin's Dashboard: places and money for the courses with most places (kept on each course as places are taken).
 * One course to a line, so it reads on a phone without scrolling sideways.
 */
export function OfficeCoursesPanel({ user }: { user: UserRecord }) {
  const { courses, loading, failed } = useCoursesByPlaces(user, DASHBOARD_COURSES);
  return (
    <PanelCard testId="office-courses" title="Course enrolments" loading={loading} failed={failed}>
      {courses.length === 0 ? (
        <Text color="gray.700">Nobody is enrolled on a course yet.</Text>
      ) : (
        <List.Root variant="plain" aria-label="Places per course">
          {courses.map((c) => (
            <List.Item key={c.id} display="block" borderBottomWidth="1px" py="2" data-testid="office-course">
              <Link asChild color="blue.700" fontWeight="medium">
                <RouterLink to={`/app/admin/courses/${c.id}`}>
                  {c.code} {c.title}
                </RouterLink>
              </Link>
              <Text fontSize="sm" color="gray.700">
                {placesLine(c)}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </PanelCard>
  );
}

/**
 * A course's page (Admin → Courses): its students with their progress, and enrolling or withdrawing one by hand. One
 * student to a line, with their buttons under them, so it reads on a phone.
 */
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
        <List.Root variant="plain" aria-label="Students on the course">
          {taking.map((p) => (
            <List.Item key={p.id} display="block" borderBottomWidth="1px" py="2">
              <Text fontWeight="medium">{p.studentName}</Text>
              <Text fontSize="sm" color="gray.700">
                {p.status === 'waiting' ? 'Waiting' : notStarted(p) ? 'Not started' : `${progressPercent(p)}% done`}
                {p.paid ? ` · paid ${formatPrice(p.paid.amount, p.paid.currency)}` : ''}
              </Text>
              <Flex gap="2" wrap="wrap" mt="1">
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
            </List.Item>
          ))}
        </List.Root>
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

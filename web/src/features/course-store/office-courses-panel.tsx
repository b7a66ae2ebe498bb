import { Button, Flex, Link, List, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { notStarted, progressPercent } from '@academy/shared/enrolment';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { PanelCard } from '@/components/ui/panel-card';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { priceIn } from './course-words';
import { type Course, useCoursePlaces, useCoursesByPlaces, useStudentSearch } from './use-course-store';

/** The dashboard shows the five courses with most places; each course's page has its students. */
const DASHBOARD_COURSES = 5;

/** A course's places and money in words, e.g. "3 of 20 places taken · 1 waiting · £120.00 taken". */
function placesLine(i18n: I18n, c: Course) {
  const taken = c.enrolled ?? 0;
  const capacity = c.capacity;
  const waiting = c.waiting ?? 0;
  const money = priceIn(i18n, c.revenue ?? 0, c.currency);
  if (c.price === null)
    return capacity === null
      ? i18n._(msg`${taken} enrolled · ${waiting} waiting · free`)
      : i18n._(msg`${taken} of ${capacity} places taken · ${waiting} waiting · free`);
  return capacity === null
    ? i18n._(msg`${taken} enrolled · ${waiting} waiting · ${money} taken`)
    : i18n._(msg`${taken} of ${capacity} places taken · ${waiting} waiting · ${money} taken`);
}

/**
 * The Admin's Dashboard: places and money for the courses with most places (kept on each course as places are taken).
 * One course to a line, so it reads on a phone without scrolling sideways.
 */
export function OfficeCoursesPanel({ user }: { user: UserRecord }) {
  const { courses, loading, failed } = useCoursesByPlaces(user, DASHBOARD_COURSES);
  const { t, i18n } = useLingui();
  return (
    <PanelCard testId="office-courses" title={t`Course enrolments`} loading={loading} failed={failed}>
      {courses.length === 0 ? (
        <Text color="gray.700">
          <Trans>Nobody is enrolled on a course yet.</Trans>
        </Text>
      ) : (
        <List.Root variant="plain" aria-label={t`Places per course`}>
          {courses.map((c) => (
            <List.Item key={c.id} display="block" borderBottomWidth="1px" py="2" data-testid="office-course">
              <Link asChild color="blue.700" fontWeight="medium">
                <RouterLink to={`/app/admin/courses/${c.id}`}>
                  {c.code} {c.title}
                </RouterLink>
              </Link>
              <Text fontSize="sm" color="gray.700">
                {placesLine(i18n, c)}
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
  const { t, i18n } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`This could not be done.`));
  const { title } = course;
  const act = (route: 'enrol' | 'withdraw', studentId: string) =>
    submit(async () => (await callApi(route, { courseId: course.id, studentId })).message);
  // A paid place can be given up with its payment returned as the family's credit (the desk then refunds it).
  const withdrawReturning = (studentId: string) =>
    submit(async () => (await callApi('withdraw', { courseId: course.id, studentId, returnPayment: true })).message);
  const taking = places.filter((p) => p.status !== 'withdrawn');
  return (
    <Stack gap="3">
      {loading ? (
        <Text>
          <Trans>Loading…</Trans>
        </Text>
      ) : taking.length === 0 ? (
        <Text color="gray.600">
          <Trans>Nobody is enrolled on {title}.</Trans>
        </Text>
      ) : (
        <List.Root variant="plain" aria-label={t`Students on the course`}>
          {taking.map((p) => {
            const { studentName } = p;
            const percent = progressPercent(p);
            const paid = p.paid ? priceIn(i18n, p.paid.amount, p.paid.currency) : '';
            const state = p.status === 'waiting' ? t`Waiting` : notStarted(p) ? t`Not started` : t`${percent}% done`;
            return (
              <List.Item key={p.id} display="block" borderBottomWidth="1px" py="2">
                <Text fontWeight="medium">{studentName}</Text>
                <Text fontSize="sm" color="gray.700">
                  {p.paid ? [state, t`paid ${paid}`].join(' · ') : state}
                </Text>
                <Flex gap="2" wrap="wrap" mt="1">
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={busy}
                    aria-label={t`Withdraw ${studentName}`}
                    onClick={() => void act('withdraw', p.studentId)}
                  >
                    <Trans>Withdraw</Trans>
                  </Button>
                  {p.paid ? (
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={busy}
                      aria-label={t`Withdraw ${studentName} and return ${paid} as family credit`}
                      onClick={() => void withdrawReturning(p.studentId)}
                    >
                      <Trans>Withdraw and return {paid}</Trans>
                    </Button>
                  ) : null}
                </Flex>
              </List.Item>
            );
          })}
        </List.Root>
      )}
      <FormField
        label={t`Enrol a student by hand`}
        helper={t`Type a name or admission number.`}
        bg="white"
        value={word}
        onChange={(e) => setWord(e.target.value)}
      />
      <Flex gap="2" wrap="wrap">
        {found.map(({ id, firstName, lastName }) => (
          <Button key={id} size="sm" variant="outline" disabled={busy} onClick={() => void act('enrol', id)}>
            <Trans>
              Enrol {firstName} {lastName}
            </Trans>
          </Button>
        ))}
      </Flex>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

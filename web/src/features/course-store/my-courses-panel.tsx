import { Box, Link as ChakraLink, Progress, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { type Enrolment, notStarted, progressPercent } from '@academy/shared/enrolment';
import type { Student } from '@academy/shared/people';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PanelCard } from '@/components/ui/panel-card';
import { PLAYER_HOME } from './catalogue-page';
import { useChildPlaces, useMyPlaces, useStudentPlacesForOffice } from './use-course-store';

/** A place's progress: the bar, then how far through the course the student is. */
function PlaceProgress({ place }: { place: Enrolment }) {
  const { t } = useLingui();
  const percent = progressPercent(place);
  const { courseTitle, lectureCount } = place;
  const doneCount = place.doneLectures.length;
  const progress = t`${percent}% done · ${doneCount} of ${lectureCount} lectures`;
  return (
    <>
      <Progress.Root value={percent} size="sm" colorPalette="green" my="1">
        <Progress.Label srOnly>{t`${courseTitle}: ${percent}% done`}</Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="gray.700">
        {notStarted(place) ? [progress, t`not started`].join(' · ') : progress}
      </Text>
    </>
  );
}

function PlaceRow({ place, continueTo }: { place: Enrolment; continueTo?: string }) {
  const { t } = useLingui();
  const { courseTitle } = place;
  return (
    <Box borderBottomWidth="1px" py="2">
      <Text fontWeight="medium" dir="auto">
        {courseTitle}
      </Text>
      <PlaceProgress place={place} />
      {continueTo && (
        <ChakraLink asChild color="blue.700" fontWeight="medium">
          <Link to={continueTo} aria-label={t`Continue ${courseTitle}`}>
            <Trans>Continue</Trans>
          </Link>
        </ChakraLink>
      )}
    </Box>
  );
}

/** The Student's Dashboard: their courses with progress, and the way to the catalogue. */
export function MyCoursesPanel({ user }: { user: UserRecord }) {
  const { places, loading, failed } = useMyPlaces(user);
  const { t } = useLingui();
  return (
    <PanelCard testId="my-courses" title={t`My courses`} loading={loading} failed={failed}>
      {places.length === 0 ? (
        <Text color="gray.700">
          <Trans>You are not enrolled on any course yet.</Trans>
        </Text>
      ) : (
        places.map((p) => <PlaceRow key={p.id} place={p} continueTo={`${PLAYER_HOME}/${p.courseId}`} />)
      )}
      <ChakraLink asChild color="blue.700" display="block" mt="2">
        <Link to={PLAYER_HOME}>
          <Trans>Browse courses</Trans>
        </Link>
      </ChakraLink>
    </PanelCard>
  );
}

/** On a parent's page for one child: the child's courses and progress. */
export function ChildCoursesPanel({ user, student }: { user: UserRecord; student: Student }) {
  const { places, loading, failed } = useChildPlaces(user, student.id);
  const taking = places.filter((p) => p.status !== 'withdrawn');
  const { t } = useLingui();
  const { firstName } = student;
  return (
    <PanelCard testId="child-courses" title={t`Courses`} loading={loading} failed={failed}>
      {taking.length === 0 ? (
        <Text color="gray.700">
          <Trans>
            <bdi>{firstName}</bdi> is not enrolled on any course.
          </Trans>
        </Text>
      ) : (
        taking.map(({ id, status, courseTitle, ...rest }) =>
          status === 'waiting' ? (
            <Text key={id} py="2" borderBottomWidth="1px">
              <Trans>
                <bdi>{courseTitle}</bdi>: on the waiting list
              </Trans>
            </Text>
          ) : (
            <PlaceRow key={id} place={{ id, status, courseTitle, ...rest }} />
          ),
        )
      )}
      <ChakraLink asChild color="blue.700" display="block" mt="2">
        <Link to="/app/parent/courses">
          <Trans>Browse courses</Trans>
        </Link>
      </ChakraLink>
    </PanelCard>
  );
}

/** On a student's record, for the office: the courses they hold a place on (or wait for), each with its page. */
export function StudentCoursesPanel({ user, student }: { user: UserRecord; student: Student }) {
  const { places, loading, failed } = useStudentPlacesForOffice(user.school_id, student.id);
  const taking = places.filter((p) => p.status !== 'withdrawn');
  const { t } = useLingui();
  const { firstName } = student;
  return (
    <PanelCard testId="student-courses" title={t`Courses`} loading={loading} failed={failed}>
      {taking.length === 0 ? (
        <Text color="gray.700">
          <Trans>{firstName} holds no place on a course.</Trans>
        </Text>
      ) : (
        <Box as="ul" listStyleType="none">
          {taking.map((p) => (
            <Box as="li" key={p.id} data-testid="course-place" borderBottomWidth="1px" py="2">
              <ChakraLink asChild color="blue.700" fontWeight="medium">
                <Link to={`/app/admin/courses/${p.courseId}`}>{p.courseTitle}</Link>
              </ChakraLink>
              {p.status === 'waiting' ? (
                <Text fontSize="sm" color="gray.700">
                  <Trans>On the waiting list</Trans>
                </Text>
              ) : (
                <PlaceProgress place={p} />
              )}
            </Box>
          ))}
        </Box>
      )}
    </PanelCard>
  );
}

/** The Parent's Dashboard: the way to the catalogue. */
export function ParentCoursesPanel() {
  const { t } = useLingui();
  return (
    <PanelCard testId="parent-courses" title={t`Courses`} loading={false}>
      <Text color="gray.700">
        <Trans>Courses your children can take, free or paid.</Trans>
      </Text>
      <ChakraLink asChild color="blue.700" display="block" mt="2">
        <Link to="/app/parent/courses">
          <Trans>Browse courses</Trans>
        </Link>
      </ChakraLink>
    </PanelCard>
  );
}

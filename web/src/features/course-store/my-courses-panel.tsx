import { Box, Link as ChakraLink, Progress, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { type Enrolment, notStarted, progressPercent } from '@academy/shared/enrolment';
import type { Student } from '@academy/shared/people';
import { Link } from 'react-router-dom';
import { PanelCard } from '@/components/ui/panel-card';
import { PLAYER_HOME } from './catalogue-page';
import { useChildPlaces, useMyPlaces, useStudentPlacesForOffice } from './use-course-store';

/** A place's progress: the bar, then how far through the course the student is. */
function PlaceProgress({ place }: { place: Enrolment }) {
  const percent = progressPercent(place);
  return (
    <>
      <Progress.Root value={percent} size="sm" colorPalette="green" my="1">
        <Progress.Label srOnly>{`${place.courseTitle}: ${percent}% done`}</Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="gray.700">
        {percent}% done · {place.doneLectures.length} of {place.lectureCount} lectures
        {notStarted(place) ? ' · not started' : ''}
      </Text>
    </>
  );
}

function PlaceRow({ place, continueTo }: { place: Enrolment; continueTo?: string }) {
  return (
    <Box borderBottomWidth="1px" py="2">
      <Text fontWeight="medium">{place.courseTitle}</Text>
      <PlaceProgress place={place} />
      {continueTo && (
        <ChakraLink asChild color="blue.700" fontWeight="medium">
          <Link to={continueTo} aria-label={`Continue ${place.courseTitle}`}>
            Continue
          </Link>
        </ChakraLink>
      )}
    </Box>
  );
}

/** The Student's Dashboard: their courses with progress, and the way to the catalogue. */
export function MyCoursesPanel({ user }: { user: UserRecord }) {
  const { places, loading, failed } = useMyPlaces(user);
  return (
    <PanelCard testId="my-courses" title="My courses" loading={loading} failed={failed}>
      {places.length === 0 ? (
        <Text color="gray.700">You are not enrolled on any course yet.</Text>
      ) : (
        places.map((p) => <PlaceRow key={p.id} place={p} continueTo={`${PLAYER_HOME}/${p.courseId}`} />)
      )}
      <ChakraLink asChild color="blue.700" display="block" mt="2">
        <Link to={PLAYER_HOME}>Browse courses</Link>
      </ChakraLink>
    </PanelCard>
  );
}

/** On a parent's page for one child: the child's courses and progress. */
export function ChildCoursesPanel({ user, student }: { user: UserRecord; student: Student }) {
  const { places, loading, failed } = useChildPlaces(user, student.id);
  const taking = places.filter((p) => p.status !== 'withdrawn');
  return (
    <PanelCard testId="child-courses" title="Courses" loading={loading} failed={failed}>
      {taking.length === 0 ? (
        <Text color="gray.700">{student.firstName} is not enrolled on any course.</Text>
      ) : (
        taking.map((p) =>
          p.status === 'waiting' ? (
            <Text key={p.id} py="2" borderBottomWidth="1px">
              {p.courseTitle}: on the waiting list
            </Text>
          ) : (
            <PlaceRow key={p.id} place={p} />
          ),
        )
      )}
      <ChakraLink asChild color="blue.700" display="block" mt="2">
        <Link to="/app/parent/courses">Browse courses</Link>
      </ChakraLink>
    </PanelCard>
  );
}

/** On a student's record, for the office: the courses they hold a place on (or wait for), each with its page. */
export function StudentCoursesPanel({ user, student }: { user: UserRecord; student: Student }) {
  const { places, loading, failed } = useStudentPlacesForOffice(user.school_id, student.id);
  const taking = places.filter((p) => p.status !== 'withdrawn');
  return (
    <PanelCard testId="student-courses" title="Courses" loading={loading} failed={failed}>
      {taking.length === 0 ? (
        <Text color="gray.700">{student.firstName} holds no place on a course.</Text>
      ) : (
        <Box as="ul" listStyleType="none">
          {taking.map((p) => (
            <Box as="li" key={p.id} data-testid="course-place" borderBottomWidth="1px" py="2">
              <ChakraLink asChild color="blue.700" fontWeight="medium">
                <Link to={`/app/admin/courses/${p.courseId}`}>{p.courseTitle}</Link>
              </ChakraLink>
              {p.status === 'waiting' ? (
                <Text fontSize="sm" color="gray.700">
                  On the waiting list
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
  return (
    <PanelCard testId="parent-courses" title="Courses" loading={false}>
      <Text color="gray.700">Courses your children can take, free or paid.</Text>
      <ChakraLink asChild color="blue.700" display="block" mt="2">
        <Link to="/app/parent/courses">Browse courses</Link>
      </ChakraLink>
    </PanelCard>
  );
}

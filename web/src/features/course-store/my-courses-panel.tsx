import { Box, Link as ChakraLink, Progress, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { type Enrolment, notStarted, progressPercent } from '@academy/shared/enrolment';
import type { Student } from '@academy/shared/people';
import { Link } from 'react-router-dom';
import { PanelCard } from '@/components/ui/panel-card';
import { PLAYER_HOME } from './catalogue-page';
import { useChildPlaces, useMyPlaces } from './use-course-store';

function PlaceRow({ place, continueTo }: { place: Enrolment; continueTo?: string }) {
  const percent = progressPercent(place);
  return (
    <Box borderBottomWidth="1px" py="2">
      <Text fontWeight="medium">{place.courseTitle}</Text>
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

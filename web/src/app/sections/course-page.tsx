import { Box, Heading } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { DetailScreenProps } from '@/components/records/screen-props';
import { OfficePlaces } from '@/features/course-store/office-courses-panel';
import type { Course } from '@/features/course-store/use-course-store';
import { CourseDetail } from '@/features/courses/courses-screen';
import { useSession } from '@/lib/session';

/** Admin → Courses → a course: the course, then its students with their progress and enrolling one by hand. */
export function CoursePage(props: DetailScreenProps) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  return (
    <CourseDetail
      {...props}
      below={(course) =>
        user && (
          <Box mt="6">
            <Heading as="h2" size="md" mb="2">
              <Trans>Students on this course</Trans>
            </Heading>
            <OfficePlaces user={user} course={course as Course} />
          </Box>
        )
      }
    />
  );
}

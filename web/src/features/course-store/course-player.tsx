import { Badge, Box, Button, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { lectureFileKey, storedLectureId } from '@academy/shared/course';
import type { SchoolLocale } from '@academy/shared/date-format';
import { findLecture, nextLectureKey, openingLecture, progressPercent } from '@academy/shared/enrolment';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormStatus } from '@/components/ui/form-status';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { MarkdownBody } from '@/components/ui/safe-markdown';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { PLAYER_HOME } from './catalogue-page';
import { LectureFile } from '@/components/files/lecture-file';
import { type Course, useCourse, usePlace } from './use-course-store';

/**
 * /app/student/courses/:courseId: the syllabus on the side with the current lecture marked, the lecture on the
 * right, Mark as done and Next. Where the student is and what is done are saved on the server, so another device
 * opens at the same lecture. Reads two documents: the course and the student's place.
 */
export function CoursePlayer({ user, courseId }: { user: UserRecord; courseId: string }) {
  const studentId = user.personId ?? 'none';
  const { course, loading } = useCourse(user.school_id, courseId);
  const { place, loading: placeLoading } = usePlace(user.school_id, courseId, studentId);
  const where = useSchoolLocale(user.school_id);
  if (loading || placeLoading) return <PageLoader />;
  if (!course || !place || place.status !== 'enrolled') return <NotFound homePath={PLAYER_HOME} />;
  const opening = openingLecture(course, place);
  return (
    <Player
      key={courseId}
      course={course}
      studentId={studentId}
      opening={opening}
      done={place.doneLectures}
      percent={progressPercent(place)}
      where={where}
    />
  );
}

function Player({
  course,
  studentId,
  opening,
  done,
  percent,
  where,
}: {
  course: Course;
  studentId: string;
  opening: string | null;
  done: string[];
  percent: number;
  where: SchoolLocale;
}) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(opening);
  const { outcome, busy, submit } = useSubmission(errorMessage(t`Your progress could not be saved.`));
  const save = (lecture: string, mark?: boolean) =>
    submit(
      async () =>
        (
          await callApi('saveProgress', {
            courseId: course.id,
            studentId,
            lecture,
            ...(mark === undefined ? {} : { done: mark }),
          })
        ).message,
    );
  const open = (key: string) => {
    setCurrent(key);
    void save(key);
  };
  const found = findLecture(course, current);
  const module = found?.module;
  const moduleOrder = module?.order;
  const moduleTitle = module?.title;
  const lecture = found?.lecture;
  const next = current ? nextLectureKey(course, current) : null;
  const isDone = current !== null && done.includes(current);
  const lectureFile = current ? course.lectureFiles?.[lectureFileKey(current)] : null;
  const doneCount = done.length;
  const total = course.modules.reduce((n, m) => n + m.lectures.length, 0);

  return (
    <Stack gap="4">
      <Box>
        <ChakraLink asChild color="blue.700">
          <Link to="/app/student">
            <Trans>Back to the dashboard</Trans>
          </Link>
        </ChakraLink>
        <Heading as="h1" size="2xl" dir="auto">
          {course.title}
        </Heading>
        <Text color="gray.600" data-testid="course-progress">
          <Trans>
            {percent}% done · {doneCount} of {total} lectures
          </Trans>
        </Text>
      </Box>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="start">
        <Box as="nav" aria-label={t`Syllabus`} w={{ base: 'full', md: '280px' }} flexShrink={0}>
          <Stack as="ol" gap="3" listStyleType="none">
            {course.modules.map((m) => (
              <li key={m.order}>
                <Text fontWeight="semibold" color={m === module ? 'blue.800' : undefined}>
                  {m.order}. <bdi>{m.title}</bdi>
                </Text>
                <Stack as="ol" gap="1" listStyleType="none" ps="3">
                  {m.lectures.map((l) => {
                    const key = storedLectureId(m, l);
                    const here = key === current;
                    return (
                      <li key={key}>
                        <Button
                          variant={here ? 'subtle' : 'ghost'}
                          colorPalette={here ? 'blue' : 'gray'}
                          size="sm"
                          justifyContent="start"
                          w="full"
                          whiteSpace="normal"
                          textAlign="start"
                          aria-current={here ? 'step' : undefined}
                          onClick={() => open(key)}
                        >
                          {done.includes(key) ? '✓ ' : ''}
                          <bdi>{l.title}</bdi>
                        </Button>
                      </li>
                    );
                  })}
                </Stack>
              </li>
            ))}
          </Stack>
        </Box>
        <Box
          as="section"
          aria-labelledby="lecture-title"
          flex="1"
          w="full"
          minW="0"
          borderWidth="1px"
          borderRadius="md"
          p="4"
          bg="white"
        >
          {lecture && module ? (
            <Stack gap="3">
              <Text fontSize="sm" color="gray.700">
                <Trans>
                  Module {moduleOrder}: <bdi>{moduleTitle}</bdi>
                </Trans>
              </Text>
              <Heading as="h2" size="lg" id="lecture-title">
                <bdi>{lecture.title}</bdi>{' '}
                {isDone && (
                  <Badge colorPalette="green">
                    <Trans>Done</Trans>
                  </Badge>
                )}
              </Heading>
              {lecture.content ? (
                <Box dir="auto">
                  <MarkdownBody body={lecture.content} />
                </Box>
              ) : (
                <ChakraLink href={lecture.link} target="_blank" rel="noopener noreferrer" color="blue.700">
                  <Trans>Open the lecture (opens in a new tab)</Trans>
                </ChakraLink>
              )}
              {lectureFile && <LectureFile key={lectureFile.fileId} file={lectureFile} where={where} />}
              <Flex gap="3" wrap="wrap">
                {!isDone && (
                  <Button colorPalette="blue" loading={busy} onClick={() => void save(current!, true)}>
                    <Trans>Mark as done</Trans>
                  </Button>
                )}
                {next && (
                  <Button variant="outline" disabled={busy} onClick={() => open(next)}>
                    <Trans>Next</Trans>
                  </Button>
                )}
              </Flex>
              <FormStatus outcome={outcome} />
            </Stack>
          ) : (
            <Text id="lecture-title">
              <Trans>This course has no lectures yet.</Trans>
            </Text>
          )}
        </Box>
      </Flex>
    </Stack>
  );
}

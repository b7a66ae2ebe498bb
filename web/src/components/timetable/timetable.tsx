import { Badge, Box, Heading, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatTimeRange, formatWeekday, readerLocale, type SchoolLocale } from '@academy/shared/date-format';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '@/lib/i18n';
import { useSchoolLocale } from '@/lib/use-school';
import { type Lesson, useLessonsOf } from './use-lessons';

export interface TimetableProps {
  schoolId: string;
  /** Where a lesson's card links to (the Admin's lesson page); plain cards when absent. */
  lessonPath?: (lessonId: string) => string;
}

function LessonCard({
  lesson,
  who,
  lessonPath,
  schoolLocale,
}: { lesson: Lesson; who: string; schoolLocale: SchoolLocale } & Pick<TimetableProps, 'lessonPath'>) {
  const { t } = useLingui();
  const title = lesson.code ? `${lesson.title} (${lesson.code})` : lesson.title;
  const className = lesson.className;
  const subject = lesson.title;
  const day = weekdayName(lesson.weekday, readerLocale(schoolLocale, useLanguage()));
  const room = lesson.room;
  const times = formatTimeRange(lesson.startTime, lesson.endTime, schoolLocale);
  return (
    <Box
      as="li"
      listStyleType="none"
      bg="white"
      borderWidth="1px"
      borderStartWidth="4px"
      borderStartColor="blue.600"
      borderRadius="md"
      p="2"
    >
      <Text fontSize="sm" fontWeight="semibold" color="gray.700">
        {times}
      </Text>
      {lessonPath ? (
        <Link asChild color="blue.700" fontWeight="medium" aria-label={t`${className} ${subject}, ${day} ${times}`}>
          <RouterLink to={lessonPath(lesson.id)}>{title}</RouterLink>
        </Link>
      ) : (
        <Text fontWeight="medium">{title}</Text>
      )}
      <Text fontSize="sm">{who}</Text>
      {lesson.room && (
        <Badge mt="1" variant="subtle" colorPalette="gray">
          <Trans>Room {room}</Trans>
        </Badge>
      )}
    </Box>
  );
}

/**
 * A weekday's name (ISO 1 Monday … 7 Sunday) in the reader's language: 2024-01-01 was a Monday. The school's locale
 * keeps its formats; only the words follow the reader.
 */
function weekdayName(weekday: number, reader: SchoolLocale): string {
  return formatWeekday(`2024-01-0${weekday}`, reader, 'long');
}

/**
 * A week of lessons: a column per weekday (Monday to Friday, and the weekend when it has lessons), each day's
 * lessons in start-time order. Below 992 px the days stack, so the timetable reads on a phone too.
 */
export function WeekTimetable({
  label,
  lessons,
  show,
  lessonPath,
  schoolLocale,
}: {
  /** The school's locale: a lesson's times read in it ("09:00" or "9:00 AM"). */
  schoolLocale: SchoolLocale;
  /** What the timetable is of, e.g. "Timetable of Grade 7A". */
  label: string;
  lessons: Lesson[];
  /** What each card says besides the subject: the class's teacher, or the teacher's class. */
  show: 'teacher' | 'class';
  lessonPath?: TimetableProps['lessonPath'];
}) {
  const { t } = useLingui();
  const reader = readerLocale(schoolLocale, useLanguage());
  const days = [1, 2, 3, 4, 5, 6, 7]
    .map((weekday) => ({
      name: weekdayName(weekday, reader),
      lessons: lessons.filter((l) => l.weekday === weekday),
    }))
    .filter((d, i) => i < 5 || d.lessons.length > 0);
  return (
    <Box as="section" aria-label={label}>
      {lessons.length === 0 && (
        <Text color="gray.600" mb="3">
          <Trans>No lessons on this timetable yet.</Trans>
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, lg: days.length }} gap="3">
        {days.map((day) => (
          <Box key={day.name} bg="gray.50" borderRadius="md" p="2" minW="0">
            <Heading as="h3" size="sm" mb="2">
              {day.name}
            </Heading>
            {day.lessons.length === 0 ? (
              <Text fontSize="sm" color="gray.600">
                <Trans>No lessons.</Trans>
              </Text>
            ) : (
              <Stack as="ul" gap="2" aria-label={t`${ph({ dayName: day.name })} lessons`}>
                {day.lessons.map((l) => (
                  <LessonCard
                    key={l.id}
                    lesson={l}
                    who={show === 'teacher' ? l.teacherName : l.className}
                    lessonPath={lessonPath}
                    schoolLocale={schoolLocale}
                  />
                ))}
              </Stack>
            )}
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** Whose week a timetable shows: a class's (each card names the teacher) or a teacher's (each names the class). */
export type TimetableOwner = 'class' | 'teacher';

/** The week of one class or one teacher, live from one query. */
export function Timetable({
  schoolId,
  of,
  id,
  name,
  lessonPath,
}: TimetableProps & { of: TimetableOwner; id: string; name?: string }) {
  const { t } = useLingui();
  const { loading, error, lessons } = useLessonsOf(schoolId, of, id);
  const schoolLocale = useSchoolLocale(schoolId);
  if (error) {
    return (
      <Text color="red.700" role="alert">
        <Trans>The timetable could not be loaded. Reload the page to try again.</Trans>
      </Text>
    );
  }
  if (loading) return <Spinner aria-label={t`Loading the timetable`} />;
  const first = lessons[0];
  const shown = name ?? (of === 'class' ? first?.className : first?.teacherName);
  const label = shown
    ? t`Timetable of ${shown}`
    : of === 'class'
      ? t`Timetable of the class`
      : t`Timetable of the teacher`;
  return (
    <WeekTimetable
      label={label}
      lessons={lessons}
      show={of === 'class' ? 'teacher' : 'class'}
      lessonPath={lessonPath}
      schoolLocale={schoolLocale}
    />
  );
}

/** A class's week: every lesson it has, with who teaches it. */
export const ClassTimetable = ({
  classId,
  className,
  ...props
}: TimetableProps & { classId: string; className?: string }) => (
  <Timetable of="class" id={classId} name={className} {...props} />
);

/** A teacher's week: every lesson they teach, with the class. */
export const TeacherTimetable = ({
  teacherId,
  teacherName,
  ...props
}: TimetableProps & { teacherId: string; teacherName?: string }) => (
  <Timetable of="teacher" id={teacherId} name={teacherName} {...props} />
);

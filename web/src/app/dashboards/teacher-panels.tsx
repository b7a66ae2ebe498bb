/**
 * The Teacher's Dashboard: today's registers from their timetable, their current class's week, the work waiting for
 * them, and how their posts are being acknowledged. Every read is one small query or a document by id.
 */
import { Badge, Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, formatDay, formatTimeRange, type SchoolLocale } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import type { Assignment } from '@academy/shared/assignment';
import { workSubject } from '@academy/shared/assignment';
import { REGISTER_SESSION_DAY } from '@academy/shared/attendance';
import { weekStartOf } from '@academy/shared/dashboard';
import { teacherTimetableId } from '@academy/shared/lesson';
import type { Post } from '@academy/shared/newsfeed';
import { addIsoDays, endOfSchoolDate, isoWeekday, startOfSchoolDate } from '@academy/shared/school-time';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useAttendanceSettings, useSchoolClock, useTaughtClasses } from '@/features/attendance/use-attendance';
import { DAILY_REGISTER } from '@/features/attendance/attendance-words';
import { useCurrentClass } from '@/features/my-students/use-current-class';
import { PanelCard } from '@/components/ui/panel-card';
import { useSchoolLocale } from '@/lib/use-school';
import { useDayLessons, useSchoolList, useWeekRegister } from './use-dashboard';

interface TodayRegister {
  classId: string;
  className: string;
  session: string;
  label: string;
  /** When it becomes late: the school's deadline for a daily register, the lesson's end for a lesson's. */
  lateAt: string;
}

/** The link that opens a register on the Attendance screen. */
export const takeRegisterHref = (classId: string, session: string) =>
  `/app/teacher/attendance?take=${encodeURIComponent(`${classId}~${session}`)}`;

function RegisterRow({
  schoolId,
  date,
  item,
  time,
}: {
  schoolId: string;
  date: string;
  item: TodayRegister;
  time: string;
}) {
  const { loading, register } = useWeekRegister(schoolId, item.classId, date, item.session);
  const late = !register && time >= item.lateAt;
  const { t } = useLingui();
  const { className, label } = item;
  const counts = register?.counts;
  const { present = 0, late: lateMarks = 0, absent = 0 } = counts ?? {};
  return (
    <Flex as="li" justify="space-between" align="center" gap="3" wrap="wrap" py="1">
      <Box>
        <Text fontWeight="semibold">
          <Trans>
            <bdi>{className}</bdi>: <bdi>{label}</bdi>
          </Trans>
        </Text>
        {!loading && (
          <Flex gap="2" align="center" wrap="wrap">
            {counts ? (
              <>
                <Badge colorPalette="green">
                  <Trans context="register">Taken</Trans>
                </Badge>
                <Text fontSize="sm" color="gray.700">
                  <Trans>
                    {present} present, {lateMarks} late, {absent} absent
                  </Trans>
                </Text>
              </>
            ) : (
              <Badge colorPalette={late ? 'red' : 'gray'} variant={late ? 'solid' : 'subtle'}>
                {late ? t`Not taken: overdue` : t`To take`}
              </Badge>
            )}
          </Flex>
        )}
      </Box>
      <Button asChild size="sm" colorPalette="blue" variant={register ? 'outline' : 'solid'}>
        <RouterLink
          to={takeRegisterHref(item.classId, item.session)}
          aria-label={
            register ? t`Open the register: ${className}, ${label}` : t`Take the register: ${className}, ${label}`
          }
        >
          {register ? t`Open register` : t`Take register`}
        </RouterLink>
      </Button>
    </Flex>
  );
}

/**
 * Today's lessons from the teacher's timetable (one document) and the daily registers of their homeroom classes, each
 * with its state.
 */
export function TodayRegistersPanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const { today, time } = useSchoolClock(settings.timeZone);
  const weekday = isoWeekday(today);
  const taught = useTaughtClasses(user);
  const lessons = useDayLessons(user.school_id, teacherTimetableId(user.personId ?? '-'), weekday);
  const teaching = settings.teachingWeekdays.includes(weekday);
  const { t } = useLingui();
  // Dates and times in the school's style, with the reader's words.
  const schoolLocale = useSchoolLocale(user.school_id);
  const registers: TodayRegister[] = [
    ...taught.classes
      .filter((c) => c.homeroomTeacherId === user.personId)
      .map((c) => ({
        classId: c.id,
        className: c.name,
        session: REGISTER_SESSION_DAY,
        label: t(DAILY_REGISTER),
        lateAt: settings.registersDueBy,
      })),
    ...lessons.rows
      .slice()
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .map((l) => ({
        classId: l.classId,
        className: l.className,
        session: l.id,
        label: `${formatTimeRange(l.startTime, l.endTime, schoolLocale)} ${l.title}`,
        lateAt: l.endTime,
      })),
  ];
  return (
    <PanelCard
      testId="today-registers"
      title={t`Today’s registers`}
      loading={!settings.loaded || taught.loading || lessons.status === 'loading'}
      failed={lessons.status === 'error'}
    >
      {!teaching ? (
        <Text color="gray.700">
          <Trans>The school does not teach today.</Trans>
        </Text>
      ) : registers.length === 0 ? (
        <Text color="gray.700">
          <Trans>No homeroom class and no lessons on your timetable today.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1">
          {registers.map((r) => (
            <RegisterRow
              key={`${r.classId}-${r.session}`}
              schoolId={user.school_id}
              date={today}
              item={r}
              time={time}
            />
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}

function DayOfWeek({
  schoolId,
  classId,
  date,
  where,
}: {
  schoolId: string;
  classId: string;
  date: string;
  where: SchoolLocale;
}) {
  const { loading, register } = useWeekRegister(schoolId, classId, date, REGISTER_SESSION_DAY);
  const { t } = useLingui();
  const counts = register?.counts;
  const marked = counts ? counts.present + counts.late + counts.absent : 0;
  const percent = counts && marked > 0 ? Math.round(((counts.present + counts.late) / marked) * 100) : 0;
  const { absent = 0, late = 0 } = counts ?? {};
  return (
    <Flex as="li" justify="space-between" gap="3">
      <Text>{formatDay(date, where)}</Text>
      <Text color="gray.700">
        {loading
          ? '…'
          : counts && marked > 0
            ? t`${percent}% in (${absent} absent, ${late} late)`
            : t`No register taken`}
      </Text>
    </Flex>
  );
}

/** The current class's daily registers this week, Monday to today (the class's week, one document). */
export function ClassWeekPanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const { today } = useSchoolClock(settings.timeZone);
  const state = useCurrentClass(user);
  const schoolLocale = useSchoolLocale(user.school_id);
  const monday = weekStartOf(today);
  const days: string[] = [];
  for (let d = monday; d <= today; d = addIsoDays(d, 1))
    if (settings.teachingWeekdays.includes(isoWeekday(d))) days.push(d);
  const klass = state.current;
  const { t } = useLingui();
  const className = klass?.class;
  return (
    <PanelCard
      testId="class-week"
      title={klass ? t`${className} this week` : t`My class this week`}
      loading={state.loading || !settings.loaded}
    >
      {!klass ? (
        <Text color="gray.700">
          <Trans>You have no class this term.</Trans>
        </Text>
      ) : days.length === 0 ? (
        <Text color="gray.700">
          <Trans>No school days yet this week.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1">
          {days.map((d) => (
            <DayOfWeek key={d} schoolId={user.school_id} classId={klass.classId} date={d} where={schoolLocale} />
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}

const SHOWN = 3;

/** Work handed in and waiting to be marked (most first), and work falling due this week in the teacher's classes. */
export function WorkToMarkPanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const { today } = useSchoolClock(settings.timeZone);
  const monday = weekStartOf(today);
  const schoolLocale = useSchoolLocale(user.school_id);
  const toMark = useSchoolList<Assignment>(
    user.school_id,
    'assignments',
    [
      ['teacherUids', 'array-contains', user.uid],
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a field's path, not text
      ['counts.handedIn', '>', 0],
    ],
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a field's path, not text
    ['counts.handedIn', 'desc'],
    SHOWN,
  );
  const due = useSchoolList<Assignment>(
    user.school_id,
    'assignments',
    [
      ['teacherUids', 'array-contains', user.uid],
      ['dueAt', '>=', startOfSchoolDate(monday, settings.timeZone)],
      ['dueAt', '<=', endOfSchoolDate(addIsoDays(monday, 6), settings.timeZone)],
    ],
    ['dueAt', 'asc'],
    SHOWN,
  );
  const { t } = useLingui();
  return (
    <PanelCard
      testId="work-to-mark"
      title={t`Work to mark and due this week`}
      loading={!settings.loaded || toMark.status === 'loading' || due.status === 'loading'}
      failed={toMark.status === 'error' || due.status === 'error'}
    >
      <Text as="h3" fontWeight="semibold">
        <Trans>To mark</Trans>
      </Text>
      {toMark.rows.length === 0 ? (
        <Text color="gray.700" mb="3">
          <Trans>Nothing handed in is waiting for you.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" mb="3">
          {toMark.rows.map((a) => (
            <li key={a.id}>
              <Link asChild color="blue.700">
                <RouterLink to={`/app/teacher/assignments/${a.id}`}>{a.title}</RouterLink>
              </Link>
              <ToMarkLine work={a} />
            </li>
          ))}
        </Stack>
      )}
      <Text as="h3" fontWeight="semibold">
        <Trans>Due this week</Trans>
      </Text>
      {due.rows.length === 0 ? (
        <Text color="gray.700">
          <Trans>No work of your classes falls due this week.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1">
          {due.rows.map((a) => (
            <li key={a.id}>
              <Link asChild color="blue.700">
                <RouterLink to={`/app/teacher/assignments/${a.id}`}>{a.title}</RouterLink>
              </Link>
              <DueLine work={a} where={schoolLocale} />
            </li>
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}

/** A piece of work waiting to be marked: how many, its subject and its classes (the school's names, as written). */
function ToMarkLine({ work }: { work: Assignment }) {
  const handedIn = work.counts.handedIn;
  const subject = workSubject(work);
  const classes = work.classNames.join(', ');
  return (
    <Text fontSize="sm" color="gray.700">
      <Trans>
        {handedIn} handed in to mark · <bdi>{subject}</bdi> · <bdi>{classes}</bdi>
      </Trans>
    </Text>
  );
}

/** A piece of work falling due: when, how many have handed it in, and its classes. */
function DueLine({ work, where }: { work: Assignment; where: SchoolLocale }) {
  const due = formatDateTime(work.dueAt, where);
  const handedIn = work.counts.handedIn + work.counts.returned;
  const students = work.counts.students;
  const classes = work.classNames.join(', ');
  return (
    <Text fontSize="sm" color="gray.700">
      <Trans>
        Due {due} · {handedIn} of {students} handed in · <bdi>{classes}</bdi>
      </Trans>
    </Text>
  );
}

/** The teacher's own posts that ask for acknowledgement: how many have and have not. */
export function MyPostsAcknowledgedPanel({ user }: { user: UserRecord }) {
  const posts = useSchoolList<Post>(
    user.school_id,
    'posts',
    [
      ['authorUid', '==', user.uid],
      ['needsAcknowledgement', '==', true],
    ],
    ['createdAt', 'desc'],
    2,
  );
  const { t } = useLingui();
  if (posts.status === 'success' && posts.rows.length === 0) return null;
  return (
    <PanelCard
      testId="my-posts-acknowledged"
      title={t`My posts’ acknowledgements`}
      loading={posts.status === 'loading'}
      failed={posts.status === 'error'}
    >
      <Stack as="ul" listStyleType="none" gap="2">
        {posts.rows.map((p) => (
          <li key={p.id}>
            <Link asChild color="blue.700">
              <RouterLink to="/app/teacher/newsfeed">{p.title}</RouterLink>
            </Link>
            <Text fontSize="sm" color="gray.700">
              {p.status === 'published' ? <Acknowledged post={p} /> : t`Not published yet`}
            </Text>
          </li>
        ))}
      </Stack>
    </PanelCard>
  );
}

function Acknowledged({ post }: { post: Post }) {
  const { acknowledgedCount: acknowledged, audienceSize: audience } = post;
  const notYet = audience - acknowledged;
  return (
    <Trans>
      {acknowledged} of {audience} acknowledged; {notYet} not yet
    </Trans>
  );
}

/**
 * The Teacher's Dashboard: today's registers from their timetable, their current class's week, the work waiting for
 * them, and how their posts are being acknowledged. Every read is one small query or a document by id.
 */
import { Badge, Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, formatDay, formatTimeRange, type SchoolLocale } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import type { Assignment } from '@academy/shared/assignment';
import { workSubject } from '@academy/shared/assignment';
import { REGISTER_SESSION_DAY, registerId } from '@academy/shared/attendance';
import { weekStartOf } from '@academy/shared/dashboard';
import type { Post } from '@academy/shared/newsfeed';
import { addIsoDays, endOfSchoolDate, isoWeekday, startOfSchoolDate } from '@academy/shared/school-time';
import { Link as RouterLink } from 'react-router-dom';
import {
  type Lesson,
  useAttendanceSettings,
  useRegister,
  useSchoolClock,
  useTaughtClasses,
} from '@/features/attendance/use-attendance';
import { useCurrentClass } from '@/features/my-students/use-current-class';
import { PanelCard } from '@/components/ui/panel-card';
import { useSchoolList } from './use-dashboard';

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
  const { loading, register } = useRegister(schoolId, registerId(item.classId, date, item.session));
  const late = !register && time >= item.lateAt;
  return (
    <Flex as="li" justify="space-between" align="center" gap="3" wrap="wrap" py="1">
      <Box>
        <Text fontWeight="semibold">
          {item.className}: {item.label}
        </Text>
        {!loading && (
          <Flex gap="2" align="center" wrap="wrap">
            {register ? (
              <>
                <Badge colorPalette="green">Taken</Badge>
                <Text fontSize="sm" color="gray.700">
                  {register.counts.present} present, {register.counts.late} late, {register.counts.absent} absent
                </Text>
              </>
            ) : (
              <Badge colorPalette={late ? 'red' : 'gray'} variant={late ? 'solid' : 'subtle'}>
                {late ? 'Not taken: overdue' : 'To take'}
              </Badge>
            )}
          </Flex>
        )}
      </Box>
      <Button asChild size="sm" colorPalette="blue" variant={register ? 'outline' : 'solid'}>
        <RouterLink
          to={takeRegisterHref(item.classId, item.session)}
          aria-label={`${register ? 'Open' : 'Take'} the register: ${item.className}, ${item.label}`}
        >
          {register ? 'Open register' : 'Take register'}
        </RouterLink>
      </Button>
    </Flex>
  );
}

/** Today's lessons from the timetable and the daily registers of the teacher's homeroom classes, each with its state. */
export function TodayRegistersPanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const { today, time } = useSchoolClock(settings.timeZone);
  const weekday = isoWeekday(today);
  const taught = useTaughtClasses(user);
  const lessons = useSchoolList<Lesson>(
    user.school_id,
    'lessons',
    [
      ['teacherId', '==', user.personId ?? '-'],
      ['weekday', '==', weekday],
    ],
    undefined,
    LESSONS_A_DAY,
  );
  const teaching = settings.teachingWeekdays.includes(weekday);
  const registers: TodayRegister[] = [
    ...taught.classes
      .filter((c) => c.homeroomTeacherId === user.personId)
      .map((c) => ({
        classId: c.id,
        className: c.name,
        session: REGISTER_SESSION_DAY,
        label: 'Daily register',
        lateAt: settings.registersDueBy,
      })),
    ...lessons.rows
      .slice()
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .map((l) => ({
        classId: l.classId,
        className: l.className,
        session: l.id,
        label: `${formatTimeRange(l.startTime, l.endTime, settings)} ${l.title}`,
        lateAt: l.endTime,
      })),
  ];
  return (
    <PanelCard
      testId="today-registers"
      title="Today’s registers"
      loading={!settings.loaded || taught.loading || lessons.status === 'loading'}
      failed={lessons.status === 'error'}
    >
      {!teaching ? (
        <Text color="gray.700">The school does not teach today.</Text>
      ) : registers.length === 0 ? (
        <Text color="gray.700">No homeroom class and no lessons on your timetable today.</Text>
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
  const { loading, register } = useRegister(schoolId, registerId(classId, date, REGISTER_SESSION_DAY));
  const marked = register ? register.counts.present + register.counts.late + register.counts.absent : 0;
  return (
    <Flex as="li" justify="space-between" gap="3">
      <Text>{formatDay(date, where)}</Text>
      <Text color="gray.700">
        {loading
          ? '…'
          : register && marked > 0
            ? `${Math.round(((register.counts.present + register.counts.late) / marked) * 100)}% in (${register.counts.absent} absent, ${register.counts.late} late)`
            : 'No register taken'}
      </Text>
    </Flex>
  );
}

/** The current class's daily registers this week, Monday to today (one register each, by id). */
export function ClassWeekPanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const { today } = useSchoolClock(settings.timeZone);
  const state = useCurrentClass(user);
  const monday = weekStartOf(today);
  const days: string[] = [];
  for (let d = monday; d <= today; d = addIsoDays(d, 1))
    if (settings.teachingWeekdays.includes(isoWeekday(d))) days.push(d);
  const klass = state.current;
  return (
    <PanelCard
      testId="class-week"
      title={klass ? `${klass.class} this week` : 'My class this week'}
      loading={state.loading || !settings.loaded}
    >
      {!klass ? (
        <Text color="gray.700">You have no class this term.</Text>
      ) : days.length === 0 ? (
        <Text color="gray.700">No school days yet this week.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1">
          {days.map((d) => (
            <DayOfWeek key={d} schoolId={user.school_id} classId={klass.classId} date={d} where={settings} />
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}

const SHOWN = 3;
/** More lessons than a school day holds: the day's list is never cut short, and its reads stay bounded. */
const LESSONS_A_DAY = 20;

/** Work handed in and waiting to be marked (most first), and work falling due this week in the teacher's classes. */
export function WorkToMarkPanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const { today } = useSchoolClock(settings.timeZone);
  const monday = weekStartOf(today);
  const toMark = useSchoolList<Assignment>(
    user.school_id,
    'assignments',
    [
      ['teacherUids', 'array-contains', user.uid],
      ['counts.handedIn', '>', 0],
    ],
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
  return (
    <PanelCard
      testId="work-to-mark"
      title="Work to mark and due this week"
      loading={!settings.loaded || toMark.status === 'loading' || due.status === 'loading'}
      failed={toMark.status === 'error' || due.status === 'error'}
    >
      <Text as="h3" fontWeight="semibold">
        To mark
      </Text>
      {toMark.rows.length === 0 ? (
        <Text color="gray.700" mb="3">
          Nothing handed in is waiting for you.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" mb="3">
          {toMark.rows.map((a) => (
            <li key={a.id}>
              <Link asChild color="blue.700">
                <RouterLink to={`/app/teacher/assignments/${a.id}`}>{a.title}</RouterLink>
              </Link>
              <Text fontSize="sm" color="gray.700">
                {a.counts.handedIn} handed in to mark · {workSubject(a)} · {a.classNames.join(', ')}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <Text as="h3" fontWeight="semibold">
        Due this week
      </Text>
      {due.rows.length === 0 ? (
        <Text color="gray.700">No work of your classes falls due this week.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1">
          {due.rows.map((a) => (
            <li key={a.id}>
              <Link asChild color="blue.700">
                <RouterLink to={`/app/teacher/assignments/${a.id}`}>{a.title}</RouterLink>
              </Link>
              <Text fontSize="sm" color="gray.700">
                Due {formatDateTime(a.dueAt, settings)} · {a.counts.handedIn + a.counts.returned} of {a.counts.students}{' '}
                handed in · {a.classNames.join(', ')}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </PanelCard>
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
  if (posts.status === 'success' && posts.rows.length === 0) return null;
  return (
    <PanelCard
      testId="my-posts-acknowledged"
      title="My posts’ acknowledgements"
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
              {p.status === 'published'
                ? `${p.acknowledgedCount} of ${p.audienceSize} acknowledged; ${p.audienceSize - p.acknowledgedCount} not yet`
                : 'Not published yet'}
            </Text>
          </li>
        ))}
      </Stack>
    </PanelCard>
  );
}

import { Badge, Box, Button, Flex, Stack, Tabs, Text } from '@chakra-ui/react';
import { formatDate, formatTimeRange, type SchoolLocale } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import { attendanceRecordId, registerId, REGISTER_SESSION_DAY } from '@academy/shared/attendance';
import { isoWeekday } from '@academy/shared/school-time';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { useResultToast } from '@/components/ui/result-toast';
import { callApi } from '@/lib/api';
import { AttendanceReports } from './attendance-reports';
import { AttendanceSettingsForm } from './attendance-settings';
import { REASON_LABEL, sessionName } from './attendance-words';
import { usePendingMarks } from './pending-marks';
import { RegisterSheet, type RegisterWhere, useSendWhenOnline } from './register-sheet';
import {
  type AttendanceSettings,
  type Lesson,
  type TaughtClass,
  useAttendanceDay,
  useAttendanceSettings,
  useRegister,
  useSchoolClock,
  useTaughtClasses,
  useDayLessons,
  useTeacherLessons,
  useTermClasses,
} from './use-attendance';

const EXPLANATION = {
  none: { label: msg`Unexplained`, colour: 'red' },
  reported: { label: msg`Reported by parent`, colour: 'orange' },
  confirmed: { label: msg`Confirmed`, colour: 'green' },
} as const;

/** A daily register's stored label (data, as the server also writes it); the screens show `sessionName` instead. */
const DAILY_REGISTER_LABEL = 'Daily register';

function WaitingBanner({ uid }: { uid: string }) {
  const { count, queued } = usePendingMarks(uid);
  const { t } = useLingui();
  useSendWhenOnline(uid);
  if (count === 0) return null;
  // Only marks whose save found no connection are said to wait for it; the others were never saved.
  return (
    <Box role="status" mt="4" p="3" bg="yellow.100" borderRadius="md" borderWidth="1px" borderColor="yellow.400">
      {queued > 0
        ? t`${plural(queued, { one: '# mark waiting on this device: sent when the connection comes back.', other: '# marks waiting on this device: sent when the connection comes back.' })}`
        : t`${plural(count, { one: '# mark not saved yet: open the register and press Save register.', other: '# marks not saved yet: open the register and press Save register.' })}`}
    </Box>
  );
}

function RegisterState({ taken, late }: { taken: boolean; late: boolean }) {
  const { t } = useLingui();
  if (!taken)
    return (
      <Badge colorPalette={late ? 'red' : 'gray'} variant={late ? 'solid' : 'subtle'}>
        {late ? t`Not taken: overdue` : t`To take`}
      </Badge>
    );
  return (
    <Badge colorPalette="green">
      <Trans>Taken</Trans>
    </Badge>
  );
}

/** A register's counts, as its row shows them. */
function countsLine(counts: { present: number; late: number; absent: number }, t: ReturnType<typeof useLingui>['t']) {
  const { present, late, absent } = counts;
  return t(msg`${present} present, ${late} late, ${absent} absent`);
}

/** One row of a day's registers: whether it is taken, and its counts, read live from the register itself. */
function TeacherRegisterRow({
  schoolId,
  where,
  late,
  onOpen,
}: {
  schoolId: string;
  where: RegisterWhere;
  late: boolean;
  onOpen: () => void;
}) {
  const { register } = useRegister(schoolId, registerId(where.classId, where.date, where.session));
  const { t } = useLingui();
  const className = where.className;
  const session = sessionName(where, t);
  return (
    <Flex
      as="li"
      p="3"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      justify="space-between"
      align="center"
      gap="3"
      wrap="wrap"
    >
      <Box>
        <Text fontWeight="semibold">{t`${className}: ${session}`}</Text>
        <Flex gap="2" align="center" mt="1" wrap="wrap">
          <RegisterState taken={!!register} late={late} />
          {register && (
            <Text fontSize="sm" color="gray.700">
              {countsLine(register.counts, t)}
            </Text>
          )}
        </Flex>
      </Box>
      <Button size="lg" colorPalette="blue" variant={register ? 'outline' : 'solid'} onClick={onOpen}>
        {register ? t`Open register` : t`Take register`}
      </Button>
    </Flex>
  );
}

function useOpenRegister() {
  const [open, setOpen] = useState<RegisterWhere | null>(null);
  return { open, setOpen };
}

/** A teacher's registers of the day: their homeroom classes' daily registers, then their lessons in time order. */
function todaysRegisters(
  user: UserRecord,
  today: string,
  classes: readonly TaughtClass[],
  lessons: readonly Lesson[],
  where: Pick<SchoolLocale, 'locale'>,
): RegisterWhere[] {
  const weekday = isoWeekday(today);
  const className = new Map(classes.map((c) => [c.id, c.name]));
  return [
    ...classes
      .filter((c) => c.homeroomTeacherId === user.personId)
      .map((c) => ({
        classId: c.id,
        className: c.name,
        date: today,
        session: REGISTER_SESSION_DAY,
        sessionLabel: DAILY_REGISTER_LABEL,
      })),
    ...lessons
      .filter((l) => l.weekday === weekday)
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .map((l) => ({
        classId: l.classId,
        className: className.get(l.classId) ?? l.className,
        date: today,
        session: l.id,
        sessionLabel: `${formatTimeRange(l.startTime, l.endTime, where)} ${l.title}`,
      })),
  ];
}

/** Teacher → Attendance: today's registers from their homeroom classes and timetable, and their classes' reports. */
export function TeacherAttendance({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const { today, time } = useSchoolClock(settings.timeZone);
  const taught = useTaughtClasses(user);
  const lessons = useTeacherLessons(user.school_id, user.personId ?? '-');
  const { open, setOpen } = useOpenRegister();
  const { t } = useLingui();
  // The dashboard's "Take register" opens one of today's registers here: ?take=<classId>~<session>.
  const [params, setParams] = useSearchParams();
  const take = params.get('take');
  const ready = settings.loaded && !taught.loading && !lessons.loading;
  const locale = settings.locale;
  useEffect(() => {
    if (!take || !ready) return;
    const [classId, session] = take.split('~');
    const found = todaysRegisters(user, today, taught.classes, lessons.lessons, { locale }).find(
      (r) => r.classId === classId && r.session === session,
    );
    if (found) setOpen(found);
    setParams({}, { replace: true });
  }, [take, ready, user, today, taught.classes, lessons.lessons, locale, setOpen, setParams]);
  if (!ready) return <PageLoader label={t`Loading today’s registers`} />;
  if (open)
    return (
      <>
        <WaitingBanner uid={user.uid} />
        <RegisterSheet
          schoolId={user.school_id}
          uid={user.uid}
          where={open}
          codes={settings.codes}
          schoolLocale={settings}
          canAskReason={false}
          onClose={() => setOpen(null)}
        />
      </>
    );

  const weekday = isoWeekday(today);
  const registers = todaysRegisters(user, today, taught.classes, lessons.lessons, settings);
  const teaching = settings.teachingWeekdays.includes(weekday);
  return (
    <Box mt="6">
      <WaitingBanner uid={user.uid} />
      <Tabs.Root defaultValue="today" mt="4" lazyMount unmountOnExit variant="enclosed">
        <Tabs.List>
          <Tabs.Trigger value="today">
            <Trans>Today</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="reports">
            <Trans>Reports</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="reports">
          <AttendanceReports user={user} settings={settings} classes={taught.classes} schoolWide={false} />
        </Tabs.Content>
        <Tabs.Content value="today">
          <Text as="h2" fontSize="lg" fontWeight="semibold" mt="4">
            <Trans>Today’s registers</Trans>
          </Text>
          {!teaching || registers.length === 0 ? (
            <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="6" mt="3" bg="white">
              <Text color="gray.700">
                {!teaching
                  ? t`The school does not teach today: there are no registers to take.`
                  : t`You have no registers today: no homeroom class and no lessons on your timetable.`}
              </Text>
            </Box>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2" mt="3">
              {registers.map((r) => (
                <TeacherRegisterRow
                  key={`${r.classId}-${r.session}`}
                  schoolId={user.school_id}
                  where={r}
                  late={r.session === REGISTER_SESSION_DAY && time >= settings.registersDueBy}
                  onOpen={() => setOpen(r)}
                />
              ))}
            </Stack>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

/** The office's reports: any class of the term. */
function OfficeReports({ user, settings }: { user: UserRecord; settings: AttendanceSettings }) {
  const classes = useTermClasses(user.school_id, settings.currentTermId ?? '-');
  const { t } = useLingui();
  if (classes.loading) return <PageLoader label={t`Loading the classes`} />;
  return <AttendanceReports user={user} settings={settings} classes={classes.classes} schoolWide />;
}

type Translate = ReturnType<typeof useLingui>['t'];

/** Where an absent student was marked: the class, the register and the mark's letter. */
function whereMarked(a: { className: string; session: string; sessionLabel: string; code: string }, t: Translate) {
  const { className, code } = a;
  if (a.session === REGISTER_SESSION_DAY) return t(msg`${className}, daily register: ${code}`);
  const lesson = a.sessionLabel.toLowerCase();
  return t(msg`${className}, ${lesson}: ${code}`);
}

/** A family's reason as the board lists it: the reason, the note they typed, and who reported it. */
function reportLine(report: { reason: keyof typeof REASON_LABEL; note: string; reportedByName: string }, t: Translate) {
  const reason = t(REASON_LABEL[report.reason]).toLocaleLowerCase();
  const { note, reportedByName: by } = report;
  return note ? t(msg`${reason}: ${note} (${by})`) : t(msg`${reason} (${by})`);
}

/**
 * The office's board for today: every class's daily register and every lesson register of today's timetable, taken or
 * not, live; the day's counts and its absences.
 */
function TodayBoard({ user, settings }: { user: UserRecord; settings: AttendanceSettings }) {
  const { today, time } = useSchoolClock(settings.timeZone);
  const classes = useTermClasses(user.school_id, settings.currentTermId ?? '-');
  // The day's registers and guardians' reasons come from one summary document the saves keep.
  const { loading: dayLoading, day } = useAttendanceDay(user.school_id, today);
  const todaysLessons = useDayLessons(user.school_id, isoWeekday(today));
  const { run } = useResultToast();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { open, setOpen } = useOpenRegister();
  const { t } = useLingui();
  const confirm = async (studentId: string) => {
    setConfirming(studentId);
    await run(callApi('confirmAbsence', { studentId, date: today }));
    setConfirming(null);
  };
  if (classes.loading || dayLoading || todaysLessons.loading) return <PageLoader label={t`Loading today’s board`} />;
  if (open)
    return (
      <RegisterSheet
        schoolId={user.school_id}
        uid={user.uid}
        where={open}
        codes={settings.codes}
        schoolLocale={settings}
        canAskReason
        onClose={() => setOpen(null)}
      />
    );
  const summaries = Object.entries(day.registers).map(([id, r]) => ({ ...r, id }));
  const byId = new Map(summaries.map((r) => [r.id, r]));
  const reports = Object.entries(day.reports).map(([studentId, r]) => ({ ...r, studentId, id: studentId }));
  const overdue = time >= settings.registersDueBy;
  const totals = summaries.reduce(
    (t, r) => ({
      present: t.present + r.counts.present,
      late: t.late + r.counts.late,
      absent: t.absent + r.counts.absent,
    }),
    { present: 0, late: 0, absent: 0 },
  );
  const daily = classes.classes.map((c) => ({
    where: {
      classId: c.id,
      className: c.name,
      date: today,
      session: REGISTER_SESSION_DAY,
      sessionLabel: DAILY_REGISTER_LABEL,
    },
    register: byId.get(registerId(c.id, today, REGISTER_SESSION_DAY)) ?? null,
    late: overdue,
  }));
  // Today's lessons of this term's classes, in time order; a lesson's register is late once the lesson has ended.
  const termClassIds = new Set(classes.classes.map((c) => c.id));
  const timetabled = todaysLessons.lessons
    .filter((l) => termClassIds.has(l.classId))
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.className.localeCompare(b.className))
    .map((l) => ({
      where: {
        classId: l.classId,
        className: l.className,
        date: today,
        session: l.id,
        sessionLabel: `${formatTimeRange(l.startTime, l.endTime, settings)} ${l.title}`,
      },
      register: byId.get(registerId(l.classId, today, l.id)) ?? null,
      late: time >= l.endTime,
    }));
  const listed = new Set(timetabled.map((t) => registerId(t.where.classId, today, t.where.session)));
  // A lesson register taken today for a lesson no longer on the timetable still shows.
  const offTimetable = summaries
    .filter((r) => r.session !== REGISTER_SESSION_DAY && !listed.has(r.id))
    .map((r) => ({
      where: {
        classId: r.classId,
        className: r.className,
        date: today,
        session: r.session,
        sessionLabel: r.sessionLabel,
      },
      register: r,
      late: false,
    }));
  const absences = summaries.flatMap((r) =>
    r.absent.map((s) => ({
      id: attendanceRecordId(r.id, s.studentId),
      studentId: s.studentId,
      studentName: s.name,
      className: r.className,
      session: r.session,
      sessionLabel: r.sessionLabel,
      code: s.code,
    })),
  );
  const untaken = [...daily, ...timetabled].filter((d) => !d.register).length;
  const dailyUntaken = daily.filter((d) => !d.register).length;
  const dueBy = settings.registersDueBy;
  const todayShown = formatDate(today, settings);
  return (
    <Stack gap="5" mt="4" data-testid="today-board">
      <Flex gap="3" wrap="wrap" role="group" aria-label={t`Today’s counts`}>
        {[
          // The test id keeps the English name: it names the count, whatever the reader's language.
          { key: 'Present', label: t`Present`, n: totals.present, colour: 'green' },
          { key: 'Late', label: t`Late`, n: totals.late, colour: 'orange' },
          { key: 'Absent', label: t`Absent`, n: totals.absent, colour: 'red' },
          {
            key: 'Registers not taken',
            label: t`Registers not taken`,
            n: untaken,
            colour: untaken && overdue ? 'red' : 'gray',
          },
        ].map(({ key, label, n, colour }) => (
          <Box key={key} p="3" bg="white" borderWidth="1px" borderRadius="md" minW="32" data-testid={`count-${key}`}>
            <Text fontSize="2xl" fontWeight="bold" color={`${colour}.700`}>
              {n}
            </Text>
            <Text fontSize="sm">{label}</Text>
          </Box>
        ))}
      </Flex>
      {overdue && dailyUntaken > 0 && (
        <Text color="red.700" fontWeight="semibold">
          {t`${plural(dailyUntaken, { one: `# daily register is still not taken after ${dueBy}.`, other: `# daily registers are still not taken after ${dueBy}.` })}`}
        </Text>
      )}
      {/* One register to a line, its button beside it on a wide screen and under it on a phone: nothing to act on is
          ever off to the side. */}
      <Box borderWidth="1px" borderRadius="md" bg="white">
        <Text as="h2" fontWeight="semibold" px="3" pt="2" id="registers-today">
          {t`Registers of ${todayShown}`}
        </Text>
        <Stack as="ul" listStyleType="none" gap="0" aria-labelledby="registers-today">
          {[...daily, ...timetabled, ...offTimetable].map(({ where, register, late }) => {
            const className = where.className;
            const session = sessionName(where, t);
            const counts = register ? countsLine(register.counts, t) : '';
            const by = register?.takenByName;
            return (
              <Flex
                as="li"
                key={`${where.classId}-${where.session}`}
                bg={!register && late ? 'red.50' : undefined}
                data-testid={`board-${where.classId}-${where.session}`}
                px="3"
                py="2"
                borderTopWidth="1px"
                gap="2"
                align={{ base: 'start', md: 'center' }}
                direction={{ base: 'column', md: 'row' }}
              >
                <Box flex="1" minW="0">
                  <Text fontWeight="medium">{t`${className}: ${session}`}</Text>
                  <Flex gap="2" wrap="wrap" align="center" fontSize="sm" color="gray.700">
                    <RegisterState taken={!!register} late={late} />
                    {register && <Text as="span">{t`${counts} · taken by ${by}`}</Text>}
                  </Flex>
                </Box>
                <Button size="sm" variant="outline" onClick={() => setOpen(where)}>
                  {register ? (
                    <Trans>
                      Open
                      <Box as="span" srOnly>
                        {' '}
                        {className} {session}
                      </Box>
                    </Trans>
                  ) : (
                    <Trans>
                      Take
                      <Box as="span" srOnly>
                        {' '}
                        {className} {session}
                      </Box>
                    </Trans>
                  )}
                </Button>
              </Flex>
            );
          })}
        </Stack>
      </Box>

      <Box>
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          <Trans>Absent today</Trans>
        </Text>
        {absences.length === 0 && reports.length === 0 ? (
          <Text color="gray.700" mt="2">
            <Trans>No absences recorded today.</Trans>
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" mt="2" data-testid="absent-list">
            {[
              ...absences.map((a) => ({
                key: a.id,
                studentId: a.studentId,
                name: a.studentName,
                where: whereMarked(a, t),
                report: reports.find((r) => r.studentId === a.studentId),
              })),
              ...reports
                .filter((r) => !absences.some((a) => a.studentId === r.studentId))
                .map((r) => ({
                  key: r.id,
                  studentId: r.studentId,
                  name: r.studentName,
                  where: t`not marked yet`,
                  report: r,
                })),
            ]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((a) => {
                const state = a.report?.state ?? 'none';
                const name = a.name;
                return (
                  <Flex
                    as="li"
                    key={a.key}
                    p="2"
                    bg="white"
                    borderWidth="1px"
                    borderRadius="md"
                    gap="3"
                    wrap="wrap"
                    align="center"
                  >
                    <Text fontWeight="semibold">{a.name}</Text>
                    <Text color="gray.700">{a.where}</Text>
                    <Badge colorPalette={EXPLANATION[state].colour}>{t(EXPLANATION[state].label)}</Badge>
                    {a.report && (
                      <Text fontSize="sm" color="gray.700">
                        {reportLine(a.report, t)}
                      </Text>
                    )}
                    {state === 'reported' && (
                      <Button
                        size="sm"
                        colorPalette="blue"
                        loading={confirming === a.studentId}
                        onClick={() => void confirm(a.studentId)}
                      >
                        <Trans>
                          Confirm: excused
                          <Box as="span" srOnly>
                            {' '}
                            {name}
                          </Box>
                        </Trans>
                      </Button>
                    )}
                  </Flex>
                );
              })}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

/** Admin → Attendance: today's board (live), the reports, and the school's register settings. */
export function AdminAttendance({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const { t } = useLingui();
  if (!settings.loaded) return <PageLoader label={t`Loading attendance`} />;
  return (
    <>
      <WaitingBanner uid={user.uid} />
      <Tabs.Root defaultValue="today" mt="6" lazyMount unmountOnExit variant="enclosed">
        <Tabs.List>
          <Tabs.Trigger value="today">
            <Trans>Today</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="reports">
            <Trans>Reports</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="settings">
            <Trans>Settings</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="today">
          <TodayBoard user={user} settings={settings} />
        </Tabs.Content>
        <Tabs.Content value="reports">
          <OfficeReports user={user} settings={settings} />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <AttendanceSettingsForm settings={settings} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

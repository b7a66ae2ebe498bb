/**
 * The Admin's figures: the school's counts and three charts, all from totals kept as the data changes (never the
 * records): attendance per day, fees taken and falling due per week, and students by grade.
 */
import { Box, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { attendanceByDay, enrolmentByGrade, feesByWeek } from '@academy/shared/dashboard';
import { formatDay } from '@academy/shared/date-format';
import { compactMoney, formatMoney } from '@academy/shared/money';
import { addIsoDays } from '@academy/shared/school-time';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useAttendanceSettings, useSchoolClock } from '@/features/attendance/use-attendance';
import { WhenNearScreen } from '@/components/ui/when-near-screen';
import { useSchool, useSchoolLocale } from '@/lib/use-school';
import type { ChartProps } from './charts';
import { PanelCard } from '@/components/ui/panel-card';
import { type Figure, totalsFigure, useMonthTotals, useSchoolTotals } from './use-dashboard';

const Chart = lazy(() => import('./charts'));
const WEEKS = 4;
/** Both charts read the same month documents (one listener): the four weeks to today, and the rest of this week. */
const chartMonths = (schoolId: string, today: string) =>
  [schoolId, addIsoDays(today, -7 * WEEKS), addIsoDays(today, 6)] as const;

/** A chart is drawn (and the chart library loaded) once it comes near the screen; its summary and table come first. */
function LazyChart(props: ChartProps) {
  return (
    <WhenNearScreen height="220px">
      <Suspense fallback={<Box height="220px" />}>
        <Chart {...props} />
      </Suspense>
    </WhenNearScreen>
  );
}

/** A count in the school's number format ("1,234"), or a dash until it is known. */
const shown = (f: Figure, locale: string) => (f.status === 'success' ? f.value.toLocaleString(locale) : '–');

/** Students, teachers and this term's classes, from the office's counts (one document, kept as records change). */
export function SchoolCountsPanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const termId = settings.currentTermId ?? '-';
  const totals = useSchoolTotals(user.school_id);
  const students = totalsFigure(totals, (f) => f.students);
  const teachers = totalsFigure(totals, (f) => f.teachers);
  const classes = totalsFigure(totals, (f) => f.classesByTerm?.[termId]);
  const { t } = useLingui();
  /* eslint-disable lingui/no-unlocalized-strings -- each key names its figure's test id, in every language */
  const figures: [key: string, label: string, Figure][] = [
    ['Students', t`Students`, students],
    ['Teachers', t`Teachers`, teachers],
    ['Classes this term', t`Classes this term`, classes],
  ];
  /* eslint-enable lingui/no-unlocalized-strings */
  return (
    <PanelCard
      testId="school-counts"
      title={t`Your school`}
      loading={figures.some(([, , f]) => f.status === 'loading')}
      failed={figures.some(([, , f]) => f.status === 'error')}
    >
      <SimpleGrid columns={3} gap="3">
        {figures.map(([key, label, f]) => (
          <Stat.Root key={key} data-testid={`count-${key}`}>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{shown(f, settings.locale)}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </PanelCard>
  );
}

/** Attendance per school day over the last four weeks, from the month totals the registers keep. */
export function AttendanceChartPanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const { today } = useSchoolClock(settings.timeZone);
  // Days in the school's order, with the reader's words.
  const schoolLocale = useSchoolLocale(user.school_id);
  const from = addIsoDays(today, -7 * WEEKS + 1);
  const { status, months } = useMonthTotals(...chartMonths(user.school_id, today));
  const days = attendanceByDay(months, from, today);
  const average = days.length
    ? Math.round((days.reduce((n, d) => n + d.present, 0) / days.reduce((n, d) => n + d.sessions, 0)) * 1000) / 10
    : null;
  const lowest = days.reduce<(typeof days)[number] | null>(
    (low, d) => (low === null || (d.percent ?? 100) < (low.percent ?? 100) ? d : low),
    null,
  );
  const { t } = useLingui();
  const schoolDays = days.length;
  const lowestPercent = lowest?.percent;
  const lowestDay = lowest ? formatDay(lowest.date, schoolLocale) : '';
  return (
    <PanelCard
      testId="attendance-chart"
      title={t`Attendance, last four weeks`}
      loading={status === 'loading' || !settings.loaded}
      failed={status === 'error'}
    >
      {days.length === 0 ? (
        <Text color="gray.700">
          <Trans>No daily registers taken in the last four weeks.</Trans>
        </Text>
      ) : (
        <>
          <Text mb="2" data-testid="attendance-summary">
            {lowest
              ? t`${average}% present over ${plural(schoolDays, { one: '# school day', other: '# school days' })}; the lowest was ${lowestPercent}% on ${lowestDay}.`
              : t`${average}% present over ${plural(schoolDays, { one: '# school day', other: '# school days' })}.`}
          </Text>
          <LazyChart
            kind="line"
            caption={t`Present per school day, as a percentage of the daily registers' marks`}
            rows={days.map((d) => ({ day: formatDay(d.date, schoolLocale), present: d.percent ?? 0 }))}
            xKey="day"
            xLabel={t`Day`}
            series={[{ key: 'present', label: t`Present`, colour: '#15803d' }]}
            format={(v) => `${v}%`}
            yDomain={[0, 100]}
          />
        </>
      )}
    </PanelCard>
  );
}

/** Money taken and money falling due per week, over the last four weeks (this one included). */
export function FeesChartPanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const school = useSchool(user.school_id);
  const currency = school?.currency ?? 'GBP';
  const { today } = useSchoolClock(settings.timeZone);
  const schoolLocale = useSchoolLocale(user.school_id);
  const { status, months } = useMonthTotals(...chartMonths(user.school_id, today));
  const weeks = feesByWeek(months, today, WEEKS);
  const money = (v: number) => formatMoney(v, currency);
  const thisWeek = weeks.at(-1);
  const { t } = useLingui();
  const takenThisWeek = money(thisWeek?.collected ?? 0);
  const dueThisWeek = money(thisWeek?.due ?? 0);
  const takenInFour = money(weeks.reduce((n, w) => n + w.collected, 0));
  const dueInFour = money(weeks.reduce((n, w) => n + w.due, 0));
  return (
    <PanelCard
      testId="fees-chart"
      title={t`Fees taken and due, per week`}
      loading={status === 'loading' || !settings.loaded || !school}
      failed={status === 'error'}
    >
      <Text mb="2" data-testid="fees-summary">
        <Trans>
          This week {takenThisWeek} taken; {dueThisWeek} falls due. Over four weeks {takenInFour} taken against{' '}
          {dueInFour} due.
        </Trans>
      </Text>
      {weeks.every((w) => w.collected === 0 && w.due === 0) ? (
        <Text color="gray.700">
          <Trans>No fees fell due and nothing was taken in these four weeks, so there is no chart.</Trans>
        </Text>
      ) : (
        <LazyChart
          kind="bar"
          caption={t`Money taken and money falling due, per week`}
          rows={weeks.map((w) => {
            const day = formatDay(w.week, schoolLocale);
            return {
              week: t({ message: `w/c ${day}`, comment: 'week commencing: the week beginning on that day' }),
              collected: w.collected,
              due: w.due,
            };
          })}
          xKey="week"
          xLabel={t`Week beginning`}
          series={[
            { key: 'collected', label: t({ message: 'Taken', context: 'money' }), colour: '#1d4ed8' },
            { key: 'due', label: t({ message: 'Due', context: 'money' }), colour: '#a1a1aa' },
          ]}
          format={money}
          axisFormat={(v) => compactMoney(v, currency)}
        />
      )}
    </PanelCard>
  );
}

/** Students in this term's classes by grade, from the office's figures, moved with each class's count. */
export function GradesChartPanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const { status, totals } = useSchoolTotals(user.school_id);
  const grades = enrolmentByGrade({ enrolledByGrade: totals?.enrolledByGrade?.[settings.currentTermId ?? ''] });
  const total = grades.reduce((n, g) => n + g.students, 0);
  const { t } = useLingui();
  // One item of the list per grade; the list itself is joined as a list, not as a sentence.
  const byGrade = grades
    .map((g) => {
      const { grade, students } = g;
      return t`grade ${grade}, ${students}`;
    })
    .join('; ');
  return (
    <PanelCard
      testId="grades-chart"
      title={t`Students by grade`}
      loading={status === 'loading' || !settings.loaded}
      failed={status === 'error'}
    >
      {grades.length === 0 ? (
        <Text color="gray.700">
          <Trans>No students are in a class this term.</Trans>
        </Text>
      ) : (
        <>
          <Text mb="2" data-testid="grades-summary">
            {t`${plural(total, { one: '# student', other: '# students' })} in this term’s classes: ${byGrade}.`}
          </Text>
          <LazyChart
            kind="bar"
            caption={t`Students in this term's classes, by grade`}
            rows={grades.map((g) => {
              const { grade } = g;
              return { grade: t`Grade ${grade}`, students: g.students };
            })}
            xKey="grade"
            xLabel={t`Grade`}
            series={[{ key: 'students', label: t`Students`, colour: '#1d4ed8' }]}
          />
        </>
      )}
    </PanelCard>
  );
}

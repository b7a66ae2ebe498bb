/**
 * The Admin's figures: the school's counts (aggregations, never the records), and three charts from totals kept as the
 * data changes: attendance per day, fees taken and falling due per week, and students by grade.
 */
import { Box, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { attendanceByDay, enrolmentByGrade, feesByWeek } from '@academy/shared/dashboard';
import { formatDay } from '@academy/shared/date-format';
import { compactMoney, formatMoney } from '@academy/shared/money';
import { addIsoDays } from '@academy/shared/school-time';
import { lazy, Suspense } from 'react';
import { useAttendanceSettings, useSchoolClock } from '@/features/attendance/use-attendance';
import { WhenNearScreen } from '@/components/ui/when-near-screen';
import { useSchool } from '@/lib/use-school';
import type { ChartProps } from './charts';
import { PanelCard } from '@/components/ui/panel-card';
import { type Figure, useMonthTotals, useSchoolCount, useTermTotals } from './use-dashboard';

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

const shown = (f: Figure) => (f.status === 'success' ? f.value.toLocaleString('en-GB') : '–');

/** Students, teachers and this term's classes, each a count() aggregation. */
export function SchoolCountsPanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const termId = settings.currentTermId ?? '-';
  const students = useSchoolCount(user.school_id, 'students', [['archived', '==', false]]);
  const teachers = useSchoolCount(user.school_id, 'teachers', [['archived', '==', false]]);
  const classes = useSchoolCount(user.school_id, 'classes', [['termId', '==', termId]]);
  const figures: [string, Figure][] = [
    ['Students', students],
    ['Teachers', teachers],
    ['Classes this term', classes],
  ];
  return (
    <PanelCard
      testId="school-counts"
      title="Your school"
      loading={figures.some(([, f]) => f.status === 'loading')}
      failed={figures.some(([, f]) => f.status === 'error')}
    >
      <SimpleGrid columns={3} gap="3">
        {figures.map(([label, f]) => (
          <Stat.Root key={label} data-testid={`count-${label}`}>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{shown(f)}</Stat.ValueText>
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
  return (
    <PanelCard
      testId="attendance-chart"
      title="Attendance, last four weeks"
      loading={status === 'loading' || !settings.loaded}
      failed={status === 'error'}
    >
      {days.length === 0 ? (
        <Text color="gray.700">No daily registers taken in the last four weeks.</Text>
      ) : (
        <>
          <Text mb="2" data-testid="attendance-summary">
            {average}% present over {days.length} school {days.length === 1 ? 'day' : 'days'}
            {lowest ? `; the lowest was ${lowest.percent}% on ${formatDay(lowest.date, settings)}` : ''}.
          </Text>
          <LazyChart
            kind="line"
            caption="Present per school day, as a percentage of the daily registers' marks"
            rows={days.map((d) => ({ day: formatDay(d.date, settings), present: d.percent ?? 0 }))}
            xKey="day"
            xLabel="Day"
            series={[{ key: 'present', label: 'Present', colour: '#15803d' }]}
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
  const { status, months } = useMonthTotals(...chartMonths(user.school_id, today));
  const weeks = feesByWeek(months, today, WEEKS);
  const money = (v: number) => formatMoney(v, currency);
  const thisWeek = weeks.at(-1);
  return (
    <PanelCard
      testId="fees-chart"
      title="Fees taken and due, per week"
      loading={status === 'loading' || !settings.loaded || !school}
      failed={status === 'error'}
    >
      <Text mb="2" data-testid="fees-summary">
        This week {money(thisWeek?.collected ?? 0)} taken; {money(thisWeek?.due ?? 0)} falls due. Over four weeks{' '}
        {money(weeks.reduce((n, w) => n + w.collected, 0))} taken against {money(weeks.reduce((n, w) => n + w.due, 0))}{' '}
        due.
      </Text>
      {weeks.every((w) => w.collected === 0 && w.due === 0) ? (
        <Text color="gray.700">No fees fell due and nothing was taken in these four weeks, so there is no chart.</Text>
      ) : (
        <LazyChart
          kind="bar"
          caption="Money taken and money falling due, per week"
          rows={weeks.map((w) => ({
            week: `w/c ${formatDay(w.week, settings)}`,
            collected: w.collected,
            due: w.due,
          }))}
          xKey="week"
          xLabel="Week beginning"
          series={[
            { key: 'collected', label: 'Taken', colour: '#1d4ed8' },
            { key: 'due', label: 'Due', colour: '#a1a1aa' },
          ]}
          format={money}
          axisFormat={(v) => compactMoney(v, currency)}
        />
      )}
    </PanelCard>
  );
}

/** Students in this term's classes by grade, from one document kept with each class's count. */
export function GradesChartPanel({ user }: { user: UserRecord }) {
  const settings = useAttendanceSettings(user.school_id);
  const { status, totals } = useTermTotals(user.school_id, settings.currentTermId ?? '');
  const grades = enrolmentByGrade(totals);
  const total = grades.reduce((n, g) => n + g.students, 0);
  return (
    <PanelCard
      testId="grades-chart"
      title="Students by grade"
      loading={status === 'loading' || !settings.loaded}
      failed={status === 'error'}
    >
      {grades.length === 0 ? (
        <Text color="gray.700">No students are in a class this term.</Text>
      ) : (
        <>
          <Text mb="2" data-testid="grades-summary">
            {total} students in this term’s classes: {grades.map((g) => `grade ${g.grade}, ${g.students}`).join('; ')}.
          </Text>
          <LazyChart
            kind="bar"
            caption="Students in this term's classes, by grade"
            rows={grades.map((g) => ({ grade: `Grade ${g.grade}`, students: g.students }))}
            xKey="grade"
            xLabel="Grade"
            series={[{ key: 'students', label: 'Students', colour: '#1d4ed8' }]}
          />
        </>
      )}
    </PanelCard>
  );
}

/**
 * The dashboards' totals: per school-local day, kept in the same transaction as the change that moves them, so a chart
 * of four weeks reads the one or two month documents those weeks fall in, never the registers or payments themselves.
 */
import { z } from 'zod';
import { addIsoDays, isoWeekday } from './school-time';

const count = z.number().int().min(0);
const money = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * `schools/{id}/monthTotals/{YYYY-MM}` (office only), keyed inside by school-local date:
 * - attendance: daily registers' marks taken that day, and how many count as present;
 * - collected: money taken that day (refunds are not taken away: the fees report shows those);
 * - due: what instalments falling due that day charge, paid or not (a void takes away what was still unpaid).
 */
export const monthTotalsSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  currency: z.string().length(3).optional(),
  attendance: z.record(z.iso.date(), z.object({ sessions: count, present: count })).default({}),
  collected: z.record(z.iso.date(), money).default({}),
  due: z.record(z.iso.date(), money).default({}),
});
export type MonthTotalsDoc = z.output<typeof monthTotalsSchema>;

/** The month document a school-local date's totals are kept in. */
export const monthTotalsId = (date: string) => date.slice(0, 7);

/** The month documents covering `from`..`to` (school-local dates), oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = monthTotalsId(from); m <= monthTotalsId(to);) {
    out.push(m);
    const [y, mo] = m.split('-').map(Number) as [number, number];
    m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  }
  return out;
}

export interface AttendanceDayPoint {
  date: string;
  sessions: number;
  present: number;
  /** Present as a whole-tenth percentage; null on a day with no daily register taken. */
  percent: number | null;
}

/** Each day from `from` to `to` with a register taken: sessions, present and the percentage. */
export function attendanceByDay(months: readonly Partial<MonthTotalsDoc>[], from: string, to: string) {
  const points: AttendanceDayPoint[] = [];
  for (const m of months)
    for (const [date, t] of Object.entries(m.attendance ?? {}))
      if (date >= from && date <= to && t.sessions > 0)
        points.push({ date, ...t, percent: Math.round((t.present / t.sessions) * 1000) / 10 });
  return points.sort((a, b) => a.date.localeCompare(b.date));
}

/** The Monday of a date's week. */
export const weekStartOf = (date: string) => addIsoDays(date, 1 - isoWeekday(date));

export interface FeesWeekPoint {
  /** The week's Monday. */
  week: string;
  collected: number;
  due: number;
}

/** The `weeks` weeks ending with the one holding `today`: money taken and money falling due in each, oldest first. */
export function feesByWeek(months: readonly Partial<MonthTotalsDoc>[], today: string, weeks: number) {
  const last = weekStartOf(today);
  const points: FeesWeekPoint[] = [];
  for (let i = weeks - 1; i >= 0; i--) points.push({ week: addIsoDays(last, -7 * i), collected: 0, due: 0 });
  const at = (date: string) => points.find((p) => date >= p.week && date <= addIsoDays(p.week, 6));
  for (const m of months) {
    for (const [date, amount] of Object.entries(m.collected ?? {})) {
      const p = at(date);
      if (p) p.collected += amount;
    }
    for (const [date, amount] of Object.entries(m.due ?? {})) {
      const p = at(date);
      if (p) p.due += amount;
    }
  }
  return points;
}

/** A daily register's change to its day's totals: marks added, and the move in those counting as present. */
export function attendanceMove(
  changes: readonly { before: string | undefined; after: string }[],
  countsAsPresent: (letter: string) => boolean,
) {
  let sessions = 0;
  let present = 0;
  for (const { before, after } of changes) {
    if (before === undefined) sessions++;
    present += (countsAsPresent(after) ? 1 : 0) - (before !== undefined && countsAsPresent(before) ? 1 : 0);
  }
  return { sessions, present };
}

/**
 * `schools/{id}/termTotals/{termId}` (office only): the students in the term's classes by grade, moved in the same
 * transaction as each class's own count, so "enrolments by grade" reads one document, whatever the school's size.
 */
export const termTotalsSchema = z.object({
  termId: z.string(),
  enrolledByGrade: z.record(z.string().regex(/^\d{1,2}$/), z.number().int()).default({}),
});
export type TermTotalsDoc = z.output<typeof termTotalsSchema>;

/** The grades with students, lowest first. */
export const enrolmentByGrade = (totals: Partial<TermTotalsDoc> | undefined) =>
  Object.entries(totals?.enrolledByGrade ?? {})
    .map(([grade, students]) => ({ grade: Number(grade), students }))
    .filter((g) => g.students > 0)
    .sort((a, b) => a.grade - b.grade);

/** The one document of `schoolTotals`: the office's dashboard reads it instead of a count() per figure. */
export const SCHOOL_TOTALS_ID = 'school';

const grade = z.string().regex(/^\d{1,2}$/);

/**
 * `schools/{id}/schoolTotals/school` (office only): the figures the Admin's dashboard shows, kept as the data changes.
 * - students, teachers: records not archived; classesByTerm: each term's classes; lessonsByWeekday: the timetable's
 *   lessons on each ISO weekday; waitingEnrolments: requests for a place on a full course. Each is counted again
 *   by the database when a record enters or leaves it (functions/src/on-school-totals.ts), so it never drifts.
 * - enrolledByGrade (per term, then grade) and outstandingByDueDate: moved in the same transaction as the class's
 *   studentCount and the invoice's instalments, as `termTotals` and `feeDueTotals` are.
 */
export const schoolTotalsSchema = z.object({
  students: count.default(0),
  teachers: count.default(0),
  classesByTerm: z.record(z.string(), count).default({}),
  lessonsByWeekday: z.record(z.string().regex(/^[1-7]$/), count).default({}),
  waitingEnrolments: count.default(0),
  enrolledByGrade: z.record(z.string(), z.record(grade, z.number().int())).default({}),
  outstandingByDueDate: z.record(z.iso.date(), z.number().int()).default({}),
});
export type SchoolTotalsDoc = z.output<typeof schoolTotalsSchema>;

/** What instalments due before `today` still owe: the fees overdue. */
export const overdueOf = (totals: Partial<SchoolTotalsDoc> | undefined, today: string) =>
  Object.entries(totals?.outstandingByDueDate ?? {}).reduce((n, [date, owed]) => (date < today ? n + owed : n), 0);

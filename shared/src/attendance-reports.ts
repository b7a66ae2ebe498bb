/**
 * Attendance reports from what the saves keep: a class's month as a student × school-day grid (from that class's
 * daily registers, one document per day), each student's term summary (from their term totals), and their CSV rows.
 */
import {
  type AttendanceCode,
  type AttendanceTotalsDoc,
  PERSISTENT_ABSENCE_BELOW,
  type RegisterDoc,
} from './attendance';
import { addIsoDays, isoDatesBetween, isoWeekday } from './school-time';

/** The school days of a month (`YYYY-MM`) on the school's teaching weekdays, up to and including `until`. */
export function monthTeachingDays(month: string, teachingWeekdays: readonly number[], until: string): string[] {
  const { from, to } = monthBounds(month);
  const last = to < until ? to : until;
  return last < from ? [] : isoDatesBetween(from, last).filter((d) => teachingWeekdays.includes(isoWeekday(d)));
}

/** The first and last date of a month (`YYYY-MM`), for a range query. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: addIsoDays(next, -1) };
}

export interface GridCell {
  code: string;
  minutesLate: number | null;
}
export interface MonthGrid {
  /** The columns: the month's teaching days so far and any other day a register was taken. */
  days: string[];
  /** Days with no register: not taken (or the school was closed). */
  untaken: string[];
  /** One row per student on any of the month's registers: their code each day, null where they have none. */
  rows: { studentId: string; name: string; cells: (GridCell | null)[] }[];
}

/**
 * A class's month: one row for every student a register of the month lists (as the class was that day, so a student
 * who moved keeps their marks here), one column per teaching day.
 */
export function classMonthGrid(
  registers: readonly Pick<RegisterDoc, 'date' | 'roster' | 'marks'>[],
  teachingDays: readonly string[],
): MonthGrid {
  const byDate = new Map(registers.map((r) => [r.date, r]));
  const days = [...new Set([...teachingDays, ...byDate.keys()])].sort();
  const students = new Map<string, string>();
  // The latest register's roster first (the class as it is), then whoever left during the month.
  for (const r of [...registers].sort((a, b) => b.date.localeCompare(a.date)))
    for (const s of r.roster) if (!students.has(s.studentId)) students.set(s.studentId, s.name);
  return {
    days,
    untaken: days.filter((d) => !byDate.has(d)),
    rows: [...students].map(([studentId, name]) => ({
      studentId,
      name,
      cells: days.map((d) => {
        const mark = byDate.get(d)?.marks[studentId];
        return mark ? { code: mark.code, minutesLate: mark.minutesLate } : null;
      }),
    })),
  };
}

export type TermSummaryRow = Pick<
  AttendanceTotalsDoc,
  'studentId' | 'studentName' | 'sessions' | 'present' | 'codes' | 'minutesLate' | 'presentPercent'
> & { persistentAbsence: boolean };

/** Each student's term: sessions, present %, minutes late, count per code, below the threshold or not; by name. */
export function termSummaryRows(
  totals: readonly Pick<
    AttendanceTotalsDoc,
    'studentId' | 'studentName' | 'sessions' | 'present' | 'codes' | 'minutesLate' | 'presentPercent'
  >[],
): TermSummaryRow[] {
  return totals
    .map((t) => ({
      studentId: t.studentId,
      studentName: t.studentName,
      sessions: t.sessions,
      present: t.present,
      codes: t.codes,
      minutesLate: t.minutesLate ?? 0,
      presentPercent: t.presentPercent,
      persistentAbsence: t.sessions > 0 && t.presentPercent < PERSISTENT_ABSENCE_BELOW,
    }))
    .sort((a, b) => a.studentName.localeCompare(b.studentName));
}

/** The month grid as CSV rows: a header of dates, then each student's codes (a late with its minutes). */
export function monthGridCsvRows(grid: MonthGrid): string[][] {
  return [
    ['Student', ...grid.days],
    ...grid.rows.map((r) => [
      r.name,
      ...r.cells.map((c) => (c ? (c.minutesLate ? `${c.code} (${c.minutesLate} min)` : c.code) : '')),
    ]),
  ];
}

/** The term summary as CSV rows: one column per code of the school. */
export function termSummaryCsvRows(rows: readonly TermSummaryRow[], codes: readonly AttendanceCode[]): string[][] {
  return [
    ['Student', 'Sessions', 'Present', 'Present %', 'Minutes late', ...codes.map((c) => `${c.letter} ${c.label}`)],
    ...rows.map((r) => [
      r.studentName,
      String(r.sessions),
      String(r.present),
      String(r.presentPercent),
      String(r.minutesLate),
      ...codes.map((c) => String(r.codes[c.letter] ?? 0)),
    ]),
  ];
}

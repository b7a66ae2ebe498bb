import { describe, expect, it } from 'vitest';
import {
  type MonthTotalsDoc,
  attendanceByDay,
  attendanceMove,
  enrolmentByGrade,
  feesByWeek,
  monthsBetween,
  overdueOf,
  weekStartOf,
} from './dashboard';

describe('the dashboards’ totals', () => {
  it('names the month documents a span of dates falls in', () => {
    expect(monthsBetween('2026-10-29', '2026-11-25')).toEqual(['2026-10', '2026-11']);
    expect(monthsBetween('2026-12-20', '2027-01-03')).toEqual(['2026-12', '2027-01']);
    expect(monthsBetween('2026-11-02', '2026-11-30')).toEqual(['2026-11']);
  });

  it('moves a day’s attendance by the marks new and changed', () => {
    const present = (l: string) => l === 'P' || l === 'L';
    expect(
      attendanceMove(
        [
          { before: undefined, after: 'P' },
          { before: undefined, after: 'A' },
        ],
        present,
      ),
    ).toEqual({
      sessions: 2,
      present: 1,
    });
    // A changed mark adds no session; absent to late moves one into present.
    expect(attendanceMove([{ before: 'A', after: 'L' }], present)).toEqual({ sessions: 0, present: 1 });
    expect(attendanceMove([{ before: 'P', after: 'E' }], present)).toEqual({ sessions: 0, present: -1 });
  });

  it('draws attendance per day within the span, days with marks only', () => {
    const months: Partial<MonthTotalsDoc>[] = [
      { attendance: { '2026-10-30': { sessions: 30, present: 29 }, '2026-10-01': { sessions: 10, present: 10 } } },
      { attendance: { '2026-11-02': { sessions: 30, present: 27 }, '2026-11-03': { sessions: 0, present: 0 } } },
    ];
    expect(attendanceByDay(months, '2026-10-29', '2026-11-25')).toEqual([
      { date: '2026-10-30', sessions: 30, present: 29, percent: 96.7 },
      { date: '2026-11-02', sessions: 30, present: 27, percent: 90 },
    ]);
  });

  it('sums money taken and falling due into Monday-to-Sunday weeks ending with this one', () => {
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    const weeks = feesByWeek(
      [
        { collected: { '2026-10-26': 100, '2026-11-24': 250, '2026-11-25': 50 }, due: { '2026-11-29': 1000 } },
        { collected: { '2026-10-25': 999 }, due: { '2026-12-01': 5000 } },
      ],
      '2026-11-25',
      4,
    );
    expect(weeks).toEqual([
      { week: '2026-11-02', collected: 0, due: 0 },
      { week: '2026-11-09', collected: 0, due: 0 },
      { week: '2026-11-16', collected: 0, due: 0 },
      { week: '2026-11-23', collected: 300, due: 1000 },
    ]);
  });

  it('lists grades with students, lowest first', () => {
    expect(enrolmentByGrade({ enrolledByGrade: { '10': 25, '7': 30, '8': 0 } })).toEqual([
      { grade: 7, students: 30 },
      { grade: 10, students: 25 },
    ]);
    expect(enrolmentByGrade(undefined)).toEqual([]);
  });

  it('adds up what due dates before today still owe', () => {
    const totals = {
      outstandingByDueDate: { '2026-11-01': 500, '2026-11-20': 250, '2026-11-28': 900, '2026-12-01': 7 },
    };
    expect(overdueOf(totals, '2026-11-28')).toBe(750);
    expect(overdueOf(undefined, '2026-11-28')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTENDANCE_CODES, EMPTY_TOTALS, registerSummary, totalsAfterMark } from './attendance';
import {
  classMonthGrid,
  monthBounds,
  monthGridCsvRows,
  monthTeachingDays,
  termSummaryCsvRows,
  termSummaryRows,
} from './attendance-reports';

const codes = DEFAULT_ATTENDANCE_CODES;
const mark = (code: string, minutesLate: number | null = null) => ({ code, minutesLate });

describe('term totals after a mark', () => {
  it('a new mark adds a session; a change moves the count and the minutes late, and the percentage follows', () => {
    let t = totalsAfterMark(undefined, undefined, mark('P'), codes);
    expect(t).toEqual({ sessions: 1, present: 1, codes: { P: 1 }, minutesLate: 0, presentPercent: 100 });
    t = totalsAfterMark(t, undefined, mark('A'), codes);
    expect(t).toMatchObject({ sessions: 2, present: 1, codes: { P: 1, A: 1 }, presentPercent: 50 });
    t = totalsAfterMark(t, mark('A'), mark('L', 12), codes);
    expect(t).toMatchObject({ sessions: 2, present: 2, codes: { P: 1, A: 0, L: 1 }, minutesLate: 12 });
    t = totalsAfterMark(t, mark('L', 12), mark('L', 5), codes);
    expect(t).toMatchObject({ sessions: 2, present: 2, codes: { L: 1 }, minutesLate: 5, presentPercent: 100 });
    t = totalsAfterMark(t, mark('L', 5), mark('E'), codes);
    expect(t).toMatchObject({ present: 1, minutesLate: 0, presentPercent: 50 });
  });
  it('start from nothing at 100%', () => {
    expect(EMPTY_TOTALS.presentPercent).toBe(100);
  });
});

describe('the board’s line for a register', () => {
  it('counts, and lists the absent by name with their code (Excused included, lates not)', () => {
    const summary = registerSummary(
      {
        classId: 'c',
        className: '7A',
        session: 'day',
        sessionLabel: 'Daily register',
        roster: [
          { studentId: 'a', name: 'Ada' },
          { studentId: 'b', name: 'Ben' },
          { studentId: 'c', name: 'Cleo' },
          { studentId: 'd', name: 'Dev' },
        ],
        marks: {
          a: { ...mark('P'), note: '', at: 1, byUid: 'u', byName: 'T' },
          b: { ...mark('A'), note: '', at: 1, byUid: 'u', byName: 'T' },
          c: { ...mark('L', 3), note: '', at: 1, byUid: 'u', byName: 'T' },
          d: { ...mark('E'), note: '', at: 1, byUid: 'u', byName: 'T' },
        },
        takenByName: 'T',
        takenAt: 1,
        updatedAt: 2,
      },
      codes,
    );
    expect(summary.counts).toEqual({ present: 1, late: 1, absent: 2 });
    expect(summary.absent).toEqual([
      { studentId: 'b', name: 'Ben', code: 'A' },
      { studentId: 'd', name: 'Dev', code: 'E' },
    ]);
  });
});

describe('a class’s month', () => {
  it('has the month’s teaching days so far, in the school’s weekdays', () => {
    expect(monthTeachingDays('2026-11', [1, 2, 3, 4, 5], '2026-11-06')).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
    ]);
    expect(monthTeachingDays('2026-12', [1], '2027-02-01')).toEqual([
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
    ]);
    expect(monthTeachingDays('2027-01', [1, 2, 3, 4, 5], '2026-12-31')).toEqual([]);
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
  it('is a student × day grid: the class as each register lists it, a mover kept, untaken days named', () => {
    const at = { note: '', at: 1, byUid: 'u', byName: 'T' };
    const grid = classMonthGrid(
      [
        {
          date: '2026-11-03',
          roster: [
            { studentId: 'a', name: 'Ada' },
            { studentId: 'm', name: 'Moved Away' },
          ],
          marks: { a: { ...mark('P'), ...at }, m: { ...mark('A'), ...at } },
        },
        {
          date: '2026-11-05',
          roster: [
            { studentId: 'a', name: 'Ada' },
            { studentId: 'n', name: 'New Arrival' },
          ],
          marks: { a: { ...mark('L', 10), ...at }, n: { ...mark('P'), ...at } },
        },
      ],
      ['2026-11-03', '2026-11-04', '2026-11-05'],
    );
    expect(grid.days).toEqual(['2026-11-03', '2026-11-04', '2026-11-05']);
    expect(grid.untaken).toEqual(['2026-11-04']);
    expect(grid.rows.map((r) => r.name)).toEqual(['Ada', 'New Arrival', 'Moved Away']);
    expect(grid.rows[0]!.cells).toEqual([{ code: 'P', minutesLate: null }, null, { code: 'L', minutesLate: 10 }]);
    expect(grid.rows[2]!.cells).toEqual([{ code: 'A', minutesLate: null }, null, null]);
    expect(monthGridCsvRows(grid)).toEqual([
      ['Student', '2026-11-03', '2026-11-04', '2026-11-05'],
      ['Ada', 'P', '', 'L (10 min)'],
      ['New Arrival', '', '', 'P'],
      ['Moved Away', 'A', '', ''],
    ]);
  });
});

describe('the term summary', () => {
  it('sorts by name, flags under 90% and gives a column per code', () => {
    const rows = termSummaryRows([
      {
        studentId: 'z',
        studentName: 'Zed',
        sessions: 10,
        present: 8,
        codes: { P: 8, A: 2 },
        minutesLate: 0,
        presentPercent: 80,
      },
      {
        studentId: 'a',
        studentName: 'Ada',
        sessions: 10,
        present: 10,
        codes: { P: 9, L: 1 },
        minutesLate: 7,
        presentPercent: 100,
      },
    ]);
    expect(rows.map((r) => [r.studentName, r.persistentAbsence])).toEqual([
      ['Ada', false],
      ['Zed', true],
    ]);
    const csv = termSummaryCsvRows(rows, codes);
    expect(csv[0]).toEqual([
      'Student',
      'Sessions',
      'Present',
      'Present %',
      'Minutes late',
      'P Present',
      'L Late',
      'A Absent',
      'E Excused',
      'O Off-site activity',
    ]);
    expect(csv[1]).toEqual(['Ada', '10', '10', '100', '7', '9', '1', '0', '0', '0']);
  });
});

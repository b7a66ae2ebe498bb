import { describe, expect, it } from 'vitest';
import {
  emptyHandInProblem,
  pointsProblem,
  applyCountChange,
  averageOf,
  classWorkEntry,
  gradebookColumns,
  countAll,
  dueInstant,
  dueWords,
  isLate,
  missingWorkMessage,
  NO_COUNTS,
  subjectAverages,
  waitingStatus,
  workloadHint,
} from './assignment';

const london = { locale: 'en-GB', timeZone: 'Europe/London' };

describe('late and missing', () => {
  const due = dueInstant('2026-11-26', '15:30', 'Europe/London');
  it('places the due time in the school’s zone', () => {
    expect(new Date(due).toISOString()).toBe('2026-11-26T15:30:00.000Z');
    expect(new Date(dueInstant('2026-07-01', '15:30', 'Europe/London')).toISOString()).toBe('2026-07-01T14:30:00.000Z');
  });
  it('is late only after the due instant', () => {
    expect(isLate(due, due)).toBe(false);
    expect(isLate(due + 1, due)).toBe(true);
  });
  it('calls work not handed in Missing once its due instant has passed', () => {
    expect(waitingStatus(due, due - 1)).toBe('assigned');
    expect(waitingStatus(due, due + 1)).toBe('missing');
  });
  it('says when work was due in the school’s words', () => {
    const now = dueInstant('2026-11-27', '08:00', 'Europe/London');
    expect(dueWords(due, london, now)).toBe('due yesterday');
    expect(dueWords(now, london, now)).toBe('due today');
    expect(dueWords(due - 3 * 86_400_000, london, now)).toBe('due Mon, 23 Nov 2026');
    expect(missingWorkMessage('Ben', 'Fractions worksheet', 'due yesterday')).toBe(
      'Ben has not handed in “Fractions worksheet”, due yesterday.',
    );
  });
});

describe('the live counts', () => {
  it('moves one submission between states', () => {
    const start = countAll([
      { status: 'assigned', late: false },
      { status: 'assigned', late: false },
    ]);
    expect(start).toEqual({ ...NO_COUNTS, students: 2 });
    const handed = applyCountChange(start, { status: 'assigned', late: false }, { status: 'handedIn', late: true });
    expect(handed).toEqual({ ...NO_COUNTS, students: 2, handedIn: 1, late: 1 });
    const returned = applyCountChange(handed, { status: 'handedIn', late: true }, { status: 'returned', late: true });
    expect(returned).toEqual({ ...NO_COUNTS, students: 2, returned: 1, late: 1 });
    const missing = applyCountChange(returned, { status: 'assigned', late: false }, { status: 'missing', late: false });
    expect(missing).toEqual({ ...NO_COUNTS, students: 2, returned: 1, late: 1, missing: 1 });
  });
});

describe('the workload hint', () => {
  it('names how many students have the most pieces due that day', () => {
    const pieces = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`s${i}`, i < 14 ? 2 : 1]));
    expect(workloadHint(pieces, 28, '2026-11-26')).toBe(
      '14 of 28 students already have 2 pieces due on Thursday; 6 more have fewer.',
    );
    expect(workloadHint({ a: 1 }, 10, '2026-11-26', 'Grade 7A')).toBe(
      '1 of 10 students in Grade 7A already have 1 piece due on Thursday.',
    );
    expect(workloadHint({}, 10, '2026-11-26')).toBeNull();
  });
});

describe('averages', () => {
  const mark = (subjectName: string, points: number | null, outOf: number | null, returned = true) => ({
    subjectId: subjectName,
    subjectName,
    points,
    outOf,
    returned,
    missing: false,
  });
  it('adds returned points over what they were out of, leaving out ungraded and unreturned work', () => {
    expect(averageOf([mark('M', 8, 10), mark('M', 15, 20), mark('M', 0, 10, false), mark('M', null, null)])).toEqual({
      points: 23,
      outOf: 30,
      percent: 77,
      count: 2,
    });
  });
  it('per subject, by name', () => {
    expect(subjectAverages({ a: mark('Science', 9, 10), b: mark('English', 5, 10) }).map((s) => s.subjectName)).toEqual(
      ['English', 'Science'],
    );
  });
});

describe('a class’s list of work', () => {
  const entry = (title: string, dueAt: number, points: number | null) =>
    classWorkEntry({ title, subjectName: 'Maths', points, dueAt, dueDate: '2026-11-26', archived: false });
  it('gives the gradebook the graded work only, due soonest first', () => {
    const columns = gradebookColumns({
      b: entry('Later', 20, 10),
      a: entry('Sooner', 10, 5),
      c: entry('Ungraded', 5, null),
    });
    expect(columns.map((c) => [c.id, c.title, c.points])).toEqual([
      ['a', 'Sooner', 5],
      ['b', 'Later', 10],
    ]);
  });
});

describe('what a teacher and a student are told before anything is sent', () => {
  it('points: a number from 0 to what the work is out of, or nothing yet', () => {
    expect(pointsProblem('', 10)).toBeNull();
    expect(pointsProblem('7.5', 10)).toBeNull();
    expect(pointsProblem('25', 10)).toBe('25 is more than the 10 points the work is out of. Give 10 or fewer.');
    expect(pointsProblem('-1', 10)).toBe('Points cannot be below 0.');
    expect(pointsProblem('seven', 10)).toBe('Points must be a number, such as 7.');
  });
  it('a hand-in needs an answer or a link, unless the work asks for nothing', () => {
    expect(emptyHandInProblem({}, '  ', [])).toMatch(/^Your answer is empty/);
    expect(emptyHandInProblem({}, 'x', [])).toBeNull();
    expect(emptyHandInProblem({}, '', [{}])).toBeNull();
    expect(emptyHandInProblem({ nothingToHandIn: true }, '', [])).toBeNull();
  });
});

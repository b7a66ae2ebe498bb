import { describe, expect, it } from 'vitest';
import { averageOf } from './assignment';
import { classTotalsFrom, guideOf, isNoMove, markMove } from './class-totals';

const mark = (points: number | null, outOf: number | null = 20, returned = true) => ({ points, outOf, returned });

describe('markMove', () => {
  it('adds a first returned mark, replaces a corrected one and ignores ungraded or unreturned work', () => {
    expect(markMove(null, mark(15))).toEqual({ points: 15, outOf: 20, count: 1 });
    expect(markMove(mark(15), mark(18))).toEqual({ points: 3, outOf: 0, count: 0 });
    expect(isNoMove(markMove(mark(15), mark(15)))).toBe(true);
    expect(isNoMove(markMove(null, mark(null)))).toBe(true);
    expect(isNoMove(markMove(null, mark(12, 20, false)))).toBe(true);
    expect(markMove(mark(15), null)).toEqual({ points: -15, outOf: -20, count: -1 });
  });

  it('keeps the same average as the student’s own marks, whatever the order of the changes', () => {
    const marks = [mark(15), mark(7, 10), mark(null, null)];
    const sum = marks
      .map((m) => markMove(null, m))
      .reduce((a, b) => ({ points: a.points + b.points, outOf: a.outOf + b.outOf, count: a.count + b.count }));
    const totals = { marks: { math: { s1: sum } }, attendance: { s1: { sessions: 40, present: 38 } } };
    expect(guideOf(totals, 's1', 'math')).toEqual({ average: averageOf(marks).percent, attendance: 95 });
  });
});

describe('guideOf', () => {
  it('says nothing before a returned mark or a register', () => {
    expect(guideOf(undefined, 's1', 'math')).toEqual({ average: null, attendance: null });
    const none = { marks: { math: { s1: { points: 0, outOf: 0, count: 0 } } }, attendance: {} };
    expect(guideOf(none, 's1', 'math')).toEqual({ average: null, attendance: null });
  });
});

describe('classTotalsFrom', () => {
  it('makes each class’s document from its students’ term totals', () => {
    const subject = (subjectId: string, points: number | null) => ({
      subjectId,
      subjectName: subjectId,
      points,
      outOf: 10,
      missing: points === null,
      returned: points !== null,
    });
    const docs = classTotalsFrom(
      [{ classId: '7a', termId: 't1', studentId: 's1', sessions: 10, present: 9 }],
      [
        {
          classId: '7a',
          termId: 't1',
          studentId: 's1',
          marks: { a: subject('math', 8), b: subject('math', 6), c: subject('sci', null) },
        },
      ],
    );
    expect([...docs.keys()]).toEqual(['7a_t1']);
    expect(docs.get('7a_t1')).toEqual({
      classId: '7a',
      termId: 't1',
      attendance: { s1: { sessions: 10, present: 9 } },
      marks: { math: { s1: { points: 14, outOf: 20, count: 2 } } },
    });
  });
});

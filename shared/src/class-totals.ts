/**
 * `classTotals/<classId>_<termId>`: one class's term in figures per student, the guide a report's grid shows beside
 * each child (gradebook average in the subject, attendance) read as one document instead of two per student. Kept in
 * the same transaction as the students' own term totals (`gradeTotals`, `attendanceTotals`): numbers by student id.
 */
import { z } from 'zod';
import { type GradeTotalsDoc, percent } from './assignment';
import { type AttendanceTotalsDoc, presentPercent } from './attendance';

const sumSchema = z.object({
  /** Points of the returned, graded work (what `averageOf` adds up). */
  points: z.number(),
  outOf: z.number(),
  count: z.number().int(),
});
export type MarkSum = z.infer<typeof sumSchema>;

export const classTotalsSchema = z.object({
  classId: z.string(),
  termId: z.string(),
  /** Student id → the daily registers' sessions this term and those present, as their `attendanceTotals` say. */
  attendance: z.record(z.string(), z.object({ sessions: z.number().int(), present: z.number().int() })).default({}),
  /** Subject id → student id → the sum of their returned, graded work in it this term. */
  marks: z.record(z.string(), z.record(z.string(), sumSchema)).default({}),
});
export type ClassTotalsDoc = z.infer<typeof classTotalsSchema>;
export const classTotalsId = (classId: string, termId: string) => `${classId}_${termId}`;

/** A returned mark as the average counts it: points out of the work's points, or nothing (ungraded, not returned). */
export interface CountedMark {
  returned: boolean;
  points: number | null;
  outOf: number | null;
}

/** What replacing one mark (or none) with another does to the student's sum in the subject. */
export function markMove(before: CountedMark | null, after: CountedMark | null): MarkSum {
  const counted = (m: CountedMark | null) =>
    m?.returned && m.points !== null && m.outOf !== null ? { points: m.points, outOf: m.outOf, count: 1 } : null;
  const was = counted(before);
  const now = counted(after);
  return {
    points: (now?.points ?? 0) - (was?.points ?? 0),
    outOf: (now?.outOf ?? 0) - (was?.outOf ?? 0),
    count: (now?.count ?? 0) - (was?.count ?? 0),
  };
}

export const isNoMove = (move: MarkSum) => move.points === 0 && move.outOf === 0 && move.count === 0;

/** The guide beside one student: their term's average in the subject and attendance, as percentages (null: none). */
export function guideOf(totals: Partial<ClassTotalsDoc> | undefined, studentId: string, subjectId: string) {
  const sum = totals?.marks?.[subjectId]?.[studentId];
  const days = totals?.attendance?.[studentId];
  return {
    average: sum && sum.count > 0 ? percent(sum.points, sum.outOf) : null,
    attendance: days ? presentPercent(days) : null,
  };
}

/**
 * The class documents as the writers keep them, made from the students' own term totals: each student's attendance
 * in the class of their totals, and each returned, graded mark in the class and term of their gradebook row.
 */
export function classTotalsFrom(
  attendance: readonly Pick<AttendanceTotalsDoc, 'classId' | 'termId' | 'studentId' | 'sessions' | 'present'>[],
  grades: readonly Pick<GradeTotalsDoc, 'classId' | 'termId' | 'studentId' | 'marks'>[],
): Map<string, ClassTotalsDoc> {
  const docs = new Map<string, ClassTotalsDoc>();
  const docOf = (classId: string, termId: string) => {
    const id = classTotalsId(classId, termId);
    const doc = docs.get(id) ?? { classId, termId, attendance: {}, marks: {} };
    docs.set(id, doc);
    return doc;
  };
  for (const t of attendance)
    docOf(t.classId, t.termId).attendance[t.studentId] = { sessions: t.sessions, present: t.present };
  for (const g of grades)
    for (const m of Object.values(g.marks)) {
      const move = markMove(null, m);
      if (isNoMove(move)) continue;
      const bySubject = (docOf(g.classId, g.termId).marks[m.subjectId] ??= {});
      const sum = bySubject[g.studentId] ?? { points: 0, outOf: 0, count: 0 };
      bySubject[g.studentId] = {
        points: sum.points + move.points,
        outOf: sum.outOf + move.outOf,
        count: sum.count + move.count,
      };
    }
  return docs;
}

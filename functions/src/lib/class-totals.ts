/**
 * Each class's term in figures per student (`classTotals`), written in the same transaction as the students' own term
 * totals: the report grid's guide reads one document for the class instead of two per student.
 */
import { classTotalsId, isNoMove, type MarkSum } from '@academy/shared/class-totals';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { schoolCollection } from './records';

const refOf = (caller: Caller, classId: string, termId: string) =>
  schoolCollection(caller, 'classTotals').doc(classTotalsId(classId, termId));

/** Students' attendance as their term totals now stand (sessions and present), by student id. */
export function writeClassAttendance(
  tx: Transaction,
  caller: Caller,
  classId: string,
  termId: string,
  attendance: Record<string, { sessions: number; present: number }>,
) {
  if (!Object.keys(attendance).length) return;
  tx.set(refOf(caller, classId, termId), { classId, termId, attendance }, { merge: true });
}

/** Per class and term, per subject and student, how much the returned marks' sums move. */
export class ClassMarkMoves {
  private readonly moves = new Map<string, { classId: string; termId: string; subjects: Map<string, MarkSum> }>();

  add(classId: string, termId: string, subjectId: string, studentId: string, move: MarkSum) {
    if (isNoMove(move)) return;
    const id = classTotalsId(classId, termId);
    const doc = this.moves.get(id) ?? { classId, termId, subjects: new Map<string, MarkSum>() };
    const key = JSON.stringify([subjectId, studentId]);
    const sum = doc.subjects.get(key) ?? { points: 0, outOf: 0, count: 0 };
    doc.subjects.set(key, {
      points: sum.points + move.points,
      outOf: sum.outOf + move.outOf,
      count: sum.count + move.count,
    });
    this.moves.set(id, doc);
  }

  /** One merge per class document, by increments: no read, and concurrent markers of the class add up. */
  write(tx: Transaction, caller: Caller) {
    for (const { classId, termId, subjects } of this.moves.values()) {
      const marks: Record<string, Record<string, Record<keyof MarkSum, FieldValue>>> = {};
      for (const [key, sum] of subjects) {
        const [subjectId, studentId] = JSON.parse(key) as [string, string];
        (marks[subjectId] ??= {})[studentId] = {
          points: FieldValue.increment(sum.points),
          outOf: FieldValue.increment(sum.outOf),
          count: FieldValue.increment(sum.count),
        };
      }
      tx.set(refOf(caller, classId, termId), { classId, termId, marks } as never, { merge: true });
    }
  }
}

/**
 * Students per grade in each term, moved in the same transaction as a class's own studentCount: in the term's own
 * document and in the office's dashboard figures (schoolTotals), which its grades chart reads with the counts.
 */
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';
import { schoolTotalsRef } from './school-totals';

type ClassPlace = Pick<DocumentSnapshot, 'get'> | { termId: string; grade: number };

const placeOf = (klass: ClassPlace) =>
  'get' in klass
    ? { termId: String(klass.get('termId')), grade: Number(klass.get('grade')) }
    : { termId: klass.termId, grade: klass.grade };

/** Moves `students` into (or, negative, out of) the class's grade in its term. */
export function moveClassEnrolment(tx: Transaction, schoolId: string, klass: ClassPlace, students: number) {
  if (students === 0) return;
  const { termId, grade } = placeOf(klass);
  tx.set(
    db.doc(`schools/${schoolId}/termTotals/${termId}`),
    { termId, enrolledByGrade: { [String(grade)]: FieldValue.increment(students) } },
    { merge: true },
  );
  tx.set(
    schoolTotalsRef(db, schoolId),
    { enrolledByGrade: { [termId]: { [String(grade)]: FieldValue.increment(students) } } },
    { merge: true },
  );
}

/**
 * The rules let a parent read a child's records by the copy of the child's guardians' accounts (`guardianUids`) each
 * record carries, since a rule cannot look the student up for every document of a list. So those copies follow the
 * student's record: when the office links or unlinks a guardian, every copy is rewritten from it, and a guardian who
 * was removed reads nothing more of the child and can pay nothing for them; one who was added reads what is there.
 *
 * Two kinds of copy:
 * - records of one child (`studentId`): their invoices (not drafts, which no guardian reads), work, marks,
 *   attendance, absence reports and course places, which carry the child's guardians;
 * - records of one family (`familyId`): the family's record, payments, receipts, credit notes and checkouts, which
 *   carry the guardians of every child in the family.
 */
import { db } from './firebase';

/** Each collection whose documents copy one student's guardians, found by `studentId`. */
export const STUDENT_COPIES = [
  'invoices',
  'submissions',
  'gradeTotals',
  'attendanceRecords',
  'attendanceTotals',
  'absenceReports',
  'enrolments',
] as const;

/** Each collection whose documents copy a family's guardians, found by `familyId`. */
export const FAMILY_COPIES = ['payments', 'receipts', 'creditNotes', 'checkoutSessions'] as const;

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sorted = (list: readonly string[]) => [...new Set(list)].sort();
const listOf = (value: unknown) =>
  (Array.isArray(value) ? (value as unknown[]).filter((v) => typeof v === 'string') : []) as string[];

/**
 * Rewrites every copy of this student's guardians from their record as it is now (none when it is gone), and each of
 * their families' from all its children. Writes only the documents whose copy differs, so running it twice writes
 * nothing the second time. Answers how many documents it changed.
 */
export async function followGuardians(schoolId: string, studentId: string): Promise<number> {
  const school = db.doc(`schools/${schoolId}`);
  const student = await school.collection('students').doc(studentId).get();
  const uids = sorted(listOf(student.get('guardianUids')));
  const writer = db.bulkWriter();
  let changed = 0;
  const rewrite = (ref: FirebaseFirestore.DocumentReference, before: unknown, after: string[]) => {
    if (same(listOf(before), after)) return;
    changed++;
    void writer.update(ref, { guardianUids: after });
  };

  const childCopies = await Promise.all(
    STUDENT_COPIES.map((name) => school.collection(name).where('studentId', '==', studentId).get()),
  );
  for (const snap of childCopies)
    for (const d of snap.docs) {
      // A draft invoice is the office's alone until it is issued, when it takes the family's guardians.
      if (d.ref.parent.id === 'invoices' && d.get('status') === 'draft') continue;
      rewrite(d.ref, d.get('guardianUids'), uids);
    }

  const families = await school.collection('families').where('studentIds', 'array-contains', studentId).get();
  // A child in a family from before families were recorded on the child keeps it now, before a guardian's id can
  // point them elsewhere (familyIdFor).
  const joined = families.docs[0];
  if (student.exists && !student.get('familyId') && joined) {
    changed++;
    void writer.update(student.ref, { familyId: joined.id });
  }
  for (const family of families.docs) {
    const childIds = listOf(family.get('studentIds'));
    const children = childIds.length
      ? await db.getAll(...childIds.map((id) => school.collection('students').doc(id)))
      : [];
    const familyUids = sorted(children.flatMap((c) => listOf(c.get('guardianUids'))));
    const familyGuardians = sorted(children.flatMap((c) => listOf(c.get('guardianIds'))));
    if (
      !same(listOf(family.get('guardianUids')), familyUids) ||
      !same(listOf(family.get('guardianIds')), familyGuardians)
    ) {
      changed++;
      void writer.update(family.ref, { guardianUids: familyUids, guardianIds: familyGuardians });
    }
    const copies = await Promise.all(
      FAMILY_COPIES.map((name) => school.collection(name).where('familyId', '==', family.id).get()),
    );
    for (const snap of copies) for (const d of snap.docs) rewrite(d.ref, d.get('guardianUids'), familyUids);
  }
  await writer.close();
  return changed;
}

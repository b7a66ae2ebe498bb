/**
 * Each student's open work as the dashboards show it, in one document (`workSummaries`, shared/src/assignment.ts),
 * written again from the submissions and the student's record whenever one of their submissions changes
 * (on-work-summaries.ts). Whatever wrote the submission (the API, a schedule, an erasure), the copy follows it.
 * `buildWorkSummaries` writes every student's, for a school written without the trigger (the seeds, the benches).
 */
import { WORK_SUMMARY_SHOWN } from '@academy/shared/assignment';
import type { Firestore, Query } from 'firebase-admin/firestore';

const listed = async (q: Query) =>
  (await q.limit(WORK_SUMMARY_SHOWN).get()).docs.map((d) => ({ ...d.data(), id: d.id }));

/** Writes these students' work summaries again from their open submissions. */
export async function refreshWorkSummaries(db: Firestore, schoolId: string, studentIds: readonly string[]) {
  const submissions = db.collection(`schools/${schoolId}/submissions`);
  await Promise.all(
    [...new Set(studentIds)].map(async (studentId) => {
      const open = submissions.where('studentId', '==', studentId).where('open', '==', true);
      const [student, assigned, missing, returned] = await Promise.all([
        db.doc(`schools/${schoolId}/students/${studentId}`).get(),
        listed(open.where('status', '==', 'assigned').orderBy('effectiveDueAt', 'asc')),
        listed(open.where('status', '==', 'missing').orderBy('updatedAt', 'desc')),
        listed(open.where('status', '==', 'returned').orderBy('updatedAt', 'desc')),
      ]);
      const summary = db.doc(`schools/${schoolId}/workSummaries/${studentId}`);
      if (!student.exists) return void (await summary.delete());
      await summary.set({
        studentId,
        studentUid: (student.get('accountUid') as string | null | undefined) ?? null,
        guardianUids: (student.get('guardianUids') as string[] | undefined) ?? [],
        assigned,
        missing,
        returned,
      });
    }),
  );
}

/** Every student's work summary who has a submission. */
export async function buildWorkSummaries(db: Firestore, schoolId: string) {
  const students = await db.collection(`schools/${schoolId}/submissions`).select('studentId').get();
  const ids = [...new Set(students.docs.map((d) => String(d.get('studentId'))))];
  for (let i = 0; i < ids.length; i += 50) await refreshWorkSummaries(db, schoolId, ids.slice(i, i + 50));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a student's change moves who may read their work summary (their account, their guardians). */
export const studentReadersChanged = (
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
) => !after || !same(before?.accountUid, after.accountUid) || !same(before?.guardianUids, after.guardianUids);

/** Writes a student's summary again with their readers, if they have one (only a student with work has). */
export async function refreshStudentWorkReaders(db: Firestore, schoolId: string, studentId: string) {
  const summary = await db.doc(`schools/${schoolId}/workSummaries/${studentId}`).get();
  if (summary.exists) await refreshWorkSummaries(db, schoolId, [studentId]);
}

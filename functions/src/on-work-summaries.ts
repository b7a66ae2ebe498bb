/**
 * Keeps each student's work summary (lib/work-summaries.ts) in step: a submission written, and a student's account or
 * guardians changed (who may read the summary).
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from './config';
import { db } from './lib/firebase';
import { refreshWorkSummaries } from './lib/work-summaries';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const onSubmissionSummary = onDocumentWritten(
  { document: 'schools/{schoolId}/submissions/{submissionId}', region: REGION },
  async (event) => {
    const ids = [event.data?.before.get('studentId'), event.data?.after.get('studentId')];
    await refreshWorkSummaries(
      db,
      event.params.schoolId,
      ids.filter((id): id is string => typeof id === 'string'),
    );
  },
);

export const onStudentWorkReaders = onDocumentWritten(
  { document: 'schools/{schoolId}/students/{studentId}', region: REGION },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (same(before?.accountUid, after?.accountUid) && same(before?.guardianUids, after?.guardianUids) && after) return;
    // Only a student with work has a summary to keep.
    const { schoolId, studentId } = event.params;
    const summary = await db.doc(`schools/${schoolId}/workSummaries/${studentId}`).get();
    if (summary.exists) await refreshWorkSummaries(db, schoolId, [studentId]);
  },
);

/**
 * Keeps each student's work summary (lib/work-summaries.ts) in step with their submissions (a change to their account
 * or guardians is followed by the students' trigger, on-school-totals.ts).
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from './config';
import { db } from './lib/firebase';
import { refreshWorkSummaries } from './lib/work-summaries';

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

/**
 * A data job's work, begun when the job is made (an export of the school or of one person, a report round's
 * publishing): the archive or the reports are written in one run, keeping the job's progress as it goes; a failure is
 * kept on the job with what stopped it.
 */
import { onDocumentCreated } from 'firebase-functions/firestore';
import type { DataJobDoc } from '@academy/shared/data-jobs';
import { REGION } from './config';
import { exportPerson } from './lib/export-person';
import { exportSchool } from './lib/export-school';
import { publishRound } from './lib/reports-publish';
import { logs } from './logs';

export const onDataJob = onDocumentCreated(
  { document: 'schools/{schoolId}/jobs/{jobId}', region: REGION, timeoutSeconds: 540, memory: '1GiB' },
  async (event) => {
    const snap = event.data;
    if (!snap) return;
    const job = snap.data() as DataJobDoc;
    if (job.state !== 'running') return;
    try {
      if (job.kind === 'exportSchool') await exportSchool(snap.ref);
      else if (job.kind === 'exportPerson') await exportPerson(snap.ref);
      else if (job.kind === 'reportsPublish') await publishRound(snap.ref);
    } catch (error) {
      logs.dataJobFailed(snap.ref.path, error);
      await snap.ref.update({
        state: 'failed',
        finishedAt: Date.now(),
        error: error instanceof Error ? error.message : String(error),
      });
    }
  },
);

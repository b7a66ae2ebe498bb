/**
 * An invite job's next chunk: the job's creation starts the first, and each chunk's own update of the job (its `next`
 * advanced) starts the one after, until the job is done. Any other change of the job starts nothing.
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from './config';
import { failInviteJob, runInviteChunk } from './lib/invite-job';
import { MAIL_SECRETS } from './lib/mail';
import { logs } from './logs';

/** Firestore's code for a write whose precondition failed: the chunk was already done by another delivery. */
const FAILED_PRECONDITION = 9;

export const onInviteJob = onDocumentWritten(
  {
    document: 'schools/{schoolId}/inviteJobs/{jobId}',
    region: REGION,
    timeoutSeconds: 540,
    memory: '512MiB',
    secrets: MAIL_SECRETS,
  },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (!after?.exists || after.get('state') !== 'running') return;
    if (before?.exists && before.get('next') === after.get('next')) return;
    try {
      await runInviteChunk(after.ref);
    } catch (error) {
      if ((error as { code?: unknown }).code === FAILED_PRECONDITION) {
        logs.inviteChunkRepeated(after.ref.path);
        return;
      }
      logs.inviteJobFailed(after.ref.path, error);
      await failInviteJob(after.ref, error);
    }
  },
);

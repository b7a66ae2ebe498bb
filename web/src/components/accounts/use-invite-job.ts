import type { InvitationLetter } from '@academy/shared/invitations-api';
import type { InviteJobDoc } from '@academy/shared/invite-jobs';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export type InviteJob = InviteJobDoc & { id: string };

/** The school's latest invite job, read live: one document, so a reload finds a running job's progress again. */
export function useLatestInviteJob(schoolId: string) {
  const firestore = useFirestore();
  const latest = query(
    collection(firestore, 'schools', schoolId, 'inviteJobs'),
    orderBy('createdAt', 'desc'),
    limit(1),
  );
  const { status, data, error } = useFirestoreCollectionData(latest, { idField: 'id' });
  return { loading: status === 'loading', error, job: (data?.[0] as InviteJob | undefined) ?? null };
}

/** Reads the job's letters (one document per chunk), once, when the Admin downloads them. */
export function useInviteJobLetters(schoolId: string) {
  const firestore = useFirestore();
  return async (jobId: string): Promise<InvitationLetter[]> => {
    const chunks = await getDocs(collection(firestore, 'schools', schoolId, 'inviteJobs', jobId, 'letters'));
    return chunks.docs.flatMap((d) => (d.get('letters') as InvitationLetter[] | undefined) ?? []);
  };
}

import type { DataJobDoc, DataJobKind } from '@academy/shared/data-jobs';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';

export type DataJob = DataJobDoc & { id: string };

/** The jobs that make an archive to download (publishing reports is a job too, but makes none). */
const EXPORT_KINDS: DataJobKind[] = ['exportSchool', 'exportPerson'];

/** The Admin's own latest exports, read live (the rules let each Admin read only the jobs they started). */
export function useMyExports(schoolId: string, uid: string) {
  const firestore = useFirestore();
  const mine = query(
    collection(firestore, 'schools', schoolId, 'jobs'),
    where('createdBy', '==', uid),
    where('kind', 'in', EXPORT_KINDS),
    orderBy('createdAt', 'desc'),
    limit(3),
  );
  const { status, data } = useFirestoreCollectionData(mine, { idField: 'id' });
  return { loading: status === 'loading', jobs: (data ?? []) as DataJob[] };
}

/** One job, read live while the Admin who started it watches (null until it exists or when it is not theirs). */
export function useDataJob(schoolId: string, jobId: string) {
  const firestore = useFirestore();
  const { data } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'jobs', jobId), { idField: 'id' });
  return (data as DataJob | undefined) ?? null;
}

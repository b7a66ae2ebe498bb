import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import type { RecordRow } from './use-record-list';

/** One record of the school, live; `missing` once it is known not to exist (deleted, or a wrong link). */
export function useRecord(schoolId: string, collectionName: string, id: string) {
  const firestore = useFirestore();
  const result = useFirestoreDocData(doc(firestore, 'schools', schoolId, collectionName, id), { idField: 'id' });
  const data = result.data as RecordRow | undefined;
  return {
    loading: result.status === 'loading',
    error: result.error,
    // reactfire hands back just { id } for a document that does not exist.
    record: data && Object.keys(data).length > 1 ? data : undefined,
  };
}

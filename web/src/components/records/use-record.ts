import type { SchoolCollectionName } from '@academy/shared/collections';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { schoolRecords } from './use-record-list';

/** One record of the school, live; `missing` once it is known not to exist (deleted, or a wrong link). */
export function useRecord<N extends SchoolCollectionName>(schoolId: string, collectionName: N, id: string) {
  const firestore = useFirestore();
  const result = useFirestoreDocData(doc(schoolRecords(firestore, schoolId, collectionName), id));
  const data = result.data;
  return {
    loading: result.status === 'loading',
    error: result.error,
    // A document that does not exist comes back as undefined (or, from older reactfire, as just its id).
    record: data && Object.keys(data).length > 1 ? data : undefined,
  };
}

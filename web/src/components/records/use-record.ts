import type { SchoolCollectionName } from '@academy/shared/collections';
import { doc, documentId, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
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

/** The most records `useRecordsByIds` reads: one query's `in`. */
const BY_IDS_AT_MOST = 30;

/**
 * The records with these ids, live (a parent's children): one query of at most 30, so a page naming a few records
 * reads those and not the school's list. No ids reads none.
 */
export function useRecordsByIds<N extends SchoolCollectionName>(schoolId: string, collectionName: N, ids: string[]) {
  const firestore = useFirestore();
  const wanted = ids.slice(0, BY_IDS_AT_MOST);
  const result = useFirestoreCollectionData(
    query(
      schoolRecords(firestore, schoolId, collectionName),
      where(documentId(), 'in', wanted.length ? wanted : ['-']),
    ),
  );
  return { loading: result.status === 'loading', records: result.data ?? [] };
}

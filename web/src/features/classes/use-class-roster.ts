import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import type { RecordRow } from '@/components/records/use-record-list';

/** A class's students, and the students in no class who could join it, both live. */
export function useClassRoster(schoolId: string, classId: string) {
  const firestore = useFirestore();
  const students = collection(firestore, 'schools', schoolId, 'students');
  // A class holds at most 200 (the schema's largest capacity).
  const roster = useFirestoreCollectionData(
    query(students, where('classId', '==', classId), orderBy('lastName'), limit(200)),
    { idField: 'id' },
  );
  const unplaced = useFirestoreCollectionData(
    query(students, where('classId', '==', null), where('archived', '==', false), orderBy('lastName'), limit(200)),
    { idField: 'id' },
  );
  return {
    loading: roster.status === 'loading',
    roster: (roster.data ?? []) as RecordRow[],
    unplaced: (unplaced.data ?? []) as RecordRow[],
  };
}

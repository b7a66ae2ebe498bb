import { collection, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export interface TeacherClass {
  id: string;
  name: string;
  /** Homeroom teacher of the class, or one of the teachers whose account teaches it. */
  homeroom: boolean;
}

/**
 * The classes a teacher has, live: those they are homeroom teacher of, and those whose teacherUids hold their account
 * (what lets them read the class's students).
 */
export function useTeacherClasses(schoolId: string, teacherId: string, accountUid: string | null) {
  const firestore = useFirestore();
  const classes = collection(firestore, 'schools', schoolId, 'classes');
  const homeroom = useFirestoreCollectionData(query(classes, where('homeroomTeacherId', '==', teacherId)), {
    idField: 'id',
  });
  // Without an account nothing matches '' (a uid is never empty); the hook still runs, as hooks must.
  const taught = useFirestoreCollectionData(query(classes, where('teacherUids', 'array-contains', accountUid ?? '')), {
    idField: 'id',
  });
  const byId = new Map<string, TeacherClass>();
  for (const c of (taught.data ?? []) as { id: string; name: string }[])
    byId.set(c.id, { id: c.id, name: c.name, homeroom: false });
  for (const c of (homeroom.data ?? []) as { id: string; name: string }[])
    byId.set(c.id, { id: c.id, name: c.name, homeroom: true });
  return {
    loading: homeroom.status === 'loading' || taught.status === 'loading',
    classes: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

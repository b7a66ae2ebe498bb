/**
 * The signed-in member's audience words (their reach, kept by the server) and what the calendar and newsfeed share:
 * the classes one may address. Until the reach exists a member is reached as the whole
 * school and their role, exactly as the rules say.
 */
import { reachSchema, type ReachDoc, roleAudienceKey } from '@academy/shared/audience';
import type { UserRecord } from '@academy/shared/api';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';

export interface Reach {
  status: 'loading' | 'success' | 'error';
  /** The words to list with (array-contains-any); null for an Admin, who reads everything. */
  keys: string[] | null;
  children: ReachDoc['children'];
}

export function useReach(user: UserRecord): Reach {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, 'schools', user.school_id, 'reach', user.uid));
  const parsed = reachSchema.safeParse(data);
  const fallback = ['school', roleAudienceKey(user.role)];
  const keys =
    user.role === 'Admin' ? null : parsed.success && parsed.data.role === user.role ? parsed.data.keys : fallback;
  return { status, keys, children: parsed.success ? parsed.data.children : [] };
}

export interface AddressableClass {
  id: string;
  name: string;
  grade: number;
}

/** The classes a writer may address, and whether the read has answered: a form says "no classes" only once it has. */
export interface ClassChoices {
  status: 'loading' | 'error' | 'success';
  classes: AddressableClass[];
}

/** The classes a writer may address: every class for an Admin, the classes they teach for a Teacher. */
export function useAddressableClasses(user: UserRecord): ClassChoices {
  const firestore = useFirestore();
  const all = collection(firestore, 'schools', user.school_id, 'classes');
  const q =
    user.role === 'Admin'
      ? query(all, orderBy('name'), limit(300))
      : query(all, where('teacherUids', 'array-contains', user.uid), limit(100));
  const { data, status } = useFirestoreCollectionData(q, { idField: 'id' });
  const classes = ((status === 'success' ? data : []) as { id: string; name: string; grade: number }[])
    .map((c) => ({ id: c.id, name: c.name, grade: c.grade }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { status, classes };
}

import type { UserRecord } from '@academy/shared/api';
import { type Student, studentSchema } from '@academy/shared/people';
import { collection, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

/** The signed-in parent's children, live: students whose guardianUids hold them (the only ones the rules let them read). */
export function useChildren(user: UserRecord): { loading: boolean; children: Student[] } {
  const firestore = useFirestore();
  const result = useFirestoreCollectionData(
    query(
      collection(firestore, 'schools', user.school_id, 'students'),
      where('guardianUids', 'array-contains', user.uid),
    ),
    { idField: 'id' },
  );
  const children = (result.data ?? [])
    .flatMap((d) => {
      const parsed = studentSchema.safeParse(d);
      return parsed.success && !parsed.data.archived ? [{ ...parsed.data, id: String(d.id) }] : [];
    })
    .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id));
  return { loading: result.status === 'loading', children };
}

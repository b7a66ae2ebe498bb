import { schoolSchema, type School } from '@academy/shared/school';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';

/** The signed-in user's school, read live from Firestore (rules: members of the school only). */
export function useSchool(schoolId: string): School | undefined {
  const firestore = useFirestore();
  const { data } = useFirestoreDocData(doc(firestore, 'schools', schoolId), { idField: 'id' });
  const parsed = schoolSchema.safeParse(data);
  return parsed.success ? { ...parsed.data, id: schoolId } : undefined;
}

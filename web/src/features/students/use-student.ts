import { type Student, studentSchema } from '@academy/shared/people';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';

/** One student record, live; the rules decide who may read it (staff, the student, their guardians). */
export function useStudent(schoolId: string, studentId: string): { status: string; student: Student | null } {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'students', studentId), {
    idField: 'id',
  });
  const parsed = studentSchema.safeParse(data);
  return { status, student: parsed.success ? { ...parsed.data, id: studentId } : null };
}

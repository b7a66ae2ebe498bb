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

/**
 * The teachers who teach a class, from its timetable (the lessons carry their teacher's name and subject), each with
 * the subjects they teach it, by name. Empty while the class has no lessons.
 */
export function useClassTeachers(schoolId: string, classId: string): { name: string; subjects: string[] }[] {
  const firestore = useFirestore();
  const result = useFirestoreCollectionData(
    query(collection(firestore, 'schools', schoolId, 'lessons'), where('classId', '==', classId)),
    { idField: 'id' },
  );
  const teachers = new Map<string, Set<string>>();
  for (const lesson of result.data ?? []) {
    const name = typeof lesson.teacherName === 'string' ? lesson.teacherName : '';
    if (!name) continue;
    const subjects = teachers.get(name) ?? new Set<string>();
    if (typeof lesson.title === 'string' && lesson.title) subjects.add(lesson.title);
    teachers.set(name, subjects);
  }
  return [...teachers]
    .map(([name, subjects]) => ({ name, subjects: [...subjects].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

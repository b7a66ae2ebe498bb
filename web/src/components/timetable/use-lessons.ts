/** The timetable of one class or one teacher, live: one equality query each, sorted here by day and start time. */
import type { LessonDoc } from '@academy/shared/lesson';
import { collection, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export type Lesson = LessonDoc & { id: string };

/** Every lesson of one class or one teacher, by day and start time. */
export function useLessonsOf(schoolId: string, of: 'class' | 'teacher', id: string) {
  const firestore = useFirestore();
  const field = of === 'class' ? 'classId' : 'teacherId';
  const result = useFirestoreCollectionData(
    query(collection(firestore, 'schools', schoolId, 'lessons'), where(field, '==', id)),
    { idField: 'id' },
  );
  const lessons = ((result.data ?? []) as Lesson[]).slice().sort((a, b) => a.slot.localeCompare(b.slot));
  return { loading: result.status === 'loading', error: result.error, lessons };
}

/** The timetable of one class or one teacher, live: one equality query each, sorted here by day and start time. */
import type { LessonDoc } from '@academy/shared/lesson';
import { collection, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export type Lesson = LessonDoc & { id: string };

function useLessonsWhere(schoolId: string, field: 'classId' | 'teacherId', value: string) {
  const firestore = useFirestore();
  const result = useFirestoreCollectionData(
    query(collection(firestore, 'schools', schoolId, 'lessons'), where(field, '==', value)),
    { idField: 'id' },
  );
  const lessons = ((result.data ?? []) as Lesson[]).slice().sort((a, b) => a.slot.localeCompare(b.slot));
  return { loading: result.status === 'loading', error: result.error, lessons };
}

export const useClassLessons = (schoolId: string, classId: string) => useLessonsWhere(schoolId, 'classId', classId);

export const useTeacherLessons = (schoolId: string, teacherId: string) =>
  useLessonsWhere(schoolId, 'teacherId', teacherId);

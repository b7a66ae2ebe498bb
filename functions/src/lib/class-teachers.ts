import type { LessonDoc } from '@academy/shared/lesson';
import type { QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { schoolCollection } from './records';

/** One lesson's change to a class: it now has this teacher, or (teacherId null) it left the class or was deleted. */
export interface LessonChange {
  lessonId: string;
  teacherId: string | null;
}

/**
 * Who teaches a class: its homeroom teacher and the teachers of its lessons. Their accounts are the class's
 * teacherUids, which is what lets them read its students. Reads the class's lessons and those teachers in the
 * transaction, with `change` applied to the lessons; answers the uids, sorted, and the lessons it read.
 */
export async function classTeachers(
  tx: Transaction,
  caller: Caller,
  classId: string,
  homeroomTeacherId: string | null,
  change?: LessonChange,
): Promise<{ teacherUids: string[]; lessons: QuerySnapshot<LessonDoc> }> {
  const lessons = await tx.get(schoolCollection(caller, 'lessons').where('classId', '==', classId));
  const teacherIds = new Set<string>(homeroomTeacherId ? [homeroomTeacherId] : []);
  for (const lesson of lessons.docs) {
    if (lesson.id !== change?.lessonId) teacherIds.add(lesson.get('teacherId') as string);
  }
  if (change?.teacherId) teacherIds.add(change.teacherId);
  if (!teacherIds.size) return { teacherUids: [], lessons };
  const teachers = schoolCollection(caller, 'teachers');
  const snaps = await tx.getAll(...[...teacherIds].map((id) => teachers.doc(id)));
  const uids = new Set(snaps.map((t) => t.get('accountUid') as string | null | undefined).filter((u) => !!u));
  return { teacherUids: [...(uids as Set<string>)].sort(), lessons };
}

import { type LessonDoc, type LessonNames, renamedLesson } from '@academy/shared/lesson';
import type { QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { schoolCollection } from './records';

/** The field by which a lesson names a class, teacher, course or subject. */
export type LessonLink = 'classId' | 'teacherId' | 'courseId' | 'subjectId';

/**
 * Each lesson carries the names of the class, teacher and course or subject it names, so a timetable renders from one
 * query. Rewrites those of `lessons` that show other names than `names`; writes nothing for the ones already right.
 */
export function rewriteLessonNames(
  tx: Transaction,
  lessons: QuerySnapshot<LessonDoc>,
  names: Partial<LessonNames>,
): void {
  const fields = Object.keys(names) as (keyof LessonNames)[];
  for (const l of lessons.docs) {
    const lesson = l.data();
    if (fields.some((field) => lesson[field] !== names[field])) tx.set(l.ref, renamedLesson(lesson, names));
  }
}

/**
 * Reads the lessons that name record `id` by `link` and rewrites their names. It reads, so call it before the
 * transaction's first write.
 */
export async function renameLessons(
  tx: Transaction,
  caller: Caller,
  link: LessonLink,
  id: string,
  names: Partial<LessonNames>,
): Promise<void> {
  rewriteLessonNames(tx, await tx.get(schoolCollection(caller, 'lessons').where(link, '==', id)), names);
}

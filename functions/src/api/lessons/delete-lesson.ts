import { type LessonDoc, lessonWhen } from '@academy/shared/lesson';
import { writeAudit } from '../../lib/audit';
import { classTeachers } from '../../lib/class-teachers';
import { db } from '../../lib/firebase';
import { existing, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** Takes a lesson off the timetable; its teacher stays among the class's teachers only if they still teach it. */
export const deleteLesson: Handler<'deleteLesson'> = async ({ id }, { caller }) => {
  const ref = schoolCollection(caller, 'lessons').doc(id);
  return db.runTransaction(async (tx) => {
    const lesson = (await existing(tx, ref, 'lesson')).data() as LessonDoc;
    const klass = await tx.get(schoolCollection(caller, 'classes').doc(lesson.classId));
    const homeroom = (klass.get('homeroomTeacherId') as string | null | undefined) ?? null;
    const { teacherUids } = klass.exists
      ? await classTeachers(tx, caller, klass.id, homeroom, { lessonId: id, teacherId: null })
      : { teacherUids: null };

    tx.delete(ref);
    if (teacherUids) tx.update(klass.ref, { teacherUids });
    writeAudit(tx, caller, { action: 'lesson.deleted', target: `lessons/${id}`, before: lesson, after: null });
    return {
      status: 200 as const,
      message: `${lesson.className} ${lesson.title} on ${lessonWhen(lesson)} deleted.`,
      id,
    };
  });
};

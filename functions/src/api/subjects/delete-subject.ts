import { writeAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { existing, plural, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

const NOUN = { classes: 'class', courses: 'course', lessons: 'lesson' } as const;

/** A subject still taught by a teacher, or used by a course or lesson, stays: deleting it would orphan them. */
export const deleteSubject: Handler<'deleteSubject'> = async ({ id }, { caller }) => {
  const ref = schoolCollection(caller, 'subjects').doc(id);
  return db.runTransaction(async (tx) => {
    const subject = await existing(tx, ref, 'subject');
    const name = `${subject.get('code')} ${subject.get('name')}`;
    const teachers = await tx.get(
      schoolCollection(caller, 'teachers').where('subjectIds', 'array-contains', id).limit(50),
    );
    if (!teachers.empty) {
      const names = teachers.docs.map((t) => `${t.get('firstName')} ${t.get('lastName')}`).join(', ');
      throw conflict(
        `${name} is taught by ${plural(teachers.size, 'teacher')} (${names}): remove it from their subjects first.`,
      );
    }
    for (const collection of ['courses', 'lessons'] as const) {
      const users = await tx.get(schoolCollection(caller, collection).where('subjectId', '==', id).limit(50));
      if (!users.empty) {
        throw conflict(`${name} is used by ${plural(users.size, NOUN[collection])}: change or delete them first.`);
      }
    }
    tx.delete(ref);
    writeAudit(tx, caller, {
      action: 'subject.deleted',
      target: `subjects/${id}`,
      before: subject.data(),
      after: null,
    });
    return { status: 200 as const, message: `${name} deleted.`, id };
  });
};

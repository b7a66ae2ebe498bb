import { writeAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { existing, plural, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** A class with students (or lessons) in it stays: deleting it would leave them without a class. */
export const deleteClass: Handler<'deleteClass'> = async ({ id }, { caller }) => {
  const ref = schoolCollection(caller, 'classes').doc(id);
  return db.runTransaction(async (tx) => {
    const record = await existing(tx, ref, 'class');
    const name = record.get('name') as string;
    const students = await tx.get(schoolCollection(caller, 'students').where('classId', '==', id).limit(200));
    if (!students.empty) {
      throw conflict(
        `${name} still has ${plural(students.size, 'student')}: move or remove them from the class before deleting it.`,
      );
    }
    const lessons = await tx.get(schoolCollection(caller, 'lessons').where('classId', '==', id).limit(50));
    if (!lessons.empty) throw conflict(`${name} still has ${plural(lessons.size, 'lesson')}: delete them first.`);
    tx.delete(ref);
    writeAudit(tx, caller, { action: 'class.deleted', target: `classes/${id}`, before: record.data(), after: null });
    return { status: 200 as const, message: `${name} deleted.`, id };
  });
};

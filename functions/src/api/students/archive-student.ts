import { FieldValue } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import { readClassFamilies, writeClassFamilies } from '../../lib/class-families';
import { db } from '../../lib/firebase';
import { moveClassEnrolment } from '../../lib/term-totals';
import { existing, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * Archives a student (or restores one). The record and its guardians stay; the student leaves their class so the
 * place is free. A restored student comes back without a class.
 */
export const archiveStudent: Handler<'archiveStudent'> = async ({ id, archived }, { caller }) => {
  const ref = schoolCollection(caller, 'students').doc(id);
  return db.runTransaction(async (tx) => {
    const student = await existing(tx, ref, 'student');
    const name = `${student.get('firstName')} ${student.get('lastName')}`;
    if (student.get('archived') === archived) {
      return { status: 200 as const, message: `${name} is already ${archived ? 'archived' : 'active'}.`, id };
    }
    const classId = student.get('classId') as string | null;
    const klass = archived && classId ? await tx.get(schoolCollection(caller, 'classes').doc(classId)) : null;
    const families = archived ? await readClassFamilies(tx, caller, [classId]) : new Map();
    // archivedAt is when the school's retention setting starts counting; a restored student has none.
    tx.update(
      ref,
      archived ? { archived, classId: null, archivedAt: Date.now() } : { archived, archivedAt: FieldValue.delete() },
    );
    if (klass?.exists) {
      tx.update(klass.ref, { studentCount: FieldValue.increment(-1) });
      moveClassEnrolment(tx, caller.school_id, klass, -1);
    }
    // Their guardians no longer read the class through them.
    writeClassFamilies(tx, caller, families, [{ id, classId: null, guardianUids: [] }]);
    writeAudit(tx, caller, {
      action: archived ? 'student.archived' : 'student.restored',
      target: `students/${id}`,
      before: { archived: !archived, classId },
      after: { archived, classId: archived ? null : classId },
    });
    return { status: 200 as const, message: `${name} ${archived ? 'archived' : 'restored'}.`, id };
  });
};

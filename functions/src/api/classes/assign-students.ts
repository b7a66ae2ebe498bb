import { FieldValue } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import { readClassFamilies, writeClassFamilies } from '../../lib/class-families';
import { badRequest, notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { moveClassEnrolment } from '../../lib/term-totals';
import { existing, plural, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * Puts students in a class (from no class or from another one), or takes them out of theirs (classId null). Both
 * classes' studentCount and guardianUids (who may read the class) follow in the same transaction, and a class never holds more students than its capacity.
 */
export const assignStudents: Handler<'assignStudents'> = async ({ studentIds, classId }, { caller }) => {
  const students = schoolCollection(caller, 'students');
  const classes = schoolCollection(caller, 'classes');
  const ids = [...new Set(studentIds)];
  return db.runTransaction(async (tx) => {
    const target = classId ? await existing(tx, classes.doc(classId), 'class') : null;
    const snaps = await tx.getAll(...ids.map((id) => students.doc(id)));
    const missing = snaps.find((s) => !s.exists);
    if (missing) throw notFound(`No student with id ${missing.id} in your school.`);
    const archived = snaps.find((s) => s.get('archived'));
    if (archived) {
      throw badRequest(`${archived.get('firstName')} ${archived.get('lastName')} is archived: restore them first.`);
    }

    const moving = snaps.filter((s) => (s.get('classId') ?? null) !== classId);
    if (target) {
      const count = target.get('studentCount') as number;
      const capacity = target.get('capacity') as number;
      if (count + moving.length > capacity) {
        throw badRequest(
          `${target.get('name')} has room for ${plural(capacity - count, 'more student')} ` +
            `(${count} of ${capacity} places taken); you chose ${moving.length}.`,
        );
      }
    }
    const leaving = new Map<string, number>();
    for (const s of moving) {
      const from = s.get('classId') as string | null;
      if (from) leaving.set(from, (leaving.get(from) ?? 0) + 1);
    }
    const sources = leaving.size ? await tx.getAll(...[...leaving.keys()].map((id) => classes.doc(id))) : [];
    const families = moving.length ? await readClassFamilies(tx, caller, [classId, ...leaving.keys()]) : new Map();

    for (const s of moving) tx.update(s.ref, { classId });
    for (const source of sources) {
      if (!source.exists) continue;
      tx.update(source.ref, { studentCount: FieldValue.increment(-(leaving.get(source.id) ?? 0)) });
      moveClassEnrolment(tx, caller.school_id, source, -(leaving.get(source.id) ?? 0));
    }
    if (target && moving.length) {
      tx.update(target.ref, { studentCount: FieldValue.increment(moving.length) });
      moveClassEnrolment(tx, caller.school_id, target, moving.length);
    }
    writeClassFamilies(
      tx,
      caller,
      families,
      moving.map((s) => ({ id: s.id, classId, guardianUids: (s.get('guardianUids') as string[] | undefined) ?? [] })),
    );
    writeAudit(tx, caller, {
      action: 'class.studentsAssigned',
      target: classId ? `classes/${classId}` : 'classes/none',
      before: Object.fromEntries(moving.map((s) => [s.id, s.get('classId') ?? null])),
      after: Object.fromEntries(moving.map((s) => [s.id, classId])),
    });
    const where = target ? `into ${target.get('name')}` : 'out of their class';
    return {
      status: 200 as const,
      message: `${plural(moving.length, 'student')} moved ${where}.`,
      id: classId ?? '',
    };
  });
};

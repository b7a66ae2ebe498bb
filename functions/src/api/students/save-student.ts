import type { RouteParsedInput } from '@academy/shared/api';
import type { StudentDoc } from '@academy/shared/people';
import { FieldValue } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import { readClassFamilies, writeClassFamilies } from '../../lib/class-families';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { moveClassEnrolment } from '../../lib/term-totals';
import { archivedRefusal, classFullRefusal, linkGuardians, studentRecord, takenRefusal } from '../../lib/people';
import { existing, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * A student's admission number is unique in the school; their class has room for them; their guardians are parents
 * of the school. Every link is kept both ways in the same transaction: the parents' childIds, the student's
 * guardianUids (the parents' accounts, which let them read the record), both classes' studentCount and guardianUids
 * (what lets the parents read the class), and the searchTokens the search box uses.
 */
async function saveStudent(caller: Caller, id: string | null, fields: RouteParsedInput<'createStudent'>) {
  const students = schoolCollection(caller, 'students');
  const parents = schoolCollection(caller, 'parents');
  const classes = schoolCollection(caller, 'classes');
  const ref = id ? students.doc(id) : students.doc();
  return db.runTransaction(async (tx) => {
    const before = id ? ((await existing(tx, ref, 'student')).data() as StudentDoc) : null;
    if (before?.archived) throw badRequest(archivedRefusal(before));
    const sameNumber = await tx.get(students.where('admissionNumber', '==', fields.admissionNumber).limit(2));
    const other = sameNumber.docs.find((d) => d.id !== ref.id);
    if (other) throw conflict(takenRefusal('Admission number', fields.admissionNumber, other));

    const oldClassId = before?.classId ?? null;
    const newClass =
      fields.classId && fields.classId !== oldClassId ? await existing(tx, classes.doc(fields.classId), 'class') : null;
    if (newClass && (newClass.get('studentCount') as number) >= (newClass.get('capacity') as number)) {
      throw badRequest(classFullRefusal(newClass.get('name'), newClass.get('studentCount'), newClass.get('capacity')));
    }
    const oldClass = oldClassId && oldClassId !== fields.classId ? await tx.get(classes.doc(oldClassId)) : null;

    const guardianIds = [...new Set(fields.guardianIds)];
    const guardians = guardianIds.length ? await tx.getAll(...guardianIds.map((g) => parents.doc(g))) : [];
    const missing = guardians.find((g) => !g.exists);
    if (missing) throw notFound(`No parent with id ${missing.id} in your school.`);
    const dropped = (before?.guardianIds ?? []).filter((g) => !guardianIds.includes(g));
    const droppedSnaps = dropped.length ? await tx.getAll(...dropped.map((g) => parents.doc(g))) : [];
    const families = await readClassFamilies(tx, caller, [oldClassId, fields.classId]);

    const student = studentRecord(fields, before, guardians);
    // merge keeps what other features store on the record (the account's e-mail).
    tx.set(ref, student, { merge: true });
    linkGuardians(tx, ref.id, guardians, droppedSnaps);
    if (newClass) {
      tx.update(newClass.ref, { studentCount: FieldValue.increment(1) });
      moveClassEnrolment(tx, caller.school_id, newClass, 1);
    }
    if (oldClass?.exists) {
      tx.update(oldClass.ref, { studentCount: FieldValue.increment(-1) });
      moveClassEnrolment(tx, caller.school_id, oldClass, -1);
    }
    writeClassFamilies(tx, caller, families, [
      { id: ref.id, classId: student.classId, guardianUids: student.guardianUids },
    ]);
    writeAudit(tx, caller, {
      action: id ? 'student.updated' : 'student.created',
      target: `students/${ref.id}`,
      before: before ?? null,
      after: student,
    });
    return {
      status: 200 as const,
      message: `${student.firstName} ${student.lastName} (${student.admissionNumber}) saved.`,
      id: ref.id,
    };
  });
}

export const createStudent: Handler<'createStudent'> = (input, { caller }) => saveStudent(caller, null, input);

export const updateStudent: Handler<'updateStudent'> = ({ id, ...fields }, { caller }) =>
  saveStudent(caller, id, fields);

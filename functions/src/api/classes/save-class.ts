import type { RouteParsedInput } from '@academy/shared/api';
import { classSearchTokens } from '@academy/shared/structure-api';
import { type ClassDoc, classSchema } from '@academy/shared/structure';
import { writeAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { moveClassEnrolment } from '../../lib/term-totals';
import { existing, schoolCollection } from '../../lib/records';
import { classTeachers } from '../../lib/class-teachers';
import { rewriteLessonNames } from '../../lib/lesson-names';
import type { Handler } from '../../lib/router';

/**
 * A class belongs to a term of the school, its name is unique within that term, its homeroom teacher is one of the
 * school's teachers, and its capacity is never below the students already in it. The homeroom teacher's account and
 * those of the teachers of its lessons are in teacherUids, which is what lets them read the class's students; the
 * homeroom teacher's name is kept with the class for its families, who read the class but not the staff records.
 * guardianUids stays as the students' links made it.
 */
async function saveClass(caller: Caller, id: string | null, fields: RouteParsedInput<'createClass'>) {
  const classes = schoolCollection(caller, 'classes');
  const ref = id ? classes.doc(id) : classes.doc();
  return db.runTransaction(async (tx) => {
    const before = id ? ((await existing(tx, ref, 'class')).data() as ClassDoc) : null;
    await existing(tx, schoolCollection(caller, 'terms').doc(fields.termId), 'term');
    const teachers = schoolCollection(caller, 'teachers');
    const homeroom = fields.homeroomTeacherId
      ? await existing(tx, teachers.doc(fields.homeroomTeacherId), 'teacher')
      : null;
    if (homeroom?.get('archived')) throw badRequest('Homeroom teacher has been archived: choose another teacher.');
    const sameName = await tx.get(classes.where('termId', '==', fields.termId).where('name', '==', fields.name));
    if (sameName.docs.some((d) => d.id !== ref.id))
      throw conflict(`There is already a class ${fields.name} in that term.`);

    const studentCount = before?.studentCount ?? 0;
    if (fields.capacity < studentCount) {
      throw badRequest(
        `Capacity ${fields.capacity} is below the ${studentCount} students already in ${before?.name}: move some first.`,
      );
    }
    // The homeroom teacher and the teachers of the class's lessons.
    const { teacherUids, lessons } = await classTeachers(tx, caller, ref.id, fields.homeroomTeacherId);

    const record: ClassDoc = classSchema.parse({
      ...fields,
      teacherUids,
      guardianUids: before?.guardianUids ?? [],
      homeroomTeacherName: homeroom ? `${homeroom.get('firstName')} ${homeroom.get('lastName')}` : '',
      studentCount,
      searchTokens: classSearchTokens(fields),
    });
    tx.set(ref, record);
    // Its students move with it when the class changes grade or term.
    if (before && (before.grade !== record.grade || before.termId !== record.termId)) {
      moveClassEnrolment(tx, caller.school_id, before, -studentCount);
      moveClassEnrolment(tx, caller.school_id, record, studentCount);
    }
    rewriteLessonNames(tx, lessons, { className: record.name });
    writeAudit(tx, caller, {
      action: id ? 'class.updated' : 'class.created',
      target: `classes/${ref.id}`,
      before: before ?? null,
      after: record,
    });
    return { status: 200 as const, message: `${record.name} saved.`, id: ref.id };
  });
}

export const createClass: Handler<'createClass'> = (input, { caller }) => saveClass(caller, null, input);

export const updateClass: Handler<'updateClass'> = ({ id, ...fields }, { caller }) => saveClass(caller, id, fields);

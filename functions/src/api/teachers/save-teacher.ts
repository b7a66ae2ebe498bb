import type { RouteParsedInput } from '@academy/shared/api';
import { type TeacherDoc, teacherSchema } from '@academy/shared/people';
import type { Caller } from '../../lib/caller';
import { saveEmployee } from '../../lib/employees';
import { notFound } from '../../lib/errors';
import { renameLessons } from '../../lib/lesson-names';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** A teacher's subjects are subjects of the school; the rest is checked as for any employee. */
function saveTeacher(caller: Caller, id: string | null, fields: RouteParsedInput<'createTeacher'>) {
  return saveEmployee(caller, 'teachers', id, fields, async (tx, input, kept): Promise<TeacherDoc> => {
    const subjectIds = [...new Set(input.subjectIds)];
    const subjects = schoolCollection(caller, 'subjects');
    const found = subjectIds.length ? await tx.getAll(...subjectIds.map((s) => subjects.doc(s))) : [];
    const missing = found.find((s) => !s.exists);
    if (missing) throw notFound(`No subject with id ${missing.id} in your school.`);
    // The teacher's name is kept on each of their lessons, and on each class they are homeroom teacher of, which
    // families read instead of the staff records.
    const teacherName = `${input.firstName} ${input.lastName}`;
    if (id) {
      const homerooms = await tx.get(schoolCollection(caller, 'classes').where('homeroomTeacherId', '==', id));
      await renameLessons(tx, caller, 'teacherId', id, { teacherName });
      for (const c of homerooms.docs) {
        if (c.get('homeroomTeacherName') !== teacherName) tx.update(c.ref, { homeroomTeacherName: teacherName });
      }
    }
    return teacherSchema.parse({ ...input, ...kept, subjectIds });
  });
}

export const createTeacher: Handler<'createTeacher'> = (input, { caller }) => saveTeacher(caller, null, input);

export const updateTeacher: Handler<'updateTeacher'> = ({ id, ...fields }, { caller }) =>
  saveTeacher(caller, id, fields);

import { archiveEmployee } from '../../lib/employees';
import { plural, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * Archives a teacher (or restores one). A teacher who is still homeroom teacher of a class, or teaches a course, stays
 * until someone else takes those over: archiving them would leave the class or course with a teacher no list offers.
 */
export const archiveTeacher: Handler<'archiveTeacher'> = ({ id, archived }, { caller }) => {
  return archiveEmployee(caller, 'teachers', id, archived, async (tx, _ref, name) => {
    const homerooms = await tx.get(schoolCollection(caller, 'classes').where('homeroomTeacherId', '==', id).limit(20));
    if (!homerooms.empty) {
      const names = homerooms.docs.map((c) => c.get('name') as string).join(', ');
      return `${name} is homeroom teacher of ${plural(homerooms.size, 'class')} (${names}): choose another homeroom teacher first.`;
    }
    const courses = await tx.get(
      schoolCollection(caller, 'courses').where('teacherIds', 'array-contains', id).limit(20),
    );
    if (!courses.empty) {
      const codes = courses.docs.map((c) => c.get('code') as string).join(', ');
      return `${name} teaches ${plural(courses.size, 'course')} (${codes}): remove them from those courses first.`;
    }
    return null;
  });
};

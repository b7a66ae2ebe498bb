import { publicCourseId } from '@academy/shared/course';
import { writeAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { deleteFilesOfRecordsFrom } from '../../lib/files';
import { existing, plural, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * A course the timetable still uses stays: deleting it would leave those lessons teaching nothing. So does a course
 * anyone has a place on (or had: a withdrawn place keeps its payment's history): its places and payments would point at
 * nothing. Such a course is unpublished instead.
 */
export const deleteCourse: Handler<'deleteCourse'> = async ({ id }, { caller }) => {
  const ref = schoolCollection(caller, 'courses').doc(id);
  const answer = await db.runTransaction(async (tx) => {
    const course = await existing(tx, ref, 'course');
    const name = `${course.get('code')} ${course.get('title')}`;
    const lessons = (await tx.get(schoolCollection(caller, 'lessons').where('courseId', '==', id).count())).data()
      .count;
    if (lessons > 0) {
      throw conflict(
        `${name} is taught in ${plural(lessons, 'lesson')} of the timetable: delete those lessons or give them another course first.`,
      );
    }
    const places = (await tx.get(schoolCollection(caller, 'enrolments').where('courseId', '==', id).count())).data()
      .count;
    if (places > 0) {
      throw conflict(
        `${name} has ${plural(places, 'student place')}, taken or given up: unpublish it instead (untick Published), so nobody new can take it and its students keep their progress and payments.`,
      );
    }
    tx.delete(ref);
    tx.delete(db.doc(`publicCourses/${publicCourseId(caller.school_id, id)}`));
    writeAudit(tx, caller, { action: 'course.deleted', target: `courses/${id}`, before: course.data(), after: null });
    return { status: 200 as const, message: `${name} deleted.`, id };
  });
  // Its lectures' files (`<course>_<lecture>`) go with it.
  await deleteFilesOfRecordsFrom(caller.school_id, `${id}_`);
  return answer;
};

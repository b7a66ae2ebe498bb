import {
  type EnrolmentDoc,
  enrolmentId,
  lectureCountOf,
  lectureKeys,
  progressPercent,
} from '@academy/shared/enrolment';
import { writeAudit } from '../../lib/audit';
import { badRequest, conflict, notFound, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  noPlace: /*i18n*/ { id: 'api.course.no-place', message: 'You have no place on course {id}.' },
  notEnrolled: /*i18n*/ { id: 'api.course.you-not-enrolled', message: 'You are not enrolled on {course}.' },
  noCourse: /*i18n*/ { id: 'api.course.not-found', message: 'No course with id {id} in your school.' },
  noLecture: /*i18n*/ { id: 'api.course.no-lecture', message: 'Lecture {lecture} is not in {course}.' },
};

/**
 * The student's own progress: where they are and which lectures are done, kept on their place so another device opens
 * where they left off. Another student's place is answered as if it did not exist.
 */
export const saveProgress: Handler<'saveProgress'> = async ({ courseId, studentId, lecture, done }, { caller }) =>
  db.runTransaction(async (tx) => {
    const ref = schoolCollection(caller, 'enrolments').doc(enrolmentId(courseId, studentId));
    const courseRef = schoolCollection(caller, 'courses').doc(courseId);
    const [placeSnap, courseSnap] = await Promise.all([tx.get(ref), tx.get(courseRef)]);
    const before = placeSnap.data();
    if (!before || before.studentUid !== caller.uid) throw notFound(say(MESSAGES.noPlace, { id: courseId }));
    if (before.status !== 'enrolled') throw conflict(say(MESSAGES.notEnrolled, { course: before.courseTitle }));
    const course = courseSnap.data();
    if (!course) throw notFound(say(MESSAGES.noCourse, { id: courseId }));
    const keys = lectureKeys(course);
    if (!keys.includes(lecture)) throw badRequest(say(MESSAGES.noLecture, { lecture, course: course.title }));
    const doneSet = new Set(before.doneLectures.filter((k) => keys.includes(k)));
    if (done === true) doneSet.add(lecture);
    if (done === false) doneSet.delete(lecture);
    const after: EnrolmentDoc = {
      ...before,
      current: lecture,
      doneLectures: keys.filter((k) => doneSet.has(k)),
      lectureCount: lectureCountOf(course),
      updatedAt: Date.now(),
    };
    tx.set(ref, after);
    writeAudit(tx, caller, {
      action: 'enrolment.progress',
      target: `enrolments/${ref.id}`,
      before: { current: before.current, doneLectures: before.doneLectures },
      after: { current: after.current, doneLectures: after.doneLectures },
    });
    const percent = progressPercent(after);
    return {
      status: 200 as const,
      message: say(
        /*i18n*/ { id: 'api.course.progress', message: '{percent}% of {course} done.' },
        {
          percent,
          course: course.title,
        },
      ),
      id: ref.id,
      percent,
    };
  });

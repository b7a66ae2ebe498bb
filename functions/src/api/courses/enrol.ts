import { schoolLocaleOf } from '@academy/shared/date-format';
import { schoolToday } from '@academy/shared/school-time';
import { writeAudit } from '../../lib/audit';
import { badRequest, conflict, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';
import { enrolmentWindowSentence, priceWords, readPlace, refuseTakenPlace, teacherUidsOf, writePlace } from './places';

const MESSAGES = {
  priced: /*i18n*/ { id: 'api.course.priced', message: '{course} costs {price}: add it to the cart to pay for it.' },
  notOpen: /*i18n*/ { id: 'api.course.not-open', message: '{course} is not open yet.' },
  waiting: /*i18n*/ { id: 'api.course.full-waiting', message: '{course} is full: {name} is on the waiting list.' },
  enrolled: /*i18n*/ { id: 'api.course.enrolled', message: '{name} is enrolled on {course}.' },
};

/**
 * Enrols a student on a free course: the student themself, their guardian, or the office by hand (the office also on
 * a priced course, without payment). Inside the enrolment window, in the school's own time zone; a full course puts
 * the student on its waiting list instead.
 */
export const enrol: Handler<'enrol'> = async ({ courseId, studentId }, { caller }) =>
  db.runTransaction(async (tx) => {
    const place = await readPlace(tx, caller, courseId, studentId);
    const { course } = place;
    refuseTakenPlace(place);
    if (course.price !== null && caller.role !== 'Admin')
      throw conflict(say(MESSAGES.priced, { course: course.title, price: priceWords(course) }));
    if (!course.published && caller.role !== 'Admin') throw badRequest(say(MESSAGES.notOpen, { course: course.title }));
    const school = await tx.get(schoolDoc(caller));
    const where = schoolLocaleOf(school.data());
    const closed = enrolmentWindowSentence(course, schoolToday(where.timeZone));
    if (closed && caller.role !== 'Admin') throw conflict(closed);
    const teacherUids = await teacherUidsOf(tx, caller, course);
    const by = caller.role === 'Admin' ? 'office' : caller.role === 'Parent' ? 'guardian' : 'student';
    const after = writePlace(tx, place, teacherUids, by, null);
    writeAudit(tx, caller, {
      action: after.status === 'waiting' ? 'enrolment.waiting' : 'enrolment.enrolled',
      target: `enrolments/${place.ref.id}`,
      before: place.before,
      after,
    });
    return {
      status: 200 as const,
      message: say(after.status === 'waiting' ? MESSAGES.waiting : MESSAGES.enrolled, {
        course: course.title,
        name: after.studentName,
      }),
      id: place.ref.id,
      placeStatus: after.status === 'waiting' ? ('waiting' as const) : ('enrolled' as const),
    };
  });

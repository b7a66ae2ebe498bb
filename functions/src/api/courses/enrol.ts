import { schoolLocaleOf } from '@academy/shared/date-format';
import { enrolmentWindowRefusal } from '@academy/shared/enrolment';
import { schoolToday } from '@academy/shared/school-time';
import { writeAudit } from '../../lib/audit';
import { badRequest, conflict } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';
import { priceWords, readPlace, refuseTakenPlace, teacherUidsOf, writePlace } from './places';

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
      throw conflict(`${course.title} costs ${priceWords(course)}: add it to the cart to pay for it.`);
    if (!course.published && caller.role !== 'Admin') throw badRequest(`${course.title} is not open yet.`);
    const school = await tx.get(schoolDoc(caller));
    const where = schoolLocaleOf(school.data());
    const closed = enrolmentWindowRefusal(course, schoolToday(where.timeZone), where);
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
      message:
        after.status === 'waiting'
          ? `${course.title} is full: ${after.studentName} is on the waiting list.`
          : `${after.studentName} is enrolled on ${course.title}.`,
      id: place.ref.id,
      placeStatus: after.status === 'waiting' ? ('waiting' as const) : ('enrolled' as const),
    };
  });

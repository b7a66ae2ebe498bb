import type { EnrolmentDoc } from '@academy/shared/enrolment';
import { writeAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';
import { readPlace } from './places';

/**
 * Gives up a place (or a name on the waiting list); progress is kept should the student come back. A place freed on
 * a full course goes to the first name on its waiting list, in the same transaction. Money is not returned here: a
 * paid place's refund is the office's, through fees.
 */
export const withdraw: Handler<'withdraw'> = async ({ courseId, studentId }, { caller }) =>
  db.runTransaction(async (tx) => {
    const place = await readPlace(tx, caller, courseId, studentId);
    const { course, before } = place;
    if (!before || before.status === 'withdrawn')
      throw conflict(`${place.student.firstName} ${place.student.lastName} is not enrolled on ${course.title}.`);
    const wasEnrolled = before.status === 'enrolled';
    const next = wasEnrolled
      ? await tx.get(
          schoolCollection(caller, 'enrolments')
            .where('courseId', '==', courseId)
            .where('status', '==', 'waiting')
            .orderBy('enrolledAt')
            .limit(1),
        )
      : null;
    const now = Date.now();
    const after: EnrolmentDoc = { ...before, status: 'withdrawn', updatedAt: now };
    tx.set(place.ref, after);
    const promoted = next?.docs[0];
    if (promoted) tx.update(promoted.ref, { status: 'enrolled', updatedAt: now });
    // The student leaving frees a place or a name on the list; a promoted name moves from the list to a place.
    const freed = wasEnrolled ? 1 : 0;
    const moved = promoted ? 1 : 0;
    tx.update(place.courseRef, {
      enrolled: Math.max(0, (course.enrolled ?? 0) - freed + moved),
      waiting: Math.max(0, (course.waiting ?? 0) - (1 - freed) - moved),
    });
    writeAudit(tx, caller, { action: 'enrolment.withdrawn', target: `enrolments/${place.ref.id}`, before, after });
    const refund = before.paid ? ' The office can refund the payment through fees.' : '';
    return {
      status: 200 as const,
      message: `${before.studentName} has left ${course.title}.${refund}`,
      id: place.ref.id,
    };
  });

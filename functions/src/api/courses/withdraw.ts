import type { EnrolmentDoc } from '@academy/shared/enrolment';
import { type CreditNoteDoc, familyIdFor, type FamilyDoc } from '@academy/shared/fees';
import { writeAudit } from '../../lib/audit';
import { readCreditNoteCounter, writeCreditNote } from '../../lib/credit-notes';
import { badRequest, conflict, forbidden, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';
import { readPlace } from './places';

const MESSAGES = {
  officeOnly: /*i18n*/ {
    id: 'api.course.office-returns-payment',
    message: 'Only the school office returns a payment.',
  },
  notEnrolled: /*i18n*/ { id: 'api.course.not-enrolled', message: '{name} is not enrolled on {course}.' },
  left: /*i18n*/ { id: 'api.course.left', message: '{name} has left {course}.' },
  nothingPaid: /*i18n*/ { id: 'api.course.nothing-paid', message: 'returnPayment: nothing was paid for this place.' },
  noFamily: /*i18n*/ { id: 'api.course.no-family', message: "No family record holds {name}'s payment." },
  leftWithCredit: /*i18n*/ {
    id: 'api.course.left-credit',
    message:
      '{name} has left {course}. Credit note {number}: {amount} paid for the place is now family credit, to refund at the desk.',
  },
  leftPaid: /*i18n*/ {
    id: 'api.course.left-paid',
    message:
      '{name} has left {course}. What was paid for the place stays paid; the office can return it as family credit.',
  },
};

/**
 * Gives up a place (or a name on the waiting list); progress is kept should the student come back. A place freed on
 * a full course goes to the first name on its waiting list, in the same transaction. What was paid for a place comes
 * back only when the office asks (`returnPayment`): it becomes the family's credit with a numbered credit note, the
 * course's revenue goes down by it, and the desk can then refund the credit. The payment itself is never undone.
 */
export const withdraw: Handler<'withdraw'> = async ({ courseId, studentId, returnPayment }, { caller }) =>
  db.runTransaction(async (tx) => {
    if (returnPayment && caller.role !== 'Admin') throw forbidden(say(MESSAGES.officeOnly));
    const place = await readPlace(tx, caller, courseId, studentId);
    const { course, before } = place;
    if (!before || before.status === 'withdrawn')
      throw conflict(
        say(MESSAGES.notEnrolled, {
          name: `${place.student.firstName} ${place.student.lastName}`,
          course: course.title,
        }),
      );
    if (returnPayment && !before.paid) throw badRequest(say(MESSAGES.nothingPaid));
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
    const paid = returnPayment ? before.paid : null;
    const familyRef = schoolCollection(caller, 'families').doc(familyIdFor(place.student, studentId));
    const family = paid ? ((await tx.get(familyRef)).data() as FamilyDoc | undefined) : undefined;
    const numbering = paid ? await readCreditNoteCounter(tx, caller) : null;
    if (paid && !family) throw conflict(say(MESSAGES.noFamily, { name: before.studentName }));

    const now = Date.now();
    const after: EnrolmentDoc = { ...before, status: 'withdrawn', paid: paid ? null : before.paid, updatedAt: now };
    tx.set(place.ref, after);
    const promoted = next?.docs[0];
    if (promoted) tx.update(promoted.ref, { status: 'enrolled', updatedAt: now });
    // The student leaving frees a place or a name on the list; a promoted name moves from the list to a place.
    const freed = wasEnrolled ? 1 : 0;
    const moved = promoted ? 1 : 0;
    tx.update(place.courseRef, {
      enrolled: Math.max(0, (course.enrolled ?? 0) - freed + moved),
      waiting: Math.max(0, (course.waiting ?? 0) - (1 - freed) - moved),
      ...(paid ? { revenue: Math.max(0, (course.revenue ?? 0) - paid.amount) } : {}),
    });
    let creditNote: CreditNoteDoc | null = null;
    if (paid && family && numbering) {
      creditNote = writeCreditNote(
        tx,
        caller,
        numbering,
        `place-${place.ref.id}-${now}`,
        {
          invoiceId: '',
          courseId,
          familyId: familyRef.id,
          guardianUids: family.guardianUids,
          payerName: family.payerName,
          studentName: before.studentName,
          scheduleName: course.title,
          reason: 'Withdrawn from the course by the school office',
          currency: paid.currency,
          amount: paid.amount,
          creditAfter: family.credit + paid.amount,
        },
        now,
      );
      tx.update(familyRef, { credit: family.credit + paid.amount });
    }
    writeAudit(tx, caller, {
      action: 'enrolment.withdrawn',
      target: `enrolments/${place.ref.id}`,
      before,
      after: { ...after, creditNote: creditNote && { number: creditNote.number, amount: creditNote.amount } },
    });
    const names = { name: before.studentName, course: course.title };
    return {
      status: 200 as const,
      message: creditNote
        ? say(MESSAGES.leftWithCredit, { ...names, number: creditNote.number }, undefined, {
            amount: { amount: creditNote.amount, currency: creditNote.currency },
          })
        : say(before.paid ? MESSAGES.leftPaid : MESSAGES.left, names),
      id: place.ref.id,
    };
  });

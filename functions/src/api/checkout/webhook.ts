import { schoolLocaleOf } from '@academy/shared/date-format';
import { isDocumentId } from '@academy/shared/document-id';
import type { CheckoutSessionDoc } from '@academy/shared/fees';
import { schoolToday } from '@academy/shared/school-time';
import { writeAudit } from '../../lib/audit';
import { badRequest, HttpError, say, type Sentence } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { moveMoney } from '../../lib/fees-ledger';
import { settleCardRefund } from '../../lib/card-refunds';
import { notifyInTransaction } from '../../lib/notify';
import { readersFrom, schoolReading } from '../../lib/readers';
import { paymentProvider } from '../../lib/payment-provider';
import { failureLimit, unknownAddress } from '../../lib/rate-limit';
import { PUBLIC_FAILURE_LIMIT } from '../../config';
import {
  type CoursePlace,
  placeNotForSale,
  readPlace,
  teacherUidsOf,
  withEarlierPlaces,
  writePlace,
} from '../courses/places';
import type { Handler } from '../../lib/router';
import { systemCaller } from '../../lib/caller';

const MESSAGES = {
  gone: /*i18n*/ { id: 'alert.payment.course-gone', message: '{item}: the course is gone.' },
  creditTitle: /*i18n*/ { id: 'alert.payment.credit.title', message: 'An online payment became family credit' },
  creditVoid: /*i18n*/ {
    id: 'alert.payment.credit.body',
    message:
      "{amount} paid online (receipt {receipt}) was for an invoice that is void or already paid, so it is now the family's credit.",
  },
  creditPlaces: /*i18n*/ {
    id: 'alert.payment.credit.body-places',
    message:
      "{amount} paid online (receipt {receipt}) was for what could not be taken any more ({places}), so it is now the family's credit.",
  },
};

const TOO_MANY_FORGERIES = 'Too many events that failed their signature from this address. Wait 15 minutes.';

/**
 * The provider says a checkout was paid (or abandoned). The signature over the exact bytes proves who sent it; the
 * checkout's own record, keyed by its session, makes a replayed or duplicated event change nothing: the payment is
 * applied once, to the invoices the server priced. Money for an invoice voided meanwhile becomes family credit, and
 * the office is told.
 */
export const checkoutWebhook: Handler<'checkoutWebhook'> = async (_input, { raw, ip }) => {
  if (!ip) throw unknownAddress();
  const forgeries = failureLimit(`checkout-webhook:address:${ip}`, PUBLIC_FAILURE_LIMIT, TOO_MANY_FORGERIES);
  await forgeries.refuse();
  const event = (await paymentProvider()).verifyEvent(raw.body ?? '', raw.header('stripe-signature'));
  if (!event) {
    await forgeries.failed();
    throw badRequest('Stripe-Signature does not verify this event.');
  }
  if (event.kind === 'refunded' || event.kind === 'refundFailed') return settleCardRefund(event);
  if (event.kind === 'other' || !event.schoolId || !event.checkoutId)
    return { status: 200 as const, message: 'Nothing to do for this event.' };
  const schoolId = event.schoolId;
  if (!isDocumentId(schoolId) || !isDocumentId(event.checkoutId))
    throw badRequest('The event names no checkout of ours.');
  const ref = db.doc(`schools/${schoolId}/checkoutSessions/${event.checkoutId}`);

  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw badRequest('The event names no checkout of ours.');
    const checkout = snap.data() as CheckoutSessionDoc;
    if (checkout.status !== 'open') return { status: 200 as const, message: 'Already applied.' };
    // The provider's session is recorded just after it is made; an event can arrive before that, and is this
    // checkout's (the signature proves the provider sent it for this checkout). Another session is not this checkout's.
    if (checkout.providerSessionId && checkout.providerSessionId !== event.providerSessionId)
      return { status: 200 as const, message: 'Not this checkout’s payment session: nothing to do.' };
    const caller = systemCaller(schoolId, checkout.payerUid, 'Parent');
    if (event.kind === 'abandoned') {
      tx.update(ref, { status: 'declined', eventId: event.id, providerSessionId: event.providerSessionId });
      writeAudit(tx, caller, {
        action: 'checkout.abandoned',
        target: `checkoutSessions/${ref.id}`,
        before: checkout,
        after: null,
      });
      return { status: 200 as const, message: 'Checkout closed; nothing was paid.' };
    }
    if (event.amount !== checkout.amount || event.currency !== checkout.currency)
      throw badRequest('The event’s amount is not what was charged.');
    const admins = await tx.get(
      db.collection('users').where('school_id', '==', schoolId).where('role', '==', 'Admin').limit(20),
    );
    // Course places: read and checked again now (reads come before any write). One that cannot be taken any more
    // (filled, or taken by hand meanwhile) is not bought: its money becomes credit, and the office is told.
    const paymentId = `online_${event.providerSessionId}`;
    const bought: (CoursePlace & {
      item: CheckoutSessionDoc['items'][number];
      amount: number;
      teacherUids: string[];
    })[] = [];
    const notBought: Sentence[] = [];
    const courseItems = checkout.items.filter((i) => i.course);
    const school = courseItems.length ? await tx.get(db.doc(`schools/${schoolId}`)) : null;
    const where = schoolLocaleOf(school?.data());
    const today = schoolToday(where.timeZone);
    for (const item of courseItems) {
      const read = await readPlace(tx, caller, item.course!.courseId, item.course!.studentId).catch((e: unknown) => {
        if (e instanceof HttpError) return null; // the course or the child is gone: not bought
        throw e;
      });
      const place = read && withEarlierPlaces(read, bought);
      const refusal = place ? placeNotForSale(place, today) : say(MESSAGES.gone, { item: item.label });
      if (place && refusal === null)
        bought.push({
          ...place,
          item,
          amount: item.amount,
          teacherUids: await teacherUidsOf(tx, caller, place.course),
        });
      else if (refusal) notBought.push(refusal);
    }
    const moved = await moveMoney(tx, {
      schoolId,
      paymentId,
      familyId: checkout.familyId,
      kind: 'payment',
      amount: checkout.amount,
      method: 'online',
      reference: event.providerSessionId,
      reason: '',
      invoiceAmounts: checkout.items.flatMap((i) =>
        i.invoiceId ? [{ invoiceId: i.invoiceId, amount: i.amount }] : [],
      ),
      purchases: bought.map((place) => ({
        label: place.item.label,
        courseId: place.courseRef.id,
        studentId: place.studentRef.id,
        amount: place.amount,
      })),
      recordedBy: checkout.payerUid,
    });
    for (const place of bought) {
      const after = writePlace(tx, place, place.teacherUids, 'guardian', {
        amount: place.amount,
        currency: checkout.currency,
        paymentId: moved.paymentId,
      });
      writeAudit(tx, caller, {
        action: 'enrolment.paid',
        target: `enrolments/${place.ref.id}`,
        before: place.before,
        after,
      });
    }
    tx.update(ref, {
      status: 'paid',
      eventId: event.id,
      paymentId: moved.paymentId,
      providerSessionId: event.providerSessionId,
    });
    if (moved.toCredit > 0) {
      // The Admins' records were read by the query above: their languages cost no read.
      const readers = await readersFrom(admins.docs, moved.school ?? schoolReading(school?.data()));
      const audience = readers.tell(
        admins.docs.map((d) => d.id),
        (reader) => ({
          title: reader.t(MESSAGES.creditTitle),
          body: reader.t(notBought.length ? MESSAGES.creditPlaces : MESSAGES.creditVoid, {
            amount: reader.money(moved.toCredit, checkout.currency),
            receipt: moved.receiptNumber,
            places: notBought.map((refusal) => reader.say(refusal)).join(' '),
          }),
          link: '/app/admin/fees',
        }),
      );
      notifyInTransaction(tx, schoolId, audience, `credit-${moved.paymentId}`);
    }
    writeAudit(tx, caller, {
      action: 'payment.online',
      target: `payments/${moved.paymentId}`,
      before: null,
      after: moved.payment,
    });
    return { status: 200 as const, message: `Payment applied: receipt ${moved.receiptNumber}.` };
  });
};

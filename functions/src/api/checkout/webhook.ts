import type { CheckoutSessionDoc } from '@academy/shared/fees';
import { formatMoney } from '@academy/shared/money';
import { writeAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { moveMoney } from '../../lib/fees-ledger';
import { notifyInTransaction } from '../../lib/notify';
import { paymentProvider } from '../../lib/payment-provider';
import type { Handler } from '../../lib/router';

/**
 * The provider says a checkout was paid (or abandoned). The signature over the exact bytes proves who sent it; the
 * checkout's own record, keyed by its session, makes a replayed or duplicated event change nothing: the payment is
 * applied once, to the invoices the server priced. Money for an invoice voided meanwhile becomes family credit, and
 * the office is told.
 */
export const checkoutWebhook: Handler<'checkoutWebhook'> = async (_input, { raw }) => {
  const event = (await paymentProvider()).verifyEvent(raw.body ?? '', raw.header('stripe-signature'));
  if (!event) throw badRequest('Stripe-Signature does not verify this event.');
  if (event.kind === 'other' || !event.schoolId || !event.checkoutId)
    return { status: 200 as const, message: 'Nothing to do for this event.' };
  const schoolId = event.schoolId;
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(schoolId) || !/^[A-Za-z0-9_-]{1,128}$/.test(event.checkoutId))
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
    const caller = {
      uid: checkout.payerUid,
      email: undefined,
      role: 'Parent' as const,
      school_id: schoolId,
      authTime: 0,
    };
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
    const moved = await moveMoney(tx, {
      schoolId,
      paymentId: `online_${event.providerSessionId}`,
      familyId: checkout.familyId,
      kind: 'payment',
      amount: checkout.amount,
      method: 'online',
      reference: event.providerSessionId,
      reason: '',
      invoiceAmounts: checkout.items.map((i) => ({ invoiceId: i.invoiceId, amount: i.amount })),
      recordedBy: checkout.payerUid,
    });
    tx.update(ref, {
      status: 'paid',
      eventId: event.id,
      paymentId: moved.paymentId,
      providerSessionId: event.providerSessionId,
    });
    if (moved.toCredit > 0)
      notifyInTransaction(
        tx,
        schoolId,
        admins.docs.map((d) => d.id),
        {
          title: 'An online payment became family credit',
          body: `${formatMoney(moved.toCredit, checkout.currency)} paid online (receipt ${moved.receiptNumber}) was for an invoice that is void or already paid, so it is now the family's credit.`,
          link: '/app/admin/fees',
        },
        `credit-${moved.paymentId}`,
      );
    writeAudit(tx, caller, {
      action: 'payment.online',
      target: `payments/${moved.paymentId}`,
      before: null,
      after: moved.payment,
    });
    return { status: 200 as const, message: `Payment applied: receipt ${moved.receiptNumber}.` };
  });
};

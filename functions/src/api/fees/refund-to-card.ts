import { type CardRefundDoc, type FamilyDoc, freeCredit, type PaymentDoc } from '@academy/shared/fees';
import { formatMoney } from '@academy/shared/money';
import { writeAudit } from '../../lib/audit';
import { cardRefundRef, letRefundGo } from '../../lib/card-refunds';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { paymentProvider } from '../../lib/payment-provider';
import type { Handler } from '../../lib/router';
import { logger } from 'firebase-functions';

/** At most this many refunds to one payment's card (each a partial one): a limit on what the request reads. */
const REFUNDS_PER_PAYMENT = 20;

function answer(refundId: string, refund: CardRefundDoc) {
  const amount = formatMoney(refund.amount, refund.currency);
  if (refund.state === 'refunded')
    return {
      status: 200 as const,
      message: `${amount} refunded to the card: receipt ${refund.receiptNumber}.`,
      refundId,
      state: refund.state,
      receiptNumber: refund.receiptNumber,
    };
  if (refund.state === 'failed')
    throw conflict(
      `The card provider did not refund ${amount} (${refund.failureReason}). It is the family’s credit again: ` +
        'refund it at the desk instead.',
    );
  return {
    status: 200 as const,
    message: `${amount} is on its way back to the card: it is recorded, with its receipt, when the card provider confirms.`,
    refundId,
    state: refund.state,
    receiptNumber: null,
  };
}

/**
 * The office pays family credit back to the card of one of the family's online payments, through the provider
 * (Stripe's refunds in production, the local test provider in the emulators; both answer by the signed webhook).
 * Only credit goes back, never more than that payment brought in, and the key makes a double click one refund.
 */
export const refundToCard: Handler<'refundToCard'> = async (
  { idempotencyKey, paymentId, amount, reason },
  { caller },
) => {
  const schoolId = caller.school_id;
  const refundId = `card_${idempotencyKey}`;
  const ref = cardRefundRef(schoolId, refundId);
  const asked = await db.runTransaction(async (tx) => {
    const earlier = await tx.get(ref);
    if (earlier.exists) {
      const refund = earlier.data() as CardRefundDoc;
      if (refund.paymentId !== paymentId || refund.amount !== amount)
        throw conflict('This idempotency key was already used for a different refund.');
      return { refund, providerSessionId: null };
    }
    const paymentSnap = await tx.get(db.doc(`schools/${schoolId}/payments/${paymentId}`));
    if (!paymentSnap.exists) throw notFound(`No payment with id ${paymentId} in your school.`);
    const payment = paymentSnap.data() as PaymentDoc;
    if (payment.kind !== 'payment' || payment.method !== 'online')
      throw badRequest(
        'Payment: only a payment made online can be refunded to its card. Refund this one at the desk, by the method it was paid.',
      );
    const others = await tx.get(
      db.collection(`schools/${schoolId}/cardRefunds`).where('paymentId', '==', paymentId).limit(REFUNDS_PER_PAYMENT),
    );
    if (others.size >= REFUNDS_PER_PAYMENT)
      throw badRequest(`Payment: it has had ${REFUNDS_PER_PAYMENT} refunds already. Refund any more at the desk.`);
    const refunded = others.docs
      .map((d) => d.data() as CardRefundDoc)
      .filter((r) => r.state !== 'failed')
      .reduce((n, r) => n + r.amount, 0);
    const left = payment.amount - refunded;
    if (amount > left)
      throw badRequest(
        left > 0
          ? `Amount: at most ${formatMoney(left, payment.currency)} of this payment can still go back to its card.`
          : 'Amount: all of this payment has gone back to its card already.',
      );
    const familyRef = db.doc(`schools/${schoolId}/families/${payment.familyId}`);
    const family = (await tx.get(familyRef)).data() as FamilyDoc | undefined;
    if (!family) throw notFound(`No family with id ${payment.familyId} in your school.`);
    const free = freeCredit(family);
    if (amount > free)
      throw badRequest(
        `Amount is more than the family’s credit (${formatMoney(Math.max(0, free), family.currency)}). Only credit ` +
          'goes back to a card: void the invoice it paid, or withdraw the course place, first.',
      );
    const refund: CardRefundDoc = {
      familyId: payment.familyId,
      guardianUids: family.guardianUids,
      paymentId,
      amount,
      currency: payment.currency,
      reason,
      state: 'requested',
      providerRefundId: null,
      refundPaymentId: null,
      receiptNumber: null,
      failureReason: '',
      requestedBy: caller.uid,
      createdAt: Date.now(),
      settledAt: null,
    };
    tx.update(familyRef, { creditHeld: (family.creditHeld ?? 0) + amount });
    tx.create(ref, refund);
    writeAudit(tx, caller, {
      action: 'refund.requested',
      target: `cardRefunds/${refundId}`,
      before: null,
      after: refund,
    });
    return { refund, providerSessionId: payment.reference };
  });

  // A repeat of a request already made waits for nothing more: it answers with what became of the first.
  if (asked.providerSessionId !== null) {
    try {
      const { providerRefundId } = await (
        await paymentProvider()
      ).refundPayment({
        schoolId,
        refundId,
        providerSessionId: asked.providerSessionId,
        amount,
        currency: asked.refund.currency,
      });
      await db.runTransaction(async (tx) => {
        const now = await tx.get(ref);
        if (now.get('providerRefundId') === null) tx.update(ref, { providerRefundId });
      });
    } catch (error) {
      logger.warn('The card provider did not take a refund', { schoolId, refundId, error: String(error) });
      await letRefundGo(schoolId, refundId, 'the card provider could not be reached or refused it');
    }
  }
  return answer(refundId, (await ref.get()).data() as CardRefundDoc);
};

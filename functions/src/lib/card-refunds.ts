/**
 * Family credit paid back to the card of an online payment. The office's request holds the credit (it stays in the
 * family's credit, but nothing else can spend or refund it); the provider refunds the card and says so by a signed
 * webhook event; only then is the refund recorded in the ledger, under the method the money came by ('online'), with
 * its numbered receipt. An event the provider sends twice, or one for a refund already settled, changes nothing.
 */
import { type CardRefundDoc, type FamilyDoc } from '@academy/shared/fees';
import { isDocumentId } from '@academy/shared/document-id';
import { writeAudit } from './audit';
import { type Caller, systemCaller } from './caller';
import { badRequest } from './errors';
import { db } from './firebase';
import { moveMoney } from './fees-ledger';
import { notifyInTransaction } from './notify';
import { readersOf, readInside, schoolReading } from './readers';

const MESSAGES = {
  failedTitle: /*i18n*/ { id: 'alert.refund.failed.title', message: 'A refund to a card did not go through' },
  failedBody: /*i18n*/ {
    id: 'alert.refund.failed.body',
    message:
      '{amount} could not be refunded to the card ({failureReason}). It is the family’s credit again: refund it at the desk instead.',
  },
};
import type { PaymentEvent } from './payment-provider';

export const cardRefundRef = (schoolId: string, refundId: string) =>
  db.doc(`schools/${schoolId}/cardRefunds/${refundId}`);

/** The refund's own ledger entry: one per refund, so a repeated event finds it and records nothing. */
export const refundPaymentIdOf = (refundId: string) => `refund_${refundId}`;

const officeCaller = (schoolId: string, refund: CardRefundDoc): Caller => systemCaller(schoolId, refund.requestedBy);

/**
 * The refund did not happen (the provider refused it, or could not be reached): the held credit is free again.
 * Nothing is written when the refund was already settled either way.
 */
export async function letRefundGo(schoolId: string, refundId: string, failureReason: string): Promise<void> {
  const ref = cardRefundRef(schoolId, refundId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const refund = snap.data() as CardRefundDoc | undefined;
    if (!refund || refund.state !== 'requested') return;
    const familyRef = db.doc(`schools/${schoolId}/families/${refund.familyId}`);
    const family = (await tx.get(familyRef)).data() as FamilyDoc;
    const school = schoolReading((await tx.get(db.doc(`schools/${schoolId}`))).data());
    const readers = await readersOf(readInside(tx), [refund.requestedBy], school);
    tx.update(familyRef, { creditHeld: Math.max(0, (family.creditHeld ?? 0) - refund.amount) });
    const after = { ...refund, state: 'failed' as const, failureReason, settledAt: Date.now() };
    tx.update(ref, { state: 'failed', failureReason, settledAt: after.settledAt });
    writeAudit(tx, officeCaller(schoolId, refund), {
      action: 'refund.failed',
      target: `cardRefunds/${refundId}`,
      before: refund,
      after,
    });
    const audience = readers.tell([refund.requestedBy], (reader) => ({
      title: reader.t(MESSAGES.failedTitle),
      body: reader.t(MESSAGES.failedBody, { amount: reader.money(refund.amount, refund.currency), failureReason }),
      link: `/app/admin/fees/${refund.familyId}`,
    }));
    notifyInTransaction(tx, schoolId, audience, `refund-failed-${refundId}`);
  });
}

/** The provider's signed word on a refund: record it (refunded) or let the held credit go (failed). */
export async function settleCardRefund(event: PaymentEvent): Promise<{ status: 200; message: string }> {
  const { schoolId, refundId } = event;
  // A refund made in the provider's own dashboard carries none of our metadata: it is not ours to record.
  if (!schoolId || !refundId) return { status: 200, message: 'Nothing to do for this event.' };
  if (!isDocumentId(schoolId) || !isDocumentId(refundId)) throw badRequest('The event names no refund of ours.');
  if (event.kind === 'refundFailed') {
    await letRefundGo(schoolId, refundId, event.failureReason || 'refused by the card provider');
    return { status: 200, message: 'Refund failed; the credit is the family’s again.' };
  }
  const ref = cardRefundRef(schoolId, refundId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw badRequest('The event names no refund of ours.');
    const refund = snap.data() as CardRefundDoc;
    if (refund.state !== 'requested') return { status: 200 as const, message: 'Already applied.' };
    if (event.amount !== refund.amount || event.currency !== refund.currency)
      throw badRequest('The event’s amount is not what was asked to be refunded.');
    const moved = await moveMoney(tx, {
      schoolId,
      paymentId: refundPaymentIdOf(refundId),
      familyId: refund.familyId,
      kind: 'refund',
      amount: refund.amount,
      method: 'online',
      reference: event.providerRefundId,
      reason: refund.reason,
      settlesHeldCredit: true,
      recordedBy: refund.requestedBy,
    });
    const settledAt = Date.now();
    const settled = {
      state: 'refunded' as const,
      providerRefundId: event.providerRefundId,
      refundPaymentId: moved.paymentId,
      receiptNumber: moved.receiptNumber,
      settledAt,
    };
    tx.update(ref, settled);
    writeAudit(tx, officeCaller(schoolId, refund), {
      action: 'payment.refunded',
      target: `payments/${moved.paymentId}`,
      before: null,
      after: moved.payment,
    });
    return { status: 200 as const, message: `Refund applied: receipt ${moved.receiptNumber}.` };
  });
}

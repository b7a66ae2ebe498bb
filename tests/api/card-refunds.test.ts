/**
 * Refunds to a card: the office pays family credit back to the card of an online payment through the provider (the
 * local test provider here, which answers by the same signed webhook as Stripe). The refund is recorded only when the
 * provider says it happened, under the method the money came by, with a receipt; a refusal lets the credit go again.
 * A course place bought online and then withdrawn with its payment returned gives the family the credit to refund.
 */
import type { CardRefundDoc, FamilyDoc, PaymentDoc, ReceiptDoc } from '@academy/shared/fees';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_WEBHOOK_SECRET } from '../../functions/src/lib/payment-provider';
import { testCourse } from '../support/courses';
import { admin } from '../support/emulators';
import { clearSchoolMoney, postWebhook } from '../support/money';
import { ADMIN, auditActions, post, record, refusesOtherRoles, SCHOOL, signInAll } from '../support/school-api';

const PARENT = 'parent@demo-academy.test'; // guardian of student-01 and student-02
const FAMILY = 'family-parent-01';
const COURSE = 'refund-card-course';
let keyNo = 0;
const key = () => `card-refund-${Date.now()}-${++keyNo}`;
const family = async () => (await record(`families/${FAMILY}`)) as FamilyDoc;
const count = async (name: string) =>
  (await admin().db.collection(`schools/${SCHOOL}/${name}`).count().get()).data().count;
let onlinePaymentId = '';

/** The refund event the provider would send for a refund record, signed as the local provider signs. */
function refundEvent(refundId: string, amount: number, status: 'succeeded' | 'failed', eventId = `evt_${refundId}`) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: status === 'failed' ? 'refund.failed' : 'refund.updated',
    data: {
      object: {
        id: `re_local_${refundId}`,
        object: 'refund',
        amount,
        currency: 'gbp',
        status,
        metadata: { schoolId: SCHOOL, refundId },
      },
    },
  });
  const signature = new Stripe('sk_test_local_provider_never_sent').webhooks.generateTestHeaderString({
    payload,
    secret: LOCAL_WEBHOOK_SECRET,
  });
  return { payload, signature };
}

const refund = (body: Record<string, unknown>) =>
  post(ADMIN, '/fees/refundToCard', { idempotencyKey: key(), paymentId: onlinePaymentId, reason: 'Trip', ...body });

beforeAll(async () => {
  await signInAll();
  await clearSchoolMoney(SCHOOL);
  const { db } = admin();
  await db.doc(`schools/${SCHOOL}/courses/${COURSE}`).set(testCourse('REFUND-CARD', { price: 5000 }));
  // The parent buys the place online (£50.00); the office withdraws the child and returns the payment as credit.
  const start = await post(PARENT, '/checkout/start', {
    idempotencyKey: key(),
    items: [{ key: `course:${COURSE}:student-01` }],
  });
  const checkoutId = (start.body as unknown as { sessionId: string }).sessionId;
  const event = await post(PARENT, '/checkout/testProvider', { session: `cs_local_${checkoutId}`, outcome: 'pay' });
  const { payload, signature } = event.body as unknown as { payload: string; signature: string };
  expect((await postWebhook(payload, signature)).status).toBe(200);
  onlinePaymentId = `online_cs_local_${checkoutId}`;
  const withdrawn = await post(ADMIN, '/courses/withdraw', {
    courseId: COURSE,
    studentId: 'student-01',
    returnPayment: true,
  });
  expect(withdrawn.status).toBe(200);
  expect(await family()).toMatchObject({ credit: 5000 });
});

afterAll(async () => {
  const { db } = admin();
  await clearSchoolMoney(SCHOOL);
  await db.doc(`schools/${SCHOOL}/courses/${COURSE}`).delete();
  for (const e of (await db.collection(`schools/${SCHOOL}/enrolments`).where('courseId', '==', COURSE).get()).docs)
    await e.ref.delete();
  for (const n of (
    await db
      .collection(`schools/${SCHOOL}/notifications`)
      .where('title', '==', 'A refund to a card did not go through')
      .get()
  ).docs)
    await n.ref.delete();
});

refusesOtherRoles(
  '/fees/refundToCard',
  () => ({ idempotencyKey: key(), paymentId: onlinePaymentId, amount: 100, reason: 'Trip' }),
  () => `families/${FAMILY}`,
);

describe('refusing what cannot go back to a card', () => {
  it('a payment taken at the desk, naming the payment and saying where to refund it', async () => {
    const desk = await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      familyId: FAMILY,
      amount: 100,
      method: 'cash',
      date: '2026-10-01',
    });
    expect(desk.status).toBe(200);
    const before = await count('cardRefunds');
    const res = await refund({ paymentId: (desk.body as unknown as { paymentId: string }).paymentId, amount: 100 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Payment: only a payment made online can be refunded to its card\..*at the desk/);
    expect(await count('cardRefunds')).toBe(before);
    // The cash becomes credit again at the desk, so the rest of the file starts from the online payment's £50.00.
    const back = await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      familyId: FAMILY,
      kind: 'refund',
      amount: 100,
      method: 'cash',
      date: '2026-10-01',
      reason: 'Given back',
    });
    expect(back.status).toBe(200);
  });

  it('more than the payment brought in, or more than the family’s credit, naming the amount', async () => {
    const before = await family();
    const tooMuch = await refund({ amount: 5001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toMatch(/^Amount: at most £50\.00 of this payment can still go back to its card\./);
    await admin().db.doc(`schools/${SCHOOL}/families/${FAMILY}`).update({ credit: 1000 });
    const moreThanCredit = await refund({ amount: 2000 });
    expect(moreThanCredit.status).toBe(400);
    expect(moreThanCredit.body.message).toMatch(/^Amount is more than the family’s credit \(£10\.00\)/);
    await admin().db.doc(`schools/${SCHOOL}/families/${FAMILY}`).update({ credit: before.credit });
    expect(await family()).toEqual(before);
  });

  it('a payment of another school, or none, as not found', async () => {
    const res = await refund({ paymentId: 'online_cs_local_not_here', amount: 100 });
    expect(res.status).toBe(404);
  });
});

describe('refunding to the card', () => {
  let refundId = '';

  it('records the refund when the provider confirms: under online, with its receipt, the credit gone', async () => {
    const receiptsBefore = await count('receipts');
    const res = await refund({ amount: 2000, reason: 'Trip cancelled' });
    expect(res.status).toBe(200);
    const body = res.body as unknown as { refundId: string; state: string; receiptNumber: number; message: string };
    expect(body).toMatchObject({ state: 'refunded' });
    expect(body.message).toMatch(/^£20\.00 refunded to the card: receipt \d+\.$/);
    refundId = body.refundId;
    const card = (await record(`cardRefunds/${refundId}`)) as CardRefundDoc;
    expect(card).toMatchObject({
      state: 'refunded',
      amount: 2000,
      paymentId: onlinePaymentId,
      providerRefundId: `re_local_${refundId}`,
      guardianUids: ['demo-parent'],
    });
    const payment = (await record(`payments/${card.refundPaymentId}`)) as PaymentDoc;
    expect(payment).toMatchObject({ kind: 'refund', method: 'online', amount: 2000, reason: 'Trip cancelled' });
    const receipt = (await record(`receipts/${card.refundPaymentId}`)) as ReceiptDoc;
    expect(receipt).toMatchObject({ kind: 'refund', method: 'online', number: body.receiptNumber, creditAfter: 3000 });
    expect(await count('receipts')).toBe(receiptsBefore + 1);
    expect(await family()).toMatchObject({ credit: 3000, creditHeld: 0 });
    expect(await auditActions(`cardRefunds/${refundId}`)).toEqual(['refund.requested']);
    expect(await auditActions(`payments/${card.refundPaymentId}`)).toEqual(['payment.refunded']);
  });

  it('changes nothing when the provider sends the same refund’s event again', async () => {
    const before = await family();
    const receipts = await count('receipts');
    const again = refundEvent(refundId, 2000, 'succeeded', 'evt_resent');
    expect((await postWebhook(again.payload, again.signature)).body).toEqual({
      status: 200,
      message: 'Already applied.',
    });
    expect(await family()).toEqual(before);
    expect(await count('receipts')).toBe(receipts);
  });

  it('refuses a refund event whose signature does not verify, and writes nothing', async () => {
    const forged = refundEvent('card_forged', 100, 'succeeded');
    const res = await postWebhook(forged.payload, forged.signature.replace(/v1=./, 'v1=0'));
    expect(res.status).toBe(400);
  });

  it('records one refund for the same key sent 5 times at once', { timeout: 60_000 }, async () => {
    const idempotencyKey = key();
    const receipts = await count('receipts');
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(ADMIN, '/fees/refundToCard', { idempotencyKey, paymentId: onlinePaymentId, amount: 500, reason: 'x' }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await count('receipts')).toBe(receipts + 1);
    expect(await family()).toMatchObject({ credit: 2500, creditHeld: 0 });
  });

  it('only what is left of the payment can go back: £25.00 of £50.00', async () => {
    const res = await refund({ amount: 2600 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Amount: at most £25\.00 of this payment/);
  });

  it('a refund the provider refuses is recorded as failed, and the credit is the family’s to spend again', async () => {
    const receipts = await count('receipts');
    // The local provider refuses an amount ending in 99 minor units, as a test card would.
    const res = await refund({ amount: 1099 });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^The card provider did not refund £10\.99 \(declined\)\..*at the desk/);
    expect(await count('receipts')).toBe(receipts);
    expect(await family()).toMatchObject({ credit: 2500, creditHeld: 0 });
    const failed = await admin().db.collection(`schools/${SCHOOL}/cardRefunds`).where('state', '==', 'failed').get();
    expect(failed.size).toBe(1);
    const told = await admin()
      .db.collection(`schools/${SCHOOL}/notifications`)
      .where('title', '==', 'A refund to a card did not go through')
      .get();
    expect(told.docs.map((d) => d.get('recipientUid') as string)).toEqual([expect.any(String)]);
  });

  it('credit on its way to a card cannot be refunded at the desk or spent meanwhile', async () => {
    const { db } = admin();
    await db.doc(`schools/${SCHOOL}/families/${FAMILY}`).update({ creditHeld: 2000 });
    const desk = await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      familyId: FAMILY,
      kind: 'refund',
      amount: 1000,
      method: 'cash',
      date: '2026-10-01',
      reason: 'Asked for cash',
    });
    expect(desk.status).toBe(400);
    expect(desk.body.message).toMatch(/that can be refunded \(£5\.00\)/);
    const card = await refund({ amount: 600 });
    expect(card.status).toBe(400);
    expect(card.body.message).toMatch(/credit \(£5\.00\)/);
    await db.doc(`schools/${SCHOOL}/families/${FAMILY}`).update({ creditHeld: 0 });
  });
});

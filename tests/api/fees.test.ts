/**
 * Fees end to end through the API: a schedule for 7A, its invoices (once), payments at the desk (allocated oldest
 * first, once per key, receipts without gaps), a voided invoice's credit, and parents paying online through the
 * signed webhook. Everything made here is removed afterwards, so the demo school is left as it was.
 */
import type { FamilyDoc, InvoiceDoc, PaymentDoc, ReceiptDoc } from '@academy/shared/fees';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_WEBHOOK_SECRET } from '../../functions/src/lib/payment-provider';
import { admin } from '../support/emulators';
import { clearSchoolMoney, postWebhook } from '../support/money';
import { refusesBadBodies } from '../support/refusals';
import { SAMPLE } from '../support/route-samples';
import {
  ADMIN,
  auditActions,
  post,
  record,
  refusesOtherRoles,
  SCHOOL,
  signInAll,
  tokenOf,
} from '../support/school-api';
import { shownDate } from '../support/dates';

const PARENT = 'parent@demo-academy.test';
const FAMILY = 'family-parent-01'; // Ngozi's children student-01 and student-02, both in 7A
let scheduleId = '';
let itemId = '';
const inv = (studentId: string) => `${scheduleId}_${studentId}`;
const invoice = async (studentId: string) => (await record(`invoices/${inv(studentId)}`)) as InvoiceDoc;
const family = async (id = FAMILY) => (await record(`families/${id}`)) as FamilyDoc;
const count = async (name: string) =>
  (await admin().db.collection(`schools/${SCHOOL}/${name}`).count().get()).data().count;
let keyNo = 0;
const key = () => `api-test-key-${Date.now()}-${++keyNo}`;

async function clearMoney() {
  const { db } = admin();
  await clearSchoolMoney(SCHOOL, 'API test fees');
  for (const s of (await db.collection(`schools/${SCHOOL}/feeItems`).where('name', '==', 'API test item').get()).docs)
    await s.ref.delete();
  await db.doc(`schools/${SCHOOL}/students/api-test-joiner`).delete();
  for (const n of (
    await db
      .collection(`schools/${SCHOOL}/notifications`)
      .where('title', '==', 'An online payment became family credit')
      .get()
  ).docs)
    await n.ref.delete();
}

beforeAll(async () => {
  await clearMoney();
  await signInAll();
});
afterAll(clearMoney);

describe('fee items and schedules', () => {
  it('saves a fee item and audits it', async () => {
    const res = await post(ADMIN, '/fees/saveFeeItem', {
      name: 'API test item',
      category: 'trips',
      defaultAmount: 1250,
    });
    expect(res.body).toMatchObject({ status: 200, message: 'API test item saved.' });
    itemId = res.body.id!;
    expect(await record(`feeItems/${itemId}`)).toEqual({
      name: 'API test item',
      category: 'trips',
      defaultAmount: 1250,
      archived: false,
    });
    expect(await auditActions(`feeItems/${itemId}`)).toEqual(['feeItem.created']);
  });

  it('refuses an amount in pounds rather than pence, naming the field', async () => {
    const res = await post(ADMIN, '/fees/saveFeeItem', { name: 'X', category: 'trips', defaultAmount: 12.5 });
    expect(res.body).toEqual({
      status: 400,
      message: 'Default amount must be a whole number of minor units (pence, cents).',
    });
  });

  it('saves a schedule for 7A in two instalments, the items named and priced from the catalogue', async () => {
    const res = await post(ADMIN, '/fees/saveSchedule', {
      name: 'API test fees',
      termId: 'term-2026-autumn',
      target: { kind: 'class', classId: 'class-7a' },
      lines: [{ feeItemId: 'fee-tuition' }, { feeItemId: itemId, amount: 1001 }],
      dueDates: ['2026-11-15', '2026-09-15'],
      siblingDiscountPercent: 10,
      scholarships: [{ studentId: 'student-03', amount: 50_000, reason: 'Academic scholarship' }],
    });
    expect(res.body.status).toBe(200);
    scheduleId = res.body.id!;
    expect(await record(`feeSchedules/${scheduleId}`)).toMatchObject({
      lines: [
        { feeItemId: 'fee-tuition', name: 'Tuition, autumn term', amount: 120_000 },
        { feeItemId: itemId, name: 'API test item', amount: 1001 },
      ],
      dueDates: ['2026-09-15', '2026-11-15'],
      currency: 'GBP',
    });
  });

  it('refuses a fee item that is not in the catalogue and a class of another school', async () => {
    const base = { name: 'API test fees', termId: 'term-2026-autumn', dueDates: ['2026-10-01'] };
    const noItem = await post(ADMIN, '/fees/saveSchedule', {
      ...base,
      target: { kind: 'class', classId: 'class-7a' },
      lines: [{ feeItemId: 'no-such-item' }],
    });
    expect(noItem.body).toEqual({ status: 400, message: "Fee item no-such-item is not in your school's catalogue." });
    const other = await post('admin@northside.test', '/fees/saveSchedule', {
      ...base,
      target: { kind: 'class', classId: 'class-7a' },
      lines: [{ feeItemId: 'fee-tuition' }],
    });
    expect(other.status).toBe(404);
  });
});

describe('generating invoices', () => {
  it('previews counts and totals first and writes nothing', async () => {
    const res = await post(ADMIN, '/fees/generateInvoices', { scheduleId, commit: false });
    // 10 students × £1,210.01, less 10 % of it for Ngozi's second child and the £500 scholarship.
    expect(res.body).toMatchObject({ covered: 10, alreadyInvoiced: 0, created: 10, committed: false });
    expect((res.body as unknown as { total: number }).total).toBe(10 * 121_001 - 12_100 - 50_000);
    expect(await count('invoices')).toBe(0);
  });

  it('makes one invoice per student, with discounts as lines, and the family and class totals', async () => {
    const res = await post(ADMIN, '/fees/generateInvoices', { scheduleId, commit: true });
    expect(res.body).toMatchObject({ covered: 10, created: 10, committed: true });
    const first = await invoice('student-01');
    const second = await invoice('student-02');
    expect(first).toMatchObject({ total: 121_001, balance: 121_001, status: 'issued', guardianUids: ['demo-parent'] });
    expect(first.instalments).toEqual([
      { dueDate: '2026-09-15', amount: 60_501, paid: 0 },
      { dueDate: '2026-11-15', amount: 60_500, paid: 0 },
    ]);
    expect(second.lines.at(-1)).toMatchObject({ kind: 'sibling discount', amount: -12_100 });
    expect(second.total).toBe(108_901);
    expect((await invoice('student-03')).lines.at(-1)).toEqual({
      kind: 'scholarship',
      label: 'Scholarship',
      amount: -50_000,
      reason: 'Academic scholarship',
    });
    expect(await family()).toMatchObject({
      outstanding: 121_001 + 108_901,
      credit: 0,
      studentIds: ['student-01', 'student-02'],
    });
    expect(await record('classFeeTotals/class-7a')).toMatchObject({ outstanding: 10 * 121_001 - 62_100 });
    expect(await auditActions(`feeSchedules/${scheduleId}`)).toContain('invoices.generated');
  });

  it('makes nothing new when run again, and invoices a student who joined since', async () => {
    const again = await post(ADMIN, '/fees/generateInvoices', { scheduleId, commit: true });
    expect(again.body).toMatchObject({ created: 0, alreadyInvoiced: 10 });
    const student01 = await record('students/student-04');
    await admin()
      .db.doc(`schools/${SCHOOL}/students/api-test-joiner`)
      .set({ ...student01, admissionNumber: 'DA-9999', firstName: 'Late', guardianIds: [], guardianUids: [] });
    const joiner = await post(ADMIN, '/fees/generateInvoices', { scheduleId, commit: true });
    expect(joiner.body).toMatchObject({ created: 1, alreadyInvoiced: 10 });
    expect(await count('invoices')).toBe(11);
  });
});

describe('recording payments at the desk', () => {
  it('refuses a payment dated after the school’s today, naming the date, and records nothing', async () => {
    const before = await count('payments');
    const tomorrow = addIsoDays(schoolToday('Europe/London'), 1);
    const res = await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      familyId: FAMILY,
      amount: 1_000,
      method: 'cash',
      date: tomorrow,
    });
    expect(res.body).toEqual({
      status: 400,
      message: `Date: ${shownDate(tomorrow)} has not come yet. Give the day the money was taken: today or earlier.`,
    });
    expect(await count('payments')).toBe(before);
  });

  it('allocates a part payment oldest first and numbers receipts without gaps', async () => {
    const res = await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      familyId: FAMILY,
      amount: 70_000,
      method: 'cash',
      reference: 'Desk 1',
      date: '2026-10-02',
    });
    expect(res.body).toMatchObject({ status: 200, receiptNumber: 1, repeated: false });
    // Both invoices' first instalment is due 15 September; student-01's invoice id sorts first.
    expect(await invoice('student-01')).toMatchObject({ paid: 70_000, balance: 51_001, status: 'partly paid' });
    expect((await invoice('student-01')).instalments.map((i) => i.paid)).toEqual([60_501, 9_499]);
    expect(await family()).toMatchObject({ outstanding: 121_001 + 108_901 - 70_000, credit: 0 });
    const receipt = (await record(
      `receipts/${(res.body as unknown as { receiptId: string }).receiptId}`,
    )) as ReceiptDoc;
    expect(receipt).toMatchObject({
      number: 1,
      schoolName: 'Demo Academy',
      payerName: expect.stringContaining('Ngozi'),
      children: expect.arrayContaining([expect.stringMatching(/./)]),
      amount: 70_000,
      balanceAfter: 159_902,
    });
    expect(await record('classFeeTotals/class-7a')).toMatchObject({ collected: 70_000 });
  });

  it('pays the invoice chosen first', async () => {
    const res = await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      familyId: FAMILY,
      amount: 1_000,
      method: 'cheque',
      date: '2026-10-02',
      invoiceId: inv('student-02'),
    });
    expect(res.body).toMatchObject({ receiptNumber: 2 });
    expect(await invoice('student-02')).toMatchObject({ paid: 1_000, status: 'partly paid' });
  });

  it('records one payment for the same key sent 10 times at once', { timeout: 120_000 }, async () => {
    const idempotencyKey = key();
    const before = await count('payments');
    const body = { idempotencyKey, familyId: FAMILY, amount: 500, method: 'card at the desk', date: '2026-10-02' };
    const replies = await Promise.all(Array.from({ length: 10 }, () => post(ADMIN, '/fees/recordPayment', body)));
    const ok = replies.filter((r) => r.status === 200);
    // A reply under contention may be 503 (nothing written; try again); never a second payment.
    expect(replies.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((r) => (r.body as unknown as { receiptNumber: number }).receiptNumber)).size).toBe(1);
    expect(await count('payments')).toBe(before + 1);
    expect(await count('receipts')).toBe(before + 1);
    const again = await post(ADMIN, '/fees/recordPayment', body);
    expect(again.body).toMatchObject({ repeated: true });
    const changed = await post(ADMIN, '/fees/recordPayment', { ...body, amount: 501 });
    expect(changed.status).toBe(409);
  });

  it('turns an overpayment into family credit, which a refund with a reason pays back', async () => {
    const owed = (await family()).outstanding;
    await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      familyId: FAMILY,
      amount: owed + 2_500,
      method: 'bank transfer',
      reference: 'BACS 991',
      date: '2026-10-03',
    });
    expect(await family()).toMatchObject({ outstanding: 0, credit: 2_500 });
    expect((await invoice('student-01')).status).toBe('paid');
    expect((await invoice('student-02')).status).toBe('paid');
    const noReason = await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      familyId: FAMILY,
      kind: 'refund',
      amount: 1_000,
      method: 'cash',
      date: '2026-10-03',
    });
    expect(noReason.body).toEqual({ status: 400, message: 'A refund needs a reason.' });
    const tooMuch = await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      familyId: FAMILY,
      kind: 'refund',
      amount: 2_501,
      method: 'cash',
      date: '2026-10-03',
      reason: 'Overpaid',
    });
    expect(tooMuch.status).toBe(400);
    const refund = await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      familyId: FAMILY,
      kind: 'refund',
      amount: 1_000,
      method: 'cash',
      date: '2026-10-03',
      reason: 'Overpaid',
    });
    expect(refund.status).toBe(200);
    expect(await family()).toMatchObject({ outstanding: 0, credit: 1_500 });
  });

  it('refuses a family of another school', async () => {
    const res = await post('admin@northside.test', '/fees/recordPayment', {
      ...SAMPLE.recordPayment,
      idempotencyKey: key(),
    });
    expect(res.status).toBe(404);
  });
});

describe('voiding an invoice', () => {
  it('keeps it, with its reason, and what was paid on it becomes credit (the credit note)', async () => {
    const { db } = admin();
    const familyOf3 = (await invoice('student-03')).familyId;
    await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      familyId: familyOf3,
      amount: 3_000,
      method: 'cash',
      date: '2026-10-03',
    });
    const before = await family(familyOf3);
    // Three copies at once (a double click, a retry): one voids, the others find it void; the credit moves once.
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        post(ADMIN, '/fees/voidInvoice', { invoiceId: inv('student-03'), reason: 'Left the school' }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const res = replies.find((r) => r.status === 200)!;
    expect(res.status).toBe(200);
    expect(await invoice('student-03')).toMatchObject({ status: 'void', voidReason: 'Left the school', paid: 3_000 });
    expect(await family(familyOf3)).toEqual({
      ...before,
      outstanding: before.outstanding - (71_001 - 3_000),
      credit: before.credit + 3_000,
      openInvoiceIds: before.openInvoiceIds.filter((id) => id !== inv('student-03')),
    });
    expect(await auditActions(`invoices/${inv('student-03')}`)).toEqual(['invoice.voided']);
    expect((await db.doc(`schools/${SCHOOL}/invoices/${inv('student-03')}`).get()).exists).toBe(true);
    // The credit note: numbered once, for what was paid, readable by the family's guardians.
    expect(res.body.message).toMatch(/Credit note \d+: £30\.00 paid on it is now family credit\.$/);
    const note = (await db.doc(`schools/${SCHOOL}/creditNotes/${inv('student-03')}`).get()).data();
    expect(note).toMatchObject({
      invoiceId: inv('student-03'),
      familyId: familyOf3,
      amount: 3_000,
      currency: 'GBP',
      reason: 'Left the school',
      creditAfter: before.credit + 3_000,
      guardianUids: before.guardianUids,
    });
    const counter = (await db.doc(`schools/${SCHOOL}/feeCounters/creditNotes`).get()).data();
    expect(counter?.nextCreditNoteNumber).toBe((note?.number as number) + 1);
    expect((await post(ADMIN, '/fees/voidInvoice', { invoiceId: inv('student-03'), reason: 'Again' })).status).toBe(
      400,
    );
  });
});

/** A parent's checkout of these cart items, and the test provider's signed event for it (Pay or Decline). */
async function checkoutEvent(items: { key: string }[], outcome: 'pay' | 'decline') {
  const start = await post(PARENT, '/checkout/start', { idempotencyKey: key(), items });
  const id = (start.body as unknown as { sessionId: string }).sessionId;
  const event = await post(PARENT, '/checkout/testProvider', { session: `cs_local_${id}`, outcome });
  const { payload, signature } = event.body as unknown as { payload: string; signature: string };
  return { id, payload, signature };
}

/** Signs an event as the emulators' test provider does, so a test can send one the provider never made. */
const localSignature = (payload: string) =>
  new Stripe('sk_test_local_provider_never_sent').webhooks.generateTestHeaderString({
    payload,
    secret: LOCAL_WEBHOOK_SECRET,
  });

describe('paying online', () => {
  let joinerInvoice = '';
  beforeAll(async () => {
    // A new term's invoice for Ngozi's first child, so there is something to pay.
    const { db } = admin();
    joinerInvoice = inv('student-01');
    await db.doc(`schools/${SCHOOL}/invoices/${joinerInvoice}`).update({ paid: 0, balance: 121_001, status: 'issued' });
    await db.doc(`schools/${SCHOOL}/invoices/${joinerInvoice}`).update({
      instalments: [
        { dueDate: '2026-09-15', amount: 60_501, paid: 0 },
        { dueDate: '2026-11-15', amount: 60_500, paid: 0 },
      ],
    });
    await db.doc(`schools/${SCHOOL}/families/${FAMILY}`).update({ outstanding: 121_001, credit: 0 });
  });

  it('prices the cart from the invoices, never from the browser', async () => {
    const res = await post(PARENT, '/checkout/start', {
      idempotencyKey: key(),
      items: [{ key: `instalment:${joinerInvoice}:1`, price: 1 }],
    });
    expect(res.body).toMatchObject({ status: 200, amount: 60_500, currency: 'GBP' });
  });

  it('starts one checkout for the same key, however many copies arrive at once', async () => {
    const before = await count('checkoutSessions');
    const body = { idempotencyKey: key(), items: [{ key: `invoice:${joinerInvoice}` }] };
    const replies = await Promise.all(Array.from({ length: 5 }, () => post(PARENT, '/checkout/start', body)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(replies.map((r) => (r.body as unknown as { sessionId: string }).sessionId));
    expect(ids.size).toBe(1);
    expect(await count('checkoutSessions')).toBe(before + 1);
    expect(await record(`checkoutSessions/${[...ids][0]}`)).toMatchObject({
      status: 'open',
      amount: 121_001,
      providerSessionId: `cs_local_${[...ids][0]}`,
    });
  });

  it('refuses the same key sent with a different cart, and starts nothing for it', async () => {
    const idempotencyKey = key();
    const first = await post(PARENT, '/checkout/start', {
      idempotencyKey,
      items: [{ key: `invoice:${joinerInvoice}` }],
    });
    expect(first.status).toBe(200);
    const before = await count('checkoutSessions');
    const other = await post(PARENT, '/checkout/start', {
      idempotencyKey,
      items: [{ key: `instalment:${joinerInvoice}:1` }],
    });
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/^idempotencyKey: /);
    expect(await count('checkoutSessions')).toBe(before);
  });

  it('refuses another family’s invoice as if it did not exist, and every other role', async () => {
    const other = await post(PARENT, '/checkout/start', {
      idempotencyKey: key(),
      items: [{ key: `invoice:${inv('student-05')}` }],
    });
    expect(other.status).toBe(404);
    for (const who of [ADMIN, 'teacher@demo-academy.test', 'student@demo-academy.test'] as const)
      expect(
        (await post(who, '/checkout/start', { idempotencyKey: key(), items: [{ key: `invoice:${joinerInvoice}` }] }))
          .status,
      ).toBe(403);
  });

  it('refuses an event whose signature does not verify, and writes nothing', async () => {
    const { payload, signature } = await checkoutEvent([{ key: `invoice:${joinerInvoice}` }], 'pay');
    const before = await count('payments');
    const forged = await postWebhook(payload.replace('"amount_total":121001', '"amount_total":1'), signature);
    expect(forged.status).toBe(400);
    expect((await postWebhook(payload, 't=1,v1=deadbeef')).status).toBe(400);
    expect(await count('payments')).toBe(before);
    expect((await invoice('student-01')).paid).toBe(0);
  });

  it('declined: nothing is paid and the checkout is closed', async () => {
    const { id, payload, signature } = await checkoutEvent([{ key: `invoice:${joinerInvoice}` }], 'decline');
    expect((await postWebhook(payload, signature)).status).toBe(200);
    expect(await record(`checkoutSessions/${id}`)).toMatchObject({ status: 'declined' });
    expect((await invoice('student-01')).paid).toBe(0);
  });

  it('applies a paid event once, however often it is replayed', async () => {
    const { id, payload, signature } = await checkoutEvent([{ key: `invoice:${joinerInvoice}` }], 'pay');
    const before = await count('payments');
    // The school is somewhere whose date today is not UTC's: the payment is dated by the school's calendar.
    const school = admin().db.doc(`schools/${SCHOOL}`);
    const homeZone = (await school.get()).get('timezone') as string;
    const utcToday = new Date().toISOString().slice(0, 10);
    const timeZone = ['Pacific/Kiritimati', 'Etc/GMT+12'].find((z) => schoolToday(z) !== utcToday)!;
    await school.update({ timezone: timeZone });
    const replies = await Promise.all(Array.from({ length: 5 }, () => postWebhook(payload, signature))).finally(() =>
      school.update({ timezone: homeZone }),
    );
    expect(replies.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    expect(await count('payments')).toBe(before + 1);
    expect(await invoice('student-01')).toMatchObject({ status: 'paid', balance: 0 });
    expect(await record(`checkoutSessions/${id}`)).toMatchObject({ status: 'paid' });
    expect((await postWebhook(payload, signature)).body).toEqual({ status: 200, message: 'Already applied.' });
    // Another event for the same session (a new event id, signed as the provider signs) changes nothing either.
    const resent = payload.replace(`"evt_local_${id}_pay"`, `"evt_local_${id}_pay_resent"`);
    expect(resent).not.toBe(payload);
    expect((await postWebhook(resent, localSignature(resent))).body).toEqual({
      status: 200,
      message: 'Already applied.',
    });
    expect(await count('payments')).toBe(before + 1);
    const payment = (
      await admin().db.doc(`schools/${SCHOOL}/payments/online_cs_local_${id}`).get()
    ).data() as PaymentDoc;
    expect(payment).toMatchObject({ method: 'online', amount: 121_001, guardianUids: ['demo-parent'] });
    expect(payment.date).toBe(schoolToday(timeZone));
  });

  it('money for an invoice voided meanwhile becomes family credit, and the office is told', async () => {
    const { db } = admin();
    await db.doc(`schools/${SCHOOL}/invoices/${inv('student-02')}`).update({
      paid: 0,
      balance: 108_901,
      status: 'issued',
      instalments: [
        { dueDate: '2026-09-15', amount: 54_451, paid: 0 },
        { dueDate: '2026-11-15', amount: 54_450, paid: 0 },
      ],
    });
    await db.doc(`schools/${SCHOOL}/families/${FAMILY}`).update({ outstanding: 108_901, credit: 0 });
    const { payload, signature } = await checkoutEvent([{ key: `invoice:${inv('student-02')}` }], 'pay');
    await post(ADMIN, '/fees/voidInvoice', { invoiceId: inv('student-02'), reason: 'Charged twice' });
    expect((await postWebhook(payload, signature)).status).toBe(200);
    expect(await family()).toMatchObject({ credit: 108_901, outstanding: 0 });
    const told = await db
      .collection(`schools/${SCHOOL}/notifications`)
      .where('title', '==', 'An online payment became family credit')
      .get();
    expect(told.size).toBeGreaterThan(0);
    // Replayed: the office is told once, and the credit is not added again.
    expect((await postWebhook(payload, signature)).body).toEqual({ status: 200, message: 'Already applied.' });
    expect((await told.query.get()).size).toBe(told.size);
    expect(await family()).toMatchObject({ credit: 108_901, outstanding: 0 });
  });

  it('applies a paid event that arrives before the checkout has recorded its provider session', async () => {
    const { db } = admin();
    await db.doc(`schools/${SCHOOL}/invoices/${inv('student-02')}`).update({
      paid: 0,
      balance: 1_000,
      status: 'issued',
      instalments: [{ dueDate: '2026-09-15', amount: 1_000, paid: 0 }],
    });
    await db.doc(`schools/${SCHOOL}/families/${FAMILY}`).update({ outstanding: 1_000, credit: 0 });
    const { id, payload, signature } = await checkoutEvent([{ key: `invoice:${inv('student-02')}` }], 'pay');
    await db.doc(`schools/${SCHOOL}/checkoutSessions/${id}`).update({ providerSessionId: '' });
    const before = await count('payments');
    expect((await postWebhook(payload, signature)).body.message).toMatch(/^Payment applied/);
    expect(await count('payments')).toBe(before + 1);
    expect(await record(`checkoutSessions/${id}`)).toMatchObject({
      status: 'paid',
      providerSessionId: `cs_local_${id}`,
    });
    expect((await postWebhook(payload, signature)).body).toEqual({ status: 200, message: 'Already applied.' });
    expect(await count('payments')).toBe(before + 1);
  });

  it('refuses to start paying what is not owed: a paid invoice, a paid instalment, a void invoice', async () => {
    const { db } = admin();
    // Ngozi's first child's invoice was paid in full above; her second child's is still owed, then made void.
    expect(await invoice('student-01')).toMatchObject({ status: 'paid', balance: 0 });
    const second = db.doc(`schools/${SCHOOL}/invoices/${inv('student-02')}`);
    await second.update({ status: 'partly paid', paid: 500, balance: 500 });
    const before = await count('checkoutSessions');
    const refused = async (itemKey: string) => {
      const res = await post(PARENT, '/checkout/start', { idempotencyKey: key(), items: [{ key: itemKey }] });
      expect(res.status, itemKey).toBe(409);
      return res.body.message;
    };
    // Paid beside something still owed: refused, not quietly left out of the total.
    const mixed = await post(PARENT, '/checkout/start', {
      idempotencyKey: key(),
      items: [{ key: `invoice:${joinerInvoice}` }, { key: `invoice:${inv('student-02')}` }],
    });
    expect(mixed.status).toBe(409);
    // Its one instalment was paid in full above, whatever the invoice's balance says.
    expect(await refused(`instalment:${inv('student-02')}:0`)).toMatch(/is paid already: remove it from your cart\.$/);
    await second.update({ status: 'void' });
    expect(await refused(`invoice:${joinerInvoice}`)).toMatch(/has nothing left to pay: remove it from your cart\.$/);
    expect(await refused(`instalment:${joinerInvoice}:0`)).toMatch(/has nothing left to pay: remove it/);
    expect(await refused(`invoice:${inv('student-02')}`)).toMatch(/was cancelled by the school: remove it/);
    expect(await refused(`instalment:${inv('student-02')}:0`)).toMatch(/was cancelled by the school/);
    expect(await count('checkoutSessions')).toBe(before);
  });

  it('answers 400, not 500, for a cart key or test session naming an id Firestore reserves', async () => {
    for (const itemKey of ['invoice:__rt__', 'instalment:__x__:0', 'course:__x__:student-01', 'course:c:__y__']) {
      const res = await post(PARENT, '/checkout/start', { idempotencyKey: key(), items: [{ key: itemKey }] });
      expect(res.status, itemKey).toBe(400);
      expect(res.body.message).toMatch(/is not something that can be paid for here/);
    }
    const session = await post(PARENT, '/checkout/testProvider', { session: 'cs_local___rt__', outcome: 'pay' });
    expect(session.status).toBe(400);
    expect(session.body.message).toBe('Session is not a test checkout session.');
  });
});

refusesOtherRoles(
  '/fees/saveFeeItem',
  () => SAMPLE.saveFeeItem,
  () => 'feeItems/fee-tuition',
);
refusesOtherRoles(
  '/fees/recordPayment',
  () => ({ ...SAMPLE.recordPayment, idempotencyKey: key() }),
  () => `families/${FAMILY}`,
);
refusesOtherRoles(
  '/fees/voidInvoice',
  () => ({ invoiceId: inv('student-04'), reason: 'x' }),
  () => `invoices/${inv('student-04')}`,
);
refusesBadBodies(
  '/fees/recordPayment',
  { ...SAMPLE.recordPayment, familyId: 'no-such-family' },
  ['idempotencyKey', 'familyId', 'date'],
  () => tokenOf(ADMIN),
);
// A term that does not exist: every variant is refused (400 for its shape, else 404), so none can write.
refusesBadBodies('/fees/saveSchedule', { ...SAMPLE.saveSchedule, termId: 'no-such-term' }, ['termId'], () =>
  tokenOf(ADMIN),
);

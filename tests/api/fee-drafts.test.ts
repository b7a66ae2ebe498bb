/**
 * Draft invoices: the office makes a schedule's invoices as drafts, checks them, discards any that are wrong and then
 * issues the rest. A draft charges nobody: no parent can read or pay it, no total counts it, and issuing does exactly
 * what making the invoice issued would have done (family credit paid in, the family's, class's and due-date totals
 * moved), once however often it is asked for.
 */
import type { FamilyDoc, InvoiceDoc } from '@academy/shared/fees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/emulators';
import { clearSchoolMoney } from '../support/money';
import { refusesBadBodies } from '../support/refusals';
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

const PARENT = 'parent@demo-academy.test';
const FAMILY = 'family-parent-01'; // Ngozi's children student-01 and student-02, both in 7A
const NAME = 'API test drafts';
let scheduleId = '';
const inv = (studentId: string) => `${scheduleId}_${studentId}`;
const invoice = async (studentId: string) => (await record(`invoices/${inv(studentId)}`)) as InvoiceDoc | undefined;
const count = async (name: string) =>
  (await admin().db.collection(`schools/${SCHOOL}/${name}`).count().get()).data().count;
let keyNo = 0;
const key = () => `draft-test-key-${Date.now()}-${++keyNo}`;

beforeAll(async () => {
  await clearSchoolMoney(SCHOOL, NAME);
  await signInAll();
  const res = await post(ADMIN, '/fees/saveSchedule', {
    name: NAME,
    termId: 'term-2026-autumn',
    target: { kind: 'class', classId: 'class-7a' },
    lines: [{ feeItemId: 'fee-tuition' }],
    dueDates: ['2026-09-15', '2026-11-15'],
    siblingDiscountPercent: 10,
    scholarships: [],
  });
  expect(res.status).toBe(200);
  scheduleId = res.body.id!;
});
afterAll(() => clearSchoolMoney(SCHOOL, NAME));

describe('draft invoices', () => {
  it('makes drafts that charge nobody: no guardian on them, no family, no total moved', async () => {
    const res = await post(ADMIN, '/fees/generateInvoices', { scheduleId, commit: true, asDrafts: true });
    expect(res.body).toMatchObject({ status: 200, covered: 10, created: 10, drafts: 10, committed: true });
    expect(res.body.message).toBe('10 draft invoices made for API test drafts. Parents see them once they are issued.');
    expect(await invoice('student-01')).toMatchObject({
      status: 'draft',
      total: 120_000,
      paid: 0,
      balance: 120_000,
      guardianUids: [],
      nextDueDate: null,
    });
    // The sibling discount is already a line, as it will be issued.
    expect((await invoice('student-02'))!.lines.at(-1)).toMatchObject({ kind: 'sibling discount', amount: -12_000 });
    for (const name of ['families', 'classFeeTotals', 'feeDueTotals']) expect(await count(name)).toBe(0);
    expect(await auditActions(`feeSchedules/${scheduleId}`)).toContain('invoices.drafted');

    // Asking again says the drafts are waiting, and makes nothing.
    const again = await post(ADMIN, '/fees/generateInvoices', { scheduleId, commit: false });
    expect(again.body).toMatchObject({ created: 0, alreadyInvoiced: 10, drafts: 10 });
    expect(again.body.message).toBe('0 new invoices to make, 10 already made (10 drafts waiting to be issued).');
  });

  it('cannot be paid: not at the desk, not online', async () => {
    const desk = await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      familyId: FAMILY,
      invoiceId: inv('student-01'),
      amount: 1_000,
      method: 'cash',
      date: '2026-10-03',
    });
    // The family has no record until something is issued to it.
    expect(desk.status).toBe(404);
    const online = await post(PARENT, '/checkout/start', {
      idempotencyKey: key(),
      items: [{ key: `invoice:${inv('student-01')}` }],
    });
    expect(online.status).toBe(404);
    for (const name of ['payments', 'receipts', 'checkoutSessions']) expect(await count(name)).toBe(0);
  });

  it('discards a draft instead of voiding it: nothing was charged, so nothing is kept', async () => {
    const res = await post(ADMIN, '/fees/voidInvoice', { invoiceId: inv('student-03'), reason: 'Wrong fee' });
    expect(res.body.status).toBe(200);
    expect(res.body.message).toMatch(/^Draft invoice for \S+ \S+ discarded\.$/);
    expect(await invoice('student-03')).toBeUndefined();
    expect(await auditActions(`invoices/${inv('student-03')}`)).toEqual(['invoice.draftDiscarded']);
    expect(await count('creditNotes')).toBe(0);
  });

  it('issues the drafts once, however many copies of the request arrive at once', async () => {
    const replies = await Promise.all([1, 2, 3].map(() => post(ADMIN, '/fees/issueInvoices', { scheduleId })));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const issued = replies.map((r) => (r.body as unknown as { issued: number }).issued);
    expect(issued.reduce((a, b) => a + b, 0)).toBe(9);

    const first = await invoice('student-01');
    expect(first).toMatchObject({
      status: 'issued',
      balance: 120_000,
      guardianUids: ['demo-parent'],
      nextDueDate: '2026-09-15',
    });
    // Every total moved once, exactly as making them issued at once would have.
    const family = (await record(`families/${FAMILY}`)) as FamilyDoc;
    expect(family).toMatchObject({ outstanding: 120_000 + 108_000, credit: 0 });
    expect([...family.openInvoiceIds].sort()).toEqual([inv('student-01'), inv('student-02')]);
    expect(await record('classFeeTotals/class-7a')).toMatchObject({
      invoiced: 9 * 120_000 - 12_000,
      outstanding: 9 * 120_000 - 12_000,
    });
    const due = (await admin().db.collection(`schools/${SCHOOL}/feeDueTotals`).get()).docs.map((d) => d.data());
    expect(due.reduce((a, d) => a + (d.outstanding as number), 0)).toBe(9 * 120_000 - 12_000);
    expect(await auditActions(`feeSchedules/${scheduleId}`)).toContain('invoices.issued');

    // Nothing is left to issue; the discarded draft can be made again, issued at once this time.
    const again = await post(ADMIN, '/fees/issueInvoices', { scheduleId });
    expect(again.body).toMatchObject({ issued: 0, message: '0 invoices issued for API test drafts.' });
    const remade = await post(ADMIN, '/fees/generateInvoices', { scheduleId, commit: true });
    expect(remade.body).toMatchObject({ covered: 10, created: 1, drafts: 0 });
    expect(await invoice('student-03')).toMatchObject({ status: 'issued' });
  });

  it('is paid at the desk like any issued invoice once issued', async () => {
    const desk = await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      familyId: FAMILY,
      invoiceId: inv('student-01'),
      amount: 1_000,
      method: 'cash',
      date: '2026-10-03',
    });
    expect(desk.status).toBe(200);
    expect(await invoice('student-01')).toMatchObject({ status: 'partly paid', paid: 1_000, balance: 119_000 });
  });

  it('refuses to take money for a draft of a family that has a record', async () => {
    // Ngozi's family exists now: a draft of hers on another schedule is refused by name, and nothing is written.
    const { db } = admin();
    const draft = { ...(await invoice('student-02'))!, scheduleId: 'other', status: 'draft', guardianUids: [] };
    await db.doc(`schools/${SCHOOL}/invoices/other_student-02`).set(draft);
    const payments = await count('payments');
    const res = await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      familyId: FAMILY,
      invoiceId: 'other_student-02',
      amount: 1_000,
      method: 'cash',
      date: '2026-10-03',
    });
    expect(res.body).toEqual({ status: 400, message: 'Invoice is a draft: issue it before taking money for it.' });
    expect(await count('payments')).toBe(payments);
  });
});

refusesOtherRoles(
  '/fees/issueInvoices',
  () => ({ scheduleId }),
  () => `feeSchedules/${scheduleId}`,
);
refusesBadBodies('/fees/issueInvoices', { scheduleId: 'no-such-schedule' }, ['scheduleId'], () => tokenOf(ADMIN));

/**
 * The office's report totals through the API: after invoices, a part payment, an overpayment and its refund, a void
 * and a late fee, each due date's total equals what the invoices' instalments still owe on that date, and each month's
 * money by method equals the payments recorded, and each class's invoiced total is what was paid on its invoices and
 * what is still outstanding. Everything made here is removed afterwards.
 */
import type { MonthTotalsDoc } from '@academy/shared/dashboard';
import {
  type ClassFeeTotalDoc,
  type FamilyDoc,
  type FeeCollectionDoc,
  type FeeDueTotalDoc,
  type InvoiceDoc,
  paidOnClassInvoices,
} from '@academy/shared/fees';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLateFees } from '../../functions/src/lib/late-fees';
import { admin } from '../support/emulators';
import { clearSchoolMoney } from '../support/money';
import { ADMIN, post, record, SCHOOL, signInAll } from '../support/school-api';

const today = schoolToday('Europe/London');
const early = addIsoDays(today, -40);
const late = addIsoDays(today, 20);
let scheduleId = '';
let keyNo = 0;
const key = () => `report-test-${Date.now()}-${++keyNo}`;

async function clearMoney() {
  const { db } = admin();
  await clearSchoolMoney(SCHOOL, 'Report test');
  await clearSchoolMoney(SCHOOL, 'Report test, second half');
  await db
    .doc(`schools/${SCHOOL}`)
    .update({ 'settings.lateFee': { enabled: false, kind: 'fixed', amount: 0, percent: 0, since: null } });
}

/** What the invoices' instalments still owe on each due date, read the slow way (every invoice) to check the totals. */
async function owedByDueDate() {
  const owed: Record<string, number> = {};
  for (const d of (await admin().db.collection(`schools/${SCHOOL}/invoices`).get()).docs)
    for (const i of (d.data() as InvoiceDoc).instalments)
      if ((d.data() as InvoiceDoc).status !== 'void') owed[i.dueDate] = (owed[i.dueDate] ?? 0) + i.amount - i.paid;
  return owed;
}
async function dueTotals() {
  const totals: Record<string, number> = {};
  for (const d of (await admin().db.collection(`schools/${SCHOOL}/feeDueTotals`).get()).docs)
    totals[d.id] = (d.data() as FeeDueTotalDoc).outstanding;
  return totals;
}

beforeAll(async () => {
  await clearMoney();
  await signInAll();
});
afterAll(clearMoney);

describe('the report totals kept as money moves', () => {
  it('per due date: what instalments still owe, through invoices, payments, a refund, a void and a late fee', async () => {
    const saved = await post(ADMIN, '/fees/saveSchedule', {
      name: 'Report test',
      termId: 'term-2026-autumn',
      target: { kind: 'class', classId: 'class-7a' },
      lines: [{ feeItemId: 'fee-tuition', amount: 100_001 }],
      dueDates: [early, late],
    });
    scheduleId = saved.body.id!;
    await post(ADMIN, '/fees/generateInvoices', { scheduleId, commit: true });
    expect(await dueTotals()).toEqual(await owedByDueDate());
    expect((await dueTotals())[early]).toBe(10 * 50_001);

    // Cash, part of one family's debt; then a cheque that overpays, and the credit refunded by bank transfer.
    const pay = (body: Record<string, unknown>) =>
      post(ADMIN, '/fees/recordPayment', { idempotencyKey: key(), date: today, ...body });
    expect((await pay({ familyId: 'family-parent-01', amount: 70_000, method: 'cash' })).body.status).toBe(200);
    expect((await pay({ familyId: 'family-parent-03', amount: 120_000, method: 'cheque' })).body.status).toBe(200);
    const refund = await pay({
      familyId: 'family-parent-03',
      amount: 19_999,
      method: 'bank transfer',
      kind: 'refund',
      reason: 'Overpaid by cheque',
    });
    expect(refund.body.status).toBe(200);
    expect(await dueTotals()).toEqual(await owedByDueDate());

    // A void (with money paid on it) and a late fee move them too.
    const paidOn = `${scheduleId}_student-01`;
    expect((await post(ADMIN, '/fees/voidInvoice', { invoiceId: paidOn, reason: 'Left the school' })).body.status).toBe(
      200,
    );
    await admin()
      .db.doc(`schools/${SCHOOL}`)
      .update({ 'settings.lateFee': { enabled: true, kind: 'fixed', amount: 1_000, percent: 0, since: early } });
    expect((await applyLateFees(SCHOOL, today)).added).toBeGreaterThan(0);
    expect(await dueTotals()).toEqual(await owedByDueDate());
  });

  it('per day, for the dashboard: what falls due (a void keeping only what was paid) and what was taken', async () => {
    const due: Record<string, number> = {};
    for (const d of (await admin().db.collection(`schools/${SCHOOL}/invoices`).get()).docs) {
      const invoice = d.data() as InvoiceDoc;
      for (const i of invoice.instalments)
        due[i.dueDate] = (due[i.dueDate] ?? 0) + (invoice.status === 'void' ? i.paid : i.amount);
    }
    const kept: Record<string, number> = {};
    const taken: Record<string, number> = {};
    for (const d of (await admin().db.collection(`schools/${SCHOOL}/monthTotals`).get()).docs) {
      const m = d.data() as Partial<MonthTotalsDoc>;
      for (const [date, amount] of Object.entries(m.due ?? {})) if (amount !== 0) kept[date] = amount;
      Object.assign(taken, m.collected ?? {});
    }
    expect(kept).toEqual(Object.fromEntries(Object.entries(due).filter(([, a]) => a !== 0)));
    // Cash and the cheque; the refund is money going out, not taken.
    expect(taken).toEqual({ [today]: 190_000 });
  });

  it('per month: what was taken and refunded, by method', async () => {
    const month = (await record(`feeCollections/${today.slice(0, 7)}`)) as FeeCollectionDoc;
    expect(month).toEqual({
      month: today.slice(0, 7),
      currency: 'GBP',
      collected: { cash: 70_000, cheque: 120_000, 'bank transfer': 0 },
      refunded: { cash: 0, cheque: 0, 'bank transfer': 19_999 },
    });
  });

  it('per class: invoiced is what was paid (taken, from credit, less what voids gave back) and what is outstanding', async () => {
    // An overpayment becomes credit, and the next schedule's invoice is paid from it first.
    const family = (await record('families/family-parent-05')) as FamilyDoc;
    const pay = await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: key(),
      date: today,
      familyId: 'family-parent-05',
      amount: family.outstanding + 5_000,
      method: 'cash',
    });
    expect(pay.body.status).toBe(200);
    const second = await post(ADMIN, '/fees/saveSchedule', {
      name: 'Report test, second half',
      termId: 'term-2026-autumn',
      target: { kind: 'class', classId: 'class-7a' },
      lines: [{ feeItemId: 'fee-tuition', amount: 30_000 }],
      dueDates: [late],
    });
    await post(ADMIN, '/fees/generateInvoices', { scheduleId: second.body.id!, commit: true });

    const invoices = (await admin().db.collection(`schools/${SCHOOL}/invoices`).get()).docs.map(
      (d) => d.data() as InvoiceDoc,
    );
    const live = invoices.filter((i) => i.status !== 'void');
    const totals = (await admin().db.collection(`schools/${SCHOOL}/classFeeTotals`).get()).docs.map(
      (d) => d.data() as ClassFeeTotalDoc,
    );
    const t = totals.find((c) => c.className === 'Grade 7A')!;
    expect(t.fromCredit).toBeGreaterThanOrEqual(5_000);
    expect(t.creditedBack).toBeGreaterThan(0);
    expect(t.invoiced).toBe(paidOnClassInvoices(t) + t.outstanding);
    // And each figure is what the invoices say, read the slow way.
    expect(t.invoiced).toBe(live.reduce((n, i) => n + i.total, 0));
    expect(t.outstanding).toBe(live.reduce((n, i) => n + i.balance, 0));
    expect(paidOnClassInvoices(t)).toBe(live.reduce((n, i) => n + i.paid, 0));
    expect(t.voided).toBe(invoices.filter((i) => i.status === 'void').reduce((n, i) => n + i.total, 0));
  });
});

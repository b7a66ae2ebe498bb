/**
 * Late fees through the API and the plain function the schedule calls: the office switches them on, sees tomorrow's
 * late fees first, and the run the day after a due date adds one line per unpaid instalment, once, however often (or
 * however many at once) it runs. Everything made here is removed afterwards, so the demo school is left as it was.
 */
import type { FamilyDoc, InvoiceDoc, LateFeeSetting } from '@academy/shared/fees';
import type { LateFeesPreview } from '@academy/shared/fees-api';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLateFees, runLateFees } from '../../functions/src/lib/late-fees';
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
import { shownDate } from '../support/dates';

const today = schoolToday('Europe/London');
const tomorrow = addIsoDays(today, 1);
let scheduleId = '';
const inv = (studentId: string) => `${scheduleId}_${studentId}`;
const invoice = async (studentId: string) => (await record(`invoices/${inv(studentId)}`)) as InvoiceDoc;
const setting = async () =>
  (await admin().db.doc(`schools/${SCHOOL}`).get()).get('settings.lateFee') as LateFeeSetting | undefined;

async function clearMoney() {
  const { db } = admin();
  await clearSchoolMoney(SCHOOL, 'Late fee test');
  await db
    .doc(`schools/${SCHOOL}`)
    .update({ 'settings.lateFee': { enabled: false, kind: 'fixed', amount: 0, percent: 0, since: null } });
}

beforeAll(async () => {
  await clearMoney();
  await signInAll();
});
afterAll(clearMoney);

describe('switching late fees on', () => {
  // Two faults at once (a fraction of a penny, a percentage with three decimals), so no single changed field makes
  // the body acceptable.
  refusesBadBodies(
    '/fees/updateLateFees',
    { enabled: true, kind: 'fixed', amount: 0.5, percent: 0.001 },
    ['kind'],
    () => tokenOf(ADMIN),
  );
  it.each(['teacher@demo-academy.test', 'student@demo-academy.test', 'parent@demo-academy.test', undefined] as const)(
    'refuses %s, and the setting stays off',
    async (who) => {
      const res = await post(who, '/fees/updateLateFees', { enabled: true, kind: 'fixed', amount: 2_500 });
      expect(res.status).toBe(who ? 403 : 401);
      expect((await setting())?.enabled ?? false).toBe(false);
    },
  );

  it('refuses a fixed late fee of nothing, naming the field', async () => {
    const res = await post(ADMIN, '/fees/updateLateFees', { enabled: true, kind: 'fixed', amount: 0 });
    expect(res.body).toEqual({ status: 400, message: 'Amount must be more than 0 for a fixed late fee.' });
    expect((await setting())?.enabled ?? false).toBe(false);
  });

  it('switches them on from today, and audits it', async () => {
    const res = await post(ADMIN, '/fees/updateLateFees', { enabled: true, kind: 'fixed', amount: 2_500 });
    expect(res.body).toEqual({
      status: 200,
      message: `Late fees are on, for instalments due from ${shownDate(today)}.`,
    });
    expect(await setting()).toEqual({ enabled: true, kind: 'fixed', amount: 2_500, percent: 0, since: today });
    expect(await auditActions(`schools/${SCHOOL}`)).toContain('lateFees.updated');
  });
});

describe("tomorrow's late fees, and the run", () => {
  beforeAll(async () => {
    const saved = await post(ADMIN, '/fees/saveSchedule', {
      name: 'Late fee test',
      termId: 'term-2026-autumn',
      target: { kind: 'class', classId: 'class-7a' },
      lines: [{ feeItemId: 'fee-tuition', amount: 100_001 }],
      dueDates: [today, addIsoDays(today, 30)],
    });
    scheduleId = saved.body.id!;
    await post(ADMIN, '/fees/generateInvoices', { scheduleId, commit: true });
    // Ngozi pays student-01's first instalment in full: it owes no late fee.
    const first = await invoice('student-01');
    await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: `late-fee-test-${Date.now()}`,
      familyId: 'family-parent-01',
      amount: first.instalments[0]!.amount,
      method: 'cash',
      date: today,
      invoiceId: inv('student-01'),
    });
  });

  refusesOtherRoles(
    '/fees/previewLateFees',
    () => ({}),
    () => 'classFeeTotals/class-7a',
  );

  it('shows what would be added tomorrow, to whom, and the totals, writing nothing', async () => {
    const before = await invoice('student-02');
    const res = await post(ADMIN, '/fees/previewLateFees', {});
    const preview = res.body as unknown as LateFeesPreview;
    expect(preview).toMatchObject({ status: 200, day: tomorrow, enabled: true, count: 9, total: 9 * 2_500 });
    expect(preview.message).toBe(`9 late fees would be added on ${shownDate(tomorrow)}.`);
    expect(preview.rows.map((r) => r.invoiceId)).not.toContain(inv('student-01'));
    expect(preview.rows.find((r) => r.invoiceId === inv('student-02'))).toMatchObject({
      dueDate: today,
      amount: 2_500,
      familyId: 'family-parent-01',
    });
    expect(await invoice('student-02')).toEqual(before);
  });

  it('adds nothing on the due date itself', async () => {
    expect(await applyLateFees(SCHOOL, today)).toEqual({ added: 0, total: 0 });
  });

  it('the day after, adds one line per unpaid instalment, once, however many runs at once or again', async () => {
    const familyBefore = (await record('families/family-parent-01')) as FamilyDoc;
    const classBefore = (await record('classFeeTotals/class-7a')) as { invoiced: number; outstanding: number };
    const runs = await Promise.all([applyLateFees(SCHOOL, tomorrow), applyLateFees(SCHOOL, tomorrow)]);
    expect(runs.reduce((n, r) => n + r.added, 0)).toBe(9);
    expect(await applyLateFees(SCHOOL, tomorrow)).toEqual({ added: 0, total: 0 });
    expect(await applyLateFees(SCHOOL, addIsoDays(tomorrow, 1))).toEqual({ added: 0, total: 0 });

    const second = await invoice('student-02');
    expect(second.lines.filter((l) => l.kind === 'late fee')).toEqual([
      {
        kind: 'late fee',
        label: `Late fee: instalment due ${shownDate(today)}`,
        amount: 2_500,
        reason: `Not paid by ${shownDate(today)}.`,
        instalment: 0,
      },
    ]);
    expect(second.total).toBe(100_001 + 2_500);
    expect(second.balance).toBe(100_001 + 2_500);
    expect(second.instalments[0]!.amount).toBe(50_001 + 2_500);
    expect((await invoice('student-01')).lines.some((l) => l.kind === 'late fee')).toBe(false);
    expect(await record('families/family-parent-01')).toMatchObject({ outstanding: familyBefore.outstanding + 2_500 });
    expect(await record('classFeeTotals/class-7a')).toMatchObject({
      invoiced: classBefore.invoiced + 9 * 2_500,
      outstanding: classBefore.outstanding + 9 * 2_500,
    });
    expect(await auditActions(`invoices/${inv('student-02')}`)).toEqual(['invoice.lateFeeAdded']);
    // Tomorrow's preview now has nothing left to add.
    expect((await post(ADMIN, '/fees/previewLateFees', {})).body).toMatchObject({ count: 0, total: 0 });
  });

  it('the schedule runs each school that switched them on, on its own date', async () => {
    const result = await runLateFees(Date.now());
    expect(result.schools).toBeGreaterThanOrEqual(1);
    expect(result.added).toBe(0);
  });

  it('switched off, the preview says nothing will be added', async () => {
    await post(ADMIN, '/fees/updateLateFees', { enabled: false, kind: 'fixed' });
    expect((await post(ADMIN, '/fees/previewLateFees', {})).body).toMatchObject({
      enabled: false,
      count: 0,
      message: 'Late fees are off: nothing will be added.',
    });
    expect(await setting()).toMatchObject({ enabled: false, since: null });
  });
});

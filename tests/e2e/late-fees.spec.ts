/**
 * The office's late fee: switched on at a fixed amount, tomorrow's late fees shown before the run adds them (an
 * instalment due today, unpaid), then switched off again. Every state passes axe at 360 and 1280 px.
 */
import type { InvoiceDoc } from '@academy/shared/fees';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { expect, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { lookAtPhoneAndDesktop, signInAt } from './support';
import { shownDate } from '../support/dates';

const SCHOOL = 'schools/demo-academy-school';
const INVOICE = `${SCHOOL}/invoices/late-fee-e2e_student-05`;
const today = schoolToday('Europe/London');
const OFF = { enabled: false, kind: 'fixed', amount: 0, percent: 0, since: null };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  const { db } = admin();
  const invoice: InvoiceDoc = {
    scheduleId: 'late-fee-e2e',
    scheduleName: 'Late fee check',
    termId: 'term-2026-autumn',
    studentId: 'student-05',
    studentName: 'Late Fee Pupil',
    classId: 'class-7a',
    familyId: 'family-late-fee-e2e',
    guardianUids: [],
    currency: 'GBP',
    lines: [{ kind: 'fee', label: 'Trip', amount: 10_000, reason: '' }],
    total: 10_000,
    paid: 0,
    balance: 10_000,
    instalments: [{ dueDate: today, amount: 10_000, paid: 0 }],
    status: 'issued',
    voidReason: '',
    nextDueDate: today,
    createdAt: Date.now(),
  };
  await db.doc(INVOICE).set(invoice);
});
test.afterAll(async () => {
  const { db } = admin();
  await db.doc(INVOICE).delete();
  await db.doc(SCHOOL).update({ 'settings.lateFee': OFF });
});

test("the office switches on a late fee and sees tomorrow's late fees before they are added", async ({ page }) => {
  await signInAt(page, '/app/admin/fees?tab=setup', 'admin@demo-academy.test');
  const panel = page.getByRole('region', { name: 'Late fees' });
  await expect(panel.getByRole('combobox', { name: 'Late fee' })).toHaveValue('off');

  await panel.getByRole('combobox', { name: 'Late fee' }).selectOption('fixed');
  await panel.getByRole('textbox', { name: 'Amount (GBP)' }).fill('25');
  await panel.getByRole('button', { name: 'Save late fee' }).click();
  await expect(panel.getByRole('status')).toHaveText(`Late fees are on, for instalments due from ${shownDate(today)}.`);
  await expect.poll(async () => (await admin().db.doc(SCHOOL).get()).get('settings.lateFee.amount')).toBe(2_500);

  await panel.getByRole('button', { name: "Show tomorrow's late fees" }).click();
  const preview = panel.getByTestId('late-fee-preview');
  await expect(preview).toContainText(`on ${shownDate(addIsoDays(today, 1))}`);
  const row = preview.getByRole('row', { name: /Late Fee Pupil/ });
  await expect(row).toContainText('Late fee check');
  await expect(row).toContainText('£25.00');
  // Only a preview: the invoice has no late fee yet.
  expect(((await admin().db.doc(INVOICE).get()).data() as InvoiceDoc).lines).toHaveLength(1);
  await panel.scrollIntoViewIfNeeded();
  await lookAtPhoneAndDesktop(page, 'fees-late-fees-preview');

  await panel.getByRole('combobox', { name: 'Late fee' }).selectOption('off');
  await panel.getByRole('button', { name: 'Save late fee' }).click();
  await expect(panel.getByRole('status')).toHaveText('Late fees are off.');
  await lookAtPhoneAndDesktop(page, 'fees-late-fees-off');
});

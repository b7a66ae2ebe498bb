/**
 * Fees in the family's language: a Polish parent reads the fees in Polish and downloads a receipt whose text is
 * Polish; an Arabic parent uses the dashboard on a phone, right to left, nothing overlapping or off the screen; axe
 * finds nothing on the fees in either language.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { pdfLines } from '@academy/shared/pdf-read';
import { admin } from '../support/emulators';
import { clearSchoolMoney } from '../support/money';
import {
  expectNoViolations,
  expectSettled,
  forgetLanguages,
  noSidewaysScroll,
  screenshotPath,
  signIn,
} from './support';

// A language a test leaves on an account would carry into the next spec's screens.
test.beforeAll(forgetLanguages);
test.afterEach(forgetLanguages);

const SCHOOL = 'schools/demo-academy-school';
const PAYMENT = 'e2e-languages-payment';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** A cash payment on Aisha Adeyemi's fees, with its receipt, for the demo parent's family. */
test.beforeAll(async () => {
  await clearSchoolMoney('demo-academy-school');
  const { db, auth } = admin();
  const parent = await auth.getUserByEmail('parent@demo-academy.test');
  const common = {
    familyId: 'e2e-languages-family',
    guardianUids: [parent.uid],
    kind: 'payment',
    method: 'cash',
    reference: '',
    date: '2026-10-02',
    currency: 'GBP',
    amount: 72_000,
    createdAt: Date.now(),
  };
  await db.doc(`${SCHOOL}/receipts/${PAYMENT}`).set({
    ...common,
    number: 7001,
    paymentId: PAYMENT,
    schoolName: 'Demo Academy',
    payerName: 'Ngozi Adeyemi',
    children: ['Aisha Adeyemi'],
    lines: [{ label: 'Aisha Adeyemi: Autumn term fees, Grade 7A', amount: 72_000 }],
    balanceAfter: 72_000,
    creditAfter: 0,
  });
});
test.afterAll(() => clearSchoolMoney('demo-academy-school'));

async function asParentIn(page: Page, language: string, path: string) {
  await page.addInitScript((l) => localStorage.setItem('academy.language', l), language);
  await page.goto(path);
  await signIn(page, 'parent@demo-academy.test');
}

test('a Polish parent reads the fees in Polish and the receipt downloads in Polish', async ({ page }) => {
  await asParentIn(page, 'pl', '/app/parent/students/student-01');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const fees = page.getByRole('region', { name: 'Opłaty' });
  await expect(fees.getByRole('heading', { name: 'Opłaty' })).toBeVisible();
  await expect(fees.getByText('Pokwitowania')).toBeVisible();
  await expectSettled(page);
  await page.screenshot({ path: screenshotPath('languages-fees-pl'), fullPage: true });
  await expectNoViolations(page, 'fees in Polish');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    fees.getByRole('button', { name: 'Pobierz pokwitowanie 7001 (PDF)' }).click(),
  ]);
  mkdirSync('test-results/receipts', { recursive: true });
  const path = 'test-results/receipts/receipt-pl.pdf';
  await download.saveAs(path);
  const [lines] = await pdfLines(await readFile(path));
  expect(lines).toContain('Pokwitowanie nr 7001');
  expect(lines).toContain('Otrzymano od: Ngozi Adeyemi');
  expect(lines).toContain('Forma płatności: gotówka');
  expect(lines).toContain('Dziękujemy. Prosimy zachować to pokwitowanie.');
});

test('an Arabic parent on a 360 px phone: right to left, nothing overlapping or off the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await asParentIn(page, 'ar', '/app/parent');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const fees = page.getByRole('region', { name: 'الرسوم' });
  await expect(fees.getByRole('heading', { name: 'الرسوم' })).toBeVisible();
  await expect(fees.getByText('الإيصالات')).toBeVisible();
  await expectSettled(page);
  await noSidewaysScroll(page, 360, 'the Arabic dashboard');
  // Every piece of the fees panel lies within the screen's width.
  for (const box of await fees.locator('p, button, h2').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, text: (e.textContent ?? '').slice(0, 40) };
    }),
  ))
    expect(box.left >= 0 && box.right <= 360, `${box.text}: ${box.left}–${box.right}`).toBe(true);
  await page.screenshot({ path: screenshotPath('languages-dashboard-ar-360'), fullPage: true });
  await expectNoViolations(page, 'the dashboard in Arabic');

  await page.goto('/app/parent/students/student-01');
  await expect(page.getByRole('region', { name: 'الرسوم' })).toBeVisible();
  await expectSettled(page);
  await page.screenshot({ path: screenshotPath('languages-fees-ar-360'), fullPage: true });
  await expectNoViolations(page, 'fees in Arabic');
});

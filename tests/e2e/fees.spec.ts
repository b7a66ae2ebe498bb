/**
 * Fees as the office and a parent live them: the office makes 7A's invoices and takes a cash part-payment at the desk,
 * the receipt PDF downloads; the parent pays the remaining instalment online through the test provider (a decline
 * first changes nothing) and sees the invoice paid with its receipt. Every page passes axe at 360 and 1280 px.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { formatMonth } from '@academy/shared/date-format';
import { schoolToday } from '@academy/shared/school-time';
import { admin } from '../support/emulators';
import { clearSchoolMoney } from '../support/money';
import { fillDate, lookAtPhoneAndDesktop, signInAt } from './support';

const SCHOOL = 'schools/demo-academy-school';
const FIRST = 'schedule-7a-autumn_student-01'; // Aisha Adeyemi's invoice: £1,440.00 in two instalments of £720.00

// Each test walks a whole flow and runs axe at two widths on five pages: more than the default minute on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(() => clearSchoolMoney('demo-academy-school'));
test.afterAll(() => clearSchoolMoney('demo-academy-school'));

test('the office makes 7A’s invoices and takes a cash part-payment; the receipt PDF downloads', async ({ page }) => {
  await signInAt(page, '/app/admin/fees?tab=setup', 'admin@demo-academy.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Schedule' }).selectOption({ label: 'Autumn term fees, Grade 7A' });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('invoice-preview')).toContainText(
    '10 students covered, 0 already invoiced: 10 new invoices',
  );
  await lookAtPhoneAndDesktop(page, 'fees-office');
  await page.getByRole('button', { name: /^Make 10 invoices/ }).click();
  await expect(page.getByText('10 invoices made for Autumn term fees, Grade 7A.').first()).toBeVisible();

  // The new invoices are on the list, which adds them up.
  await page.getByRole('tab', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/tab=invoices/);
  await expect(page.getByTestId('invoice-totals')).toHaveText(/^10 invoices: £[\d,.]+ invoiced, £0\.00 paid, /);

  await page.getByRole('tab', { name: 'Take a payment' }).click();
  await page.getByLabel("Find a family by a child's or parent's name").fill('aisha');
  await page.getByRole('link', { name: /Aisha Adeyemi/ }).click();
  await expect(page.getByTestId('family-balance')).toContainText('Owes £2,736.00'); // £1,440 + £1,296 (10 % sibling)
  await page.getByLabel(/^Amount/).fill('720.00');
  await page
    .getByRole('combobox', { name: 'Pay towards' })
    .selectOption({ label: 'Aisha Adeyemi: Autumn term fees, Grade 7A' });
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(/Payment recorded: receipt \d+\./).first()).toBeVisible();
  await expect(page.getByTestId('family-balance')).toContainText('Owes £2,016.00');
  await lookAtPhoneAndDesktop(page, 'fees-desk');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: /Download receipt \d+ \(PDF\)/ })
      .first()
      .click(),
  ]);
  const path = 'test-results/receipts/desk-receipt.pdf';
  mkdirSync('test-results/receipts', { recursive: true });
  await download.saveAs(path);
  const { readFileSync } = await import('node:fs');
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  writeFileSync('test-results/receipts/desk-receipt.size', String(bytes.length));

  // The office's reports, from the totals that moved with the invoices and the payment.
  await page.goto('/app/admin/fees?tab=reports');
  // The month is chosen from the school's months in its own words ("November 2026"), this month first.
  const thisMonth = formatMonth(schoolToday('Europe/London').slice(0, 7), { locale: 'en-GB' });
  const monthPicker = page.getByRole('combobox', { name: 'Month' });
  await expect(monthPicker.locator('option:checked')).toHaveText(thisMonth);
  const collected = page.getByRole('table', { name: `Collected in ${thisMonth} by method` });
  await expect(collected.getByRole('row', { name: /cash/ })).toContainText('£720.00');
  const lastMonth = (await monthPicker.locator('option').nth(1).textContent()) ?? '';
  await monthPicker.selectOption({ label: lastMonth });
  await expect(page.getByText(`Nothing taken or refunded in ${lastMonth}.`)).toBeVisible();
  await monthPicker.selectOption({ label: thisMonth });
  const sevenA = page
    .getByRole('list', { name: 'Outstanding by class' })
    .getByRole('listitem')
    .filter({ hasText: 'Grade 7A' });
  await expect(sevenA).toContainText(/^Grade 7A: £[\d,.]+ invoiced = £720\.00 paid \+ £[\d,.]+ outstanding/);
  const owed = /\+ (£[\d,.]+) outstanding/.exec((await sevenA.textContent()) ?? '')?.[1];
  await expect(page.getByRole('table', { name: 'Aged debt' }).getByRole('row', { name: /Total/ })).toContainText(
    owed ?? 'missing',
  );
  await expect(
    page.getByRole('table', { name: 'Outstanding by family' }).getByRole('row', { name: /Aisha Adeyemi/ }),
  ).toContainText('£2,016.00');
  const [families] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download outstanding by family (CSV)' }).click(),
  ]);
  await families.saveAs('test-results/receipts/outstanding-by-family.csv');
  expect(readFileSync('test-results/receipts/outstanding-by-family.csv', 'utf8')).toContain(',GBP,2016.00,0.00\r\n');
  await page.getByRole('button', { name: 'Remind families with fees overdue' }).click();
  await expect(page.getByRole('region', { name: 'Aged debt' }).getByRole('status')).toHaveText(
    /^(No family has fees overdue\.|\d+ famil(y|ies) reminded; .*)$/,
  );
  await page.getByRole('region', { name: 'Aged debt' }).scrollIntoViewIfNeeded();
  await lookAtPhoneAndDesktop(page, 'fees-reports');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download collected (CSV)' }).click(),
  ]);
  const csvPath = 'test-results/receipts/collected.csv';
  await csv.saveAs(csvPath);
  expect(readFileSync(csvPath, 'utf8')).toContain('cash,720.00,0.00,720.00\r\n');
});

test('the parent pays the remaining instalment online: a decline changes nothing, then paid with a receipt', async ({
  page,
}) => {
  await signInAt(page, '/app/parent/students/student-01', 'parent@demo-academy.test');
  const panel = page.getByRole('region', { name: 'Fees' });
  await expect(panel.getByTestId('open-invoice')).toContainText('£720.00 of £1,440.00 still to pay');
  await lookAtPhoneAndDesktop(page, 'fees-parent-child');
  await panel
    .getByRole('button', { name: /Add to cart: Aisha Adeyemi: Autumn term fees, Grade 7A, due Sun, 15 Nov 2026/ })
    .click();
  await expect(panel.getByRole('link', { name: 'In your cart' })).toBeVisible();

  // A price edited in the browser's storage is never what is charged.
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('academy_cartSession') ?? '{}') as Record<string, { price: number }>;
    for (const item of Object.values(cart)) item.price = 1;
    localStorage.setItem('academy_cartSession', JSON.stringify(cart));
  });
  await page.goto('/cart/');
  await lookAtPhoneAndDesktop(page, 'fees-cart');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment provider' })).toBeVisible();
  await expect(page.getByTestId('checkout-amount')).toHaveText('£720.00');
  await lookAtPhoneAndDesktop(page, 'fees-test-provider');

  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('The payment did not go through')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items in your cart' })).toContainText('due Sun, 15 Nov 2026');
  const afterDecline = (await admin().db.doc(`${SCHOOL}/invoices/${FIRST}`).get()).data();
  expect(afterDecline).toMatchObject({ paid: 72_000, balance: 72_000, status: 'partly paid' });

  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment provider' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Paid £720.00')).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await lookAtPhoneAndDesktop(page, 'fees-paid');

  await page.goto('/app/parent/students/student-01');
  await expect(panel.getByTestId('invoice-state')).toHaveText('paid');
  // Paid in full: listed as settled, with nothing due and nothing to add to the cart.
  await expect(panel.getByTestId('settled-invoice')).toContainText('paid in full');
  await expect(panel.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /Download receipt \d+ \(PDF\)/ }).first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel
      .getByRole('button', { name: /Download receipt \d+ \(PDF\)/ })
      .first()
      .click(),
  ]);
  await download.saveAs('test-results/receipts/online-receipt.pdf');
  await lookAtPhoneAndDesktop(page, 'fees-parent-paid');
});

test('the office voids an invoice with money paid on it: a numbered credit note the family can download', async ({
  page,
}) => {
  await signInAt(page, '/app/admin/fees?tab=desk', 'admin@demo-academy.test');
  await page.getByLabel("Find a family by a child's or parent's name").fill('aisha');
  await page.getByRole('link', { name: /Aisha Adeyemi/ }).click();
  // £100 towards Ben's invoice, then it turns out he was charged twice.
  await page.getByLabel(/^Amount/).fill('100.00');
  const towards = page.getByRole('combobox', { name: 'Pay towards' });
  const bens = (await towards.locator('option').allTextContents()).find((o) => o.startsWith('Ben '));
  await towards.selectOption({ label: bens! });
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(/Payment recorded: receipt \d+\./).first()).toBeVisible();
  const row = page.getByRole('list', { name: "The family's invoices" }).getByRole('listitem', { name: /^Ben / });
  await row.getByRole('button', { name: 'Void…' }).click();
  await row.getByRole('textbox').fill('Charged twice');
  await row.getByRole('button', { name: 'Void invoice' }).click();
  await expect(page.getByText(/Credit note \d+: £100\.00 paid on it is now family credit\./).first()).toBeVisible();
  const notes = page.getByRole('region', { name: 'Credit notes' });
  await expect(notes).toContainText('£100.00 credited from Ben');
  await expect(notes).toContainText('(Charged twice)');
  await lookAtPhoneAndDesktop(page, 'fees-credit-note');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    notes.getByRole('button', { name: /Download credit note \d+ \(PDF\)/ }).click(),
  ]);
  const path = 'test-results/receipts/credit-note.pdf';
  await download.saveAs(path);
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

  // On the office's list of void invoices, Ben's opens on its own page: its payment, its credit note, its history.
  await page.goto('/app/admin/fees?tab=invoices');
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Void' });
  await expect(page.getByTestId('invoice-totals')).toHaveText(/^1 invoice: /);
  await page.getByRole('link', { name: /^Ben .*: Autumn term fees/ }).click();
  await expect(page).toHaveURL(/\/app\/admin\/fees\/invoices\//);
  await expect(page.getByTestId('invoice-state')).toHaveText('void');
  await expect(page.getByRole('region', { name: 'Payments on this invoice' })).toContainText(
    /£100\.00 of £100\.00 by cash/,
  );
  await expect(page.getByRole('region', { name: 'Credit note' })).toContainText('(Charged twice)');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    /Voided by admin@demo-academy\.test \(Charged twice\)/,
  );
  await lookAtPhoneAndDesktop(page, 'fees-invoice-page');

  // The reports add up on screen, the void and the credit it gave back named.
  await page.goto('/app/admin/fees?tab=reports');
  const all = page.getByTestId('class-fees-all');
  await expect(all).toContainText('£100.00 given back as credit when invoices were voided');
  const [, invoiced, paid, outstanding] =
    /: £([\d,.]+) invoiced = £([\d,.]+) paid \+ £([\d,.]+) outstanding/.exec((await all.textContent()) ?? '') ?? [];
  const pence = (t?: string) => Math.round(Number((t ?? 'NaN').replaceAll(',', '')) * 100);
  expect(pence(invoiced)).toBe(pence(paid) + pence(outstanding));

  // The parent sees it with their fees.
  await page.getByRole('button', { name: 'Log out' }).click();
  // Signed out for certain before the parent's page is opened, or the Admin's session would still answer it.
  await expect(page).toHaveURL(/\/login/);
  await signInAt(page, '/app/parent/students/student-01', 'parent@demo-academy.test');
  await expect(page.getByText('£100.00 credited (Charged twice)')).toBeVisible();
  const [parentCopy] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download credit note \d+ \(PDF\)/ }).click(),
  ]);
  await parentCopy.saveAs('test-results/receipts/credit-note-parent.pdf');
  expect(readFileSync('test-results/receipts/credit-note-parent.pdf').subarray(0, 5).toString()).toBe('%PDF-');

  // Ben's cancelled invoice shows on his page as void: nothing due, nothing to put in the cart.
  await page.goto('/app/parent/students/student-02');
  const bensFees = page.getByRole('region', { name: 'Fees' });
  const cancelled = bensFees.getByTestId('settled-invoice');
  await expect(cancelled).toContainText('Cancelled by the school: Charged twice. Nothing is owed on it.');
  await expect(cancelled.getByTestId('invoice-state')).toHaveText('void');
  await expect(bensFees.getByText(/ due /)).toHaveCount(0);
  await expect(bensFees.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
  await lookAtPhoneAndDesktop(page, 'fees-parent-void');
});

test('the office adds a fee item and a schedule for one class, and changes them', async ({ page }) => {
  const { db } = admin();
  const cleanUp = async () => {
    for (const name of ['feeItems', 'feeSchedules'])
      for (const d of (await db.collection(`${SCHOOL}/${name}`).where('name', '>=', 'E2E ').get()).docs)
        if (String(d.get('name')).startsWith('E2E ')) await d.ref.delete();
  };
  await cleanUp();
  await signInAt(page, '/app/admin/fees?tab=setup', 'admin@demo-academy.test');

  const items = page.getByRole('region', { name: 'Fee items' });
  await items.getByRole('button', { name: 'Add a fee item' }).click();
  const itemForm = items.getByRole('form', { name: 'Add a fee item' });
  await itemForm.getByLabel('Name').fill('E2E Music lessons');
  await itemForm.getByLabel('Category').selectOption('other');
  await itemForm.getByLabel(/^Default amount/).fill('twelve');
  await itemForm.getByRole('button', { name: 'Add the fee item' }).click();
  await expect(itemForm.getByText('Default amount must be an amount such as 12.50.')).toBeVisible();
  await itemForm.getByLabel(/^Default amount/).fill('45.50');
  await itemForm.getByRole('button', { name: 'Add the fee item' }).click();
  await expect(items.getByRole('listitem', { name: /E2E Music lessons/ })).toContainText('£45.50');
  await items.getByRole('button', { name: 'Change E2E Music lessons' }).click();
  await items
    .getByRole('form', { name: 'Change E2E Music lessons' })
    .getByLabel(/^Default amount/)
    .fill('48.00');
  await items.getByRole('button', { name: 'Save the fee item' }).click();
  await expect(items.getByRole('listitem', { name: /E2E Music lessons/ })).toContainText('£48.00');

  const schedules = page.getByRole('region', { name: 'Fee schedules' });
  await schedules.getByRole('button', { name: 'Add a schedule' }).click();
  const form = schedules.getByRole('form', { name: 'Add a schedule' });
  await form.getByLabel('Name').fill('E2E Music, Grade 8B');
  await form.getByLabel('Term').selectOption({ index: 1 });
  await form.getByLabel('Who it is for').selectOption({ label: 'One class' });
  await form.getByLabel('Class').selectOption({ label: 'Grade 8B' });
  await form.getByLabel('Line 1: fee item').selectOption({ label: 'E2E Music lessons (£48.00)' });
  await fillDate(form.getByLabel('Instalment 1 due on'), '2026-12-01');
  await form.getByRole('button', { name: 'Add an instalment' }).click();
  await fillDate(form.getByLabel('Instalment 2 due on'), '2026-12-01');
  await form.getByRole('button', { name: 'Add the schedule' }).click();
  await expect(form.getByText('Due dates must all differ.')).toBeVisible();
  await fillDate(form.getByLabel('Instalment 2 due on'), '2027-01-05');
  await lookAtPhoneAndDesktop(page, 'fees-setup');
  await form.getByRole('button', { name: 'Add the schedule' }).click();
  const row = schedules.getByRole('listitem', { name: /E2E Music, Grade 8B/ });
  await expect(row).toContainText('Grade 8B');
  await expect(row).toContainText('£48.00');
  await expect(row).toContainText('Tue, 1 Dec 2026; Tue, 5 Jan 2027');
  // Changed: the form opens filled in, and the list shows the change.
  await row.getByRole('button', { name: 'Change E2E Music, Grade 8B' }).click();
  const change = schedules.getByRole('form', { name: 'Change E2E Music, Grade 8B' });
  await expect(change.getByLabel('Class')).toHaveValue('class-8b');
  await fillDate(change.getByLabel('Instalment 2 due on'), '2027-01-12');
  await change.getByRole('button', { name: 'Save the schedule' }).click();
  await expect(row).toContainText('Tue, 1 Dec 2026; Tue, 12 Jan 2027');
  // The new schedule can be invoiced straight away.
  await page.getByRole('combobox', { name: 'Schedule' }).selectOption({ label: 'E2E Music, Grade 8B' });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('invoice-preview')).toContainText('10 students covered');
  // As drafts to check first: nobody is charged until they are issued; a wrong one is discarded.
  await page.getByRole('button', { name: 'Save 10 as drafts to check first' }).click();
  await expect(page.getByText('10 draft invoices made for E2E Music, Grade 8B.').first()).toBeVisible();
  const drafts = page.getByRole('table', { name: 'Draft invoices' });
  await expect(drafts.getByRole('row')).toHaveCount(11);
  await expect(drafts).toContainText('£48.00');
  await drafts.getByRole('row').nth(1).scrollIntoViewIfNeeded();
  await lookAtPhoneAndDesktop(page, 'fees-drafts');
  const first = drafts.getByRole('row').nth(1);
  await first.getByRole('button', { name: 'Discard…' }).click();
  await first.getByLabel(/^Reason to discard .*'s draft$/).fill('Not taking music');
  await first.getByRole('button', { name: 'Discard draft' }).click();
  await expect(drafts.getByRole('row')).toHaveCount(10);
  await page.getByRole('button', { name: 'Issue 9 drafts' }).click();
  await expect(page.getByText('9 invoices issued for E2E Music, Grade 8B.').first()).toBeVisible();
  await expect(drafts).toHaveCount(0);
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(
    page.getByRole('list', { name: 'Outstanding by class' }).getByRole('listitem').filter({ hasText: 'Grade 8B' }),
  ).toContainText('Grade 8B: £432.00 invoiced');
  await cleanUp();
});

test('the office finds invoices by class, due date and order, 25 a page, and downloads the matches', async ({
  page,
  browser,
}) => {
  const { db } = admin();
  // 30 invoices of one class, each owing a different amount and due on a different day.
  const batch = db.batch();
  batch.set(db.doc(`${SCHOOL}/classFeeTotals/e2e-list`), {
    className: 'E2E List class',
    currency: 'GBP',
    invoiced: 0,
    outstanding: 0,
    collected: 0,
  });
  for (let n = 1; n <= 30; n++) {
    const due = `2027-01-${String(n).padStart(2, '0')}`;
    batch.set(db.doc(`${SCHOOL}/invoices/e2e-list_${n}`), {
      scheduleId: 'e2e-list',
      scheduleName: 'E2E list fees',
      termId: 'term',
      studentId: `e2e-${n}`,
      studentName: `E2E Pupil ${String(n).padStart(2, '0')}`,
      classId: 'e2e-list',
      familyId: `e2e-family-${n}`,
      guardianUids: [],
      currency: 'GBP',
      lines: [{ kind: 'fee', label: 'Tuition', amount: n * 1_000, reason: '' }],
      total: n * 1_000,
      paid: 0,
      balance: n * 1_000,
      instalments: [{ dueDate: due, amount: n * 1_000, paid: 0 }],
      status: 'issued',
      voidReason: '',
      nextDueDate: due,
      createdAt: Date.now() + n,
    });
  }
  await batch.commit();

  await signInAt(page, '/app/admin/fees', 'admin@demo-academy.test');
  const totals = page.getByTestId('invoice-totals');
  // The Class filter's choices are read when the pointer reaches it, not when the list opens.
  const classFilter = page.getByRole('combobox', { name: 'Class' });
  await classFilter.hover();
  await classFilter.selectOption({ label: 'E2E List class' });
  // £10 + £20 + … + £300 = £4,650.
  await expect(totals).toHaveText('30 invoices: £4,650.00 invoiced, £0.00 paid, £4,650.00 still to pay.');
  await expect(page.getByText('1–25 of 30')).toBeVisible();
  await page.getByRole('button', { name: 'Next 25' }).click();
  await expect(page.getByText('26–30 of 30')).toBeVisible();
  await expect(page.getByRole('link', { name: /^E2E Pupil 30/ })).toBeVisible();
  await page.getByRole('button', { name: 'Previous 25' }).click();
  await expect(page.getByText('1–25 of 30')).toBeVisible();

  await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Still to pay, most first' });
  await expect(page.getByRole('link', { name: /^E2E Pupil/ }).first()).toHaveText(/^E2E Pupil 30/);
  await lookAtPhoneAndDesktop(page, 'fees-invoice-list');

  await fillDate(page.getByLabel('Due by'), '2027-01-03');
  await expect(totals).toHaveText('3 invoices: £60.00 invoiced, £0.00 paid, £60.00 still to pay.');
  await expect(page.getByRole('combobox', { name: 'Order' })).toBeDisabled();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download these invoices (CSV)' }).click(),
  ]);
  await csv.saveAs('test-results/receipts/invoices.csv');
  const { readFileSync } = await import('node:fs');
  const lines = readFileSync('test-results/receipts/invoices.csv', 'utf8').trim().split('\r\n');
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain('E2E Pupil 01,E2E List class,E2E list fees,issued,2027-01-01,GBP,10.00,0.00,10.00');

  await page.getByRole('link', { name: /^E2E Pupil 02/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Pupil 02: E2E list fees');
  await expect(page.getByTestId('invoice-summary')).toHaveText('Total £20.00 · paid £0.00 · still to pay £20.00');
  await expect(page.getByRole('region', { name: 'Payments on this invoice' })).toContainText(
    'No payment made on it yet.',
  );

  // On a touch phone nothing comes near the filter before it is tapped: its choices are there with the list.
  const phone = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
  const onPhone = await phone.newPage();
  await signInAt(onPhone, '/app/admin/fees', 'admin@demo-academy.test');
  await expect(
    onPhone.getByRole('combobox', { name: 'Class' }).getByRole('option', { name: 'E2E List class' }),
  ).toBeAttached();
  await phone.close();
});

test('an invoice paid in more than 30 payments shows every payment with its own receipt', async ({ page }) => {
  const { db } = admin();
  const invoiceId = 'e2e-many-payments';
  const batch = db.batch();
  batch.set(db.doc(`${SCHOOL}/invoices/${invoiceId}`), {
    scheduleId: 'e2e-many',
    scheduleName: 'E2E paid weekly',
    termId: 'term',
    studentId: 'e2e-many',
    studentName: 'E2E Weekly Payer',
    classId: 'e2e-many',
    familyId: 'e2e-many-family',
    guardianUids: [],
    currency: 'GBP',
    lines: [{ kind: 'fee', label: 'Tuition', amount: 35_000, reason: '' }],
    total: 35_000,
    paid: 35_000,
    balance: 0,
    instalments: [{ dueDate: '2027-01-01', amount: 35_000, paid: 35_000 }],
    status: 'paid',
    voidReason: '',
    nextDueDate: null,
    createdAt: Date.now(),
  });
  // 35 payments of £10, receipts 9001…9035: each receipt's id is its payment's.
  for (let n = 1; n <= 35; n++) {
    const id = `e2e-many-payment-${n}`;
    const common = {
      familyId: 'e2e-many-family',
      guardianUids: [],
      kind: 'payment',
      method: 'cash',
      reference: '',
      date: '2026-11-02',
      currency: 'GBP',
      amount: 1_000,
      createdAt: Date.now() + n,
    };
    batch.set(db.doc(`${SCHOOL}/payments/${id}`), {
      ...common,
      allocations: [{ invoiceId, studentName: 'E2E Weekly Payer', amount: 1_000 }],
      invoiceIds: [invoiceId],
      purchases: [],
      toCredit: 0,
      reason: '',
      receiptNumber: 9000 + n,
      recordedBy: 'e2e',
    });
    batch.set(db.doc(`${SCHOOL}/receipts/${id}`), {
      ...common,
      number: 9000 + n,
      paymentId: id,
      schoolName: 'Demo Academy',
      payerName: 'E2E Payer',
      children: ['E2E Weekly Payer'],
      lines: [{ label: 'E2E Weekly Payer: E2E paid weekly', amount: 1_000 }],
      balanceAfter: 35_000 - n * 1_000,
      creditAfter: 0,
    });
  }
  await batch.commit();

  await signInAt(page, `/app/admin/fees/invoices/${invoiceId}`, 'admin@demo-academy.test');
  const payments = page.getByRole('region', { name: 'Payments on this invoice' });
  await expect(payments.getByRole('listitem')).toHaveCount(35);
  await expect(payments.getByRole('button', { name: /Download receipt \d+ \(PDF\)/ })).toHaveCount(35);
  await expect(payments.getByRole('button', { name: 'Download receipt 9035 (PDF)' })).toBeVisible();
});

/**
 * The Admin sets how long leavers' records are kept, then erases a student by pointer: the danger area is disabled
 * with its reason while the student is at the school, and once archived the dialog says what stays and what goes,
 * asks for the name and shows the result. Once at 1280 px and once at 360 px, one sign-in each; axe on each screen.
 */
import { expect, type Page, test } from '@playwright/test';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { expectNoViolations, screenshotPath, signInAt } from './support';

const SCHOOL = 'schools/demo-academy-school';
const ERASED = ['student-22', 'student-23'];
test.afterAll(async () => {
  await admin().db.doc(SCHOOL).update({ 'settings.eraseLeaversAfterMonths': null });
  // The erased students back in their classes' counts (their records stay erased), as later specs expect the demo.
  const token = await idTokenFor('admin@demo-academy.test');
  for (const id of ERASED) await callApi('POST', '/students/archive', { token, body: { id, archived: false } });
});

async function eraseByPointer(page: Page, studentId: string, name: string, shot: string) {
  await page.goto(`/app/admin/students/${studentId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const erase = page.getByRole('button', { name: 'Erase personal data…' });
  await expect(erase).toBeDisabled();
  await expect(page.getByText('Only a student who has left may be erased: archive them first.')).toBeVisible();

  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, archive' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/students$/);
  await page.goto(`/app/admin/students/${studentId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} (archived)`);
  await erase.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/marks and grades, attendance marks and totals/)).toBeVisible();
  const go = dialog.getByRole('button', { name: 'Erase personal data', exact: true });
  await expect(go).toBeDisabled();
  await dialog.getByLabel(`Type the full name to confirm: ${name}`).fill(name);
  await expectNoViolations(page, `the erasure dialog (${shot})`);
  await page.screenshot({ path: screenshotPath(`${shot}-dialog`) });
  await go.click();
  await expect(
    dialog.getByText(
      /^Personal data erased: the record now reads Erased student [0-9A-F]{4}; \d+ records anonymised, \d+ deleted\.$/,
    ),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath(`${shot}-done`) });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Erased student [0-9A-F]{4} \(archived\)$/);
  await expect(page.getByTestId('danger-area')).toHaveCount(0);
  await expectNoViolations(page, `the erased record (${shot})`);
}

test('at 1280 px the Admin keeps leavers for 24 months and erases a student who has left', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/app/admin/settings', 'admin@demo-academy.test');
  await page.getByText('Erase some months after leaving').click();
  await page.getByRole('spinbutton', { name: 'Months after leaving' }).fill('24');
  await page.getByRole('button', { name: 'Save keeping records' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'erased 24 months after they leave' }).first()).toBeVisible();
  await expectNoViolations(page, 'the school settings with keeping records');
  await page.getByRole('heading', { name: 'Keeping records' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('erasure-retention-1280') });
  expect((await admin().db.doc(SCHOOL).get()).get('settings.eraseLeaversAfterMonths')).toBe(24);

  await eraseByPointer(page, 'student-22', 'Vera Usman', 'erasure-1280');
});

test('at 360 px the Admin keeps leavers until erased by hand and erases a student who has left', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAt(page, '/app/admin/settings', 'admin@demo-academy.test');
  await page.getByText('Keep until erased by hand').click();
  await page.getByRole('button', { name: 'Save keeping records' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'kept until erased by hand' }).first()).toBeVisible();
  await expectNoViolations(page, 'the school settings with keeping records at 360 px');
  await page.getByRole('heading', { name: 'Keeping records' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('erasure-retention-360') });
  expect((await admin().db.doc(SCHOOL).get()).get('settings.eraseLeaversAfterMonths')).toBeNull();

  await eraseByPointer(page, 'student-23', 'Wen Varga', 'erasure-360');
});

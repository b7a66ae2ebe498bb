/**
 * The Admin chooses the school's locale by pointer from the profile menu; every date then reads in it: the settings
 * page's own "today" and a post's date on the newsfeed change order from day-month to month-day. axe at 360 and 1280.
 */
import { formatDate } from '@academy/shared/date-format';
import { schoolToday } from '@academy/shared/school-time';
import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { admin } from '../support/emulators';
import { expectNoViolations, screenshotPath, signInAt } from './support';

const SCHOOL = 'schools/demo-academy-school';
const restore = () =>
  admin().db.doc(SCHOOL).update({ locale: 'en-GB', hourCycle: FieldValue.delete(), weekStart: FieldValue.delete() });

test.beforeAll(restore);
test.afterAll(restore);

test('the Admin switches the school to en-US and dates read month first', async ({ page }) => {
  const today = schoolToday('Europe/London');
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAt(page, '/app/admin/newsfeed', 'admin@demo-academy.test');
  const byline = page.getByTestId('feed').getByRole('article').first().locator('p').first();
  await expect(byline).toHaveText(/ · \w{3}, \d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}/);

  await page.getByRole('button', { name: /^Profile:/ }).click();
  await page.getByRole('button', { name: 'School settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('School settings');
  const shown = page.getByTestId('school-today');
  await expect(shown).toContainText(`Today reads: ${formatDate(today, { locale: 'en-GB' })}`);
  await expect(shown).toContainText('half past two in the afternoon reads 14:30.');
  await expectNoViolations(page, 'the school settings at 360 px');
  await page.screenshot({ path: screenshotPath('admin-school-settings-360'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Locale').selectOption('en-US');
  await page.getByRole('button', { name: 'Save the locale' }).click();
  await expect(
    page.getByText(/^Locale saved: dates now read like Thu, Nov 26, 2026, and times like 2:30 PM\.$/),
  ).toBeVisible();
  // A US school: dates in figures month first, times on the 12-hour clock.
  const [y, m, d] = today.split('-');
  await expect(shown).toHaveText(
    `Today reads: ${formatDate(today, { locale: 'en-US' })} (${m}/${d}/${y}); half past two in the afternoon reads 2:30 PM.`,
  );
  await expect(page.getByLabel('Locale')).toHaveValue('en-US');
  await expectNoViolations(page, 'the school settings at 1280 px');
  await page.screenshot({ path: screenshotPath('admin-school-settings-1280'), fullPage: true });

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Newsfeed' }).click();
  await expect(byline).toHaveText(/ · \w{3}, \w{3,4} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M/);
  expect((await admin().db.doc(SCHOOL).get()).get('locale')).toBe('en-US');
});

test('a Teacher has no school settings: the address leads to their dashboard, the menu does not offer it', async ({
  page,
}) => {
  await signInAt(page, '/app/teacher/settings', 'teacher@demo-academy.test');
  await expect(page).toHaveURL(/\/app\/teacher$/);
  await page.getByRole('button', { name: /^Profile:/ }).click();
  await expect(page.getByRole('button', { name: 'Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'School settings' })).toHaveCount(0);
});

/**
 * The people screens in other languages. The Admin's people list in the pseudo-language (every catalogue sentence with
 * its letters changed), so a sentence that bypasses the catalogue stands out as plain English in the screenshot and
 * in the text this test prints; and a child's profile as a parent reads it in Polish and in Arabic at 360 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { forgetLanguages, screenshotPath, signIn } from './support';

// A language a test leaves on an account would carry into the next test's screens.
test.beforeAll(forgetLanguages);
test.afterEach(forgetLanguages);

const chooseLanguage = (page: Page, language: string) =>
  page.addInitScript((l) => localStorage.setItem('academy.language', l), language);

test('the Admin’s parents list in the pseudo-language', async ({ page }) => {
  await chooseLanguage(page, 'pseudo');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/admin/parents');
  await signIn(page, 'admin@demo-academy.test');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  // The invite bar is there, its words from the catalogue: none in plain English.
  await expect(page.getByRole('main').getByRole('button')).not.toHaveCount(0);
  await expect(page.getByText('Invite by e-mail', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Invite on paper', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('people-list-pseudo'), fullPage: true });
  console.log(`--- parents list in pseudo ---\n${await page.getByRole('main').innerText()}\n---`);
});

for (const [language, dateOfBirth] of [
  ['pl', 'Data urodzenia'],
  ['ar', 'تاريخ الميلاد'],
] as const)
  test(`a parent reads their child’s profile in ${language} at 360px`, async ({ page }) => {
    await chooseLanguage(page, language);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/app/parent/students');
    await signIn(page, 'parent@demo-academy.test');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The child's facts (the page around them is another screen's).
    await expect(page.getByText(dateOfBirth, { exact: true })).toBeVisible();
    await expect(page.getByText('DA-0001', { exact: true })).toBeVisible();
    await page.screenshot({ path: screenshotPath(`parent-child-profile-${language}-360`), fullPage: true });
  });

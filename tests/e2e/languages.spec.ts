/**
 * Each person's language: the landing site follows the browser's, the switcher mirrors the page for Arabic, the signed-in
 * app reads in the chosen language at 360 px, and a language chosen in the profile menu is kept on the account.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectSettled, forgetLanguages, noSidewaysScroll, PASSWORD, screenshotPath, signIn } from './support';

// A language a test leaves on an account would carry into the next spec's screens.
test.beforeAll(forgetLanguages);
test.afterEach(forgetLanguages);

const PARENT = 'parent@demo-academy.test';
const PARENT_UID = 'demo-parent';

async function parentLanguage(): Promise<unknown> {
  const { admin } = await import('../support/emulators');
  return (await admin().db.doc(`users/${PARENT_UID}`).get()).get('language');
}

/** The demo parent as the seed has them: no language of their own. */
async function forgetParentLanguage() {
  const { admin } = await import('../support/emulators');
  const { FieldValue } = await import('firebase-admin/firestore');
  await admin().db.doc(`users/${PARENT_UID}`).update({ language: FieldValue.delete() });
}

/** Every element of the page's header lies within the viewport's width. */
async function headerFits(page: Page, width: number) {
  const boxes = await page
    .locator('header')
    .first()
    .locator('a, button, select')
    .evaluateAll((els) =>
      els
        .filter((e) => (e as HTMLElement).offsetParent !== null)
        .map((e) => {
          const r = e.getBoundingClientRect();
          return { left: r.left, right: r.right, text: (e.textContent ?? '').trim() };
        }),
    );
  expect(boxes.length).toBeGreaterThan(2);
  for (const box of boxes) {
    expect(box.left, box.text).toBeGreaterThanOrEqual(0);
    expect(box.right, box.text).toBeLessThanOrEqual(width);
  }
}

test.describe('a visitor whose browser is Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('reads the landing in Polish, and Arabic mirrors the page at 360 px with nothing off-screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'System szkolny, który każdy otwiera codziennie' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('link', { name: 'Zaloguj' })).toBeVisible();
    await headerFits(page, 360);
    await page.screenshot({ path: screenshotPath('languages-landing-pl-360'), fullPage: true });

    await page.getByRole('combobox', { name: 'Język' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(
      page.getByRole('heading', { level: 1, name: 'النظام المدرسي الذي يفتحه الجميع كل يوم' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'دخول' })).toBeVisible();
    await noSidewaysScroll(page, 360, 'the Arabic landing at 360 px');
    await headerFits(page, 360);
    await page.screenshot({ path: screenshotPath('languages-landing-ar-360'), fullPage: true });

    // The choice is this browser's now: the next page opens in it.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('the signed-in app in another language', () => {
  // The first use of the Admin SDK in a worker can take seconds: not inside a test's wait.
  test.beforeAll(forgetParentLanguage);
  // The page is closed first: an open session would still be reading the parent's record.
  test.afterEach(async ({ page }) => {
    await page.goto('about:blank');
    await forgetParentLanguage();
  });

  const SIGN_IN = {
    pl: { email: 'E-mail', password: 'Hasło', button: 'Zaloguj się', dashboard: 'Pulpit' },
    ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', button: 'تسجيل الدخول', dashboard: 'لوحة المعلومات' },
  } as const;

  for (const language of ['pl', 'ar'] as const) {
    test(`the parent's dashboard in ${language} at 360 px`, async ({ page }) => {
      const words = SIGN_IN[language];
      await page.addInitScript((l) => localStorage.setItem('academy.language', l), language);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/login');
      await page.getByLabel(words.email).fill(PARENT);
      await page.getByLabel(words.password).fill(PASSWORD);
      await page.getByRole('button', { name: words.button, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.dashboard })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expectSettled(page);
      await noSidewaysScroll(page, 360, `the parent's dashboard in ${language}`);
      await page.screenshot({ path: screenshotPath(`languages-parent-dashboard-${language}-360`), fullPage: true });
      // Chosen before signing in, for an account with no language yet: kept on the account.
      await expect.poll(parentLanguage, { timeout: 30_000 }).toBe(language);
    });
  }

  test('a parent chooses Polski in the profile menu and still reads Polish after signing in again', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, PARENT);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: /^Profile: / }).click();
    await page.getByRole('dialog', { name: 'Profile' }).getByRole('combobox', { name: 'Language' }).selectOption('pl');
    await expect(page.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
    await expect.poll(parentLanguage, { timeout: 30_000 }).toBe('pl');

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(page).toHaveURL(/\/login/);
    // A browser that never chose: the sign-in page in English, then the account's language.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your school' })).toBeVisible();
    await signIn(page, PARENT);
    await expect(page.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  });
});

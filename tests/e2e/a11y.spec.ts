import { expect, test } from '@playwright/test';
import { expectNoViolations, expectSettled, noSidewaysScroll, screenshotPath, signInAt, WIDTHS } from './support';

for (const tab of ['Home', 'Parents', 'Students', 'Teachers', 'Institutions', 'Support']) {
  test(`axe: landing tab ${tab}`, async ({ page }) => {
    await page.goto(`/?tab=${tab}`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    if (tab === 'Institutions') await expect(page.getByRole('form', { name: 'Register your school' })).toBeVisible();
    await expectNoViolations(page, `/?tab=${tab}`);
  });
}

test('axe: the landing drawer open, /partners and /blog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open the site menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Login' })).toBeVisible();
  await expectNoViolations(page, 'landing drawer');
  for (const path of ['/partners', '/blog']) {
    await page.goto(path);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoViolations(page, path);
  }
});

test('axe: sign-in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoViolations(page, '/login');
});

test('axe: the cart', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'academy_cartSession',
      JSON.stringify({ trip: { name: 'Museum trip', price: 1250, currency: 'GBP' } }),
    ),
  );
  await page.goto('/cart/');
  await expect(page.getByTestId('cart-total')).toBeVisible();
  await expectNoViolations(page, '/cart/');
});

const DASHBOARDS = [
  ['admin@demo-academy.test', '/app/admin'],
  ['teacher@demo-academy.test', '/app/teacher'],
  ['student@demo-academy.test', '/app/student'],
  ['parent@demo-academy.test', '/app/parent'],
] as const;

for (const [email, home] of DASHBOARDS) {
  test(`axe and screenshots: ${home} dashboard at 360, 768 and 1280 px`, async ({ page }) => {
    await signInAt(page, home, email);
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expectSettled(page);
    await expectNoViolations(page, home);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      // The header's width eases over 300 ms: full width below 992 px, 94% beside the collapsed sidebar.
      const ratio = width < 992 ? 1 : 0.94;
      await expect
        .poll(async () => ((await page.getByRole('banner').boundingBox())?.width ?? 0) / width)
        .toBeCloseTo(ratio, 2);
      await noSidewaysScroll(page, width);
      await page.screenshot({ path: screenshotPath(`dashboard-${home.split('/')[2]}-${width}`) });
    }
  });
}

test('axe: the app drawer open, notifications open', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signInAt(page, '/app/teacher', 'teacher@demo-academy.test');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByTestId('drawer-item').last()).toHaveCSS('opacity', '1', {
    timeout: 5000,
  });
  await expectNoViolations(page, 'app drawer');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await expectNoViolations(page, 'notifications');
  await page.screenshot({ path: screenshotPath('notifications-800') });
});

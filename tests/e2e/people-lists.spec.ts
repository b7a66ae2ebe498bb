/**
 * The people lists on a phone: each fits the screen (name, tick and account; the rest on the person's page) instead of
 * scrolling sideways inside the table, and shows every column on a desktop. A parent whose invitation e-mail bounced
 * shows "E-mail bounced" in the list and, with the reason, on their page. Every filter has a visible label.
 */
import { expect, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { expectNoViolations, screenshotPath, signInAt } from './support';

const SCHOOL = 'schools/demo-academy-school';
const BOUNCED = 'parent-07';
let before: FirebaseFirestore.DocumentData | undefined;

test.beforeAll(async () => {
  const ref = admin().db.doc(`${SCHOOL}/parents/${BOUNCED}`);
  before = (await ref.get()).data();
  await ref.update({
    account: {
      state: 'bounced',
      invitationId: 'bounced-invitation',
      invitedAt: Date.now(),
      expiresAt: Date.now() + 86_400_000,
      channel: 'email',
      bounceReason: '550 5.1.1 No such user',
    },
  });
});
test.afterAll(async () => {
  if (before) await admin().db.doc(`${SCHOOL}/parents/${BOUNCED}`).set(before);
});

for (const list of ['students', 'parents', 'teachers', 'staff'])
  test(`the ${list} list fits a 360px phone and shows every column at 1280px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAt(page, `/app/admin/${list}`, 'admin@demo-academy.test');
    const table = page.getByRole('table', { name: list });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText('Account', { exact: true }).first()).toBeVisible();
    const overflow = await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
    expect(overflow, `${list} table scrolls sideways at 360px`).toBeLessThanOrEqual(1);
    await page.screenshot({ path: screenshotPath(`people-list-${list}-360`), fullPage: true });
    await expectNoViolations(page, `${list} list at 360px`);
    const phoneColumns = await table.getByRole('columnheader').count();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => table.getByRole('columnheader').count()).toBeGreaterThan(phoneColumns);
    await page.screenshot({ path: screenshotPath(`people-list-${list}-1280`), fullPage: true });
  });

test('a parent whose invitation e-mail bounced shows it in the list and on their page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/app/admin/parents', 'admin@demo-academy.test');
  // A visible label names the filter (not only an aria-label).
  await expect(page.locator('label', { hasText: /^Account$/ })).toBeVisible();
  await page.getByLabel('Account', { exact: true }).selectOption({ label: 'E-mail bounced' });
  const table = page.getByRole('table', { name: 'parents' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText('E-mail bounced', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('people-list-bounced-1280'), fullPage: true });
  await table.getByRole('link').first().click();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByText('E-mail bounced', { exact: true })).toBeVisible();
  await expect(account.getByText(/bounced \(550 5\.1\.1 No such user\)\. Send a letter instead/)).toBeVisible();
  await expect(account.getByRole('button', { name: 'Invite on paper (letter code)' })).toBeVisible();
  await expectNoViolations(page, 'a parent whose e-mail bounced');
  await page.screenshot({ path: screenshotPath('person-bounced-1280'), fullPage: true });
});

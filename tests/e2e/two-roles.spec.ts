import { expect, type Page, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { expectNoViolations, lookAtPhoneAndDesktop, screenshotPath, signInAt } from './support';

const EMAIL = 'teacher-parent@demo-academy.test';
const UID = 'demo-teacher-parent';
const SCHOOL = 'demo-academy-school';

/** The demo teacher-parent as the seed left her: in the Teacher view. */
async function teacherView() {
  const { auth, db } = admin();
  await auth.setCustomUserClaims(UID, { role: 'Teacher', school_id: SCHOOL, roles: ['Teacher', 'Parent'] });
  await db.doc(`users/${UID}`).update({ role: 'Teacher', personId: 'teacher-04' });
}
test.beforeAll(teacherView);
test.afterAll(teacherView);

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Profile: Lily Chen' }).click();
  return page.getByRole('dialog', { name: 'Profile' });
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a teacher who is also a parent switches to the Parent view from the profile menu and back', async ({
      page,
    }) => {
      await signInAt(page, '/app', EMAIL);
      await expect(page).toHaveURL(/\/app\/teacher$/);
      const profile = await openProfile(page);
      await expect(profile).toContainText('Teacher · Demo Academy');
      await expect(profile.getByRole('button', { name: 'Switch to Teacher view' })).toHaveCount(0);
      await page.screenshot({ path: screenshotPath(`two-roles-menu-${width}`) });
      await expectNoViolations(page, `the teacher-parent's profile menu at ${width}px`);

      await profile.getByRole('button', { name: 'Switch to Parent view' }).click();
      // No sign-out: the same session opens the Parent dashboard, with her child on it.
      await expect(page).toHaveURL(/\/app\/parent$/, { timeout: 20_000 });
      await expect(page.getByText('Dev Chen').first()).toBeVisible({ timeout: 20_000 });
      await lookAtPhoneAndDesktop(page, `two-roles-parent-view-${width}`);

      const again = await openProfile(page);
      await expect(again).toContainText('Parent · Demo Academy');
      await expect(again.getByRole('button', { name: 'Switch to Parent view' })).toHaveCount(0);
      await again.getByRole('button', { name: 'Switch to Teacher view' }).click();
      await expect(page).toHaveURL(/\/app\/teacher$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Dev Chen')).toHaveCount(0);
      await lookAtPhoneAndDesktop(page, `two-roles-teacher-view-${width}`);
      await page.setViewportSize({ width, height: 900 });
      // The Parent's sections are gone again: a parent's route sends the Teacher home.
      await page.goto('/app/parent');
      await expect(page).toHaveURL(/\/app\/teacher$/);
    });
  });
}

test('an account of one role has no view to switch to', async ({ page }) => {
  await signInAt(page, '/app', 'teacher@demo-academy.test');
  await page.getByRole('button', { name: 'Profile: Amara Okafor' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await expect(profile.getByRole('button', { name: 'Password' })).toBeVisible();
  await expect(profile.getByRole('button', { name: /^Switch to/ })).toHaveCount(0);
});

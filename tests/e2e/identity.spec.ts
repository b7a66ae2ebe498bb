import { expect, type Page, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { clearRateLimits, removeAccount, throwawayAccount } from '../support/accounts';
import { admin } from '../support/emulators';
import { expectNoViolations, latestOobCode, PASSWORD, screenshotPath, sidebarItems, signIn } from './support';

const changeForm = (page: Page) => page.getByRole('form', { name: 'Change your password' });

async function setNewPasswordFromLink(page: Page, email: string, password: string) {
  await page.goto(`/login/reset?mode=resetPassword&oobCode=${await latestOobCode(email)}`);
  await expect(page.getByText(`For ${email}.`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('form', { name: 'Choose a new password' }).getByRole('status')).toHaveText(
    'Your new password is set. You can sign in with it now.',
  );
}

test.describe('a user changing their own password', () => {
  const uid = 'e2e-pw-parent';
  let email = '';
  test.beforeAll(async () => {
    email = (await throwawayAccount(uid, 'Parent', 'demo-academy-school')).email;
    await clearRateLimits();
  });
  test.afterAll(() => removeAccount(uid));

  test('refuses a wrong current password, then changes it and stays signed in', async ({ page }) => {
    await page.goto('/app/passwordReset');
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
    // The school's rule (Demo Academy keeps the default) is said before anything is typed, and checked here.
    await expect(changeForm(page).getByText('At least 6 characters.')).toBeVisible();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(changeForm(page).getByText('The new password must be at least 6 characters.')).toBeVisible();

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('Fresh-pass-2');
    await page.getByLabel('Confirm new password').fill('Fresh-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(changeForm(page).getByRole('alert')).toHaveText('Your current password (oldSecret) is not correct.');

    await page.getByLabel('Confirm new password').fill('Fresh-pass-3');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The new passwords do not match.')).toBeVisible();

    await page.getByLabel('Confirm new password').fill('Fresh-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(changeForm(page).getByRole('status')).toHaveText('Your password has been changed.');
    await page.screenshot({ path: screenshotPath('password-changed') });

    await page.goto('/app/parent');
    await expect(page).toHaveURL('/app/parent');
    await page.getByRole('button', { name: 'Log out' }).click();
    // Signed out for certain before the sign-in page is opened, or the session would still answer it.
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/login');
    await signIn(page, email, 'Fresh-pass-2');
    await expect(page).toHaveURL('/app/parent');
  });
});

test.describe('a user who forgot their password', () => {
  const uid = 'e2e-reset-teacher';
  let email = '';
  test.beforeAll(async () => {
    email = (await throwawayAccount(uid, 'Teacher', 'demo-academy-school')).email;
    await clearRateLimits();
  });
  test.afterAll(() => removeAccount(uid));

  test('asks for a reset e-mail, follows its link and signs in with the new password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in page stays on screen while the next page's code loads: wait for the new page before typing.
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('I sign in as').selectOption('Teacher');
    await page.getByLabel('New password', { exact: true }).fill('Reset-pass-9');
    await page.getByLabel('Confirm new password').fill('Reset-pass-9');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('form', { name: 'Reset your password' }).getByRole('status')).toHaveText(
      'Password reset email sent. Check inbox to confirm.',
    );

    await setNewPasswordFromLink(page, email, 'Reset-pass-9');
    await page.goto('/login');
    await signIn(page, email, 'Reset-pass-9');
    await expect(page).toHaveURL('/app/teacher');
  });
});

test.describe.serial('an Admin giving a teacher an account, then changing their role', () => {
  const email = 'mei.lin@demo-academy.test';

  test.beforeAll(async () => {
    // Start from the seed: Mei Lin has no account.
    const { db, auth } = admin();
    const existing = await auth.getUserByEmail(email).catch(() => undefined);
    if (existing) {
      await removeAccount(existing.uid);
      await db.doc('schools/demo-academy-school/teachers/teacher-03').update({ accountUid: null });
      // Her homeroom class and the classes she teaches lessons in.
      for (const c of (await db.collection('schools/demo-academy-school/classes').get()).docs)
        await c.ref.update({ teacherUids: FieldValue.arrayRemove(existing.uid) });
    }
  });

  test('the Admin creates the account and the teacher signs in to the Teacher menu', async ({ page, browser }) => {
    await page.goto('/app/admin/teachers');
    await signIn(page, 'admin@demo-academy.test');
    await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
    // Closed until asked for: opening the section reads no accounts.
    await expect(page.getByRole('button', { name: 'Create an account for Mei Lin' })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('admin-accounts-closed'), fullPage: true });
    await page.getByRole('button', { name: 'Show accounts' }).click();
    await page.getByRole('button', { name: 'Create an account for Mei Lin' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText(
      `Account created for Mei Lin (${email}). A link to set their password is on its way.`,
    );
    await page.screenshot({ path: screenshotPath('admin-created-teacher-account') });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    // The Teachers list above the Accounts panel has a row for Mei too.
    await expect(page.getByRole('region', { name: 'Accounts' }).getByRole('row', { name: /Mei Lin/ })).toContainText(
      'Teacher · active',
    );

    const teacher = await browser.newPage();
    await setNewPasswordFromLink(teacher, email, 'Mei-first-1');
    await teacher.goto('/login');
    await signIn(teacher, email, 'Mei-first-1');
    await expect(teacher).toHaveURL('/app/teacher');
    expect(await sidebarItems(teacher)).toEqual([
      'Dashboard',
      'Assignments',
      'Attendance',
      'Calendar',
      'Messages',
      'Newsfeed',
      'Reports',
      'Students',
    ]);
    await teacher.close();
  });

  test('a role change signs the teacher out, and they sign back in to the Parent menu', async ({ page, browser }) => {
    const teacher = await browser.newPage();
    await teacher.goto('/login');
    await signIn(teacher, email, 'Mei-first-1');
    await expect(teacher).toHaveURL('/app/teacher');

    await page.goto('/app/admin/teachers');
    await signIn(page, 'admin@demo-academy.test');
    await page.getByRole('button', { name: 'Show accounts' }).click();
    await page.getByRole('button', { name: 'Manage the account of Mei Lin' }).click();
    await page.getByRole('dialog').getByLabel('Role').selectOption('Parent');
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    // Nothing changes on one click: the office is asked first, told what the teacher will lose.
    const confirm = page.getByRole('dialog').getByRole('alert');
    await expect(confirm).toContainText('Make Mei Lin a Parent instead of a Teacher?');
    await expect(confirm).toContainText(/They lose .*Attendance.* from their menu, and are signed out everywhere\./);
    const mei = await admin().auth.getUserByEmail(email);
    expect((await admin().db.doc(`users/${mei.uid}`).get()).get('role')).toBe('Teacher');
    await expectNoViolations(page, 'confirm a role change');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, make them a Parent' }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText(`Account ${email} updated: now Parent.`);

    // Mei's open page notices her record changed and refreshes; the API refuses her revoked session and she is
    // signed out. She signs back in to the Parent menu.
    await expect(teacher).toHaveURL(/\/login/, { timeout: 20_000 });
    await signIn(teacher, email, 'Mei-first-1');
    await expect(teacher).toHaveURL('/app/parent');
    expect(await sidebarItems(teacher)).toEqual(['Dashboard', 'Calendar', 'Messages', 'Newsfeed', 'Students']);
    await teacher.close();
  });
});

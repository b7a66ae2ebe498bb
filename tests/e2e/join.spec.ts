/**
 * Joining by invitation: an Admin invites a parent by e-mail from the parent's page; the parent opens the link from the
 * mail catcher on a phone, chooses a password and lands on their dashboard with their children. Another parent types
 * the code from a paper letter on a desktop. /join is axe clean.
 */
import { formatDateTime } from '@academy/shared/date-format';
import { NO_ACCOUNT } from '@academy/shared/invitations';
import { expect, test, type Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { admin } from '../support/emulators';
import { expectNoViolations, noSidewaysScroll, screenshotPath, signInAt } from './support';

const SCHOOL = 'schools/demo-academy-school';
const MAIL = 'http://127.0.0.1:1080/email';
const JOINERS = { 'parent-05': 'joined.by.link@example.test', 'parent-06': 'joined.by.letter@example.test' };

async function cleanUp() {
  const { db, auth } = admin();
  for (const [id, email] of Object.entries(JOINERS)) {
    await db.doc(`${SCHOOL}/parents/${id}`).update({ accountUid: null, account: NO_ACCOUNT });
    const user = await auth.getUserByEmail(email).catch(() => null);
    if (!user) continue;
    for (const s of (await db.collection(`${SCHOOL}/students`).where('guardianUids', 'array-contains', user.uid).get())
      .docs)
      await s.ref.update({ guardianUids: FieldValue.arrayRemove(user.uid) });
    for (const c of (await db.collection(`${SCHOOL}/classes`).where('guardianUids', 'array-contains', user.uid).get())
      .docs)
      await c.ref.update({ guardianUids: FieldValue.arrayRemove(user.uid) });
    await auth.deleteUser(user.uid);
    await db.doc(`users/${user.uid}`).delete();
  }
  await db.recursiveDelete(db.collection(`${SCHOOL}/invitations`));
  await db.recursiveDelete(db.collection(`${SCHOOL}/mail`));
}
test.beforeAll(cleanUp);
test.afterAll(cleanUp);

async function childNameOf(parentId: string) {
  const { db } = admin();
  const childId = ((await db.doc(`${SCHOOL}/parents/${parentId}`).get()).get('childIds') as string[])[0]!;
  return String((await db.doc(`${SCHOOL}/students/${childId}`).get()).get('firstName'));
}

async function chooseAPassword(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Choose a password').fill('Joining-by-invite-1');
  await page.getByLabel('Confirm password').fill('Joining-by-invite-1');
  await page.getByRole('button', { name: 'Create my sign-in and join' }).click();
}

test('a parent invited by e-mail joins from the link on a phone and sees their children', async ({ page, browser }) => {
  await signInAt(page, '/app/admin/parents/parent-05', 'admin@demo-academy.test');
  const account = page.getByRole('region', { name: 'Account' });
  await account.getByRole('button', { name: 'Invite by e-mail' }).click();
  await expect(account.getByRole('status')).toHaveText('1 person invited by e-mail.');
  await expect(account.getByText('Invited', { exact: true })).toBeVisible();
  await expect(account.getByText(/^Invited by e-mail on .*; expires /)).toBeVisible();
  await page.screenshot({ path: screenshotPath('join-admin-invited'), fullPage: true });

  const { db } = admin();
  const email = String((await db.doc(`${SCHOOL}/parents/parent-05`).get()).get('email'));
  const caught = (await (await fetch(MAIL)).json()) as { to: string[]; text: string }[];
  const link = /https?:\/\/\S+\/join\?token=[\w-]+/.exec(caught.filter((m) => m.to.includes(email)).at(-1)!.text)![0];

  const phone = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const parent = await phone.newPage();
  await parent.goto(link);
  await expect(parent.getByRole('heading', { name: 'Join Demo Academy as Parent' })).toBeVisible();
  await noSidewaysScroll(parent, 360, '/join at 360px');
  await expectNoViolations(parent, '/join with a link at 360px');
  await parent.screenshot({ path: screenshotPath('join-link-360'), fullPage: true });
  await chooseAPassword(parent, JOINERS['parent-05']);
  await expect(parent).toHaveURL(/\/app\/parent/, { timeout: 20_000 });
  await expect(parent.getByText(await childNameOf('parent-05')).first()).toBeVisible({ timeout: 20_000 });
  await parent.screenshot({ path: screenshotPath('join-link-landed-360'), fullPage: true });
  // The link is used: opening it again says so.
  await parent.goto(link);
  await expect(parent.getByRole('alert')).toHaveText('This invitation has already been used. Sign in instead.');
  await phone.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Account' }).getByText(/Signs in as/)).toBeVisible();
});

test('a parent types the code from a paper letter at /join on a desktop', async ({ page, browser }) => {
  await signInAt(page, '/app/admin/parents/parent-06', 'admin@demo-academy.test');
  await page
    .getByRole('region', { name: 'Account' })
    .getByRole('button', { name: 'Invite on paper (letter code)' })
    .click();
  const dialog = page.getByRole('alertdialog');
  const code = (await dialog.getByTestId('letter-code').innerText()).trim();
  expect(code).toMatch(/^\w{3}-\w{3}-\w{3}$/);
  await page.screenshot({ path: screenshotPath('join-letter-code-shown') });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A browser in another time zone still reads the expiry as the school does.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'Pacific/Auckland' });
  const parent = await desk.newPage();
  await parent.goto('/join');
  await expect(parent.getByRole('heading', { name: 'Join your school' })).toBeVisible();
  await expectNoViolations(parent, '/join, typing a code');
  await parent.getByLabel('Code from your letter').fill('222-222-22');
  await parent.getByRole('button', { name: 'Continue' }).click();
  await expect(parent.getByRole('alert')).toContainText('type the 9 letters and digits');
  await parent.getByLabel('Code from your letter').fill(code.replace(/-/g, '').toLowerCase());
  await parent.getByRole('button', { name: 'Continue' }).click();
  await expect(parent.getByRole('heading', { name: 'Join Demo Academy as Parent' })).toBeVisible();
  const person = (await admin().db.doc(`${SCHOOL}/parents/parent-06`).get()).get('account') as { expiresAt: number };
  const expires = formatDateTime(person.expiresAt, { locale: 'en-GB', timeZone: 'Europe/London' });
  await expect(parent.getByText(`This invitation holds until ${expires} and can be used once.`)).toBeVisible();
  // The school's password rule is said before anything is typed, and checked before the sign-in is made.
  await expect(parent.getByText('At least 6 characters.')).toBeVisible();
  await parent.screenshot({ path: screenshotPath('join-code-1280'), fullPage: true });
  await parent.getByLabel('E-mail').fill(JOINERS['parent-06']);
  await parent.getByLabel('Choose a password').fill('short');
  await parent.getByLabel('Confirm password').fill('short');
  await parent.getByRole('button', { name: 'Create my sign-in and join' }).click();
  await expect(parent.getByText('The new password must be at least 6 characters.')).toBeVisible();
  expect(
    await admin()
      .auth.getUserByEmail(JOINERS['parent-06'])
      .catch(() => null),
  ).toBeNull();
  await chooseAPassword(parent, JOINERS['parent-06']);
  await expect(parent).toHaveURL(/\/app\/parent/, { timeout: 20_000 });
  await expect(parent.getByText(await childNameOf('parent-06')).first()).toBeVisible({ timeout: 20_000 });
  await parent.screenshot({ path: screenshotPath('join-code-landed-1280'), fullPage: true });
  await desk.close();
});

/**
 * Joining by invitation without a password, by pointer against the Auth emulator: a parent opens the letter's QR
 * address and joins with an e-mailed link opened on another device; another joins with Google (the emulators'
 * stand-in); a parent with no e-mail address joins with a phone number and the texted code. The school allows those
 * ways for parents; /join offers exactly them.
 */
import { NO_ACCOUNT } from '@academy/shared/invitations';
import { expect, type Page, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { admin, AUTH, callApi, idTokenFor, PROJECT_ID } from '../support/emulators';
import { expectNoViolations, noSidewaysScroll, screenshotPath } from './support';

const SCHOOL = 'demo-academy-school';
const BASE = `schools/${SCHOOL}`;
const EMULATOR = `http://${AUTH.host}:${AUTH.port}/emulator/v1/projects/${PROJECT_ID}`;
const LINK_EMAIL = 'joined.by.emailed.link@example.test';
const GOOGLE_EMAIL = 'joined.by.google@example.test';
const PHONE = '+447700900444';
/** A parent the office knows only by phone: no e-mail address on file. */
const PHONE_PARENT = 'parent-e2e-phone-only';

async function cleanUp() {
  const { db, auth } = admin();
  const uids = [
    ...(await auth.getUsers([{ email: LINK_EMAIL }, { email: GOOGLE_EMAIL }, { phoneNumber: PHONE }])).users,
  ].map((u) => u.uid);
  for (const uid of uids) {
    for (const name of ['students', 'classes'])
      for (const d of (await db.collection(`${BASE}/${name}`).where('guardianUids', 'array-contains', uid).get()).docs)
        await d.ref.update({ guardianUids: FieldValue.arrayRemove(uid) });
    await auth.deleteUser(uid);
    await db.doc(`users/${uid}`).delete();
  }
  for (const id of ['parent-04', 'parent-07'])
    await db.doc(`${BASE}/parents/${id}`).update({ accountUid: null, account: NO_ACCOUNT });
  await db.doc(`${BASE}/parents/${PHONE_PARENT}`).delete();
  await db.doc(BASE).update({ 'settings.signIn': FieldValue.delete() });
}

/** A paper invitation's code for a parent, as the office would print it. */
async function letterCode(personId: string): Promise<string> {
  const token = await idTokenFor('admin@demo-academy.test');
  const res = await callApi<{ letters: { code: string }[] }>('POST', '/accounts/invite', {
    token,
    body: { people: [{ kind: 'parents', id: personId }], channel: 'letter' },
  });
  expect(res.status).toBe(200);
  return res.body.letters[0]!.code;
}

async function emulatorCodes<T>(kind: 'oobCodes' | 'verificationCodes'): Promise<T[]> {
  return ((await (await fetch(`${EMULATOR}/${kind}`)).json()) as Record<string, T[]>)[kind] ?? [];
}

async function chooseWay(page: Page, name: string) {
  await page.getByRole('group', { name: 'How will you sign in?' }).getByRole('button', { name }).click();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await cleanUp();
  const { db } = admin();
  await db.doc(`${BASE}/parents/${PHONE_PARENT}`).set({
    ...(await db.doc(`${BASE}/parents/parent-04`).get()).data(),
    email: '',
    firstName: 'Nadia',
    lastName: 'Phone',
    phone: '+44 7700 900444',
    accountUid: null,
    account: NO_ACCOUNT,
  });
  const parents = { methods: ['password', 'emailLink', 'google', 'phone'], domains: [] };
  const others = { methods: ['password', 'emailLink'], domains: [] };
  await db.doc(BASE).update({
    'settings.signIn': {
      roles: { Admin: others, Teacher: others, Student: others, Parent: parents },
      adminsNeedSecondStep: false,
    },
  });
});
test.afterAll(cleanUp);

test('a parent opens the letter’s QR address and joins with an e-mailed link on another device (360 px)', async ({
  page,
  browser,
}) => {
  const code = await letterCode('parent-04');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/join?code=${code}`);
  await expect(page.getByRole('heading', { name: 'Join Demo Academy as Parent' })).toBeVisible();
  const ways = page.getByRole('group', { name: 'How will you sign in?' });
  await expect(ways.getByRole('button')).toHaveText(['A password', 'An e-mailed link', 'Google', 'My phone number']);
  await chooseWay(page, 'An e-mailed link');
  await page.getByRole('textbox', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(LINK_EMAIL);
  await page.getByRole('button', { name: 'E-mail me a link to join' }).click();
  await expect(page.getByRole('status')).toContainText(`We e-mailed a link to ${LINK_EMAIL}.`);
  await noSidewaysScroll(page, 360, '/join with the ways at 360px');
  await expectNoViolations(page, '/join choosing a way');
  await page.screenshot({ path: screenshotPath('join-emailed-link-sent-360'), fullPage: true });

  const sent = (await emulatorCodes<{ email: string; requestType: string; oobLink: string }>('oobCodes'))
    .filter((c) => c.email === LINK_EMAIL && c.requestType === 'EMAIL_SIGNIN')
    .at(-1);
  expect(sent).toBeTruthy();
  const other = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const phone = await other.newPage();
  await phone.goto(sent!.oobLink);
  await expect(phone.getByRole('form', { name: 'Finish joining' })).toBeVisible();
  await phone.getByRole('textbox', { name: 'E-mail' }).click();
  await phone.getByRole('textbox', { name: 'E-mail' }).fill(LINK_EMAIL);
  await phone.getByRole('button', { name: 'Finish joining' }).click();
  await expect(phone).toHaveURL(/\/app\/parent/, { timeout: 20_000 });
  await expect(phone.getByRole('button', { name: /^Profile:/ })).toBeVisible({ timeout: 20_000 });
  await other.close();
  expect((await admin().db.doc(`${BASE}/parents/parent-04`).get()).get('account.state')).toBe('active');
});

test('a parent joins with Google through the emulators’ stand-in (1280 px)', async ({ page }) => {
  const code = await letterCode('parent-07');
  await page.goto(`/join?code=${code}`);
  await chooseWay(page, 'Google');
  await page.getByRole('button', { name: 'Join with Google' }).click();
  await page.getByLabel('Google account e-mail').click();
  await page.getByLabel('Google account e-mail').fill(GOOGLE_EMAIL);
  await page.screenshot({ path: screenshotPath('join-google-1280'), fullPage: true });
  await page.getByRole('button', { name: 'Sign in as this Google account' }).click();
  await expect(page).toHaveURL(/\/app\/parent/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Profile:/ })).toBeVisible({ timeout: 20_000 });
  const user = await admin().auth.getUserByEmail(GOOGLE_EMAIL);
  expect(user.providerData.map((p) => p.providerId)).toEqual(['google.com']);
  expect(user.customClaims).toMatchObject({ role: 'Parent', school_id: SCHOOL });
});

test('a parent with no e-mail address joins with a phone number and the texted code (360 px)', async ({ page }) => {
  const code = await letterCode(PHONE_PARENT);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/join?code=${code}`);
  await expect(page.getByText('Hello Nadia.', { exact: false })).toBeVisible();
  await chooseWay(page, 'My phone number');
  await page.getByRole('textbox', { name: 'Phone number' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+44 7700 900444');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByLabel('Code from the text message')).toBeVisible();
  const texted = (await emulatorCodes<{ phoneNumber: string; code: string }>('verificationCodes'))
    .filter((c) => c.phoneNumber === PHONE)
    .at(-1);
  await page.getByLabel('Code from the text message').click();
  await page.getByLabel('Code from the text message').fill(texted!.code);
  await page.screenshot({ path: screenshotPath('join-phone-code-360'), fullPage: true });
  await page.getByRole('button', { name: 'Confirm the code and join' }).click();
  await expect(page).toHaveURL(/\/app\/parent/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Profile:/ })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: screenshotPath('join-phone-landed-360'), fullPage: true });

  const { users } = await admin().auth.getUsers([{ phoneNumber: PHONE }]);
  const record = (await admin().db.doc(`users/${users[0]!.uid}`).get()).data()!;
  expect(record).toMatchObject({ role: 'Parent', school_id: SCHOOL, phoneNumber: PHONE, personId: PHONE_PARENT });
  expect(record.email).toBeUndefined();
});

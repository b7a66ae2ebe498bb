/**
 * More ways to sign in, by pointer in Chromium against the Auth emulator: the Admin's settings screen, an e-mailed
 * link (read from the emulator's oobCodes), Google through the emulator's stand-in sign-in page (a popup), a phone
 * number with the code the emulator keeps, and a school that refuses Google accounts outside its domain.
 */
import { expect, type Page, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { removeAccount, throwawayAccount } from '../support/accounts';
import { admin, AUTH, PROJECT_ID } from '../support/emulators';
import { DEFAULT_SIGN_IN_SETTINGS } from '@academy/shared/sign-in-methods';
import { expectNoViolations, lookAtPhoneAndDesktop, signIn, signInAt, submitSignIn } from './support';

const SCHOOL = 'demo-academy-school';
const EMULATOR = `http://${AUTH.host}:${AUTH.port}/emulator/v1/projects/${PROJECT_ID}`;
const ACCOUNTS = {
  link: { uid: 'e2e-link-parent', email: 'e2e-link-parent@demo-academy.test', role: 'Parent' },
  google: { uid: 'e2e-google-teacher', email: 'e2e-google@riverside.sch', role: 'Teacher' },
  outsider: { uid: 'e2e-outsider-teacher', email: 'e2e-outsider@elsewhere.org', role: 'Teacher' },
  phone: { uid: 'e2e-phone-parent', email: 'e2e-phone-parent@demo-academy.test', role: 'Parent' },
  office: { uid: 'e2e-second-step-admin', email: 'e2e-second-step-admin@demo-academy.test', role: 'Admin' },
} as const;
const PHONE = '+447700900555';

const resetSettings = () => admin().db.doc(`schools/${SCHOOL}`).update({ 'settings.signIn': FieldValue.delete() });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await resetSettings();
  for (const a of Object.values(ACCOUNTS)) await throwawayAccount(a.uid, a.role, SCHOOL, a.email);
  await admin().auth.updateUser(ACCOUNTS.phone.uid, { phoneNumber: PHONE });
  // Firebase adds a second step only to an account whose e-mail is verified.
  await admin().auth.updateUser(ACCOUNTS.office.uid, { emailVerified: true });
});
test.afterAll(async () => {
  await resetSettings();
  for (const a of Object.values(ACCOUNTS)) await removeAccount(a.uid);
  const { users } = await admin().auth.getUsers([{ email: 'nobody-here@gmail.com' }]);
  for (const u of users) await removeAccount(u.uid);
});

/**
 * Signs in with Google as the named account. The Auth emulator's own stand-in page (a popup) needs Google's gapi script
 * from apis.google.com, which this machine cannot reach, so in the emulators the app shows its own stand-in: it makes
 * the same fake, e-mail-verified Google id_token that page makes, and the emulator signs in with it.
 */
async function googleSignIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const standIn = page.getByRole('form', { name: 'Google stand-in' });
  await standIn.getByLabel('Google account e-mail').click();
  await standIn.getByLabel('Google account e-mail').fill(email);
  await standIn.getByRole('button', { name: 'Sign in as this Google account' }).click();
}

test('the Admin chooses the ways each role signs in, at 360 and 1280 px', async ({ page }) => {
  await signInAt(page, '/app/admin/sign-in', 'admin@demo-academy.test');
  await page.getByRole('button', { name: /^Profile:/ }).click();
  await page.getByRole('button', { name: 'School settings' }).click();
  await page.getByRole('link', { name: 'Choose the ways to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Ways to sign in', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Ways to sign in' });
  await expect(form.locator('input[name="Teacher-password"]')).toBeChecked();

  const teachers = form.getByRole('group', { name: 'Teachers' });
  await teachers.getByLabel('Google', { exact: true }).click();
  await teachers.getByLabel('Google and Microsoft accounts only from these domains').click();
  await teachers.getByLabel('Google and Microsoft accounts only from these domains').fill('riverside.sch');
  await form.getByRole('group', { name: 'Parents' }).getByLabel('Phone number (SMS code)', { exact: true }).click();

  // A role with no way at all is refused before anything is sent, naming the role.
  const students = form.getByRole('group', { name: 'Students' });
  await students.getByLabel('E-mail and password', { exact: true }).click();
  await students.getByLabel('E-mailed sign-in link', { exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Student: ways to sign in: tick at least one way, or no Student could sign in.',
  );
  await expect(form.getByRole('button', { name: 'Save sign-in settings' })).toBeDisabled();
  await students.getByLabel('E-mailed sign-in link', { exact: true }).click();

  await form.getByRole('button', { name: 'Save sign-in settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Sign-in settings saved.');
  const stored = (await admin().db.doc(`schools/${SCHOOL}`).get()).get('settings.signIn') as {
    roles: Record<string, { methods: string[]; domains: string[] }>;
  };
  expect(stored.roles.Teacher).toEqual({ methods: ['password', 'emailLink', 'google'], domains: ['riverside.sch'] });
  expect(stored.roles.Parent?.methods).toEqual(['password', 'emailLink', 'phone']);
  expect(stored.roles.Student?.methods).toEqual(['emailLink']);
  await lookAtPhoneAndDesktop(page, 'sign-in-methods-school-settings');
});

test('a parent signs in with an e-mailed link, opened as if on another device (360 px)', async ({ page, browser }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/login');
  await lookAtPhoneAndDesktop(page, 'sign-in-methods-login');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByLabel('E-mail').click();
  await page.getByLabel('E-mail').fill(ACCOUNTS.link.email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText(`We e-mailed a sign-in link to ${ACCOUNTS.link.email}.`);

  const { oobCodes } = (await (await fetch(`${EMULATOR}/oobCodes`)).json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const link = oobCodes.filter((c) => c.email === ACCOUNTS.link.email && c.requestType === 'EMAIL_SIGNIN').at(-1);
  expect(link).toBeTruthy();

  // Another device: a browser that never asked for the link, so it asks for the address again.
  const other = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const phone = await other.newPage();
  await phone.goto(link!.oobLink);
  await expect(phone).toHaveURL(/\/login\/link/);
  await expect(phone.getByLabel('E-mail')).toHaveValue('');
  await phone.getByLabel('E-mail').click();
  await phone.getByLabel('E-mail').fill(ACCOUNTS.link.email);
  await phone.screenshot({ path: 'test-results/screenshots/sign-in-methods-link-360.png', fullPage: true });
  await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(phone).toHaveURL(/\/app\/parent/);
  await other.close();
});

test('a teacher signs in with Google through the emulator’s page (1280 px)', async ({ page }) => {
  await page.goto('/login');
  await googleSignIn(page, ACCOUNTS.google.email);
  await expect(page).toHaveURL(/\/app\/teacher/);
  await expect(page.getByRole('button', { name: /^Profile:/ })).toBeVisible();
});

test('a school that takes Google only from its domain refuses another domain, and a stranger, saying why', async ({
  page,
}) => {
  await page.goto('/login');
  await googleSignIn(page, ACCOUNTS.outsider.email);
  await expect(page.getByRole('alert')).toHaveText(
    `Your school accepts Google accounts only from @riverside.sch; ${ACCOUNTS.outsider.email} is not one of them.`,
  );
  await expect(page).toHaveURL(/\/login/);

  await page.reload();
  await googleSignIn(page, 'nobody-here@gmail.com');
  await expect(page.getByRole('alert')).toHaveText(
    'There is no Academy account for this Google account. Ask your school for an invitation.',
  );
  await expect(page).toHaveURL(/\/login/);
  await lookAtPhoneAndDesktop(page, 'sign-in-methods-refused');
  // The identity Google's sign-in made for the stranger was removed again.
  const { users } = await admin().auth.getUsers([{ email: 'nobody-here@gmail.com' }]);
  expect(users).toEqual([]);
});

test('a parent signs in with a phone number and the texted code (360 px)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Use a phone number' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+44 7700 900555');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByLabel('Code from the text message')).toBeVisible();

  const { verificationCodes } = (await (await fetch(`${EMULATOR}/verificationCodes`)).json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((c) => c.phoneNumber === PHONE).at(-1)?.code;
  expect(code).toBeTruthy();
  await page.getByLabel('Code from the text message').click();
  await page.getByLabel('Code from the text message').fill(code!);
  await page.getByRole('button', { name: 'Confirm the code' }).click();
  await expect(page).toHaveURL(/\/app\/parent/);
});

test('a parent adds a phone number to their account from the profile menu (1280 px)', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ACCOUNTS.link.email);
  await page.getByRole('button', { name: /^Profile:/ }).click();
  await page.getByRole('button', { name: 'Ways to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'How you sign in', level: 1 })).toBeVisible();
  const ways = page.getByRole('list', { name: 'Your ways to sign in' });
  await expect(ways).toContainText(ACCOUNTS.link.email);
  await page.getByRole('textbox', { name: 'Phone number' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+44 7700 900777');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByLabel('Code from the text message')).toBeVisible();
  const { verificationCodes } = (await (await fetch(`${EMULATOR}/verificationCodes`)).json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((c) => c.phoneNumber === '+447700900777').at(-1)?.code;
  await page.getByLabel('Code from the text message').click();
  await page.getByLabel('Code from the text message').fill(code!);
  await page.getByRole('button', { name: 'Add this phone number' }).click();
  await expect(page.getByRole('status')).toHaveText(
    '+44 7700 900777 is added: you can sign in with it where your school allows.',
  );
  await expect(ways).toContainText('Phone number: +447700900777');
  expect((await admin().auth.getUser(ACCOUNTS.link.uid)).phoneNumber).toBe('+447700900777');
  await lookAtPhoneAndDesktop(page, 'sign-in-methods-my-ways');
});

/** The code the Auth emulator "texted" to a number most recently. */
async function textedCode(phoneNumber: string): Promise<string> {
  const { verificationCodes } = (await (await fetch(`${EMULATOR}/verificationCodes`)).json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
  expect(code).toBeTruthy();
  return code!;
}

test('a school that asks Admins for a second step: an Admin adds a phone, then signs in with its code', async ({
  page,
}) => {
  await admin()
    .db.doc(`schools/${SCHOOL}`)
    .update({ 'settings.signIn.adminsNeedSecondStep': true, 'settings.signIn.roles': DEFAULT_SIGN_IN_SETTINGS.roles });
  try {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/login');
    await signIn(page, ACCOUNTS.office.email);
    await expect(page.getByRole('heading', { name: 'Add a second step', level: 1 })).toBeVisible();
    await expectNoViolations(page, 'adding a required second step');
    await page.getByRole('textbox', { name: 'Phone number' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+44 7700 900888');
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByLabel('Code from the text message').click();
    await page.getByLabel('Code from the text message').fill(await textedCode('+447700900888'));
    await page.screenshot({ path: 'test-results/screenshots/second-step-add-360.png', fullPage: true });
    await page.getByRole('button', { name: 'Add this second step' }).click();
    await expect(page.getByRole('button', { name: /^Profile:/ })).toBeVisible({ timeout: 20_000 });
    const user = await admin().auth.getUser(ACCOUNTS.office.uid);
    expect(user.multiFactor?.enrolledFactors.map((f) => f.factorId)).toEqual(['phone']);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await submitSignIn(page, ACCOUNTS.office.email);
    await expect(page.getByText('Second step', { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByLabel('Code from the text message').click();
    await page.getByLabel('Code from the text message').fill(await textedCode('+447700900888'));
    await lookAtPhoneAndDesktop(page, 'second-step-sign-in');
    await page.getByRole('button', { name: 'Confirm the code and sign in' }).click();
    await expect(page).toHaveURL(/\/app\/admin/, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: /^Profile:/ })).toBeVisible();
  } finally {
    await resetSettings();
  }
});

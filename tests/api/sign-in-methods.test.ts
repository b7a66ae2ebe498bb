/**
 * The school's ways to sign in (POST /api/accounts/updateSignInMethods) and the check every request passes: a token
 * from a way the school does not allow for the caller's role is refused with 403, with real Google-, Microsoft- and
 * phone-signed tokens minted by the Auth emulator.
 */
import { DEFAULT_SIGN_IN_SETTINGS, SECOND_STEP_NEEDED } from '@academy/shared/sign-in-methods';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { removeAccount, throwawayAccount } from '../support/accounts';
import { admin, AUTH, callApi, idTokenFor, PROJECT_ID } from '../support/emulators';
import { refusesBadBodies } from '../support/refusals';
import { auditActions, post, SCHOOL, signInAll, tokenOf } from '../support/school-api';

const PATH = '/accounts/updateSignInMethods';
const IDENTITY = `http://${AUTH.host}:${AUTH.port}/identitytoolkit.googleapis.com/v1`;
const OTHER_SCHOOL = 'northside-high';

const roles = (patch: Partial<Record<string, { methods: string[]; domains: string[] }>> = {}) => ({
  ...DEFAULT_SIGN_IN_SETTINGS.roles,
  ...patch,
});
const body = (patch: Parameters<typeof roles>[0] = {}, adminsNeedSecondStep = false) => ({
  roles: roles(patch),
  adminsNeedSecondStep,
});

async function identity<T>(action: string, payload: unknown): Promise<T> {
  const res = await fetch(`${IDENTITY}/${action}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return (await res.json()) as T;
}

/** Signs in with Google or Microsoft through the Auth emulator, as its stand-in sign-in page does. */
async function providerToken(providerId: 'google.com' | 'microsoft.com', email: string, emailVerified = true) {
  const idToken = JSON.stringify({ sub: `${providerId}-${email}`, email, email_verified: emailVerified });
  return identity<{ idToken?: string; needConfirmation?: boolean; error?: { message: string } }>(
    'accounts:signInWithIdp',
    {
      postBody: `id_token=${encodeURIComponent(idToken)}&providerId=${providerId}`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
      returnIdpCredential: true,
    },
  );
}

/** Signs in with a phone number: the emulator skips reCAPTCHA and keeps the SMS code for us to read. */
async function phoneToken(phoneNumber: string): Promise<string> {
  const { sessionInfo } = await identity<{ sessionInfo: string }>('accounts:sendVerificationCode', { phoneNumber });
  const codes = (await (
    await fetch(`http://${AUTH.host}:${AUTH.port}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`)
  ).json()) as { verificationCodes: { sessionInfo: string; code: string }[] };
  const code = codes.verificationCodes.find((c) => c.sessionInfo === sessionInfo)?.code;
  const { idToken } = await identity<{ idToken: string }>('accounts:signInWithPhoneNumber', { sessionInfo, code });
  return idToken;
}

const check = (token: string | undefined, method = 'password') =>
  callApi<{ status: number; message: string }>('POST', '/auth/checkSignIn', { token, body: { method } });
const storedSettings = async (school = SCHOOL) =>
  (await admin().db.doc(`schools/${school}`).get()).get('settings.signIn') as unknown;
const resetSettings = async () => {
  for (const school of [SCHOOL, OTHER_SCHOOL])
    await admin().db.doc(`schools/${school}`).update({ 'settings.signIn': FieldValue.delete() });
};

beforeAll(async () => {
  await signInAll();
  await resetSettings();
});
afterAll(async () => {
  await resetSettings();
  for (const uid of ['sim-teacher', 'sim-outsider', 'sim-parent', 'sim-unverified']) await removeAccount(uid);
});

describe('POST /api/accounts/updateSignInMethods', () => {
  beforeEach(resetSettings);

  it('saves the ways per role on the Admin’s own school, with one audit entry', async () => {
    const before = (await auditActions(`schools/${SCHOOL}`)).length;
    const sent = body({ Teacher: { methods: ['google', 'emailLink'], domains: ['@Riverside.SCH'] } }, true);
    const res = await post('admin@demo-academy.test', PATH, sent);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Sign-in settings saved.');
    expect(await storedSettings()).toEqual({
      roles: roles({ Teacher: { methods: ['google', 'emailLink'], domains: ['riverside.sch'] } }),
      adminsNeedSecondStep: true,
    });
    const actions = await auditActions(`schools/${SCHOOL}`);
    expect(actions.length).toBe(before + 1);
    expect(actions).toContain('signInMethods.updated');
    expect(await storedSettings(OTHER_SCHOOL)).toBeUndefined();
  });

  it('another school’s Admin changes only their own school', async () => {
    const res = await post('admin@northside.test', PATH, body({ Parent: { methods: ['phone'], domains: [] } }));
    expect(res.status).toBe(200);
    expect(await storedSettings()).toBeUndefined();
    expect((await storedSettings(OTHER_SCHOOL)) as object).toMatchObject({ roles: { Parent: { methods: ['phone'] } } });
  });

  it('refuses to lock the Admin out: the way they signed in with must stay', async () => {
    const res = await post('admin@demo-academy.test', PATH, body({ Admin: { methods: ['google'], domains: [] } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Admin: ways to sign in must keep the way you signed in with now/);
    expect(await storedSettings()).toBeUndefined();
  });

  it('names the role and the field when a role has no way', async () => {
    const res = await post('admin@demo-academy.test', PATH, body({ Parent: { methods: [], domains: [] } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Parent: ways to sign in: tick at least one way, or no Parent could sign in.');
    expect(await storedSettings()).toBeUndefined();
  });
});

describe(`${PATH}: who may call it`, () => {
  it.each([
    ['a Teacher', 'teacher@demo-academy.test', 403],
    ['a Student', 'student@demo-academy.test', 403],
    ['a Parent', 'parent@demo-academy.test', 403],
    ['a signed-out visitor', undefined, 401],
  ] as const)('refuses %s and changes nothing', async (_label, who, status) => {
    const res = await post(who, PATH, body({ Parent: { methods: ['phone'], domains: [] } }));
    expect(res.status).toBe(status);
    expect(await storedSettings()).toBeUndefined();
  });
});
refusesBadBodies(PATH, body(), ['roles', 'adminsNeedSecondStep'], () => tokenOf('admin@demo-academy.test'));

describe('every request is checked against the way its token signed in', () => {
  const set = (patch: Parameters<typeof roles>[0]) => post('admin@demo-academy.test', PATH, body(patch));

  beforeAll(async () => {
    await throwawayAccount('sim-teacher', 'Teacher', SCHOOL, 'sim-teacher@riverside.sch');
    await throwawayAccount('sim-outsider', 'Teacher', SCHOOL, 'sim-outsider@elsewhere.org');
    await throwawayAccount('sim-parent', 'Parent', SCHOOL, 'sim-parent@demo-academy.test');
    await admin().auth.updateUser('sim-parent', { phoneNumber: '+447700900123' });
  });
  beforeEach(resetSettings);

  it('a Google sign-in with the account’s verified e-mail opens that account, and is refused until allowed', async () => {
    const google = await providerToken('google.com', 'sim-teacher@riverside.sch');
    expect(google.idToken).toBeTruthy();
    const refused = await check(google.idToken, 'google');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Your school does not allow Teacher accounts to sign in with Google. Sign in with: E-mail and password, E-mailed sign-in link.',
    );
    // Any route refuses it, not only the check.
    const search = await callApi('POST', '/search/getStudent', {
      token: google.idToken,
      body: { params: 'ada', school_id: SCHOOL },
    });
    expect(search.status).toBe(403);

    expect((await set({ Teacher: { methods: ['password', 'google'], domains: ['riverside.sch'] } })).status).toBe(200);
    expect((await check(google.idToken, 'google')).status).toBe(200);
  });

  it('a Google account of another domain is refused naming the domains the school accepts', async () => {
    await set({ Teacher: { methods: ['password', 'google'], domains: ['riverside.sch'] } });
    const google = await providerToken('google.com', 'sim-outsider@elsewhere.org');
    const res = await check(google.idToken, 'google');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Your school accepts Google accounts only from @riverside.sch; sim-outsider@elsewhere.org is not one of them.',
    );
  });

  it('Microsoft is its own way: allowing Google does not let Microsoft in', async () => {
    await set({ Teacher: { methods: ['password', 'google'], domains: [] } });
    const microsoft = await providerToken('microsoft.com', 'sim-teacher@riverside.sch');
    expect((await check(microsoft.idToken, 'microsoft')).status).toBe(403);
    await set({ Teacher: { methods: ['password', 'microsoft'], domains: [] } });
    expect((await check(microsoft.idToken, 'microsoft')).status).toBe(200);
  });

  it('a provider that does not confirm the e-mail never reaches the account', async () => {
    await throwawayAccount('sim-unverified', 'Teacher', SCHOOL, 'sim-unverified@riverside.sch');
    const res = await providerToken('google.com', 'sim-unverified@riverside.sch', false);
    expect(res.idToken).toBeUndefined();
    expect(res.needConfirmation).toBe(true);
  });

  it('a Google account with no Academy account has no role and is refused', async () => {
    const google = await providerToken('google.com', 'stranger@gmail.com');
    const res = await check(google.idToken, 'google');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This account has no role in a school.');
    const { users } = await admin().auth.getUsers([{ email: 'stranger@gmail.com' }]);
    for (const u of users) await admin().auth.deleteUser(u.uid);
  });

  it('a phone sign-in is refused until the school allows phones for parents', async () => {
    const token = await phoneToken('+447700900123');
    const refused = await check(token, 'phone');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Your school does not allow Parent accounts to sign in with Phone number/);
    await set({ Parent: { methods: ['password', 'phone'], domains: [] } });
    expect((await check(token, 'phone')).status).toBe(200);
  });

  it('a password and an e-mailed link share one token provider; the client’s word decides between them', async () => {
    await set({ Parent: { methods: ['emailLink'], domains: [] } });
    const token = await idTokenFor('sim-parent@demo-academy.test');
    expect((await check(token, 'emailLink')).status).toBe(200);
    const res = await check(token, 'password');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Your school does not allow Parent accounts to sign in with E-mail and password. Sign in with: E-mailed sign-in link.',
    );
  });
});

describe('joining by invitation with a phone number or a provider', () => {
  const PHONE = '+447700900321';
  const parentsMay = (methods: string[]) =>
    admin()
      .db.doc(`schools/${SCHOOL}`)
      .update({ 'settings.signIn': body({ Parent: { methods, domains: [] } }) });
  const accept = (token: string | undefined, code: string) =>
    callApi<{ status: number; message: string }>('POST', '/accounts/acceptInvitation', { token, body: { code } });
  let parentId = '';

  afterAll(async () => {
    const { users } = await admin().auth.getUsers([{ phoneNumber: PHONE }, { email: 'joiner@gmail.com' }]);
    for (const u of users) {
      await admin().auth.deleteUser(u.uid);
      await admin().db.doc(`users/${u.uid}`).delete();
    }
    if (!parentId) return;
    await admin().db.doc(`schools/${SCHOOL}/parents/${parentId}`).delete();
    const left = await admin().db.collection(`schools/${SCHOOL}/invitations`).where('personId', '==', parentId).get();
    for (const d of left.docs) await d.ref.delete();
  });

  it('a parent known only by phone is saved without an e-mail, but not without both', async () => {
    const none = { firstName: 'Nadia', lastName: 'Phone', email: '', phone: '', relationship: '', childIds: [] };
    const refused = await post('admin@demo-academy.test', '/parents/create', none);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('E-mail: give an e-mail address or a phone number for this parent.');
    const saved = await post('admin@demo-academy.test', '/parents/create', { ...none, phone: '+44 7700 900321' });
    expect(saved.status).toBe(200);
    parentId = saved.body.id!;
    expect((await admin().db.doc(`schools/${SCHOOL}/parents/${parentId}`).get()).get('email')).toBe('');
  });

  it('refuses a way the school does not allow the role, and takes a phone sign-in with no e-mail', async () => {
    await parentsMay(['password', 'phone']);
    const invited = await post('admin@demo-academy.test', '/accounts/invite', {
      people: [{ kind: 'parents', id: parentId }],
      channel: 'letter',
    });
    const code = (invited.body as unknown as { letters: { code: string }[] }).letters[0]!.code;

    const google = await providerToken('google.com', 'joiner@gmail.com');
    const byGoogle = await accept(google.idToken, code);
    expect(byGoogle.status).toBe(403);
    expect(byGoogle.body.message).toMatch(/^Your school does not allow Parent accounts to sign in with Google/);

    const joined = await accept(await phoneToken(PHONE), code);
    expect(joined.status).toBe(200);
    // A fresh sign-in carries the new claims; the account reads its own record without an e-mail.
    const me = await callApi<{ phoneNumber?: string; email?: string; role: string }>('GET', '/auth/getUserData', {
      token: await phoneToken(PHONE),
      query: { role: 'Parent' },
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'Parent', phoneNumber: PHONE });
    expect(me.body.email).toBeUndefined();
    expect((await admin().db.doc(`schools/${SCHOOL}/parents/${parentId}`).get()).get('account.state')).toBe('active');
  });
});

describe('a second step for Admins', () => {
  afterAll(resetSettings);

  it('an Admin signed in without one loads their account, is told to add one, and reaches nothing else', async () => {
    await admin()
      .db.doc(`schools/${SCHOOL}`)
      .update({ 'settings.signIn': body({}, true) });
    const token = await idTokenFor('admin@demo-academy.test');
    const me = await callApi<{ needsSecondStep?: boolean }>('GET', '/auth/getUserData', {
      token,
      query: { email: 'admin@demo-academy.test', role: 'Admin' },
    });
    expect(me.status).toBe(200);
    expect(me.body.needsSecondStep).toBe(true);
    expect((await check(token, 'password')).status).toBe(200);
    const other = await callApi<{ message: string }>('POST', PATH, { token, body: body({}, false) });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(SECOND_STEP_NEEDED);
    // Other roles are not asked.
    const teacher = await callApi('GET', '/auth/getUserData', {
      token: await idTokenFor('teacher@demo-academy.test'),
      query: { email: 'teacher@demo-academy.test', role: 'Teacher' },
    });
    expect(teacher.status).toBe(200);
    expect((teacher.body as { needsSecondStep?: boolean }).needsSecondStep).toBeUndefined();
  });
});

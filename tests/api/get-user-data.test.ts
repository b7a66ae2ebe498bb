import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_MODULES } from '@academy/shared/roles';
import { admin, callApi, idTokenFor } from '../support/emulators';

const getUserData = (token: string | undefined, query: Record<string, string>) =>
  callApi('GET', '/auth/getUserData', { token, query });

/** Each demo account has every module of its role switched on. */
const ACCOUNTS = [
  {
    email: 'admin@demo-academy.test',
    role: 'Admin',
    school: 'demo-academy-school',
    modules: ROLE_MODULES.Admin.length,
  },
  {
    email: 'teacher@demo-academy.test',
    role: 'Teacher',
    school: 'demo-academy-school',
    modules: ROLE_MODULES.Teacher.length,
  },
  {
    email: 'student@demo-academy.test',
    role: 'Student',
    school: 'demo-academy-school',
    modules: ROLE_MODULES.Student.length,
  },
  {
    email: 'parent@demo-academy.test',
    role: 'Parent',
    school: 'demo-academy-school',
    modules: ROLE_MODULES.Parent.length,
  },
  { email: 'admin@northside.test', role: 'Admin', school: 'northside-high', modules: ROLE_MODULES.Admin.length },
  { email: 'teacher@northside.test', role: 'Teacher', school: 'northside-high', modules: ROLE_MODULES.Teacher.length },
  { email: 'student@northside.test', role: 'Student', school: 'northside-high', modules: ROLE_MODULES.Student.length },
  { email: 'parent@northside.test', role: 'Parent', school: 'northside-high', modules: ROLE_MODULES.Parent.length },
] as const;

describe('GET /api/auth/getUserData', () => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const a of ACCOUNTS) tokens[a.email] = await idTokenFor(a.email);
  });

  it.each(ACCOUNTS)('gives $email their own record with the claims carrying the role', async (account) => {
    const res = await getUserData(tokens[account.email], { email: account.email, role: account.role });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: account.email,
      role: account.role,
      school_id: account.school,
      info: { role: account.role, school_id: account.school },
    });
    const modules = (res.body as { modules: Record<string, boolean> }).modules;
    expect(Object.values(modules).filter(Boolean)).toHaveLength(account.modules);
  });

  it('lets an Admin read the record of a user of their own school', async () => {
    const res = await getUserData(tokens['admin@demo-academy.test'], {
      email: 'teacher@demo-academy.test',
      role: 'Teacher',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'Amara Okafor', school_id: 'demo-academy-school' });
  });

  it('never lets an Admin read another school’s user, and does not say the user exists', async () => {
    const res = await getUserData(tokens['admin@northside.test'], {
      email: 'teacher@demo-academy.test',
      role: 'Teacher',
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'No user with that e-mail and role.' });
  });

  it.each([
    ['teacher@demo-academy.test', 'parent@demo-academy.test', 'Parent'],
    ['parent@demo-academy.test', 'student@demo-academy.test', 'Student'],
    ['student@demo-academy.test', 'admin@demo-academy.test', 'Admin'],
  ])('refuses %s reading %s', async (caller, email, role) => {
    const res = await getUserData(tokens[caller], { email, role });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 403, message: 'You may only read your own user record.' });
  });

  it('refuses a user claiming a role they do not have', async () => {
    const res = await getUserData(tokens['parent@demo-academy.test'], {
      email: 'parent@demo-academy.test',
      role: 'Admin',
    });
    expect(res.status).toBe(403);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const res = await getUserData(undefined, { email: 'admin@demo-academy.test', role: 'Admin' });
    expect(res).toEqual({ status: 401, body: { status: 401, message: 'Sign in to continue.' } });
  });

  it.each([
    ['a malformed token', 'Bearer not-a-jwt'],
    ['a header without Bearer', 'Token abc'],
    [
      'a forged unsigned token',
      `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"demo-admin","role":"Admin"}').toString('base64url')}.`,
    ],
  ])('refuses %s with 401', async (_label, header) => {
    const res = await callApi('GET', '/auth/getUserData', {
      rawAuthorization: header,
      query: { email: 'admin@demo-academy.test', role: 'Admin' },
    });
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|stack/i);
  });

  describe('a disabled account', () => {
    const uid = 'test-disabled-teacher';
    const email = 'disabled.teacher@demo-academy.test';
    beforeAll(async () => {
      const { auth, db } = admin();
      await auth.deleteUser(uid).catch(() => undefined);
      await auth.createUser({ uid, email, password: 'Academy-demo-1' });
      await auth.setCustomUserClaims(uid, { role: 'Teacher', school_id: 'demo-academy-school' });
      await db.doc(`users/${uid}`).set({
        email,
        username: 'Disabled Teacher',
        role: 'Teacher',
        school_id: 'demo-academy-school',
        modules: { Dashboard: true },
        personId: null,
        disabled: true,
      });
    });
    afterAll(async () => {
      const { auth, db } = admin();
      await auth.deleteUser(uid).catch(() => undefined);
      await db.doc(`users/${uid}`).delete();
    });

    it('is refused even with a token issued before it was disabled', async () => {
      const token = await idTokenFor(email);
      expect((await getUserData(token, { email, role: 'Teacher' })).status).toBe(200);
      await admin().auth.updateUser(uid, { disabled: true });
      const res = await getUserData(token, { email, role: 'Teacher' });
      expect(res).toEqual({ status: 401, body: { status: 401, message: 'This account has been disabled.' } });
    });
  });

  it.each([
    ['a missing role', { email: 'admin@demo-academy.test' }, 'role'],
    ['an email without a domain', { email: 'admin', role: 'Admin' }, 'email'],
    ['a lower-case role', { email: 'admin@demo-academy.test', role: 'admin' }, 'role'],
    [
      'an extra school_id field',
      { email: 'admin@demo-academy.test', role: 'Admin', school_id: 'northside-high' },
      'school_id',
    ],
    ['a 5,000-character email', { email: `${'a'.repeat(5000)}@demo-academy.test`, role: 'Admin' }, 'email'],
    ['an injection-looking email', { email: "admin@demo-academy.test' OR 1=1 --", role: 'Admin' }, 'email'],
    ['a unicode role', { email: 'admin@demo-academy.test', role: 'Ädmin' }, 'role'],
  ])('answers 400 naming the field for %s', async (_label, query, field) => {
    const res = await getUserData(tokens['admin@demo-academy.test'], query as Record<string, string>);
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toContain(field);
  });

  it('reads the caller’s own record when no e-mail is given (an account made with a phone number has none)', async () => {
    const own = await getUserData(tokens['teacher@demo-academy.test'], { role: 'Teacher' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ email: 'teacher@demo-academy.test', role: 'Teacher' });
    // Without an e-mail there is no one else to name: another role is not found, not another person's record.
    expect((await getUserData(tokens['admin@demo-academy.test'], { role: 'Teacher' })).status).toBe(404);
  });

  it('answers 405 to the wrong method and 404 to an unknown route', async () => {
    expect((await callApi('POST', '/auth/getUserData', { body: {} })).status).toBe(405);
    expect((await callApi('GET', '/auth/nothing-here')).status).toBe(404);
  });
});

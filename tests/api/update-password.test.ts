import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits, nextSecond, removeAccount, throwawayAccount } from '../support/accounts';
import { admin, callApi, DEMO_PASSWORD, idTokenFor } from '../support/emulators';
import { refusesBadBodies } from '../support/refusals';

type Reply = { status: number; message: string };
const updatePassword = (body: Record<string, unknown>, token?: string) =>
  callApi<Reply>('POST', '/auth/updatePassword', { token, body });

const teacher = { uid: 'pw-teacher', role: 'Teacher', school: 'demo-academy-school' } as const;
const northTeacher = { uid: 'pw-north-teacher', role: 'Teacher', school: 'northside-high' } as const;
let teacherEmail = '';
let northEmail = '';

beforeAll(async () => {
  teacherEmail = (await throwawayAccount(teacher.uid, teacher.role, teacher.school)).email;
  northEmail = (await throwawayAccount(northTeacher.uid, northTeacher.role, northTeacher.school)).email;
});
/** Each password test starts from the demo password and no recorded attempts. */
async function freshStart() {
  await clearRateLimits();
  await admin().auth.updateUser(teacher.uid, { password: DEMO_PASSWORD });
}
afterAll(async () => {
  await removeAccount(teacher.uid);
  await removeAccount(northTeacher.uid);
  await clearRateLimits();
});

async function signsInWith(email: string, password: string) {
  return idTokenFor(email, password).then(
    () => true,
    () => false,
  );
}

describe('POST /api/auth/updatePassword without a token (the forgot-password step)', () => {
  beforeEach(freshStart);

  it('answers the same whether or not the account exists', async () => {
    const body = { role: 'Teacher', secret: 'new-secret-1', confirmSecret: 'new-secret-1' };
    const known = await updatePassword({ ...body, email: teacherEmail });
    const unknown = await updatePassword({ ...body, email: 'nobody@demo-academy.test' });
    expect(known).toEqual({ status: 200, body: { status: 200, message: 'Reset request accepted.' } });
    expect(unknown).toEqual(known);
    expect(await signsInWith(teacherEmail, DEMO_PASSWORD)).toBe(true);
  });

  it('refuses passwords that do not match or are too short, naming the problem', async () => {
    expect(
      (await updatePassword({ email: teacherEmail, role: 'Teacher', secret: 'abcdef', confirmSecret: 'abcdeg' })).body,
    ).toEqual({ status: 400, message: 'The new passwords do not match.' });
    expect(
      (await updatePassword({ email: teacherEmail, role: 'Teacher', secret: 'abc', confirmSecret: 'abc' })).body,
    ).toEqual({ status: 400, message: 'The new password must be at least 6 characters.' });
  });

  it('stops a flood of attempts for one e-mail with 429', async () => {
    const body = { email: 'flood@demo-academy.test', role: 'Parent', secret: 'abcdef', confirmSecret: 'abcdef' };
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await updatePassword(body)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await updatePassword(body)).body).toEqual({
      status: 429,
      message: 'Too many password attempts. Wait 15 minutes and try again.',
    });
  });

  it('stops a flood from one client address across many e-mails with 429', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (
          await updatePassword({
            email: `spray${i}@demo-academy.test`,
            role: 'Parent',
            secret: 'abcdef',
            confirmSecret: 'abcdef',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('POST /api/auth/updatePassword with the user’s own token', () => {
  beforeEach(freshStart);

  it('changes the password once the old one is proved', async () => {
    const token = await idTokenFor(teacherEmail);
    const res = await updatePassword(
      {
        email: teacherEmail,
        role: 'Teacher',
        secret: 'brand-new-1',
        confirmSecret: 'brand-new-1',
        oldSecret: DEMO_PASSWORD,
      },
      token,
    );
    expect(res).toEqual({ status: 200, body: { status: 200, message: 'Your password has been changed.' } });
    expect(await signsInWith(teacherEmail, 'brand-new-1')).toBe(true);
    expect(await signsInWith(teacherEmail, DEMO_PASSWORD)).toBe(false);
  });

  it('refuses a stolen session that does not know the old password', async () => {
    const token = await idTokenFor(teacherEmail);
    const wrong = await updatePassword(
      {
        email: teacherEmail,
        role: 'Teacher',
        secret: 'brand-new-1',
        confirmSecret: 'brand-new-1',
        oldSecret: 'guess-123',
      },
      token,
    );
    expect(wrong.body).toEqual({ status: 400, message: 'Your current password (oldSecret) is not correct.' });
    const none = await updatePassword(
      { email: teacherEmail, role: 'Teacher', secret: 'brand-new-1', confirmSecret: 'brand-new-1' },
      token,
    );
    expect(none.body).toEqual({ status: 400, message: 'oldSecret (your current password) is required.' });
    expect(await signsInWith(teacherEmail, DEMO_PASSWORD)).toBe(true);
  });

  it('applies the school’s stricter policy (Northside: 8 characters with a digit)', async () => {
    const token = await idTokenFor(northEmail);
    const body = { email: northEmail, role: 'Teacher', oldSecret: DEMO_PASSWORD };
    expect((await updatePassword({ ...body, secret: 'abcdefg', confirmSecret: 'abcdefg' }, token)).body.message).toBe(
      'The new password must be at least 8 characters.',
    );
    expect((await updatePassword({ ...body, secret: 'abcdefgh', confirmSecret: 'abcdefgh' }, token)).body.message).toBe(
      'The new password must contain a digit.',
    );
  });

  it('refuses a user changing someone else’s password', async () => {
    const token = await idTokenFor(teacherEmail);
    const res = await updatePassword(
      {
        email: 'parent@demo-academy.test',
        role: 'Parent',
        secret: 'hijack-123',
        confirmSecret: 'hijack-123',
        oldSecret: 'x',
      },
      token,
    );
    expect(res.body).toEqual({ status: 403, message: 'You may only change your own password.' });
    expect(await signsInWith('parent@demo-academy.test', DEMO_PASSWORD)).toBe(true);
  });
});

describe('POST /api/auth/updatePassword with an Admin’s token', () => {
  beforeEach(freshStart);

  it('sets the password of a user of the same school, signs them out everywhere and writes the audit log', async () => {
    const oldToken = await idTokenFor(teacherEmail);
    await nextSecond();
    const adminToken = await idTokenFor('admin@demo-academy.test');
    const res = await updatePassword(
      { email: teacherEmail, role: 'Teacher', secret: 'set-by-admin-1', confirmSecret: 'set-by-admin-1' },
      adminToken,
    );
    expect(res.body).toEqual({
      status: 200,
      message: `Password changed for ${teacherEmail}. They have been signed out on every device.`,
    });
    expect(await signsInWith(teacherEmail, 'set-by-admin-1')).toBe(true);
    const stale = await callApi('GET', '/auth/getUserData', {
      token: oldToken,
      query: { email: teacherEmail, role: 'Teacher' },
    });
    expect(stale.status).toBe(401);

    const { db } = admin();
    const audit = await db
      .collection('schools/demo-academy-school/auditLog')
      .where('target', '==', teacher.uid)
      .where('action', '==', 'password.set-by-admin')
      .get();
    expect(audit.size).toBeGreaterThanOrEqual(1);
    expect(audit.docs[0]?.get('actorUid')).toBe('demo-admin');
    expect(JSON.stringify(audit.docs[0]?.data())).not.toContain('set-by-admin-1');
  });

  it('never sets the password of another school’s user', async () => {
    const adminToken = await idTokenFor('admin@demo-academy.test');
    const res = await updatePassword(
      { email: northEmail, role: 'Teacher', secret: 'hijack-123', confirmSecret: 'hijack-123' },
      adminToken,
    );
    expect(res.body).toEqual({ status: 404, message: 'No user with that e-mail and role.' });
    expect(await signsInWith(northEmail, DEMO_PASSWORD)).toBe(true);
  });

  it('refuses a disabled Admin', async () => {
    const disabled = await throwawayAccount('pw-disabled-admin', 'Admin', 'demo-academy-school');
    const token = await idTokenFor(disabled.email);
    await admin().auth.updateUser(disabled.uid, { disabled: true });
    const res = await updatePassword(
      { email: teacherEmail, role: 'Teacher', secret: 'hijack-123', confirmSecret: 'hijack-123' },
      token,
    );
    expect(res.body).toEqual({ status: 401, message: 'This account has been disabled.' });
    await removeAccount(disabled.uid);
  });
});

refusesBadBodies(
  '/auth/updatePassword',
  { email: 'bad-body@demo-academy.test', role: 'Parent', secret: 'abcdef', confirmSecret: 'abcdef' },
  ['email', 'role'],
  () => undefined,
);

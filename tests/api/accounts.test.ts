import { NO_ACCOUNT } from '@academy/shared/invitations';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextSecond, removeAccount, throwawayAccount } from '../support/accounts';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { refusesBadBodies } from '../support/refusals';

type Reply = {
  status: number;
  message: string;
  account?: { uid: string; email: string; role: string; disabled: boolean; modules: Record<string, boolean> };
};
const SCHOOL = 'demo-academy-school';
const tokens: Record<string, string> = {};
const createAccount = (who: string | undefined, body: unknown) =>
  callApi<Reply>('POST', '/accounts/create', { token: who ? tokens[who] : undefined, body });
const updateAccount = (who: string | undefined, body: unknown) =>
  callApi<Reply>('POST', '/accounts/update', { token: who ? tokens[who] : undefined, body });

const created: string[] = [];

/** Puts a person's record back as the seed had it, so other tests see the demo data. */
async function unlink(collection: string, id: string, uid: string) {
  const { db } = admin();
  await db.doc(`schools/${SCHOOL}/${collection}/${id}`).update({ accountUid: null, account: NO_ACCOUNT });
  for (const c of (await db.collection(`schools/${SCHOOL}/classes`).get()).docs)
    await c.ref.update({ teacherUids: FieldValue.arrayRemove(uid), guardianUids: FieldValue.arrayRemove(uid) });
  for (const s of (await db.collection(`schools/${SCHOOL}/students`).where('guardianUids', 'array-contains', uid).get())
    .docs) {
    await s.ref.update({ guardianUids: FieldValue.arrayRemove(uid) });
  }
}

beforeAll(async () => {
  for (const who of [
    'admin@demo-academy.test',
    'teacher@demo-academy.test',
    'parent@demo-academy.test',
    'admin@northside.test',
  ])
    tokens[who] = await idTokenFor(who);
});
afterAll(async () => {
  const { db } = admin();
  for (const [collection, id] of [
    ['teachers', 'teacher-02'],
    ['parents', 'parent-02'],
    ['students', 'student-20'],
  ] as const) {
    const uid = (await db.doc(`schools/${SCHOOL}/${collection}/${id}`).get()).get('accountUid') as string | null;
    if (uid) await unlink(collection, id, uid);
  }
  await db.doc(`schools/${SCHOOL}/students/student-20`).update({ email: FieldValue.delete() });
  for (const uid of created) await removeAccount(uid);
});

describe('POST /api/accounts/create', () => {
  it('gives a teacher an account: claims, user record with the Teacher menu, and links to their classes', async () => {
    const res = await createAccount('admin@demo-academy.test', { personType: 'teachers', personId: 'teacher-02' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Account created for Daniel Reyes (daniel.reyes@demo-academy.test).');
    const uid = res.body.account!.uid;
    created.push(uid);

    const { auth, db } = admin();
    expect((await auth.getUser(uid)).customClaims).toEqual({ role: 'Teacher', school_id: SCHOOL });
    expect((await db.doc(`users/${uid}`).get()).data()).toMatchObject({
      role: 'Teacher',
      school_id: SCHOOL,
      personId: 'teacher-02',
      modules: { Dashboard: true, Students: true },
    });
    expect((await db.doc(`schools/${SCHOOL}/teachers/teacher-02`).get()).get('accountUid')).toBe(uid);
    expect((await db.doc(`schools/${SCHOOL}/classes/class-8b`).get()).get('teacherUids')).toContain(uid);
    const audit = await db.collection(`schools/${SCHOOL}/auditLog`).where('target', '==', uid).get();
    expect(audit.docs.map((d) => d.get('action'))).toEqual(['account.created']);
  });

  it('switching the account off shows on the person’s record as off, and switching it on as active', async () => {
    const { db } = admin();
    const person = db.doc(`schools/${SCHOOL}/teachers/teacher-02`);
    const uid = (await person.get()).get('accountUid') as string;
    expect((await person.get()).get('account.state')).toBe('active');
    expect((await updateAccount('admin@demo-academy.test', { uid, disabled: true })).status).toBe(200);
    expect((await person.get()).get('account.state')).toBe('off');
    const off = await db.collection(`schools/${SCHOOL}/teachers`).where('account.state', '==', 'off').get();
    expect(off.docs.map((d) => d.id)).toContain('teacher-02');
    expect((await updateAccount('admin@demo-academy.test', { uid, disabled: false })).status).toBe(200);
    expect((await person.get()).get('account.state')).toBe('active');
    // A change that is not a switch leaves the record alone.
    await updateAccount('admin@demo-academy.test', { uid, modules: { Calendar: false } });
    expect((await person.get()).get('account.state')).toBe('active');
  });

  it('refuses a second account for the same person', async () => {
    const res = await createAccount('admin@demo-academy.test', { personType: 'teachers', personId: 'teacher-02' });
    expect(res.body).toEqual({ status: 409, message: 'This person already has an account.' });
  });

  it('links a parent’s account to their children', async () => {
    const res = await createAccount('admin@demo-academy.test', { personType: 'parents', personId: 'parent-02' });
    expect(res.status).toBe(200);
    created.push(res.body.account!.uid);
    const child = await admin().db.doc(`schools/${SCHOOL}/students/student-03`).get();
    expect(child.get('guardianUids')).toEqual([res.body.account!.uid]);
    // …and to the child's class, which they may now read.
    const klass = await admin().db.doc(`schools/${SCHOOL}/classes/class-7a`).get();
    expect(klass.get('guardianUids')).toEqual(['demo-parent', res.body.account!.uid].sort());
  });

  it('asks for an e-mail when the student’s record has none, then uses it', async () => {
    const missing = await createAccount('admin@demo-academy.test', { personType: 'students', personId: 'student-20' });
    expect(missing.body).toEqual({
      status: 400,
      message: 'email is required: this person’s record has no e-mail address.',
    });
    const res = await createAccount('admin@demo-academy.test', {
      personType: 'students',
      personId: 'student-20',
      email: 'tara.tanaka@pupils.demo-academy.test',
    });
    expect(res.status).toBe(200);
    created.push(res.body.account!.uid);
    expect(res.body.account).toMatchObject({ role: 'Student', email: 'tara.tanaka@pupils.demo-academy.test' });
  });

  it('refuses an e-mail that already has an account in the school, naming its holder', async () => {
    const res = await createAccount('admin@demo-academy.test', {
      personType: 'students',
      personId: 'student-21',
      email: 'teacher@demo-academy.test',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^.+ already has an account with this e-mail in your school\.$/);
    expect((await admin().db.doc(`schools/${SCHOOL}/students/student-21`).get()).get('accountUid')).toBeNull();
  });

  it('answers an e-mail used in another school as an address that cannot be used, naming nothing of it', async () => {
    const elsewhere = await createAccount('admin@demo-academy.test', {
      personType: 'students',
      personId: 'student-21',
      email: 'admin@northside.test',
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe(
      'This e-mail address cannot be used for a new account. Give this person another address.',
    );
    expect(JSON.stringify(elsewhere.body)).not.toMatch(/northside|exists/i);
    expect((await admin().db.doc(`schools/${SCHOOL}/students/student-21`).get()).get('accountUid')).toBeNull();
  });

  it('cannot reach a person of another school', async () => {
    const res = await createAccount('admin@northside.test', { personType: 'teachers', personId: 'teacher-03' });
    expect(res.status).toBe(404);
    expect((await admin().db.doc(`schools/${SCHOOL}/teachers/teacher-03`).get()).get('accountUid')).toBeNull();
  });

  it.each([
    ['a Teacher', 'teacher@demo-academy.test', 403],
    ['a Parent', 'parent@demo-academy.test', 403],
    ['a signed-out visitor', undefined, 401],
  ])('refuses %s', async (_label, who, status) => {
    const res = await createAccount(who, { personType: 'teachers', personId: 'teacher-03' });
    expect(res.status).toBe(status);
  });
});

describe('POST /api/accounts/update', () => {
  let target = { uid: '', email: '' };
  beforeAll(async () => {
    target = await throwawayAccount('acct-teacher', 'Teacher', SCHOOL);
    created.push(target.uid);
  });

  it('switches modules of a user’s menu, and writes before and after to the audit log', async () => {
    const res = await updateAccount('admin@demo-academy.test', { uid: target.uid, modules: { Calendar: false } });
    expect(res.status).toBe(200);
    expect(res.body.account?.modules).toMatchObject({ Calendar: false, Dashboard: true });
    const { db } = admin();
    const entries = await db
      .collection(`schools/${SCHOOL}/auditLog`)
      .where('target', '==', target.uid)
      .where('action', '==', 'account.updated')
      .where('actorUid', '==', 'demo-admin')
      .get();
    const entry = entries.docs.find((d) => d.get('after.modules.Calendar') === false);
    expect(entry?.get('at')).toBeTruthy();
    expect(entry?.get('before.modules.Calendar')).toBe(true);
    expect(entry?.get('after.modules.Calendar')).toBe(false);
  });

  it('refuses a module outside the role, naming it', async () => {
    const res = await updateAccount('admin@demo-academy.test', { uid: target.uid, modules: { Fees: true } });
    expect(res.body).toEqual({ status: 400, message: 'modules.Fees is not a module of the Teacher role.' });
  });

  it('changes the role: new claims, the new role’s menu, and the old session stops working', async () => {
    const oldToken = await idTokenFor(target.email);
    await nextSecond();
    const res = await updateAccount('admin@demo-academy.test', { uid: target.uid, role: 'Parent' });
    expect(res.body.message).toBe(`Account ${target.email} updated: now Parent.`);
    const { auth, db } = admin();
    expect((await auth.getUser(target.uid)).customClaims).toEqual({ role: 'Parent', school_id: SCHOOL });
    expect((await db.doc(`users/${target.uid}`).get()).get('modules')).toEqual({
      Dashboard: true,
      Calendar: true,
      Messages: true,
      Newsfeed: true,
      Students: true,
    });
    expect(
      (await callApi('GET', '/auth/getUserData', { token: oldToken, query: { email: target.email, role: 'Teacher' } }))
        .status,
    ).toBe(401);
    const fresh = await idTokenFor(target.email);
    expect(
      (await callApi('GET', '/auth/getUserData', { token: fresh, query: { email: target.email, role: 'Parent' } }))
        .status,
    ).toBe(200);
  });

  it('changed back to Teacher, gets back the Teacher menu it had, not the defaults', async () => {
    // Calendar was switched off while a Teacher (above): it stays off, and the Parent choices are kept for later.
    const res = await updateAccount('admin@demo-academy.test', { uid: target.uid, role: 'Teacher' });
    expect(res.status).toBe(200);
    const user = (await admin().db.doc(`users/${target.uid}`).get()).data();
    expect(user?.modules.Calendar).toBe(false);
    expect(user?.modules.Dashboard).toBe(true);
    expect(user?.modulesByRole.Parent).toEqual({
      Dashboard: true,
      Calendar: true,
      Messages: true,
      Newsfeed: true,
      Students: true,
    });
    await updateAccount('admin@demo-academy.test', { uid: target.uid, role: 'Parent' });
  });

  it('disables and re-enables the account', async () => {
    await updateAccount('admin@demo-academy.test', { uid: target.uid, disabled: true });
    expect((await admin().auth.getUser(target.uid)).disabled).toBe(true);
    await expect(idTokenFor(target.email)).rejects.toThrow(/USER_DISABLED/);
    const res = await updateAccount('admin@demo-academy.test', { uid: target.uid, disabled: false });
    expect(res.body.message).toBe(`Account ${target.email} updated: enabled.`);
    await expect(idTokenFor(target.email)).resolves.toBeTruthy();
  });

  it('never lets an Admin demote or disable themself', async () => {
    expect((await updateAccount('admin@demo-academy.test', { uid: 'demo-admin', role: 'Teacher' })).body).toEqual({
      status: 403,
      message: 'You cannot demote or disable your own account.',
    });
    expect((await updateAccount('admin@demo-academy.test', { uid: 'demo-admin', disabled: true })).status).toBe(403);
    expect((await admin().auth.getUser('demo-admin')).customClaims).toEqual({ role: 'Admin', school_id: SCHOOL });
  });

  it('cannot touch another school’s account', async () => {
    const res = await updateAccount('admin@northside.test', { uid: target.uid, disabled: true });
    expect(res.body).toEqual({ status: 404, message: 'No such account in your school.' });
    expect((await admin().auth.getUser(target.uid)).disabled).toBe(false);
  });

  it('refuses an empty change, and every non-Admin', async () => {
    expect((await updateAccount('admin@demo-academy.test', { uid: target.uid })).body.message).toBe(
      'Say what to change: role, disabled or modules.',
    );
    expect((await updateAccount('teacher@demo-academy.test', { uid: target.uid, disabled: true })).status).toBe(403);
    expect((await updateAccount(undefined, { uid: target.uid, disabled: true })).status).toBe(401);
  });
});

refusesBadBodies(
  '/accounts/create',
  { personType: 'teachers', personId: 'teacher-03' },
  ['personType', 'personId'],
  () => tokens['admin@demo-academy.test'],
);
refusesBadBodies(
  '/accounts/update',
  { uid: 'acct-nobody', disabled: true },
  ['uid', 'disabled'],
  () => tokens['admin@demo-academy.test'],
);

/**
 * One person, two roles: a teacher who is also a parent has one account and switches between the views. The switch
 * (to a role held, not to one not held, another school, signed out), and the two ways an account gains a role: accepting
 * an invitation of another role while signed in, and an Admin making an account for an e-mail the school already has.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { NO_ACCOUNT } from '@academy/shared/invitations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRateLimits, nextSecond, removeAccount, throwawayAccount } from '../support/accounts';
import { admin, callApi, idTokenFor } from '../support/emulators';

const SCHOOL = 'demo-academy-school';
const TEACHER_PARENT = 'teacher-parent@demo-academy.test';
type Reply = { status: number; message: string; role?: string; roles?: string[]; letters?: { code: string }[] };
const post = (path: string, token: string | undefined, body: unknown) => callApi<Reply>('POST', path, { token, body });
const switchRole = (token: string | undefined, body: unknown) => post('/accounts/switchRole', token, body);
const userData = (token: string, email: string, role: string) =>
  callApi<Reply>('GET', '/auth/getUserData', { token, query: { email, role } });
const claimsOf = async (uid: string) => (await admin().auth.getUser(uid)).customClaims;
const revocationOf = (uid: string) => admin().db.doc(`revocations/${uid}`).get();
const userOf = async (uid: string) => (await admin().db.doc(`users/${uid}`).get()).data()!;

/** Puts a parent's record and their children's links back as the seed had them. */
async function unlinkParent(id: string) {
  const { db } = admin();
  const ref = db.doc(`schools/${SCHOOL}/parents/${id}`);
  const uid = (await ref.get()).get('accountUid') as string | null;
  await ref.update({ accountUid: null, account: NO_ACCOUNT });
  if (!uid) return;
  const kids = await db.collection(`schools/${SCHOOL}/students`).where('guardianUids', 'array-contains', uid).get();
  for (const s of kids.docs) await s.ref.update({ guardianUids: FieldValue.arrayRemove(uid) });
  for (const c of (await db.collection(`schools/${SCHOOL}/classes`).get()).docs)
    await c.ref.update({ guardianUids: FieldValue.arrayRemove(uid) });
}

const TEACHER = 'switch-role-teacher';
const OFFICE = 'switch-role-office';
let adminToken: string;

beforeAll(async () => {
  await clearRateLimits();
  adminToken = await idTokenFor('admin@demo-academy.test');
});
afterAll(async () => {
  const { db, auth } = admin();
  for (const id of ['parent-04', 'parent-07']) await unlinkParent(id);
  await db.doc(`schools/${SCHOOL}/parents/parent-07`).update({ email: 'parent07@families.demo-academy.test' });
  await db.recursiveDelete(db.collection(`schools/${SCHOOL}/invitations`));
  for (const uid of [TEACHER, OFFICE]) await removeAccount(uid);
  // The demo teacher-parent as the seed left her: in the Teacher view.
  await auth.setCustomUserClaims('demo-teacher-parent', {
    role: 'Teacher',
    school_id: SCHOOL,
    roles: ['Teacher', 'Parent'],
  });
  await db.doc('users/demo-teacher-parent').update({ role: 'Teacher', personId: 'teacher-04' });
  await clearRateLimits();
});

describe('POST /api/accounts/switchRole', () => {
  it('switches the demo teacher-parent to the Parent view and back, without signing out', async () => {
    const { db } = admin();
    const teacherToken = await idTokenFor(TEACHER_PARENT);
    const asTeacher = await userData(teacherToken, TEACHER_PARENT, 'Teacher');
    expect(asTeacher.status).toBe(200);
    expect(asTeacher.body.roles).toEqual(['Teacher', 'Parent']);

    const res = await switchRole(teacherToken, { role: 'Parent' });
    expect(res.body).toEqual({ status: 200, message: 'You are in the Parent view now.', role: 'Parent' });
    expect(await claimsOf('demo-teacher-parent')).toEqual({
      role: 'Parent',
      school_id: SCHOOL,
      roles: ['Teacher', 'Parent'],
    });
    expect(await userOf('demo-teacher-parent')).toMatchObject({ role: 'Parent', personId: 'parent-16' });
    const audit = await db.collection(`schools/${SCHOOL}/auditLog`).where('target', '==', 'demo-teacher-parent').get();
    expect(audit.docs.map((d) => d.get('action'))).toContain('account.roleSwitched');
    // Not signed out: the session's refreshed token carries the new role (a new sign-in stands in for the refresh).
    expect((await revocationOf('demo-teacher-parent')).exists).toBe(false);
    const parentToken = await idTokenFor(TEACHER_PARENT);
    expect((await userData(parentToken, TEACHER_PARENT, 'Parent')).status).toBe(200);
    expect((await switchRole(parentToken, { role: 'Parent' })).body.message).toBe(
      'You are already in the Parent view.',
    );

    const back = await switchRole(parentToken, { role: 'Teacher' });
    expect(back.status).toBe(200);
    expect(await userOf('demo-teacher-parent')).toMatchObject({ role: 'Teacher', personId: 'teacher-04' });
    expect((await claimsOf('demo-teacher-parent'))?.role).toBe('Teacher');
  });

  it('refuses a role the account does not hold, naming the field, and changes nothing', async () => {
    const token = await idTokenFor(TEACHER_PARENT);
    const before = await userOf('demo-teacher-parent');
    const admin_ = await switchRole(token, { role: 'Admin' });
    expect(admin_.status).toBe(403);
    expect(admin_.body.message).toBe(
      'Role: this account does not hold the Admin role at this school. Choose one of Teacher, Parent, or ask the school office to add it.',
    );
    const teacher = await switchRole(await idTokenFor('teacher@demo-academy.test'), { role: 'Parent' });
    expect(teacher.status).toBe(403);
    expect(teacher.body.message).toMatch(/^Role: /);
    const bad = await switchRole(token, { role: 'Headteacher' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Role must be one of Admin, Teacher, Student, Parent.');
    expect((await switchRole(token, {})).status).toBe(400);
    expect(await userOf('demo-teacher-parent')).toEqual(before);
    expect((await claimsOf('demo-teacher-parent'))?.role).toBe('Teacher');
  });

  it('refuses a role held in another school, and a caller signed out', async () => {
    // Northside's parent asks for Demo Academy's roles: it holds none there, only Parent at Northside.
    const northside = await switchRole(await idTokenFor('parent@northside.test'), { role: 'Teacher' });
    expect(northside.status).toBe(403);
    // A token claiming another school for the teacher-parent's account (as an old or forged one would).
    const { auth } = admin();
    await auth.setCustomUserClaims('demo-teacher-parent', { role: 'Teacher', school_id: 'northside-high' });
    const elsewhere = await switchRole(await idTokenFor(TEACHER_PARENT), { role: 'Parent' });
    await auth.setCustomUserClaims('demo-teacher-parent', {
      role: 'Teacher',
      school_id: SCHOOL,
      roles: ['Teacher', 'Parent'],
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe(
      'Role: this account holds no role at this school. Sign in with the account the school gave you.',
    );
    expect((await userOf('demo-teacher-parent')).role).toBe('Teacher');
    expect((await switchRole(undefined, { role: 'Parent' })).status).toBe(401);
  });
});

describe('an account gaining a second role', () => {
  it('adds the Parent role when a signed-in teacher accepts a parent’s invitation', async () => {
    const teacher = await throwawayAccount(TEACHER, 'Teacher', SCHOOL);
    const invite = await post('/accounts/invite', adminToken, {
      people: [{ kind: 'parents', id: 'parent-04' }],
      channel: 'letter',
    });
    const code = invite.body.letters![0]!.code;
    const token = await idTokenFor(teacher.email);
    const res = await post('/accounts/acceptInvitation', token, { code });
    expect(res.body).toMatchObject({
      status: 200,
      message: 'Your account at Demo Academy is also a Parent now: switch to the Parent view from the profile menu.',
      role: 'Parent',
    });
    // Still acting as a Teacher, now holding both; the parent record and the child are linked to the same account.
    expect(await claimsOf(TEACHER)).toEqual({ role: 'Teacher', school_id: SCHOOL, roles: ['Teacher', 'Parent'] });
    expect(await userOf(TEACHER)).toMatchObject({ role: 'Teacher', personIds: { Teacher: null, Parent: 'parent-04' } });
    const { db } = admin();
    expect((await db.doc(`schools/${SCHOOL}/parents/parent-04`).get()).get('accountUid')).toBe(TEACHER);
    expect((await db.doc(`schools/${SCHOOL}/students/student-05`).get()).get('guardianUids')).toContain(TEACHER);

    const parentView = await switchRole(await idTokenFor(teacher.email), { role: 'Parent' });
    expect(parentView.status).toBe(200);
    expect(await userOf(TEACHER)).toMatchObject({ role: 'Parent', personId: 'parent-04' });
  });

  it('adds the role when an Admin makes an account for an e-mail the school already has', async () => {
    const office = await throwawayAccount(OFFICE, 'Admin', SCHOOL);
    const { db } = admin();
    await db.doc(`schools/${SCHOOL}/parents/parent-07`).update({ email: office.email });
    const res = await post('/accounts/create', adminToken, { personType: 'parents', personId: 'parent-07' });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/can now also sign in as Parent, from the account they have\.$/);
    expect(await claimsOf(OFFICE)).toEqual({ role: 'Admin', school_id: SCHOOL, roles: ['Admin', 'Parent'] });
    expect((await db.doc(`schools/${SCHOOL}/parents/parent-07`).get()).get('accountUid')).toBe(OFFICE);
    const audit = await db.collection(`schools/${SCHOOL}/auditLog`).where('target', '==', OFFICE).get();
    expect(audit.docs.map((d) => d.get('action'))).toEqual(['account.roleAdded']);
    // The same again is the person's second account: refused.
    const again = await post('/accounts/create', adminToken, { personType: 'parents', personId: 'parent-07' });
    expect(again.body).toEqual({ status: 409, message: 'This person already has an account.' });
  });

  it('ends the old role’s sessions when an Admin takes it away, as any role change does', async () => {
    const before = await idTokenFor(`${TEACHER}@${SCHOOL}.test`);
    await nextSecond();
    // The throwaway teacher is in the Parent view; the Admin changes that role to Teacher: Parent is taken away.
    const res = await post('/accounts/update', adminToken, { uid: TEACHER, role: 'Teacher' });
    expect(res.status).toBe(200);
    expect(await claimsOf(TEACHER)).toEqual({ role: 'Teacher', school_id: SCHOOL });
    expect((await userOf(TEACHER)).personIds).toBeUndefined();
    expect((await switchRole(before, { role: 'Parent' })).status).toBe(401);
    const fresh = await idTokenFor(`${TEACHER}@${SCHOOL}.test`);
    expect((await switchRole(fresh, { role: 'Parent' })).status).toBe(403);
  });
});

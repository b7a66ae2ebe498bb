/**
 * revocations/{uid}: when the API last revoked a user's sessions. Nobody reads or writes it from a client; the rules
 * read it to refuse a token signed in before that time on the people collections, the audit log and the school's
 * accounts. No revocation document means never revoked.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesEnvironment, SCHOOL_A } from '../support/rules';
import { serverOnlyRules } from '../support/top-level-rules';

serverOnlyRules('revocations');

// Accounts of their own, so no other rules test meets a revocation.
const REVOKE_TIME = 1_800_000_000;
const ACCOUNTS = {
  admin: { uid: 'rules-revoked-admin', role: 'Admin' },
  teacher: { uid: 'rules-revoked-teacher', role: 'Teacher' },
  student: { uid: 'rules-revoked-student', role: 'Student' },
  parent: { uid: 'rules-revoked-parent', role: 'Parent' },
} as const;
type Account = keyof typeof ACCOUNTS;
const school = (name: string) => `schools/${SCHOOL_A}/${name}`;

let env: RulesTestEnvironment;
const SEEDED: [string, string, Record<string, unknown>][] = [
  [school('classes'), 'rev-class', { name: 'Rev', teacherUids: [ACCOUNTS.teacher.uid], guardianUids: [] }],
  [
    school('students'),
    'rev-child',
    { classId: 'rev-class', accountUid: ACCOUNTS.student.uid, guardianUids: [ACCOUNTS.parent.uid] },
  ],
  [school('parents'), 'rev-parent', { accountUid: ACCOUNTS.parent.uid }],
  [school('teachers'), 'rev-teacher', { accountUid: ACCOUNTS.teacher.uid }],
  [school('staff'), 'rev-staff', { accountUid: null }],
  [school('auditLog'), 'rev-entry', { action: 'account.updated' }],
  [school('terms'), 'rev-term', { name: 'Autumn' }],
  ['users', ACCOUNTS.admin.uid, { role: 'Admin', school_id: SCHOOL_A }],
  ['users', ACCOUNTS.teacher.uid, { role: 'Teacher', school_id: SCHOOL_A }],
];

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const [path, id, data] of SEEDED) await setDoc(doc(ctx.firestore(), path, id), data);
    for (const { uid } of Object.values(ACCOUNTS))
      await setDoc(doc(ctx.firestore(), 'revocations', uid), { revokeTime: REVOKE_TIME });
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const [path, id] of SEEDED) await deleteDoc(doc(ctx.firestore(), path, id));
    for (const { uid } of Object.values(ACCOUNTS)) await deleteDoc(doc(ctx.firestore(), 'revocations', uid));
  });
  await env.cleanup();
});

/** A session of the account that signed in `offset` seconds after (negative: before) its last revocation. */
function signedIn(who: Account, offset: number) {
  const { uid, role } = ACCOUNTS[who];
  return env.authenticatedContext(uid, { role, school_id: SCHOOL_A, auth_time: REVOKE_TIME + offset }).firestore();
}

/** What each account may read, and the rules check revocation on. */
const CHECKED: [Account, string, (db: ReturnType<typeof signedIn>) => Promise<unknown>][] = [
  ['admin', 'every student', (db) => getDocs(collection(db, school('students')))],
  ['admin', 'every parent', (db) => getDocs(collection(db, school('parents')))],
  ['admin', 'every teacher', (db) => getDocs(collection(db, school('teachers')))],
  ['admin', 'every staff record', (db) => getDocs(collection(db, school('staff')))],
  ['admin', 'the audit log', (db) => getDocs(collection(db, school('auditLog')))],
  ['admin', 'an entry of the audit log', (db) => getDoc(doc(db, school('auditLog'), 'rev-entry'))],
  [
    'admin',
    'the school’s accounts',
    (db) => getDocs(query(collection(db, 'users'), where('school_id', '==', SCHOOL_A))),
  ],
  ['admin', 'another user’s account', (db) => getDoc(doc(db, 'users', ACCOUNTS.teacher.uid))],
  ['teacher', 'a student of their class', (db) => getDoc(doc(db, school('students'), 'rev-child'))],
  [
    'teacher',
    'the students of their class',
    (db) => getDocs(query(collection(db, school('students')), where('classId', '==', 'rev-class'))),
  ],
  ['teacher', 'their own teacher record', (db) => getDoc(doc(db, school('teachers'), 'rev-teacher'))],
  ['parent', 'their child', (db) => getDoc(doc(db, school('students'), 'rev-child'))],
  ['parent', 'their own parent record', (db) => getDoc(doc(db, school('parents'), 'rev-parent'))],
  ['student', 'their own record', (db) => getDoc(doc(db, school('students'), 'rev-child'))],
];

describe('a token signed in before the last revocation', () => {
  it.each(CHECKED)('%s cannot read %s with it', async (who, _what, read) => {
    await assertFails(read(signedIn(who, -60)));
  });
  it.each(CHECKED)('%s reads %s after signing in again', async (who, _what, read) => {
    await assertSucceeds(read(signedIn(who, 60)));
  });
  it.each(CHECKED)('%s reads %s when signed in in the second of the revocation', async (who, _what, read) => {
    // Whole seconds, as the API's revocation check counts them.
    await assertSucceeds(read(signedIn(who, 0)));
  });
});

describe('what a revoked token still reads', () => {
  it('its own account record, so the open page sees the change and signs out', async () => {
    await assertSucceeds(getDoc(doc(signedIn('teacher', -60), 'users', ACCOUNTS.teacher.uid)));
  });
  it('school structure with no personal data (terms)', async () => {
    await assertSucceeds(getDoc(doc(signedIn('teacher', -60), school('terms'), 'rev-term')));
  });
});

describe('an account never revoked', () => {
  it('reads as its role allows, with no revocation document', async () => {
    const db = env
      .authenticatedContext('rules-never-revoked', { role: 'Admin', school_id: SCHOOL_A, auth_time: 1 })
      .firestore();
    await assertSucceeds(getDocs(collection(db, school('auditLog'))));
  });
});

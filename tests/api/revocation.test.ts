/**
 * A demoted, disabled or reset account's old ID token stops reading Firestore at once, not when it expires an hour
 * later: the API records each revocation in revocations/{uid} and the rules compare it with the token's auth_time.
 * The reads go through the rules with the claims and auth_time of real tokens from the Auth emulator.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextSecond, removeAccount, throwawayAccount } from '../support/accounts';
import { admin, callApi, DEMO_PASSWORD, idTokenFor } from '../support/emulators';
import { rulesEnvironment } from '../support/rules';

const SCHOOL = 'demo-academy-school';
const DEMOTED = 'revocation-demoted';
const DISABLED = 'revocation-disabled';
const RESET = 'revocation-reset';

let env: RulesTestEnvironment;
let adminToken: string;

function claimsOf(idToken: string) {
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as {
    user_id: string;
    role: string;
    school_id: string;
    auth_time: number;
    email: string;
  };
}
/** The Firestore a browser holding this ID token would see: same uid, claims and sign-in time. */
function firestoreWith(idToken: string) {
  const { user_id, role, school_id, auth_time, email } = claimsOf(idToken);
  return env.authenticatedContext(user_id, { role, school_id, auth_time, email }).firestore();
}
const auditLog = (idToken: string) =>
  getDocs(query(collection(firestoreWith(idToken), `schools/${SCHOOL}/auditLog`), limit(1)));
const students = (idToken: string) =>
  getDocs(query(collection(firestoreWith(idToken), `schools/${SCHOOL}/students`), limit(1)));
const accounts = (idToken: string) =>
  getDocs(query(collection(firestoreWith(idToken), 'users'), where('school_id', '==', SCHOOL), limit(1)));
const updateAccount = (body: unknown) => callApi('POST', '/accounts/update', { token: adminToken, body });
const revokeTime = async (uid: string) =>
  (await admin().db.doc(`revocations/${uid}`).get()).get('revokeTime') as number | undefined;

beforeAll(async () => {
  env = await rulesEnvironment();
  adminToken = await idTokenFor('admin@demo-academy.test');
});
afterAll(async () => {
  for (const uid of [DEMOTED, DISABLED, RESET]) await removeAccount(uid);
  await env.cleanup();
});

describe('revocation in the rules', () => {
  it('after a demotion the old Admin token reads no people, audit log or accounts; a fresh token reads as a Teacher', async () => {
    const { email } = await throwawayAccount(DEMOTED, 'Admin', SCHOOL);
    const oldToken = await idTokenFor(email);
    for (const read of [auditLog, students, accounts]) await assertSucceeds(read(oldToken));
    expect(await revokeTime(DEMOTED)).toBeUndefined();

    await nextSecond();
    expect((await updateAccount({ uid: DEMOTED, role: 'Teacher' })).status).toBe(200);
    const revokedAt = await revokeTime(DEMOTED);
    expect(revokedAt).toBeGreaterThan(
      JSON.parse(Buffer.from(oldToken.split('.')[1]!, 'base64url').toString()).auth_time,
    );

    for (const read of [auditLog, students, accounts]) await assertFails(read(oldToken));
    // Its own record stays readable: the open page sees the new role there and signs out.
    await assertSucceeds(getDoc(doc(firestoreWith(oldToken), 'users', DEMOTED)));

    const fresh = await idTokenFor(email);
    await assertSucceeds(getDocs(collection(firestoreWith(fresh), `schools/${SCHOOL}/terms`)));
    await assertSucceeds(getDoc(doc(firestoreWith(fresh), 'users', DEMOTED)));
    for (const read of [auditLog, students, accounts]) await assertFails(read(fresh));
  });

  it('after a disabling the old token reads nothing checked; once enabled again, a fresh Admin token reads it all', async () => {
    const { email } = await throwawayAccount(DISABLED, 'Admin', SCHOOL);
    const oldToken = await idTokenFor(email);
    await nextSecond();
    expect((await updateAccount({ uid: DISABLED, disabled: true })).status).toBe(200);
    expect(await revokeTime(DISABLED)).toBeTypeOf('number');
    for (const read of [auditLog, students, accounts]) await assertFails(read(oldToken));

    expect((await updateAccount({ uid: DISABLED, disabled: false })).status).toBe(200);
    for (const read of [auditLog, students, accounts]) await assertFails(read(oldToken));
    const fresh = await idTokenFor(email);
    for (const read of [auditLog, students, accounts]) await assertSucceeds(read(fresh));
  });

  it('a module switch signs nobody out and records no revocation', async () => {
    const { uid } = await throwawayAccount(RESET, 'Admin', SCHOOL);
    const token = await idTokenFor(`${uid}@${SCHOOL}.test`);
    expect((await updateAccount({ uid, modules: { Fees: false } })).status).toBe(200);
    expect(await revokeTime(uid)).toBeUndefined();
    await assertSucceeds(auditLog(token));
  });

  it('a password an Admin sets revokes the old token in the rules too', async () => {
    const email = `${RESET}@${SCHOOL}.test`;
    const oldToken = await idTokenFor(email, DEMO_PASSWORD);
    await nextSecond();
    const res = await callApi('POST', '/auth/updatePassword', {
      token: adminToken,
      body: { email, role: 'Admin', secret: 'set-by-admin-9', confirmSecret: 'set-by-admin-9' },
    });
    expect(res.status).toBe(200);
    expect(await revokeTime(RESET)).toBeTypeOf('number');
    await assertFails(auditLog(oldToken));
    await assertSucceeds(auditLog(await idTokenFor(email, 'set-by-admin-9')));
  });
});

/**
 * The rules of a family's money (invoices, payments, receipts, family balances, checkouts): the office reads all of
 * it; a parent only the records that name their account; teachers, students, signed-out visitors and other schools
 * nothing; a session revoked since sign-in nothing; nobody writes.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, rulesEnvironment, SCHOOL_A, SCHOOL_B } from './rules';

/** `owner`: the field naming who may read besides the office (guardianUids, or payerUid for a checkout). */
export function familyMoneyRules(name: string, sample: Record<string, unknown>, owner: 'guardianUids' | 'payerUid') {
  let env: RulesTestEnvironment;
  const path = (school: string) => `schools/${school}/${name}`;
  const mine = owner === 'guardianUids' ? [PEOPLE.parentA.uid] : PEOPLE.parentA.uid;
  const theirs = owner === 'guardianUids' ? ['another-family-parent'] : 'another-family-parent';
  const revokedUid = `rules-revoked-admin-${name}`;

  beforeAll(async () => {
    env = await rulesEnvironment();
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await setDoc(doc(db, path(SCHOOL_A), 'ours'), { ...sample, [owner]: mine });
      await setDoc(doc(db, path(SCHOOL_A), 'theirs'), { ...sample, [owner]: theirs });
      await setDoc(doc(db, path(SCHOOL_B), 'b-1'), { ...sample, [owner]: mine });
      await setDoc(doc(db, 'revocations', revokedUid), { revokeTime: 4_000_000_000 });
    });
  });
  afterAll(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      for (const id of ['ours', 'theirs']) await deleteDoc(doc(db, path(SCHOOL_A), id));
      await deleteDoc(doc(db, path(SCHOOL_B), 'b-1'));
      await deleteDoc(doc(db, 'revocations', revokedUid));
    });
    await env.cleanup();
  });

  const ownQuery = (who: 'parentA' | 'adminA', school = SCHOOL_A) => {
    const db = firestoreAs(env, who);
    const col = collection(db, path(school));
    return owner === 'guardianUids'
      ? query(col, where('guardianUids', 'array-contains', PEOPLE.parentA.uid))
      : query(col, where('payerUid', '==', PEOPLE.parentA.uid));
  };

  describe(`${name}: who reads`, () => {
    it.each(EVERYONE)(`%s reading a family's ${name}`, async (who) => {
      const db = firestoreAs(env, who);
      const ours = getDoc(doc(db, path(SCHOOL_A), 'ours'));
      const theirs = getDoc(doc(db, path(SCHOOL_A), 'theirs'));
      if (who === 'adminA') {
        await assertSucceeds(ours);
        await assertSucceeds(theirs);
        expect((await assertSucceeds(getDocs(collection(db, path(SCHOOL_A))))).size).toBe(2);
      } else if (who === 'parentA') {
        await assertSucceeds(ours);
        await assertFails(theirs);
        await assertFails(getDocs(collection(db, path(SCHOOL_A))));
        expect((await assertSucceeds(getDocs(ownQuery('parentA')))).size).toBe(1);
      } else {
        await assertFails(ours);
        await assertFails(theirs);
        await assertFails(getDocs(collection(db, path(SCHOOL_A))));
      }
    });
    it('refuses the office and the parent of school A in school B', async () => {
      await assertFails(getDoc(doc(firestoreAs(env, 'adminA'), path(SCHOOL_B), 'b-1')));
      await assertFails(getDocs(ownQuery('parentA', SCHOOL_B)));
    });
    it('refuses an Admin whose sessions were revoked after they signed in', async () => {
      const db = env.authenticatedContext(revokedUid, { role: 'Admin', school_id: SCHOOL_A, auth_time: 1 }).firestore();
      await assertFails(getDoc(doc(db, path(SCHOOL_A), 'ours')));
    });
  });

  describe(`${name}: writes go through the API only`, () => {
    it.each(EVERYONE)('%s cannot create, update or delete', async (who) => {
      const db = firestoreAs(env, who);
      await assertFails(setDoc(doc(db, path(SCHOOL_A), 'new'), { ...sample, [owner]: mine }));
      await assertFails(updateDoc(doc(db, path(SCHOOL_A), 'ours'), { amount: 1 }));
      await assertFails(deleteDoc(doc(db, path(SCHOOL_A), 'ours')));
    });
  });
}

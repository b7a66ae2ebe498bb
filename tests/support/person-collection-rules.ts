/**
 * The rules of a people collection the office reads whole (parents, teachers, staff): each caller tries get and list
 * on their own record, another person's record and the other school's, and writes.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, type Person, rulesEnvironment, SCHOOL_A, SCHOOL_B } from './rules';

/** `owner`: who of school A has an account on the `own` record and may read it; nobody but Admins when absent. */
export function personRecordRules(name: string, sample: Record<string, unknown>, owner?: Person) {
  let env: RulesTestEnvironment;
  const path = (school: string) => `schools/${school}/${name}`;
  const records = [
    [SCHOOL_A, 'own', owner ? PEOPLE[owner].uid : 'someone-in-school-a'],
    [SCHOOL_A, 'other', 'another-person'],
    [SCHOOL_B, 'b-own', owner ? PEOPLE[owner].uid : 'someone-in-school-b'],
  ] as const;

  beforeAll(async () => {
    env = await rulesEnvironment();
    await env.withSecurityRulesDisabled(async (ctx) => {
      for (const [school, id, accountUid] of records)
        await setDoc(doc(ctx.firestore(), path(school), id), { ...sample, accountUid });
    });
  });
  afterAll(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      for (const [school, id] of records) await deleteDoc(doc(ctx.firestore(), path(school), id));
    });
    await env.cleanup();
  });

  const canGet: Record<string, (Person | 'signedOut')[]> = {
    own: owner ? ['adminA', owner] : ['adminA'],
    other: ['adminA'],
  };

  describe(`${name}: get`, () => {
    for (const [record, readers] of Object.entries(canGet)) {
      it.each(EVERYONE)(`%s getting ${record}`, async (who) => {
        const read = getDoc(doc(firestoreAs(env, who), path(SCHOOL_A), record));
        await (readers.includes(who) ? assertSucceeds(read) : assertFails(read));
      });
    }
    it.each(['adminA', 'teacherA', 'studentA', 'parentA'] as const)(
      `%s of school A cannot get school B’s ${name}, even a record naming their account`,
      async (who) => {
        await assertFails(getDoc(doc(firestoreAs(env, who), path(SCHOOL_B), 'b-own')));
      },
    );
  });

  describe(`${name}: list`, () => {
    it('an Admin lists the whole school', async () => {
      expect((await assertSucceeds(getDocs(collection(firestoreAs(env, 'adminA'), path(SCHOOL_A))))).size).toBe(2);
    });
    if (owner) {
      it(`${owner} lists only their own record, by asking for it`, async () => {
        const db = firestoreAs(env, owner);
        const mine = query(collection(db, path(SCHOOL_A)), where('accountUid', '==', PEOPLE[owner].uid));
        expect((await assertSucceeds(getDocs(mine))).docs.map((d) => d.id)).toEqual(['own']);
        await assertFails(getDocs(collection(db, path(SCHOOL_A))));
      });
    }
    it.each(EVERYONE.filter((who) => who !== 'adminA'))(`%s cannot list school A’s ${name}`, async (who) => {
      await assertFails(getDocs(collection(firestoreAs(env, who), path(SCHOOL_A))));
    });
  });

  describe(`${name}: writes go through the API only`, () => {
    it.each(EVERYONE)('%s cannot create, update or delete', async (who) => {
      const db = firestoreAs(env, who);
      await assertFails(setDoc(doc(db, path(SCHOOL_A), 'new'), sample));
      await assertFails(updateDoc(doc(db, path(SCHOOL_A), 'own'), { firstName: 'Changed' }));
      await assertFails(deleteDoc(doc(db, path(SCHOOL_A), 'own')));
    });
  });
}

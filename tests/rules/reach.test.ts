/** Each member reads only their own reach (the audience words the server keeps for them); nobody writes one. */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, type Person, rulesEnvironment, SCHOOL_A } from '../support/rules';

let env: RulesTestEnvironment;
const reach = `schools/${SCHOOL_A}/reach`;
const people = ['adminA', 'teacherA', 'studentA', 'parentA'] as const;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const who of people)
      await setDoc(doc(ctx.firestore(), reach, PEOPLE[who].uid), { role: PEOPLE[who].claims.role, keys: ['school'] });
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const who of people) await deleteDoc(doc(ctx.firestore(), reach, PEOPLE[who].uid));
  });
  await env.cleanup();
});

describe('reach', () => {
  for (const owner of people) {
    it.each(EVERYONE)(`%s getting ${owner}'s reach`, async (who) => {
      const read = getDoc(doc(firestoreAs(env, who), reach, PEOPLE[owner].uid));
      await (who === owner ? assertSucceeds(read) : assertFails(read));
    });
  }
  it.each(EVERYONE)('%s cannot list or write reach', async (who: Person | 'signedOut') => {
    const db = firestoreAs(env, who);
    await assertFails(getDocs(collection(db, reach)));
    await assertFails(setDoc(doc(db, reach, 'forged'), { role: 'Admin', keys: ['class:x'] }));
  });
});

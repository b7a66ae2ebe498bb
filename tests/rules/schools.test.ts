import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { EVERYONE, firestoreAs, rulesEnvironment, SCHOOL_A, SCHOOL_B } from '../support/rules';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'schools', SCHOOL_A), { name: 'School A' });
    await setDoc(doc(ctx.firestore(), 'schools', SCHOOL_B), { name: 'School B' });
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await deleteDoc(doc(ctx.firestore(), 'schools', SCHOOL_A));
    await deleteDoc(doc(ctx.firestore(), 'schools', SCHOOL_B));
  });
  await env.cleanup();
});

describe('schools/{id}', () => {
  // Every member of a school reads its name and settings (the header shows it); nobody else does.
  const readers = new Set(['adminA', 'teacherA', 'studentA', 'parentA']);
  it.each(EVERYONE)('%s getting school A', async (who) => {
    const read = getDoc(doc(firestoreAs(env, who), 'schools', SCHOOL_A));
    await (readers.has(who) ? assertSucceeds(read) : assertFails(read));
  });
  it.each(EVERYONE)('%s cannot list every school', async (who) => {
    await assertFails(getDocs(collection(firestoreAs(env, who), 'schools')));
  });
  it.each(EVERYONE)('%s cannot create, update or delete a school', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(setDoc(doc(db, 'schools', 'rules-new-school'), { name: 'New' }));
    await assertFails(updateDoc(doc(db, 'schools', SCHOOL_A), { name: 'Renamed' }));
    await assertFails(deleteDoc(doc(db, 'schools', SCHOOL_A)));
  });
});

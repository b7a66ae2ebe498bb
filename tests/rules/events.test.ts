import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { EVERYONE, firestoreAs, rulesEnvironment, SCHOOL_A } from '../support/rules';

let env: RulesTestEnvironment;
const events = `schools/${SCHOOL_A}/events`;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), events, 'closure-1'), { category: 'closure', title: 'Staff training' });
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => deleteDoc(doc(ctx.firestore(), events, 'closure-1')));
  await env.cleanup();
});

// Until the calendar grants reads by audience, events are the server's alone (the school-day check reads closures).
describe('events: nobody reads or writes them from a client', () => {
  it.each(EVERYONE)('%s cannot get, list or write', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(getDoc(doc(db, events, 'closure-1')));
    await assertFails(getDocs(collection(db, events)));
    await assertFails(setDoc(doc(db, events, 'forged'), { category: 'closure' }));
  });
});

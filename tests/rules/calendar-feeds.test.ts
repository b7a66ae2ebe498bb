/** The private calendar-feed tokens are the server's alone: nobody reads or writes them from a client. */
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, rulesEnvironment, SCHOOL_A } from '../support/rules';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'calendarFeeds', 'secret-token-of-parent-a'), {
      uid: PEOPLE.parentA.uid,
      school_id: SCHOOL_A,
    });
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) =>
    deleteDoc(doc(ctx.firestore(), 'calendarFeeds', 'secret-token-of-parent-a')),
  );
  await env.cleanup();
});

describe('calendarFeeds: server-only', () => {
  it.each(EVERYONE)('%s cannot get, list or write a feed token', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(getDoc(doc(db, 'calendarFeeds', 'secret-token-of-parent-a')));
    await assertFails(getDocs(collection(db, 'calendarFeeds')));
    await assertFails(setDoc(doc(db, 'calendarFeeds', 'forged'), { uid: 'x' }));
  });
});

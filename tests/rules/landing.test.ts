import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { firestoreAs, PEOPLE, type Person, rulesEnvironment } from '../support/rules';

let env: RulesTestEnvironment;
const EVERYONE = ['signedOut', ...Object.keys(PEOPLE)] as (Person | 'signedOut')[];
const PUBLIC = ['blog', 'blogCategories', 'partners'] as const;
const SERVER_ONLY = ['pushTokens', 'schoolRegistrations', 'rateLimits', 'accountLocks'] as const;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const c of [...PUBLIC, ...SERVER_ONLY]) await setDoc(doc(ctx.firestore(), c, 'rules-doc'), { title: 'x' });
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const c of [...PUBLIC, ...SERVER_ONLY]) await deleteDoc(doc(ctx.firestore(), c, 'rules-doc'));
  });
  await env.cleanup();
});

describe.each(PUBLIC)('%s: public landing content', (c) => {
  it.each(EVERYONE)('%s can get and list it', async (who) => {
    const db = firestoreAs(env, who);
    await assertSucceeds(getDoc(doc(db, c, 'rules-doc')));
    await assertSucceeds(getDocs(collection(db, c)));
  });
  it.each(EVERYONE)('%s cannot create, update or delete it', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(setDoc(doc(db, c, 'rules-new'), { title: 'x' }));
    await assertFails(updateDoc(doc(db, c, 'rules-doc'), { title: 'y' }));
    await assertFails(deleteDoc(doc(db, c, 'rules-doc')));
  });
});

describe.each(SERVER_ONLY)('%s: server only', (c) => {
  it.each(EVERYONE)('%s can neither read nor write it', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(getDoc(doc(db, c, 'rules-doc')));
    await assertFails(getDocs(collection(db, c)));
    await assertFails(setDoc(doc(db, c, 'rules-new'), { title: 'x' }));
    await assertFails(updateDoc(doc(db, c, 'rules-doc'), { title: 'y' }));
    await assertFails(deleteDoc(doc(db, c, 'rules-doc')));
  });
});

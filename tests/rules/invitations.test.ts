import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { EVERYONE, firestoreAs, rulesEnvironment, SCHOOL_A, SCHOOL_B } from '../support/rules';

let env: RulesTestEnvironment;
const own = `schools/${SCHOOL_A}/invitations`;
const other = `schools/${SCHOOL_B}/invitations`;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), own, 'rules-doc'), { state: 'pending' });
    await setDoc(doc(ctx.firestore(), other, 'rules-doc'), { state: 'pending' });
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await deleteDoc(doc(ctx.firestore(), own, 'rules-doc'));
    await deleteDoc(doc(ctx.firestore(), other, 'rules-doc'));
  });
  await env.cleanup();
});

describe('invitations: only the school’s own Admins read them; nobody writes them', () => {
  it.each(EVERYONE)('%s get and list in school A', async (who) => {
    const db = firestoreAs(env, who);
    const reads: Promise<unknown>[] = [getDoc(doc(db, own, 'rules-doc')), getDocs(collection(db, own))];
    for (const read of reads) await (who === 'adminA' ? assertSucceeds(read) : assertFails(read));
  });
  it.each(EVERYONE)('%s get and list in school B (only its own Admin)', async (who) => {
    const db = firestoreAs(env, who);
    const reads: Promise<unknown>[] = [getDoc(doc(db, other, 'rules-doc')), getDocs(collection(db, other))];
    for (const read of reads) await (who === 'adminB' ? assertSucceeds(read) : assertFails(read));
  });
  it.each(EVERYONE)('%s cannot create, update or delete one', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(setDoc(doc(db, own, 'forged'), { state: 'accepted' }));
    await assertFails(updateDoc(doc(db, own, 'rules-doc'), { state: 'accepted' }));
    await assertFails(deleteDoc(doc(db, own, 'rules-doc')));
  });
});

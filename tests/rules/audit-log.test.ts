import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { EVERYONE, firestoreAs, rulesEnvironment, SCHOOL_A } from '../support/rules';

let env: RulesTestEnvironment;
const log = `schools/${SCHOOL_A}/auditLog`;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), log, 'entry-1'), { action: 'account.created', actorUid: 'rules-admin-a' });
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => deleteDoc(doc(ctx.firestore(), log, 'entry-1')));
  await env.cleanup();
});

describe('auditLog: only the school’s Admins read it, nobody writes it', () => {
  it.each(EVERYONE)('%s get and list', async (who) => {
    const db = firestoreAs(env, who);
    const reads: Promise<unknown>[] = [getDoc(doc(db, log, 'entry-1')), getDocs(collection(db, log))];
    for (const read of reads) await (who === 'adminA' ? assertSucceeds(read) : assertFails(read));
  });
  it.each(EVERYONE)('%s cannot create, update or delete an entry', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(setDoc(doc(db, log, 'forged'), { action: 'nothing happened' }));
    await assertFails(updateDoc(doc(db, log, 'entry-1'), { action: 'rewritten' }));
    await assertFails(deleteDoc(doc(db, log, 'entry-1')));
  });
});

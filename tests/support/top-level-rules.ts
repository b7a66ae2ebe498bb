/**
 * The rules of a top-level collection that only the server reads and writes: the landing site's content (served by the
 * API), push tokens, rate limits.
 */
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { firestoreAs, PEOPLE, type Person, rulesEnvironment } from './rules';

const EVERYONE = ['signedOut', ...Object.keys(PEOPLE)] as (Person | 'signedOut')[];

function withSample(name: string) {
  const env = { current: undefined as unknown as RulesTestEnvironment };
  beforeAll(async () => {
    env.current = await rulesEnvironment();
    await env.current.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), name, 'rules-doc'), { title: 'x' });
    });
  });
  afterAll(async () => {
    await env.current.withSecurityRulesDisabled(async (ctx) => deleteDoc(doc(ctx.firestore(), name, 'rules-doc')));
    await env.current.cleanup();
  });
  return env;
}

async function assertNoWrites(env: RulesTestEnvironment, who: Person | 'signedOut', name: string) {
  const db = firestoreAs(env, who);
  await assertFails(setDoc(doc(db, name, 'rules-new'), { title: 'x' }));
  await assertFails(updateDoc(doc(db, name, 'rules-doc'), { title: 'y' }));
  await assertFails(deleteDoc(doc(db, name, 'rules-doc')));
}

export function serverOnlyRules(name: string) {
  const env = withSample(name);
  describe(`${name}: server only`, () => {
    it.each(EVERYONE)('%s can neither read nor write it', async (who) => {
      const db = firestoreAs(env.current, who);
      await assertFails(getDoc(doc(db, name, 'rules-doc')));
      await assertFails(getDocs(collection(db, name)));
      await assertNoWrites(env.current, who, name);
    });
  });
}

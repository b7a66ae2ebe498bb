/** The rules of a school collection only staff read (terms, subjects, courses …): each caller tries get, list and writes. */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, firestoreAs, type Person, rulesEnvironment, SCHOOL_A, SCHOOL_B } from './rules';

/** `readers`: who of school A may read; its staff unless said (lessons: every member of the school). */
export function staffReadOnlyRules(
  name: string,
  sample: Record<string, unknown>,
  readers: Person[] = ['adminA', 'teacherA'],
) {
  let env: RulesTestEnvironment;
  const path = (school: string) => `schools/${school}/${name}`;

  beforeAll(async () => {
    env = await rulesEnvironment();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), path(SCHOOL_A), 'a-1'), sample);
      await setDoc(doc(ctx.firestore(), path(SCHOOL_B), 'b-1'), sample);
    });
  });
  afterAll(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(ctx.firestore(), path(SCHOOL_A), 'a-1'));
      await deleteDoc(doc(ctx.firestore(), path(SCHOOL_B), 'b-1'));
    });
    await env.cleanup();
  });

  describe(`${name}: get and list`, () => {
    it.each(EVERYONE)(`%s reading school A’s ${name}`, async (who) => {
      const db = firestoreAs(env, who);
      const get = getDoc(doc(db, path(SCHOOL_A), 'a-1'));
      const list = getDocs(collection(db, path(SCHOOL_A)));
      if (readers.some((r) => r === who)) {
        await assertSucceeds(get);
        // Listing is allowed and finds the sample (a trigger may have written the school's own summary beside it).
        expect((await assertSucceeds(list)).docs.map((d) => d.id)).toContain('a-1');
      } else {
        await assertFails(get);
        await assertFails(list);
      }
    });
    // The refusals above are about the school, not the collection: the other school's Admin reads its own.
    if (readers.includes('adminA'))
      it(`adminB reads school B’s own ${name}`, async () => {
        await assertSucceeds(getDoc(doc(firestoreAs(env, 'adminB'), path(SCHOOL_B), 'b-1')));
        const listed = await assertSucceeds(getDocs(collection(firestoreAs(env, 'adminB'), path(SCHOOL_B))));
        expect(listed.docs.map((d) => d.id)).toContain('b-1');
      });
    it.each(readers)(`%s cannot read school B’s ${name}`, async (who) => {
      await assertFails(getDoc(doc(firestoreAs(env, who), path(SCHOOL_B), 'b-1')));
      await assertFails(getDocs(collection(firestoreAs(env, who), path(SCHOOL_B))));
    });
  });

  describe(`${name}: writes go through the API only`, () => {
    it.each(EVERYONE)('%s cannot create, update or delete', async (who) => {
      const db = firestoreAs(env, who);
      await assertFails(setDoc(doc(db, path(SCHOOL_A), 'new'), sample));
      await assertFails(updateDoc(doc(db, path(SCHOOL_A), 'a-1'), { name: 'Changed' }));
      await assertFails(deleteDoc(doc(db, path(SCHOOL_A), 'a-1')));
    });
  });
}

/**
 * The rules of the assignments' collections: records related to a class (through its teacherUids), a student account
 * and their guardians, tried by every caller with get, list (with the filters the screens use) and writes.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  type QueryConstraint,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, type Person, rulesEnvironment, SCHOOL_A, SCHOOL_B } from './rules';

export const OWN_CLASS = 'class-own';
export const OTHER_CLASS = 'class-other';

export interface RelatedRecord {
  data: Record<string, unknown>;
  /** Who of school A may read it. */
  readers: Person[];
}

export interface ListCase {
  label: string;
  who: Person;
  where: () => QueryConstraint[];
  /** The ids it finds, or 'refused'. */
  finds: string[] | 'refused';
}

const classes = (school: string) => `schools/${school}/classes`;

export function relatedRecordRules(name: string, records: Record<string, RelatedRecord>, lists: ListCase[]) {
  let env: RulesTestEnvironment;
  const path = (school: string) => `schools/${school}/${name}`;
  const any = Object.values(records)[0]!.data;

  beforeAll(async () => {
    env = await rulesEnvironment();
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await setDoc(doc(db, classes(SCHOOL_A), OWN_CLASS), { name: 'Own', teacherUids: [PEOPLE.teacherA.uid] });
      await setDoc(doc(db, classes(SCHOOL_A), OTHER_CLASS), { name: 'Other', teacherUids: ['another-teacher'] });
      // School B's class names the same teacher uid: a forged link that must not open school B's records.
      await setDoc(doc(db, classes(SCHOOL_B), OWN_CLASS), { name: 'Bee', teacherUids: [PEOPLE.teacherA.uid] });
      for (const [id, r] of Object.entries(records)) await setDoc(doc(db, path(SCHOOL_A), id), r.data);
      await setDoc(doc(db, path(SCHOOL_B), 'b-1'), any);
    });
  });
  afterAll(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      for (const id of Object.keys(records)) await deleteDoc(doc(db, path(SCHOOL_A), id));
      await deleteDoc(doc(db, path(SCHOOL_B), 'b-1'));
      for (const c of [OWN_CLASS, OTHER_CLASS]) await deleteDoc(doc(db, classes(SCHOOL_A), c));
      await deleteDoc(doc(db, classes(SCHOOL_B), OWN_CLASS));
    });
    await env.cleanup();
  });

  describe(`${name}: get`, () => {
    for (const [id, r] of Object.entries(records)) {
      it.each(EVERYONE)(`%s getting ${id}`, async (who) => {
        const read = getDoc(doc(firestoreAs(env, who), path(SCHOOL_A), id));
        await (r.readers.some((p) => p === who) ? assertSucceeds(read) : assertFails(read));
      });
    }
    it.each(['teacherA', 'studentA', 'parentA', 'adminA'] as const)(
      '%s of school A cannot read school B’s record',
      async (who) => {
        await assertFails(getDoc(doc(firestoreAs(env, who), path(SCHOOL_B), 'b-1')));
      },
    );
    it('school B’s Admin reads school B’s record only', async () => {
      await assertSucceeds(getDoc(doc(firestoreAs(env, 'adminB'), path(SCHOOL_B), 'b-1')));
    });
  });

  describe(`${name}: list`, () => {
    it.each(lists.map((l) => [l.label, l] as const))('%s', async (_label, l) => {
      const q = query(collection(firestoreAs(env, l.who), path(SCHOOL_A)), ...l.where());
      if (l.finds === 'refused') {
        await assertFails(getDocs(q));
        return;
      }
      const snap = await assertSucceeds(getDocs(q));
      expect(snap.docs.map((d) => d.id).sort()).toEqual([...l.finds].sort());
    });
    it.each(['signedOut', 'studentA', 'parentA', 'teacherA'] as const)(
      '%s cannot list the whole collection',
      async (who) => {
        await assertFails(getDocs(collection(firestoreAs(env, who), path(SCHOOL_A))));
      },
    );
  });

  describe(`${name}: writes go through the API only`, () => {
    it.each(EVERYONE)('%s cannot create, update or delete', async (who) => {
      const db = firestoreAs(env, who);
      const id = Object.keys(records)[0]!;
      await assertFails(setDoc(doc(db, path(SCHOOL_A), 'new'), any));
      await assertFails(updateDoc(doc(db, path(SCHOOL_A), id), { changed: true }));
      await assertFails(deleteDoc(doc(db, path(SCHOOL_A), id)));
    });
  });
}

export { where };

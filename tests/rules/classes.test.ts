/**
 * Classes: the office reads every class of its school; a teacher the classes they teach (teacherUids) and a parent the
 * classes of their own children (guardianUids), both kept by the API; students and other schools read none.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, type Person, rulesEnvironment, SCHOOL_A, SCHOOL_B } from '../support/rules';

let env: RulesTestEnvironment;
const classes = (school: string) => `schools/${school}/classes`;
const sample = { name: 'Grade 7A', grade: 7, teacherUids: [PEOPLE.teacherA.uid], studentCount: 1 };

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, classes(SCHOOL_A), 'childs-class'), { ...sample, guardianUids: [PEOPLE.parentA.uid] });
    await setDoc(doc(db, classes(SCHOOL_A), 'other-class'), {
      ...sample,
      name: '8B',
      teacherUids: ['another-teacher'],
      guardianUids: ['another'],
    });
    await setDoc(doc(db, classes(SCHOOL_B), 'b-class'), { ...sample, guardianUids: [PEOPLE.parentA.uid] });
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await deleteDoc(doc(db, classes(SCHOOL_A), 'childs-class'));
    await deleteDoc(doc(db, classes(SCHOOL_A), 'other-class'));
    await deleteDoc(doc(db, classes(SCHOOL_B), 'b-class'));
  });
  await env.cleanup();
});

const canGet: Record<string, (Person | 'signedOut')[]> = {
  'childs-class': ['adminA', 'teacherA', 'parentA'],
  'other-class': ['adminA'],
};

describe('classes: get', () => {
  for (const [record, readers] of Object.entries(canGet)) {
    it.each(EVERYONE)(`%s getting ${record}`, async (who) => {
      const read = getDoc(doc(firestoreAs(env, who), classes(SCHOOL_A), record));
      await (readers.includes(who) ? assertSucceeds(read) : assertFails(read));
    });
  }
  it.each(['adminA', 'teacherA', 'studentA', 'parentA'] as const)(
    '%s of school A cannot get a class of school B (even one naming their uid)',
    async (who) => {
      await assertFails(getDoc(doc(firestoreAs(env, who), classes(SCHOOL_B), 'b-class')));
    },
  );
});

describe('classes: list', () => {
  it('an Admin lists the whole school', async () => {
    const snap = await assertSucceeds(getDocs(collection(firestoreAs(env, 'adminA'), classes(SCHOOL_A))));
    expect(snap.size).toBe(2);
  });
  it('a teacher lists only the classes they teach, by asking for them', async () => {
    const db = firestoreAs(env, 'teacherA');
    const mine = query(collection(db, classes(SCHOOL_A)), where('teacherUids', 'array-contains', PEOPLE.teacherA.uid));
    expect((await assertSucceeds(getDocs(mine))).docs.map((d) => d.id)).toEqual(['childs-class']);
    await assertFails(getDocs(collection(db, classes(SCHOOL_A))));
  });
  it('a parent lists only their children’s classes, by asking for them', async () => {
    const db = firestoreAs(env, 'parentA');
    const mine = query(collection(db, classes(SCHOOL_A)), where('guardianUids', 'array-contains', PEOPLE.parentA.uid));
    expect((await assertSucceeds(getDocs(mine))).docs.map((d) => d.id)).toEqual(['childs-class']);
    await assertFails(getDocs(collection(db, classes(SCHOOL_A))));
  });
  it.each(['signedOut', 'studentA', 'adminB'] as const)('%s cannot list school A’s classes', async (who) => {
    await assertFails(getDocs(collection(firestoreAs(env, who), classes(SCHOOL_A))));
  });
});

describe('classes: writes go through the API only', () => {
  it.each(EVERYONE)('%s cannot create, update or delete', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(setDoc(doc(db, classes(SCHOOL_A), 'new'), sample));
    await assertFails(updateDoc(doc(db, classes(SCHOOL_A), 'childs-class'), { name: 'Changed' }));
    await assertFails(deleteDoc(doc(db, classes(SCHOOL_A), 'childs-class')));
  });
});

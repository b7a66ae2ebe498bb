import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, type Person, rulesEnvironment, SCHOOL_A, SCHOOL_B } from '../support/rules';

let env: RulesTestEnvironment;
const students = (school: string) => `schools/${school}/students`;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    // The student's own record, with the parent as guardian; another family's child; a child in school B.
    await setDoc(doc(db, students(SCHOOL_A), 'own-child'), {
      firstName: 'Own',
      accountUid: PEOPLE.studentA.uid,
      guardianUids: [PEOPLE.parentA.uid],
    });
    await setDoc(doc(db, students(SCHOOL_A), 'other-child'), {
      firstName: 'Other',
      accountUid: 'someone-else',
      guardianUids: ['another-parent'],
    });
    await setDoc(doc(db, students(SCHOOL_B), 'b-child'), { firstName: 'Bee', accountUid: null, guardianUids: [] });
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const [school, id] of [
      [SCHOOL_A, 'own-child'],
      [SCHOOL_A, 'other-child'],
      [SCHOOL_B, 'b-child'],
    ] as const) {
      await deleteDoc(doc(db, students(school), id));
    }
  });
  await env.cleanup();
});

const canRead: Record<string, (Person | 'signedOut')[]> = {
  'own-child': ['adminA', 'teacherA', 'studentA', 'parentA'],
  'other-child': ['adminA', 'teacherA'],
};

describe('students: get', () => {
  for (const [record, readers] of Object.entries(canRead)) {
    it.each(EVERYONE)(`%s getting ${record}`, async (who) => {
      const read = getDoc(doc(firestoreAs(env, who), students(SCHOOL_A), record));
      await (readers.includes(who) ? assertSucceeds(read) : assertFails(read));
    });
  }
  it.each(['adminA', 'teacherA', 'studentA', 'parentA'] as const)(
    '%s of school A cannot get a student of school B',
    async (who) => {
      await assertFails(getDoc(doc(firestoreAs(env, who), students(SCHOOL_B), 'b-child')));
    },
  );
});

describe('students: list', () => {
  it.each(['adminA', 'teacherA'] as const)('%s lists the whole school', async (who) => {
    const snap = await assertSucceeds(getDocs(collection(firestoreAs(env, who), students(SCHOOL_A))));
    expect(snap.size).toBe(2);
  });
  it('a parent lists only their own children, by asking for them', async () => {
    const db = firestoreAs(env, 'parentA');
    const snap = await assertSucceeds(
      getDocs(query(collection(db, students(SCHOOL_A)), where('guardianUids', 'array-contains', PEOPLE.parentA.uid))),
    );
    expect(snap.docs.map((d) => d.id)).toEqual(['own-child']);
    await assertFails(getDocs(collection(db, students(SCHOOL_A))));
  });
  it('a student lists only themself', async () => {
    const db = firestoreAs(env, 'studentA');
    await assertSucceeds(
      getDocs(query(collection(db, students(SCHOOL_A)), where('accountUid', '==', PEOPLE.studentA.uid))),
    );
    await assertFails(getDocs(collection(db, students(SCHOOL_A))));
  });
  it.each(['signedOut', 'adminB'] as const)('%s cannot list school A’s students', async (who) => {
    await assertFails(getDocs(collection(firestoreAs(env, who), students(SCHOOL_A))));
  });
});

describe('students: writes go through the API only', () => {
  it.each(EVERYONE)('%s cannot create, update or delete', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(setDoc(doc(db, students(SCHOOL_A), 'new-child'), { firstName: 'New' }));
    await assertFails(updateDoc(doc(db, students(SCHOOL_A), 'own-child'), { firstName: 'Changed' }));
    await assertFails(deleteDoc(doc(db, students(SCHOOL_A), 'own-child')));
  });
});

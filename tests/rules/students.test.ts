import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, type Person, rulesEnvironment, SCHOOL_A, SCHOOL_B } from '../support/rules';

let env: RulesTestEnvironment;
const students = (school: string) => `schools/${school}/students`;
const classes = (school: string) => `schools/${school}/classes`;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    // The teacher teaches class-own, not class-other; school B's class lists the same teacher uid (a forged link).
    await setDoc(doc(db, classes(SCHOOL_A), 'class-own'), { name: 'Own', teacherUids: [PEOPLE.teacherA.uid] });
    await setDoc(doc(db, classes(SCHOOL_A), 'class-other'), { name: 'Other', teacherUids: ['another-teacher'] });
    await setDoc(doc(db, classes(SCHOOL_B), 'class-b'), { name: 'Bee', teacherUids: [PEOPLE.teacherA.uid] });
    // The student's own record, with the parent as guardian; another family's child; a child in no class; a child in
    // school B.
    await setDoc(doc(db, students(SCHOOL_A), 'own-child'), {
      firstName: 'Own',
      classId: 'class-own',
      accountUid: PEOPLE.studentA.uid,
      guardianUids: [PEOPLE.parentA.uid],
    });
    await setDoc(doc(db, students(SCHOOL_A), 'other-child'), {
      firstName: 'Other',
      classId: 'class-other',
      accountUid: 'someone-else',
      guardianUids: ['another-parent'],
    });
    await setDoc(doc(db, students(SCHOOL_A), 'no-class'), {
      firstName: 'New',
      classId: null,
      accountUid: null,
      guardianUids: [],
    });
    await setDoc(doc(db, students(SCHOOL_B), 'b-child'), {
      firstName: 'Bee',
      classId: 'class-b',
      accountUid: null,
      guardianUids: [],
    });
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const [school, id] of [
      [SCHOOL_A, 'own-child'],
      [SCHOOL_A, 'other-child'],
      [SCHOOL_A, 'no-class'],
      [SCHOOL_B, 'b-child'],
    ] as const) {
      await deleteDoc(doc(db, students(school), id));
    }
    for (const [school, id] of [
      [SCHOOL_A, 'class-own'],
      [SCHOOL_A, 'class-other'],
      [SCHOOL_B, 'class-b'],
    ] as const) {
      await deleteDoc(doc(db, classes(school), id));
    }
  });
  await env.cleanup();
});

const canRead: Record<string, (Person | 'signedOut')[]> = {
  'own-child': ['adminA', 'teacherA', 'studentA', 'parentA'],
  'other-child': ['adminA'],
  'no-class': ['adminA'],
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
  it('an Admin lists the whole school', async () => {
    const snap = await assertSucceeds(getDocs(collection(firestoreAs(env, 'adminA'), students(SCHOOL_A))));
    expect(snap.size).toBe(3);
  });
  it('a teacher lists and counts the students of their class, by asking for it', async () => {
    const db = firestoreAs(env, 'teacherA');
    const own = query(collection(db, students(SCHOOL_A)), where('classId', '==', 'class-own'));
    const snap = await assertSucceeds(getDocs(own));
    expect(snap.docs.map((d) => d.id)).toEqual(['own-child']);
    expect((await assertSucceeds(getCountFromServer(own))).data().count).toBe(1);
  });
  it('a teacher cannot list another class, students in no class, or the whole school', async () => {
    const db = firestoreAs(env, 'teacherA');
    const list = (classId: string | null) =>
      getDocs(query(collection(db, students(SCHOOL_A)), where('classId', '==', classId)));
    await assertFails(list('class-other'));
    await assertFails(list(null));
    await assertFails(getDocs(collection(db, students(SCHOOL_A))));
    await assertFails(
      getCountFromServer(query(collection(db, students(SCHOOL_A)), where('classId', '==', 'class-other'))),
    );
  });
  it('a teacher of school A cannot list school B’s class even though it names their uid', async () => {
    const db = firestoreAs(env, 'teacherA');
    await assertFails(getDocs(query(collection(db, students(SCHOOL_B)), where('classId', '==', 'class-b'))));
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

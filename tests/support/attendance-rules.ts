/**
 * The attendance collections' rules, tried the same way for each: a record of the student's own class (the teacher
 * teaches it, the student is its student, the parent their guardian), another family's, and one in school B.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, type Person, rulesEnvironment, SCHOOL_A, SCHOOL_B } from './rules';

const classes = (school: string) => `schools/${school}/classes`;

export function attendanceRules(
  name: 'registers' | 'classWeeks' | 'attendanceRecords' | 'attendanceTotals' | 'absenceReports',
  readers: { own: (Person | 'signedOut')[]; other: (Person | 'signedOut')[]; missing: (Person | 'signedOut')[] },
) {
  let env: RulesTestEnvironment;
  const path = (school: string) => `schools/${school}/${name}`;
  const record = (classId: string, studentUid: string, guardianUid: string) => ({
    classId,
    studentId: `student-of-${classId}`,
    studentUid,
    guardianUids: [guardianUid],
    code: 'A',
  });

  beforeAll(async () => {
    env = await rulesEnvironment();
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await setDoc(doc(db, classes(SCHOOL_A), 'att-own'), { name: 'Own', teacherUids: [PEOPLE.teacherA.uid] });
      await setDoc(doc(db, classes(SCHOOL_A), 'att-other'), { name: 'Other', teacherUids: ['another-teacher'] });
      await setDoc(doc(db, classes(SCHOOL_B), 'att-b'), { name: 'Bee', teacherUids: [PEOPLE.teacherA.uid] });
      await setDoc(doc(db, path(SCHOOL_A), 'own'), record('att-own', PEOPLE.studentA.uid, PEOPLE.parentA.uid));
      await setDoc(doc(db, path(SCHOOL_A), 'other'), record('att-other', 'another-student', 'another-parent'));
      // School B's record names school A's people: a forged link must not open it.
      await setDoc(doc(db, path(SCHOOL_B), 'b'), record('att-b', PEOPLE.studentA.uid, PEOPLE.parentA.uid));
    });
  });
  afterAll(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await deleteDoc(doc(db, path(SCHOOL_A), 'own'));
      await deleteDoc(doc(db, path(SCHOOL_A), 'other'));
      await deleteDoc(doc(db, path(SCHOOL_B), 'b'));
      await deleteDoc(doc(db, classes(SCHOOL_A), 'att-own'));
      await deleteDoc(doc(db, classes(SCHOOL_A), 'att-other'));
      await deleteDoc(doc(db, classes(SCHOOL_B), 'att-b'));
    });
    await env.cleanup();
  });

  describe(`${name}: get`, () => {
    it.each(EVERYONE)('%s getting their own class’s / family’s record', async (who) => {
      const read = getDoc(doc(firestoreAs(env, who), path(SCHOOL_A), 'own'));
      await (readers.own.includes(who) ? assertSucceeds(read) : assertFails(read));
    });
    it.each(EVERYONE)('%s getting another class’s / family’s record', async (who) => {
      const read = getDoc(doc(firestoreAs(env, who), path(SCHOOL_A), 'other'));
      await (readers.other.includes(who) ? assertSucceeds(read) : assertFails(read));
    });
    it.each(['adminA', 'teacherA', 'studentA', 'parentA'] as const)(
      '%s of school A cannot get school B’s record',
      async (who) => {
        await assertFails(getDoc(doc(firestoreAs(env, who), path(SCHOOL_B), 'b')));
      },
    );
  });

  describe(`${name}: a document not written yet`, () => {
    it.each(EVERYONE)('%s looking for it', async (who) => {
      const read = getDoc(doc(firestoreAs(env, who), path(SCHOOL_A), 'not-taken-yet'));
      await (readers.missing.includes(who) ? assertSucceeds(read) : assertFails(read));
    });
  });

  describe(`${name}: list`, () => {
    it('an Admin lists the whole school’s', async () => {
      const snap = await assertSucceeds(getDocs(collection(firestoreAs(env, 'adminA'), path(SCHOOL_A))));
      expect(snap.size).toBe(2);
    });
    it('a teacher lists their class’s by asking for it, never another class’s or all', async () => {
      const db = firestoreAs(env, 'teacherA');
      const of = (classId: string) => getDocs(query(collection(db, path(SCHOOL_A)), where('classId', '==', classId)));
      await (readers.own.includes('teacherA') ? assertSucceeds(of('att-own')) : assertFails(of('att-own')));
      await assertFails(of('att-other'));
      await assertFails(getDocs(collection(db, path(SCHOOL_A))));
    });
    it('a parent lists only what names them as guardian; a student only their own', async () => {
      const parent = firestoreAs(env, 'parentA');
      const byGuardian = () =>
        getDocs(query(collection(parent, path(SCHOOL_A)), where('guardianUids', 'array-contains', PEOPLE.parentA.uid)));
      const student = firestoreAs(env, 'studentA');
      const byStudent = () =>
        getDocs(query(collection(student, path(SCHOOL_A)), where('studentUid', '==', PEOPLE.studentA.uid)));
      if (readers.own.includes('parentA')) expect((await assertSucceeds(byGuardian())).size).toBe(1);
      else await assertFails(byGuardian());
      if (readers.own.includes('studentA')) expect((await assertSucceeds(byStudent())).size).toBe(1);
      else await assertFails(byStudent());
      await assertFails(getDocs(collection(parent, path(SCHOOL_A))));
      await assertFails(getDocs(collection(student, path(SCHOOL_A))));
    });
  });

  describe(`${name}: write`, () => {
    it.each(EVERYONE)('%s cannot write', async (who) => {
      const db = firestoreAs(env, who);
      await assertFails(setDoc(doc(db, path(SCHOOL_A), 'own'), { code: 'P' }));
      await assertFails(setDoc(doc(db, path(SCHOOL_A), 'new'), { code: 'P' }));
      await assertFails(deleteDoc(doc(db, path(SCHOOL_A), 'own')));
    });
  });
}

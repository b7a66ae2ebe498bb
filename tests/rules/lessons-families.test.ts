/**
 * Lessons, as families see them: a parent reads the lessons of their children's classes (checked through the class's
 * guardianUids), asking for one class at a time; nothing of another class or school. Staff read every lesson.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, type Person, rulesEnvironment, SCHOOL_A, SCHOOL_B } from '../support/rules';

let env: RulesTestEnvironment;
const at = (school: string, name: string) => `schools/${school}/${name}`;
const FIXTURES: [string, string, string, Record<string, unknown>][] = [
  [SCHOOL_A, 'classes', 'fam-childs', { name: '7A', guardianUids: [PEOPLE.parentA.uid], teacherUids: [] }],
  [SCHOOL_A, 'classes', 'fam-other', { name: '8B', guardianUids: ['another'], teacherUids: [] }],
  [SCHOOL_B, 'classes', 'fam-b', { name: '10A', guardianUids: [PEOPLE.parentA.uid], teacherUids: [] }],
  [SCHOOL_A, 'lessons', 'fam-childs-mon', { classId: 'fam-childs', weekday: 1, startTime: '09:00' }],
  [SCHOOL_A, 'lessons', 'fam-other-mon', { classId: 'fam-other', weekday: 1, startTime: '09:00' }],
  [SCHOOL_B, 'lessons', 'fam-b-mon', { classId: 'fam-b', weekday: 1, startTime: '09:00' }],
];

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const [school, name, id, data] of FIXTURES) await setDoc(doc(ctx.firestore(), at(school, name), id), data);
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const [school, name, id] of FIXTURES) await deleteDoc(doc(ctx.firestore(), at(school, name), id));
  });
  await env.cleanup();
});

const canGet: Record<string, (Person | 'signedOut')[]> = {
  'fam-childs-mon': ['adminA', 'teacherA', 'parentA'],
  'fam-other-mon': ['adminA', 'teacherA'],
};

describe('lessons: get', () => {
  for (const [record, readers] of Object.entries(canGet)) {
    it.each(EVERYONE)(`%s getting ${record}`, async (who) => {
      const read = getDoc(doc(firestoreAs(env, who), at(SCHOOL_A, 'lessons'), record));
      await (readers.includes(who) ? assertSucceeds(read) : assertFails(read));
    });
  }
  it('a parent of school A cannot read school B’s lessons, even of a class naming them', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, 'parentA'), at(SCHOOL_B, 'lessons'), 'fam-b-mon')));
  });
});

describe('lessons: list', () => {
  it('a parent lists their child’s class’s timetable, and no other class’s', async () => {
    const db = firestoreAs(env, 'parentA');
    const ofClass = (classId: string) =>
      query(collection(db, at(SCHOOL_A, 'lessons')), where('classId', '==', classId));
    expect((await assertSucceeds(getDocs(ofClass('fam-childs')))).docs.map((d) => d.id)).toEqual(['fam-childs-mon']);
    await assertFails(getDocs(ofClass('fam-other')));
    await assertFails(getDocs(collection(db, at(SCHOOL_A, 'lessons'))));
  });
  it.each(['signedOut', 'studentA', 'adminB'] as const)('%s cannot list school A’s lessons', async (who) => {
    await assertFails(getDocs(collection(firestoreAs(env, who), at(SCHOOL_A, 'lessons'))));
  });
});

/**
 * Lessons, as families see them: a parent reads the timetable of their children's classes (the class's guardianUids,
 * asking for one class: where('classId', '==', id)), which the Parent's Students view lists the teachers from. Nobody
 * reads another school's lessons, and nobody signed out reads any. (Whether a family may also read other classes'
 * timetables is the lessons rules' own choice; these cases hold either way.)
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreAs, PEOPLE, rulesEnvironment, SCHOOL_A, SCHOOL_B } from '../support/rules';

let env: RulesTestEnvironment;
const at = (school: string, name: string) => `schools/${school}/${name}`;
const FIXTURES: [string, string, string, Record<string, unknown>][] = [
  [SCHOOL_A, 'classes', 'fam-childs', { name: '7A', guardianUids: [PEOPLE.parentA.uid], teacherUids: [] }],
  [SCHOOL_B, 'classes', 'fam-b', { name: '10A', guardianUids: [PEOPLE.parentA.uid], teacherUids: [] }],
  [SCHOOL_A, 'lessons', 'fam-childs-mon', { classId: 'fam-childs', weekday: 1, teacherName: 'Amara Okafor' }],
  [SCHOOL_B, 'lessons', 'fam-b-mon', { classId: 'fam-b', weekday: 1, teacherName: 'Marcus Hill' }],
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

describe('lessons: a family reads their child’s timetable', () => {
  it('a parent gets and lists the lessons of their child’s class', async () => {
    const db = firestoreAs(env, 'parentA');
    await assertSucceeds(getDoc(doc(db, at(SCHOOL_A, 'lessons'), 'fam-childs-mon')));
    const ofClass = query(collection(db, at(SCHOOL_A, 'lessons')), where('classId', '==', 'fam-childs'));
    expect((await assertSucceeds(getDocs(ofClass))).docs.map((d) => d.get('teacherName'))).toEqual(['Amara Okafor']);
  });
  it('a parent of school A cannot read school B’s lessons, even of a class naming them', async () => {
    const db = firestoreAs(env, 'parentA');
    await assertFails(getDoc(doc(db, at(SCHOOL_B, 'lessons'), 'fam-b-mon')));
    await assertFails(getDocs(query(collection(db, at(SCHOOL_B, 'lessons')), where('classId', '==', 'fam-b'))));
  });
  it.each(['signedOut', 'adminB'] as const)('%s cannot read school A’s lessons', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(getDoc(doc(db, at(SCHOOL_A, 'lessons'), 'fam-childs-mon')));
    await assertFails(getDocs(collection(db, at(SCHOOL_A, 'lessons'))));
  });
});

import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreAs, rulesEnvironment, SCHOOL_A, SCHOOL_B } from '../support/rules';
import { staffReadOnlyRules } from '../support/staff-collection-rules';

const course = (published: boolean) => ({
  code: 'R-1',
  title: 'Rules',
  subjectId: 'math',
  classIds: [],
  teacherIds: [],
  termId: 't',
  description: '',
  modules: [{ title: 'M', order: 1, lectures: [{ title: 'L', order: 1, content: 'c', link: '' }] }],
  price: 1250,
  currency: 'GBP',
  published,
  searchTokens: ['r'],
});

// A course not yet published: the office and teachers only.
staffReadOnlyRules('courses', course(false));

describe('courses: students and parents read the published ones (the catalogue)', () => {
  let env: RulesTestEnvironment;
  const path = (school: string) => `schools/${school}/courses`;
  beforeAll(async () => {
    env = await rulesEnvironment();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), path(SCHOOL_A), 'pub-1'), course(true));
      await setDoc(doc(ctx.firestore(), path(SCHOOL_A), 'draft-1'), course(false));
      await setDoc(doc(ctx.firestore(), path(SCHOOL_B), 'pub-b'), course(true));
    });
  });
  afterAll(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      for (const id of ['pub-1', 'draft-1']) await deleteDoc(doc(ctx.firestore(), path(SCHOOL_A), id));
      await deleteDoc(doc(ctx.firestore(), path(SCHOOL_B), 'pub-b'));
    });
    await env.cleanup();
  });

  it.each(['studentA', 'parentA'] as const)('%s gets and lists published courses, never a draft', async (who) => {
    const db = firestoreAs(env, who);
    await assertSucceeds(getDoc(doc(db, path(SCHOOL_A), 'pub-1')));
    await assertFails(getDoc(doc(db, path(SCHOOL_A), 'draft-1')));
    const listed = await assertSucceeds(getDocs(query(collection(db, path(SCHOOL_A)), where('published', '==', true))));
    expect(listed.docs.map((d) => d.id)).toEqual(['pub-1']);
    await assertFails(getDocs(collection(db, path(SCHOOL_A))));
  });
  it.each(['studentA', 'parentA'] as const)('%s cannot read another school’s published course', async (who) => {
    await assertFails(getDoc(doc(firestoreAs(env, who), path(SCHOOL_B), 'pub-b')));
  });
  it('a signed-out visitor reads no course, published or not', async () => {
    const db = firestoreAs(env, 'signedOut');
    await assertFails(getDoc(doc(db, path(SCHOOL_A), 'pub-1')));
    await assertFails(getDocs(query(collection(db, path(SCHOOL_A)), where('published', '==', true))));
  });
});

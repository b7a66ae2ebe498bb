/**
 * Posts are read by their audience once published (the reader's reach shares a word with the post's audienceKeys);
 * the author and the office also see them scheduled or withdrawn. Nobody writes from a client.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, type Person, rulesEnvironment, SCHOOL_A, SCHOOL_B } from '../support/rules';

let env: RulesTestEnvironment;
const posts = (school: string) => `schools/${school}/posts`;
const reach = `schools/${SCHOOL_A}/reach`;

const REACH = {
  parentA: { role: 'Parent', keys: ['class:7a', 'grade:7', 'role:parents', 'school'] },
  studentA: { role: 'Student', keys: ['class:7a', 'grade:7', 'role:students', 'school'] },
  teacherA: { role: 'Teacher', keys: ['class:7a', 'grade:7', 'role:staff', 'school'] },
} as const;

const POSTS: Record<string, { audienceKeys: string[]; status: string; authorUid: string }> = {
  'class-7a-news': { audienceKeys: ['class:7a'], status: 'published', authorUid: PEOPLE.teacherA.uid },
  'class-8b-news': { audienceKeys: ['class:8b'], status: 'published', authorUid: 'another-teacher' },
  'staff-memo': { audienceKeys: ['role:staff'], status: 'published', authorUid: PEOPLE.adminA.uid },
  'scheduled-for-7a': { audienceKeys: ['class:7a'], status: 'scheduled', authorUid: PEOPLE.teacherA.uid },
  'withdrawn-school': { audienceKeys: ['school'], status: 'withdrawn', authorUid: PEOPLE.adminA.uid },
};
const readers: Record<string, Person[]> = {
  'class-7a-news': ['adminA', 'teacherA', 'studentA', 'parentA'],
  'class-8b-news': ['adminA'],
  'staff-memo': ['adminA', 'teacherA'],
  'scheduled-for-7a': ['adminA', 'teacherA'],
  'withdrawn-school': ['adminA'],
};

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    let n = 0;
    for (const [id, p] of Object.entries(POSTS))
      await setDoc(doc(db, posts(SCHOOL_A), id), { title: id, ...p, pinned: false, publishedAt: ++n });
    await setDoc(doc(db, posts(SCHOOL_B), 'b-news'), { title: 'B', audienceKeys: ['school'], status: 'published' });
    for (const [who, r] of Object.entries(REACH)) await setDoc(doc(db, reach, PEOPLE[who as Person].uid), r);
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const id of Object.keys(POSTS)) await deleteDoc(doc(db, posts(SCHOOL_A), id));
    await deleteDoc(doc(db, posts(SCHOOL_B), 'b-news'));
    for (const who of Object.keys(REACH)) await deleteDoc(doc(db, reach, PEOPLE[who as Person].uid));
  });
  await env.cleanup();
});

describe('posts: get', () => {
  for (const [id, allowed] of Object.entries(readers)) {
    it.each(EVERYONE)(`%s getting ${id}`, async (who) => {
      const read = getDoc(doc(firestoreAs(env, who), posts(SCHOOL_A), id));
      await ((allowed as string[]).includes(who) ? assertSucceeds(read) : assertFails(read));
    });
  }
  it.each(['adminA', 'teacherA', 'studentA', 'parentA'] as const)('%s cannot read school B’s post', async (who) => {
    await assertFails(getDoc(doc(firestoreAs(env, who), posts(SCHOOL_B), 'b-news')));
  });
});

describe('posts: the feed is one query of published posts by one’s own words', () => {
  const feed = (who: keyof typeof REACH) =>
    query(
      collection(firestoreAs(env, who), posts(SCHOOL_A)),
      where('status', '==', 'published'),
      where('audienceKeys', 'array-contains-any', [...REACH[who].keys]),
      orderBy('pinned', 'desc'),
      orderBy('publishedAt', 'desc'),
      limit(20),
    );
  it('a parent’s feed holds their class’s post and nothing for another class or for staff', async () => {
    const ids = (await assertSucceeds(getDocs(feed('parentA')))).docs.map((d) => d.id);
    expect(ids).toEqual(['class-7a-news']);
  });
  it('a teacher’s feed holds their class’s post and the staff memo', async () => {
    const ids = (await assertSucceeds(getDocs(feed('teacherA')))).docs.map((d) => d.id);
    expect(ids).toEqual(['staff-memo', 'class-7a-news']);
  });
  it('a feed that does not ask for published posts only is refused', async () => {
    const db = firestoreAs(env, 'parentA');
    await assertFails(
      getDocs(query(collection(db, posts(SCHOOL_A)), where('audienceKeys', 'array-contains-any', ['class:7a']))),
    );
  });
  it('an author lists their own posts, scheduled ones too', async () => {
    const db = firestoreAs(env, 'teacherA');
    const mine = query(collection(db, posts(SCHOOL_A)), where('authorUid', '==', PEOPLE.teacherA.uid));
    expect((await assertSucceeds(getDocs(mine))).size).toBe(2);
  });
  it.each(['signedOut', 'adminB'] as const)('%s lists nothing of school A', async (who) => {
    await assertFails(getDocs(collection(firestoreAs(env, who), posts(SCHOOL_A))));
  });
});

describe('posts: writes go through the API only', () => {
  it.each(EVERYONE)('%s cannot write a post', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(setDoc(doc(db, posts(SCHOOL_A), 'forged'), { audienceKeys: ['school'], status: 'published' }));
  });
});

/**
 * Events are read by their audience: the reader's reach (schools/{id}/reach/{uid}, kept by the server) must share a
 * word with the event's audienceKeys. The office reads every event of its school; nobody writes from a client.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, type Person, rulesEnvironment, SCHOOL_A, SCHOOL_B } from '../support/rules';

let env: RulesTestEnvironment;
const events = (school: string) => `schools/${school}/events`;
const reach = (school: string) => `schools/${school}/reach`;

/** The reach the server would keep: the parent's child and the student are in 7A (grade 7); the teacher teaches 7A. */
const REACH = {
  parentA: { role: 'Parent', keys: ['class:7a', 'grade:7', 'role:parents', 'school'] },
  studentA: { role: 'Student', keys: ['class:7a', 'grade:7', 'role:students', 'school'] },
  teacherA: { role: 'Teacher', keys: ['class:7a', 'grade:7', 'role:staff', 'school'] },
} as const;

const EVENTS: Record<string, string[]> = {
  'whole-school': ['school'],
  'staff-only': ['role:staff'],
  parents: ['role:parents'],
  'class-7a-trip': ['class:7a'],
  'class-8b-trip': ['class:8b'],
  'grade-7-exam': ['grade:7'],
  'grade-9-closure': ['grade:9'],
};

const readers: Record<string, Person[]> = {
  'whole-school': ['adminA', 'teacherA', 'studentA', 'parentA'],
  'staff-only': ['adminA', 'teacherA'],
  parents: ['adminA', 'parentA'],
  'class-7a-trip': ['adminA', 'teacherA', 'studentA', 'parentA'],
  'class-8b-trip': ['adminA'],
  'grade-7-exam': ['adminA', 'teacherA', 'studentA', 'parentA'],
  'grade-9-closure': ['adminA'],
};

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const [id, audienceKeys] of Object.entries(EVENTS))
      await setDoc(doc(db, events(SCHOOL_A), id), {
        title: id,
        audienceKeys,
        startDate: '2026-12-01',
        lastDate: '2026-12-01',
      });
    await setDoc(doc(db, events(SCHOOL_B), 'b-whole-school'), { title: 'B', audienceKeys: ['school'] });
    for (const [who, r] of Object.entries(REACH))
      await setDoc(doc(db, reach(SCHOOL_A), PEOPLE[who as Person].uid), { uid: PEOPLE[who as Person].uid, ...r });
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const id of Object.keys(EVENTS)) await deleteDoc(doc(db, events(SCHOOL_A), id));
    await deleteDoc(doc(db, events(SCHOOL_B), 'b-whole-school'));
    for (const who of Object.keys(REACH)) await deleteDoc(doc(db, reach(SCHOOL_A), PEOPLE[who as Person].uid));
  });
  await env.cleanup();
});

describe('events: get, by audience', () => {
  for (const [id, allowed] of Object.entries(readers)) {
    it.each(EVERYONE)(`%s getting ${id}`, async (who) => {
      const read = getDoc(doc(firestoreAs(env, who), events(SCHOOL_A), id));
      await ((allowed as string[]).includes(who) ? assertSucceeds(read) : assertFails(read));
    });
  }
  it('a student does not see a staff-only event', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, 'studentA'), events(SCHOOL_A), 'staff-only')));
  });
  it('a parent of another class does not see a class trip', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, 'parentA'), events(SCHOOL_A), 'class-8b-trip')));
  });
  it.each(['adminA', 'teacherA', 'studentA', 'parentA'] as const)(
    '%s of school A cannot read school B’s whole-school event',
    async (who) => {
      await assertFails(getDoc(doc(firestoreAs(env, who), events(SCHOOL_B), 'b-whole-school')));
    },
  );
});

describe('events: list, asking for one’s own words', () => {
  it.each(['teacherA', 'studentA', 'parentA'] as const)('%s lists exactly the events that reach them', async (who) => {
    const db = firestoreAs(env, who);
    const mine = query(
      collection(db, events(SCHOOL_A)),
      where('audienceKeys', 'array-contains-any', [...REACH[who].keys]),
    );
    const ids = (await assertSucceeds(getDocs(mine))).docs.map((d) => d.id).sort();
    expect(ids).toEqual(
      Object.keys(readers)
        .filter((id) => (readers[id] as string[]).includes(who))
        .sort(),
    );
  });
  it('a month of the calendar is one query: audience words and a date range on two fields', async () => {
    const db = firestoreAs(env, 'parentA');
    const month = query(
      collection(db, events(SCHOOL_A)),
      where('audienceKeys', 'array-contains-any', [...REACH.parentA.keys]),
      where('startDate', '<=', '2026-12-31'),
      where('lastDate', '>=', '2026-12-01'),
    );
    expect((await assertSucceeds(getDocs(month))).size).toBe(4);
  });
  it.each(['teacherA', 'studentA', 'parentA'] as const)('%s cannot list words they are not reached by', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(getDocs(collection(db, events(SCHOOL_A))));
    await assertFails(
      getDocs(query(collection(db, events(SCHOOL_A)), where('audienceKeys', 'array-contains-any', ['class:8b']))),
    );
  });
  it('a member with no reach yet is reached as the whole school and their role only', async () => {
    const db = env.authenticatedContext('new-parent', { role: 'Parent', school_id: SCHOOL_A }).firestore();
    const ids = (
      await assertSucceeds(
        getDocs(
          query(
            collection(db, events(SCHOOL_A)),
            where('audienceKeys', 'array-contains-any', ['school', 'role:parents']),
          ),
        ),
      )
    ).docs.map((d) => d.id);
    expect(ids.sort()).toEqual(['parents', 'whole-school']);
    await assertFails(getDoc(doc(db, events(SCHOOL_A), 'class-7a-trip')));
  });
  it('a reach made for another role does not count (a parent made a teacher)', async () => {
    const db = env.authenticatedContext(PEOPLE.parentA.uid, { role: 'Teacher', school_id: SCHOOL_A }).firestore();
    await assertFails(getDoc(doc(db, events(SCHOOL_A), 'class-7a-trip')));
    await assertSucceeds(getDoc(doc(db, events(SCHOOL_A), 'staff-only')));
  });
  it('an Admin lists the whole school; signed out and school B list nothing', async () => {
    expect((await assertSucceeds(getDocs(collection(firestoreAs(env, 'adminA'), events(SCHOOL_A))))).size).toBe(7);
    await assertFails(getDocs(collection(firestoreAs(env, 'signedOut'), events(SCHOOL_A))));
    await assertFails(getDocs(collection(firestoreAs(env, 'adminB'), events(SCHOOL_A))));
  });
});

describe('events: writes go through the API only', () => {
  it.each(EVERYONE)('%s cannot write an event', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(setDoc(doc(db, events(SCHOOL_A), 'forged'), { audienceKeys: ['school'] }));
    await assertFails(deleteDoc(doc(db, events(SCHOOL_A), 'whole-school')));
  });
});

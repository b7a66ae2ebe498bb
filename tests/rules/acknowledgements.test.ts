/** Acknowledgements: each recipient reads their own; the post's author and the office read them all. */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, type Person, rulesEnvironment, SCHOOL_A, SCHOOL_B } from '../support/rules';

let env: RulesTestEnvironment;
const acks = (school: string) => `schools/${school}/acknowledgements`;
const ack = (uid: string) => ({ postId: 'p1', uid, authorUid: PEOPLE.teacherA.uid, acknowledged: false, name: uid });

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, acks(SCHOOL_A), `p1_${PEOPLE.parentA.uid}`), ack(PEOPLE.parentA.uid));
    await setDoc(doc(db, acks(SCHOOL_A), 'p1_another-parent'), ack('another-parent'));
    await setDoc(doc(db, acks(SCHOOL_B), `p1_${PEOPLE.parentA.uid}`), ack(PEOPLE.parentA.uid));
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await deleteDoc(doc(db, acks(SCHOOL_A), `p1_${PEOPLE.parentA.uid}`));
    await deleteDoc(doc(db, acks(SCHOOL_A), 'p1_another-parent'));
    await deleteDoc(doc(db, acks(SCHOOL_B), `p1_${PEOPLE.parentA.uid}`));
  });
  await env.cleanup();
});

const readers: Record<string, Person[]> = {
  [`p1_${PEOPLE.parentA.uid}`]: ['adminA', 'teacherA', 'parentA'],
  'p1_another-parent': ['adminA', 'teacherA'],
};

describe('acknowledgements: get', () => {
  for (const [id, allowed] of Object.entries(readers)) {
    it.each(EVERYONE)(`%s getting ${id}`, async (who) => {
      const read = getDoc(doc(firestoreAs(env, who), acks(SCHOOL_A), id));
      await ((allowed as string[]).includes(who) ? assertSucceeds(read) : assertFails(read));
    });
  }
  it('a member learns they have no acknowledgement for a post (their own id), and nothing of anyone else’s', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, 'studentA'), acks(SCHOOL_A), `p1_${PEOPLE.studentA.uid}`)));
    await assertFails(getDoc(doc(firestoreAs(env, 'studentA'), acks(SCHOOL_A), `p1_${PEOPLE.parentA.uid}`)));
    await assertFails(getDoc(doc(firestoreAs(env, 'signedOut'), acks(SCHOOL_A), 'p1_')));
  });
  it('a parent of school A cannot read their acknowledgement in school B', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, 'parentA'), acks(SCHOOL_B), `p1_${PEOPLE.parentA.uid}`)));
  });
});

describe('acknowledgements: list', () => {
  it('the author lists who has not acknowledged their post', async () => {
    const db = firestoreAs(env, 'teacherA');
    const waiting = query(
      collection(db, acks(SCHOOL_A)),
      where('authorUid', '==', PEOPLE.teacherA.uid),
      where('postId', '==', 'p1'),
      where('acknowledged', '==', false),
    );
    expect((await assertSucceeds(getDocs(waiting))).size).toBe(2);
  });
  it('a parent lists only their own', async () => {
    const db = firestoreAs(env, 'parentA');
    await assertSucceeds(getDocs(query(collection(db, acks(SCHOOL_A)), where('uid', '==', PEOPLE.parentA.uid))));
    await assertFails(getDocs(collection(db, acks(SCHOOL_A))));
  });
  it.each(['signedOut', 'studentA', 'adminB'] as const)('%s cannot list them', async (who) => {
    await assertFails(getDocs(collection(firestoreAs(env, who), acks(SCHOOL_A))));
  });
  it.each(EVERYONE)('%s cannot write one', async (who) => {
    await assertFails(setDoc(doc(firestoreAs(env, who), acks(SCHOOL_A), 'forged'), ack('x')));
  });
});

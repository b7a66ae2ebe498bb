import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, rulesEnvironment, SCHOOL_A, SCHOOL_B } from '../support/rules';

// An export job is read by the Admin who started it alone (not the school's other Admins, not another school);
// only the server writes. Paths: schools/${id}/jobs
const path = (school: string) => `schools/${school}/jobs`;
const job = (createdBy: string) => ({ kind: 'exportSchool', state: 'done', done: 10, total: 10, createdBy });
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), path(SCHOOL_A), 'mine'), job(PEOPLE.adminA.uid));
    await setDoc(doc(ctx.firestore(), path(SCHOOL_A), 'another-admins'), job('another-admin-a'));
    await setDoc(doc(ctx.firestore(), path(SCHOOL_B), 'b-1'), job(PEOPLE.adminB.uid));
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const [school, id] of [
      [SCHOOL_A, 'mine'],
      [SCHOOL_A, 'another-admins'],
      [SCHOOL_B, 'b-1'],
    ] as const)
      await deleteDoc(doc(ctx.firestore(), path(school), id));
  });
  await env.cleanup();
});

describe('jobs: read by the Admin who started it', () => {
  it('adminA reads their own export and lists their own', async () => {
    const db = firestoreAs(env, 'adminA');
    await assertSucceeds(getDoc(doc(db, path(SCHOOL_A), 'mine')));
    const own = query(collection(db, path(SCHOOL_A)), where('createdBy', '==', PEOPLE.adminA.uid));
    expect((await assertSucceeds(getDocs(own))).size).toBe(1);
  });
  it("adminA cannot read another Admin's export, nor list every export", async () => {
    const db = firestoreAs(env, 'adminA');
    await assertFails(getDoc(doc(db, path(SCHOOL_A), 'another-admins')));
    await assertFails(getDocs(collection(db, path(SCHOOL_A))));
  });
  it.each(EVERYONE.filter((who) => who !== 'adminA'))('%s cannot read school A’s jobs', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(getDoc(doc(db, path(SCHOOL_A), 'mine')));
    await assertFails(getDocs(query(collection(db, path(SCHOOL_A)), where('createdBy', '==', PEOPLE.adminA.uid))));
  });
  it('adminB reads school B’s own, and adminA cannot', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, 'adminB'), path(SCHOOL_B), 'b-1')));
    await assertFails(getDoc(doc(firestoreAs(env, 'adminA'), path(SCHOOL_B), 'b-1')));
  });
});

describe('jobs: written by the server only', () => {
  it.each(EVERYONE)('%s cannot create, update or delete', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(setDoc(doc(db, path(SCHOOL_A), 'new'), job(PEOPLE.adminA.uid)));
    await assertFails(updateDoc(doc(db, path(SCHOOL_A), 'mine'), { state: 'failed' }));
    await assertFails(deleteDoc(doc(db, path(SCHOOL_A), 'mine')));
  });
});

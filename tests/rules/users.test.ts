import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { firestoreAs, PEOPLE, type Person, rulesEnvironment, SCHOOL_A } from '../support/rules';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const [, person] of Object.entries(PEOPLE)) {
      await setDoc(doc(ctx.firestore(), 'users', person.uid), {
        email: `${person.uid}@rules.test`,
        role: person.claims.role,
        school_id: person.claims.school_id,
        modules: { Dashboard: true },
      });
    }
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const person of Object.values(PEOPLE)) await deleteDoc(doc(ctx.firestore(), 'users', person.uid));
  });
  await env.cleanup();
});

const teacherRecord = PEOPLE.teacherA.uid;

describe('users/{uid}: get', () => {
  const cases: [Person | 'signedOut', boolean][] = [
    ['signedOut', false],
    ['teacherA', true], // own record
    ['studentA', false],
    ['parentA', false],
    ['adminA', true], // Admin of the same school
    ['adminB', false], // Admin of the other school
  ];
  it.each(cases)('%s reading the teacher’s record: allowed=%s', async (who, allowed) => {
    const read = getDoc(doc(firestoreAs(env, who), 'users', teacherRecord));
    await (allowed ? assertSucceeds(read) : assertFails(read));
  });
});

describe('users: list', () => {
  it('lets an Admin list the users of their own school', async () => {
    const db = firestoreAs(env, 'adminA');
    await assertSucceeds(getDocs(query(collection(db, 'users'), where('school_id', '==', SCHOOL_A))));
  });
  it('refuses an Admin listing every user', async () => {
    await assertFails(getDocs(collection(firestoreAs(env, 'adminA'), 'users')));
  });
  it.each(['adminB', 'teacherA', 'parentA', 'signedOut'] as const)(
    'refuses %s listing school A’s users',
    async (who) => {
      await assertFails(getDocs(query(collection(firestoreAs(env, who), 'users'), where('school_id', '==', SCHOOL_A))));
    },
  );
});

describe('users: writes go through the API only', () => {
  it.each(['teacherA', 'adminA', 'adminB', 'signedOut'] as const)('%s cannot create, update or delete', async (who) => {
    const db = firestoreAs(env, who);
    await assertFails(setDoc(doc(db, 'users', 'rules-new-user'), { role: 'Admin', school_id: SCHOOL_A }));
    await assertFails(updateDoc(doc(db, 'users', teacherRecord), { role: 'Admin' }));
    await assertFails(deleteDoc(doc(db, 'users', teacherRecord)));
  });
});

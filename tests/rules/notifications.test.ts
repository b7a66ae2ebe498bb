import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { firestoreAs, PEOPLE, type Person, rulesEnvironment, SCHOOL_A, SCHOOL_B } from '../support/rules';

let env: RulesTestEnvironment;
const path = (school: string, id: string) => `schools/${school}/notifications/${id}`;
const OWNERS = ['adminA', 'teacherA', 'studentA', 'parentA'] as const;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const who of OWNERS)
      await setDoc(doc(ctx.firestore(), path(SCHOOL_A, `note-${who}`)), {
        recipientUid: PEOPLE[who].uid,
        title: 'Hello',
        body: 'A notification.',
        link: null,
        read: false,
        createdAt: 1,
      });
    await setDoc(doc(ctx.firestore(), path(SCHOOL_B, 'note-adminB')), {
      recipientUid: PEOPLE.adminB.uid,
      title: 'Hello',
      body: 'A notification.',
      link: null,
      read: false,
      createdAt: 1,
    });
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const who of OWNERS) await deleteDoc(doc(ctx.firestore(), path(SCHOOL_A, `note-${who}`)));
    await deleteDoc(doc(ctx.firestore(), path(SCHOOL_B, 'note-adminB')));
  });
  await env.cleanup();
});

describe('schools/{school}/notifications: get', () => {
  const everyone: (Person | 'signedOut')[] = ['signedOut', ...OWNERS, 'adminB'];
  for (const owner of OWNERS) {
    it.each(everyone)(`%s reading ${owner}’s notification: allowed only to its owner`, async (who) => {
      const read = getDoc(doc(firestoreAs(env, who), path(SCHOOL_A, `note-${owner}`)));
      await (who === owner ? assertSucceeds(read) : assertFails(read));
    });
  }
});

describe('schools/{school}/notifications: list', () => {
  it.each(OWNERS)('lets %s list their own notifications', async (who) => {
    const db = firestoreAs(env, who);
    await assertSucceeds(
      getDocs(query(collection(db, `schools/${SCHOOL_A}/notifications`), where('recipientUid', '==', PEOPLE[who].uid))),
    );
  });
  it.each(OWNERS)('refuses %s listing every notification of the school', async (who) => {
    await assertFails(getDocs(collection(firestoreAs(env, who), `schools/${SCHOOL_A}/notifications`)));
  });
  it('refuses an Admin of another school listing by a school-A user’s uid', async () => {
    const db = firestoreAs(env, 'adminB');
    await assertFails(
      getDocs(
        query(collection(db, `schools/${SCHOOL_A}/notifications`), where('recipientUid', '==', PEOPLE.adminA.uid)),
      ),
    );
  });
  it('refuses a signed-out visitor', async () => {
    const db = firestoreAs(env, 'signedOut');
    await assertFails(
      getDocs(
        query(collection(db, `schools/${SCHOOL_A}/notifications`), where('recipientUid', '==', PEOPLE.adminA.uid)),
      ),
    );
  });
  it('refuses a user of school A listing their uid in school B', async () => {
    const db = firestoreAs(env, 'adminA');
    await assertFails(
      getDocs(
        query(collection(db, `schools/${SCHOOL_B}/notifications`), where('recipientUid', '==', PEOPLE.adminA.uid)),
      ),
    );
  });
});

describe('schools/{school}/notifications: writes go through the API only', () => {
  it.each(['signedOut', ...OWNERS, 'adminB'] as const)(
    '%s cannot create, update or delete, even their own',
    async (who) => {
      const db = firestoreAs(env, who);
      const own = who === 'signedOut' || who === 'adminB' ? 'note-adminA' : `note-${who}`;
      await assertFails(
        setDoc(doc(db, path(SCHOOL_A, 'rules-new')), { recipientUid: 'x', title: 't', body: 'b', read: false }),
      );
      await assertFails(updateDoc(doc(db, path(SCHOOL_A, own)), { read: true }));
      await assertFails(deleteDoc(doc(db, path(SCHOOL_A, own))));
    },
  );
});

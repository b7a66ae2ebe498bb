import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_PAGE, migrateAccounts } from '../../functions/src/lib/account-migration';
import { admin } from '../support/emulators';

/** A school of its own, holding records in the shape they were saved in before `account` existed. */
const SCHOOL = 'migration-test-school';
const base = `schools/${SCHOOL}`;
const OLD_STUDENTS = MIGRATION_PAGE + 3;

async function wipe() {
  const { db } = admin();
  await db.recursiveDelete(db.doc(base));
  for (const uid of ['mig-active', 'mig-off']) await db.doc(`users/${uid}`).delete();
}

beforeAll(async () => {
  await wipe();
  const { db } = admin();
  const writer = db.bulkWriter();
  void writer.set(db.doc(base), { name: 'Migration Test School', timezone: 'Europe/London' });
  for (let i = 0; i < OLD_STUDENTS; i++)
    void writer.set(db.doc(`${base}/students/old-${String(i).padStart(4, '0')}`), {
      firstName: 'Old',
      lastName: `Student ${i}`,
      accountUid: null,
    });
  void writer.set(db.doc(`${base}/teachers/linked`), {
    firstName: 'Ada',
    lastName: 'Linked',
    accountUid: 'mig-active',
  });
  void writer.set(db.doc(`${base}/staff/switched-off`), { firstName: 'Bo', lastName: 'Off', accountUid: 'mig-off' });
  void writer.set(db.doc(`${base}/parents/no-field`), { firstName: 'Cy', lastName: 'Parent' });
  void writer.set(db.doc(`${base}/parents/invited`), {
    firstName: 'Di',
    lastName: 'Invited',
    accountUid: null,
    account: { state: 'invited', invitationId: 'inv-1', invitedAt: 1, expiresAt: 2, channel: 'letter' },
  });
  void writer.set(db.doc('users/mig-active'), { school_id: SCHOOL, disabled: false });
  void writer.set(db.doc('users/mig-off'), { school_id: SCHOOL, disabled: true });
  await writer.close();
});
afterAll(wipe);

describe('migrating person records to carry an account summary', () => {
  it('gives each record without one the summary its sign-in decides, in pages, and counts them', async () => {
    const { db } = admin();
    const counts = await migrateAccounts(db, SCHOOL);
    expect(counts).toEqual([
      { school: SCHOOL, collection: 'teachers', read: 1, alreadySet: 0, none: 0, active: 1, off: 0 },
      { school: SCHOOL, collection: 'staff', read: 1, alreadySet: 0, none: 0, active: 0, off: 1 },
      {
        school: SCHOOL,
        collection: 'students',
        read: OLD_STUDENTS,
        alreadySet: 0,
        none: OLD_STUDENTS,
        active: 0,
        off: 0,
      },
      { school: SCHOOL, collection: 'parents', read: 2, alreadySet: 1, none: 1, active: 0, off: 0 },
    ]);
    const none = { state: 'none', invitationId: null, invitedAt: null, expiresAt: null, channel: null };
    expect((await db.doc(`${base}/teachers/linked`).get()).get('account')).toEqual({ ...none, state: 'active' });
    expect((await db.doc(`${base}/staff/switched-off`).get()).get('account')).toEqual({ ...none, state: 'off' });
    expect((await db.doc(`${base}/parents/no-field`).get()).get('account')).toEqual(none);
    expect((await db.doc(`${base}/parents/invited`).get()).get('account.state')).toBe('invited');
    const last = await db.doc(`${base}/students/old-${String(OLD_STUDENTS - 1).padStart(4, '0')}`).get();
    expect(last.get('account')).toEqual(none);
    expect(last.get('lastName')).toBe(`Student ${OLD_STUDENTS - 1}`);
    // The lists' filter now finds them: an equality on account.state.
    const found = await db.collection(`${base}/students`).where('account.state', '==', 'none').count().get();
    expect(found.data().count).toBe(OLD_STUDENTS);
  });

  it('changes nothing when run again', async () => {
    const { db } = admin();
    const before = (await db.doc(`${base}/students/old-0000`).get()).updateTime;
    const counts = await migrateAccounts(db, SCHOOL);
    expect(counts.every((c) => c.none + c.active + c.off === 0)).toBe(true);
    expect(counts.reduce((n, c) => n + c.alreadySet, 0)).toBe(OLD_STUDENTS + 4);
    expect((await db.doc(`${base}/students/old-0000`).get()).updateTime?.isEqual(before!)).toBe(true);
  });
});

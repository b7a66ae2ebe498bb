/**
 * Inviting many at once: everyone of a kind that a filter picks, within one class, and a named list where some are
 * refused (an account already, archived, no e-mail address for an e-mail invitation), each counted in the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRateLimits } from '../support/accounts';
import { admin, idTokenFor } from '../support/emulators';
import { accountsCall, keepParents, SCHOOL as SCHOOL_ID } from '../support/invitations';

const SCHOOL = `schools/${SCHOOL_ID}`;
let token = '';
const invite = (body: unknown) => accountsCall('invite', token, body);
/** Every parent record as it was, to put back. */
let parents: Awaited<ReturnType<typeof keepParents>>;

/** The parents of class 7A's students, and which of them have no account. */
async function parentsOf7A() {
  const { db } = admin();
  const students = await db.collection(`${SCHOOL}/students`).where('classId', '==', 'class-7a').get();
  const ids = [...new Set(students.docs.flatMap((s) => s.get('guardianIds') as string[]))];
  const parents = await db.getAll(...ids.map((id) => db.doc(`${SCHOOL}/parents/${id}`)));
  return { all: parents, withoutAccount: parents.filter((p) => !p.get('accountUid') && !p.get('archived')) };
}

beforeAll(async () => {
  await clearRateLimits();
  token = await idTokenFor('admin@demo-academy.test');
  parents = await keepParents();
});
afterAll(() => parents.restore());

describe('POST /api/accounts/invite for many', () => {
  it('invites on paper every parent of 7A without an account, one letter each naming their children', async () => {
    const { all, withoutAccount } = await parentsOf7A();
    expect(withoutAccount.length).toBeGreaterThan(1);
    expect(all.length).toBeGreaterThan(withoutAccount.length); // the demo parent of 7A has an account: not picked

    const res = await invite({ kind: 'parents', filter: 'noAccount', classId: 'class-7a', channel: 'letter' });
    expect(res.status).toBe(200);
    expect(res.body.invited).toBe(withoutAccount.length);
    expect(res.body.refused).toBe(0);
    expect(res.body.message).toBe(`${withoutAccount.length} letters to print.`);
    expect(res.body.schoolName).toBe('Demo Academy');
    expect(res.body.letters!.map((l) => l.personId).sort()).toEqual(withoutAccount.map((p) => p.id).sort());
    for (const letter of res.body.letters!) {
      expect(letter.code).toMatch(/^[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}$/);
      expect(letter.children.length).toBeGreaterThan(0);
    }
    const { withoutAccount: after } = await parentsOf7A();
    for (const p of after) expect(p.get('account.state')).toBe('invited');

    // Asked again, nobody of 7A is left without an account; the expired filter finds nobody either.
    const again = await invite({ kind: 'parents', filter: 'noAccount', classId: 'class-7a', channel: 'letter' });
    expect(again.body.invited).toBe(0);
    const reinvite = await invite({ kind: 'parents', filter: 'invited', classId: 'class-7a', channel: 'letter' });
    expect(reinvite.body.invited).toBe(withoutAccount.length);
  });

  it('counts the people it refuses, and says why', async () => {
    const { db } = admin();
    await db.doc(`${SCHOOL}/parents/parent-15`).update({ archived: true });
    await db.doc(`${SCHOOL}/parents/parent-14`).update({ email: '' });
    const people = ['parent-01', 'parent-13', 'parent-14', 'parent-15'].map((id) => ({ kind: 'parents', id }));
    const res = await invite({ people, channel: 'email' });
    expect(res.status).toBe(200);
    expect(res.body.invited).toBe(1);
    expect(res.body.refused).toBe(3);
    expect(res.body.message).toBe(
      '1 person invited by e-mail; 2 not invited: already have an account or archived; ' +
        '1 not invited: no e-mail address on file (invite on paper).',
    );
    expect((await db.doc(`${SCHOOL}/parents/parent-14`).get()).get('account.state')).not.toBe('invited');
  });

  it('refuses a class for teachers, and a class not in the school, naming the field', async () => {
    const teachers = await invite({ kind: 'teachers', filter: 'noAccount', classId: 'class-7a', channel: 'email' });
    expect(teachers.status).toBe(400);
    expect(teachers.body.message).toMatch(/^Class: /);
    const missing = await invite({ kind: 'parents', filter: 'noAccount', classId: 'class-nope', channel: 'email' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Class: no class class-nope in your school.');
  });
});

/**
 * Invitations: the office invites (by e-mail through the mail catcher, or on paper with a code shown once); /join
 * checks and accepts. Every route for each role, the other school and signed out; used, expired, revoked, replaced and
 * guessed codes; an invitation accepted while signed in to another school; two accepts at once.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { NO_ACCOUNT } from '@academy/shared/invitations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRateLimits, removeAccount } from '../support/accounts';
import { admin, idTokenFor } from '../support/emulators';
import { accountsCall, caughtMail, clearCaughtMail, newSignIn as freshSignIn, SCHOOL } from '../support/invitations';

const tokens: Record<string, string> = {};
const post = (path: string, who: string | undefined, body: unknown) =>
  accountsCall(path, who ? (tokens[who] ?? who) : undefined, body);
const USED = ['parent-08', 'parent-09', 'parent-10', 'parent-11', 'parent-12', 'parent-13', 'parent-14'];
const newUsers: string[] = [];

/** A brand-new sign-in with no role, as /join makes one, removed after the tests. */
async function newSignIn(email: string) {
  const made = await freshSignIn(email);
  newUsers.push(made.uid);
  return made;
}

async function letterCode(personId: string) {
  const res = await post('invite', 'admin', { people: [{ kind: 'parents', id: personId }], channel: 'letter' });
  expect(res.status).toBe(200);
  return res.body.letters![0]!.code;
}

const parent = async (id: string) => (await admin().db.doc(`schools/${SCHOOL}/parents/${id}`).get()).data()!;

beforeAll(async () => {
  await clearRateLimits();
  await clearCaughtMail();
  tokens.admin = await idTokenFor('admin@demo-academy.test');
  tokens.teacher = await idTokenFor('teacher@demo-academy.test');
  tokens.parent = await idTokenFor('parent@demo-academy.test');
  tokens.student = await idTokenFor('student@demo-academy.test');
  tokens.northside = await idTokenFor('admin@northside.test');
});
afterAll(async () => {
  const { db } = admin();
  for (const id of USED) {
    const uid = (await parent(id)).accountUid as string | null;
    await db.doc(`schools/${SCHOOL}/parents/${id}`).update({ accountUid: null, account: NO_ACCOUNT });
    if (!uid) continue;
    for (const s of (
      await db.collection(`schools/${SCHOOL}/students`).where('guardianUids', 'array-contains', uid).get()
    ).docs)
      if (uid !== 'demo-parent') await s.ref.update({ guardianUids: FieldValue.arrayRemove(uid) });
  }
  // The demo parent gained parent-12's child in one test: give it back.
  for (const s of (
    await db.collection(`schools/${SCHOOL}/students`).where('guardianIds', 'array-contains', 'parent-12').get()
  ).docs)
    await s.ref.update({ guardianUids: FieldValue.arrayRemove('demo-parent') });
  // Each class's guardians as its students' again (as the seed made them).
  for (const c of (await db.collection(`schools/${SCHOOL}/classes`).get()).docs) {
    const roster = await db.collection(`schools/${SCHOOL}/students`).where('classId', '==', c.id).get();
    const uids = [...new Set(roster.docs.flatMap((s) => (s.get('guardianUids') as string[]) ?? []))].sort();
    await c.ref.update({ guardianUids: uids });
  }
  await db.recursiveDelete(db.collection(`schools/${SCHOOL}/invitations`));
  await db.recursiveDelete(db.collection(`schools/${SCHOOL}/mail`));
  for (const uid of newUsers) await removeAccount(uid);
  await clearRateLimits();
});

describe('POST /api/accounts/invite', () => {
  it('is the school’s Admins’ alone, and writes nothing for anyone else', async () => {
    const body = { people: [{ kind: 'parents', id: 'parent-08' }], channel: 'letter' };
    expect((await post('invite', undefined, body)).status).toBe(401);
    for (const who of ['teacher', 'parent', 'student']) expect((await post('invite', who, body)).status).toBe(403);
    // Another school's Admin: the id is looked up in their own school only.
    expect((await post('invite', 'northside', body)).status).toBe(404);
    expect((await parent('parent-08')).account.state).toBe('none');
    expect((await admin().db.collection(`schools/${SCHOOL}/invitations`).get()).size).toBe(0);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const res = await post('invite', 'admin', { people: [{ kind: 'parents', id: 'parent-08' }], channel: 'fax' });
    expect(res.body).toEqual({ status: 400, message: 'How to invite must be email or letter.' });
    expect((await post('invite', 'admin', { people: [], channel: 'email' })).body.message).toBe(
      'People: choose at least one person to invite.',
    );
  });

  it('invites on paper: the code comes back once, only its hash is stored, the person shows as invited', async () => {
    const res = await post('invite', 'admin', {
      people: [
        { kind: 'parents', id: 'parent-08' },
        { kind: 'parents', id: 'parent-01' },
      ],
      channel: 'letter',
    });
    expect(res.status).toBe(200);
    expect(res.body.invited).toBe(1);
    expect(res.body.refused).toBe(1);
    const code = res.body.letters![0]!.code;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}$/);
    const stored = (await admin().db.collection(`schools/${SCHOOL}/invitations`).get()).docs.map((d) => d.data());
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''));
    expect(stored[0]).toMatchObject({ personId: 'parent-08', role: 'Parent', channel: 'letter', state: 'pending' });
    expect((await parent('parent-08')).account).toMatchObject({ state: 'invited', channel: 'letter' });
    expect(res.body.message).toContain('1 not invited: already has an account');
  });

  it('invites by e-mail: the message reaches the mail catcher with the /join link and is recorded as sent', async () => {
    const res = await post('invite', 'admin', { people: [{ kind: 'parents', id: 'parent-09' }], channel: 'email' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('1 person invited by e-mail.');
    const email = (await parent('parent-09')).email as string;
    const caught = await caughtMail();
    const mine = caught.find((m) => m.to.includes(email))!;
    expect(mine.subject).toBe('Join Demo Academy on Academy');
    expect(mine.text).toMatch(/\/join\?token=[A-Za-z0-9_-]{32}/);
    const records = (await admin().db.collection(`schools/${SCHOOL}/mail`).where('to', '==', email).get()).docs;
    expect(records.map((r) => r.get('state'))).toEqual(['sent']);
  });
});

describe('POST /api/accounts/checkInvitation (signed out)', () => {
  it('tells the school, first name and role of a valid code, typed in any case and without dashes', async () => {
    const code = await letterCode('parent-10');
    const res = await post('checkInvitation', undefined, { code: code.replace(/-/g, '').toLowerCase() });
    const p = await parent('parent-10');
    expect(res.body).toMatchObject({ valid: true, schoolName: 'Demo Academy', firstName: p.firstName, role: 'Parent' });
    // The school's id and whether it has a logo, so /join can show it through the public logo route.
    expect(res.body).toMatchObject({ schoolId: SCHOOL, hasLogo: expect.any(Boolean) as boolean });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'expiresAt',
        'firstName',
        'hasLogo',
        'locale',
        'message',
        'methods',
        'passwordPolicy',
        'role',
        'schoolId',
        'schoolName',
        'status',
        'timeZone',
        'valid',
      ].sort(),
    );
    // What /join needs to show the expiry as the school reads it, and the password rule before anything is typed.
    expect(res.body).toMatchObject({
      timeZone: 'Europe/London',
      locale: 'en-GB',
      passwordPolicy: { minLength: expect.any(Number) as number },
    });
  });
  it('refuses a guessed code and a malformed one with a clear 4xx', async () => {
    expect((await post('checkInvitation', undefined, { code: '222-222-222' })).status).toBe(404);
    expect((await post('checkInvitation', undefined, { code: 'hello' })).body.message).toBe(
      'Code must be the 9 characters from the letter, such as 7KQ-M4X-2PD.',
    );
  });
});

describe('POST /api/accounts/acceptInvitation', () => {
  it('makes a new sign-in the invited Parent, linked to their children, with nothing taken from the client', async () => {
    const code = await letterCode('parent-11');
    const me = await newSignIn('joining-parent-11@example.test');
    expect((await post('acceptInvitation', undefined, { code })).status).toBe(401);
    expect((await post('acceptInvitation', me.token, { code, role: 'Admin' })).status).toBe(400);
    const res = await post('acceptInvitation', me.token, { code });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('Parent');
    const { auth, db } = admin();
    expect((await auth.getUser(me.uid)).customClaims).toEqual({ role: 'Parent', school_id: SCHOOL });
    expect((await db.doc(`users/${me.uid}`).get()).data()).toMatchObject({ role: 'Parent', personId: 'parent-11' });
    const p = await parent('parent-11');
    expect(p.accountUid).toBe(me.uid);
    expect(p.account.state).toBe('active');
    for (const child of p.childIds as string[])
      expect((await db.doc(`schools/${SCHOOL}/students/${child}`).get()).get('guardianUids')).toContain(me.uid);
    // Used: a second sign-in cannot use it again.
    const other = await newSignIn('second-try-11@example.test');
    const again = await post('acceptInvitation', other.token, { code });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('This invitation has already been used. Sign in instead.');
  });

  it('refuses an expired, a revoked and a replaced code', async () => {
    const { db } = admin();
    const me = await newSignIn('joining-late@example.test');
    const expired = await letterCode('parent-12');
    const id = (await parent('parent-12')).account.invitationId as string;
    await db.doc(`schools/${SCHOOL}/invitations/${id}`).update({ expiresAt: Date.now() - 1000 });
    await db.doc(`schools/${SCHOOL}/parents/parent-12`).update({ 'account.expiresAt': Date.now() - 1000 });
    expect((await post('checkInvitation', undefined, { code: expired })).body.valid).toBe(false);
    expect((await post('acceptInvitation', me.token, { code: expired })).body.message).toBe(
      'This invitation has expired. Ask the school office to send a new one.',
    );

    const replaced = await letterCode('parent-12');
    const current = await letterCode('parent-12');
    expect((await post('acceptInvitation', me.token, { code: replaced })).status).toBe(410);
    expect((await db.doc(`schools/${SCHOOL}/invitations/${id}`).get()).get('state')).toBe('replaced');

    for (const who of ['teacher', 'parent', undefined])
      expect((await post('revokeInvitation', who, { personType: 'parents', personId: 'parent-12' })).status).not.toBe(
        200,
      );
    expect((await post('revokeInvitation', 'northside', { personType: 'parents', personId: 'parent-12' })).status).toBe(
      404,
    );
    const revoked = await post('revokeInvitation', 'admin', { personType: 'parents', personId: 'parent-12' });
    expect(revoked.status).toBe(200);
    expect((await parent('parent-12')).account.state).toBe('none');
    const res = await post('acceptInvitation', me.token, { code: current });
    expect(res.status).toBe(410);
    expect(res.body.message).toBe('This invitation was withdrawn by the school. Ask the school office for a new one.');
    expect((await parent('parent-12')).accountUid).toBeNull();
  });

  it('refuses an account of another school, and a student’s, and adds to one of the same role', async () => {
    const code = await letterCode('parent-12');
    const cross = await post('acceptInvitation', 'northside', { code });
    expect(cross.status).toBe(403);
    expect(cross.body.message).toContain('another school');
    // A student's account is theirs alone; a teacher's gains the role instead (tests/api/switch-role.test.ts).
    const student = await post('acceptInvitation', 'student', { code });
    expect(student.status).toBe(409);
    expect(student.body.message).toBe(
      'This invitation is for a Parent, and you are signed in as a Student. Sign out and make a new sign-in for it, or ask the school office.',
    );
    const added = await post('acceptInvitation', 'parent', { code });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('The invitation is added to your account at Demo Academy.');
    expect((await parent('parent-12')).accountUid).toBe('demo-parent');
    const { auth } = admin();
    expect((await auth.getUserByEmail('parent@demo-academy.test')).customClaims).toMatchObject({ role: 'Parent' });
  });

  it('lets exactly one of two accepts at once win', async () => {
    const code = await letterCode('parent-13');
    const [a, b] = await Promise.all([newSignIn('race-a@example.test'), newSignIn('race-b@example.test')]);
    const results = await Promise.all([
      post('acceptInvitation', a.token, { code }),
      post('acceptInvitation', b.token, { code }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
    const winner = results[0]!.status === 200 ? a.uid : b.uid;
    expect((await parent('parent-13')).accountUid).toBe(winner);
    const loser = winner === a.uid ? b.uid : a.uid;
    expect((await admin().auth.getUser(loser)).customClaims ?? {}).toEqual({});
    expect((await admin().db.doc(`users/${loser}`).get()).exists).toBe(false);
  });

  it('stops guessing: codes that match nothing are limited per address', async () => {
    await clearRateLimits();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await post('checkInvitation', undefined, { code: `22${String(i).padStart(7, '2').replace(/[01]/g, '3')}` }))
          .status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    await clearRateLimits();
  });
});

/**
 * Every guardian of a child is in a conversation about the child, except one the student's record lets staff leave out
 * (`messagesMayLeaveOut`, set by the office through /messages/updateChildGuardians) and the writer did not choose.
 * Aisha (student-01) gets a second guardian with an account for these tests; everything is put back afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipients } from '@academy/shared/messages';
import { DEMO_SCHOOLS } from '../../emulators/demo-data';
import { demoMessages } from '../../emulators/demo-messages';
import { admin } from '../support/emulators';
import { refusesBadBodies } from '../support/refusals';
import { auditActions, post, record, refusesOtherRoles, SCHOOL, signInAll, tokenOf } from '../support/school-api';

const ADMIN = 'admin@demo-academy.test';
const TEACHER = 'teacher@demo-academy.test';
const NORTH = 'admin@northside.test';
const CHILD = 'student-01';
const SECOND = 'guardians-test-parent';
const SECOND_UID = 'guardians-test-uid';
const ALWAYS = { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59' };

const { db } = admin();
const school = (path: string) => db.doc(`schools/${SCHOOL}/${path}`);
let childBefore: Record<string, unknown> = {};

/** The teacher's conversations: the demo's, and those these tests start (put back as the demo had them after). */
async function removeConversations() {
  const all = await db
    .collection(`schools/${SCHOOL}/conversations`)
    .where('participantUids', 'array-contains', 'demo-teacher')
    .get();
  for (const c of all.docs) await db.recursiveDelete(c.ref);
  for (const uid of ['demo-teacher', 'demo-parent', SECOND_UID]) await school(`messageInboxes/${uid}`).delete();
}

/**
 * Waits until the records that copy Aisha's guardians (her registers) have followed the change, so the trigger does not
 * write while a later test compares what is stored: with `uids` added, or (none given) without the second guardian.
 */
async function copiesFollow(uids: string[]) {
  const followed = async () =>
    (await db.collection(`schools/${SCHOOL}/attendanceRecords`).where('studentId', '==', CHILD).get()).docs.every(
      (d) => {
        const copied = d.get('guardianUids') as string[];
        return uids.length ? uids.every((u) => copied.includes(u)) : !copied.includes(SECOND_UID);
      },
    );
  for (let tries = 0; tries < 40 && !(await followed()); tries++) await new Promise((r) => setTimeout(r, 500));
  expect(await followed()).toBe(true);
}

/** Who is in the conversation the teacher starts about Aisha, naming these guardians. */
async function startWith(guardians: string[]) {
  const res = await post(TEACHER, '/messages/start', {
    with: guardians.map((id) => ({ kind: 'parents', id })),
    aboutStudentId: CHILD,
    text: 'Aisha did brilliantly today.',
  });
  expect(res.status, res.body.message).toBe(200);
  const id = (res.body as unknown as { conversationId: string }).conversationId;
  return ((await record(`conversations/${id}`))?.participantUids as string[]).sort();
}

async function offered() {
  const res = await post(TEACHER, '/messages/recipients', { aboutStudentId: CHILD });
  const groups = (res.body as unknown as Recipients).groups;
  return groups
    .flatMap((g) => g.recipients)
    .filter((r) => r.kind === 'parents' && r.aboutStudentId === CHILD)
    .map((r) => [r.id, r.alwaysIncluded]);
}

beforeAll(async () => {
  await signInAll();
  const ben = (await record(`students/${CHILD}`))!;
  childBefore = {
    guardianIds: ben.guardianIds,
    guardianUids: ben.guardianUids,
    messagesMayLeaveOut: ben.messagesMayLeaveOut ?? [],
  };
  const parent01 = (await record('parents/parent-01'))!;
  await school(`parents/${SECOND}`).set({
    ...parent01,
    firstName: 'Kemi',
    email: 'kemi.adeyemi@families.test',
    accountUid: SECOND_UID,
    childIds: [CHILD],
  });
  await school(`students/${CHILD}`).update({
    guardianIds: ['parent-01', SECOND],
    guardianUids: ['demo-parent', SECOND_UID],
    messagesMayLeaveOut: [],
  });
  await copiesFollow([SECOND_UID]);
  expect((await post(TEACHER, '/messages/updateHours', { hours: ALWAYS, awayNotice: null })).status).toBe(200);
  await removeConversations();
});

afterAll(async () => {
  await removeConversations();
  const { records, messages } = demoMessages(DEMO_SCHOOLS[0]!, Date.now());
  for (const r of records) await school(`${r.collection}/${r.id}`).set(r.data);
  for (const m of messages) await school(`conversations/${m.conversationId}/messages/${m.id}`).set(m.data);
  await school(`students/${CHILD}`).update(childBefore);
  await school(`parents/${SECOND}`).delete();
  await copiesFollow([]);
});

describe('a child’s guardians in a conversation about them', () => {
  it('puts every guardian in, whoever the teacher chose, while the record allows leaving nobody out', async () => {
    expect(await offered()).toEqual([
      ['parent-01', true],
      [SECOND, true],
    ]);
    expect(await startWith(['parent-01'])).toEqual(['demo-parent', 'demo-teacher', SECOND_UID].sort());
  });

  it('leaves out a guardian the record allows, unless the teacher chooses them', async () => {
    const res = await post(ADMIN, '/messages/updateChildGuardians', { studentId: CHILD, mayLeaveOut: [SECOND] });
    expect(res.body.message).toMatch(/^Saved: who is always in conversations about Aisha/);
    expect((await record(`students/${CHILD}`))?.messagesMayLeaveOut).toEqual([SECOND]);
    expect(await auditActions(`students/${CHILD}`)).toContain('student.messageGuardiansUpdated');
    expect(await offered()).toEqual([
      ['parent-01', true],
      [SECOND, false],
    ]);
    expect(await startWith(['parent-01'])).toEqual(['demo-parent', 'demo-teacher'].sort());
    expect(await startWith(['parent-01', SECOND])).toEqual(['demo-parent', 'demo-teacher', SECOND_UID].sort());
  });

  it('sends a message to the whole class to every guardian, as a post reaches them', async () => {
    await removeConversations();
    const res = await post(TEACHER, '/messages/sendToClass', { classId: 'class-7a', text: 'Trip on Friday.' });
    expect(res.status, res.body.message).toBe(200);
    const about = await db.collection(`schools/${SCHOOL}/conversations`).where('aboutStudentId', '==', CHILD).get();
    expect(about.docs.map((d) => (d.get('participantUids') as string[]).sort())).toEqual([
      ['demo-parent', 'demo-teacher', SECOND_UID].sort(),
    ]);
  });
});

describe('/messages/updateChildGuardians', () => {
  refusesBadBodies(
    '/messages/updateChildGuardians',
    { studentId: CHILD, mayLeaveOut: [] },
    ['studentId', 'mayLeaveOut'],
    () => tokenOf(ADMIN),
  );
  refusesOtherRoles(
    '/messages/updateChildGuardians',
    () => ({ studentId: CHILD, mayLeaveOut: [] }),
    () => `students/${CHILD}`,
  );

  it('refuses a parent who is not the child’s guardian, naming the field, and writes nothing', async () => {
    const before = await record(`students/${CHILD}`);
    const res = await post(ADMIN, '/messages/updateChildGuardians', { studentId: CHILD, mayLeaveOut: ['parent-05'] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('May be left out of messages: choose only guardians of Aisha Adeyemi.');
    expect(await record(`students/${CHILD}`)).toEqual(before);
  });

  it('keeps another school apart: its Admin’s “student-01” is their own child, never this school’s', async () => {
    const before = await record(`students/${CHILD}`);
    const res = await post(NORTH, '/messages/updateChildGuardians', { studentId: CHILD, mayLeaveOut: [SECOND] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^May be left out of messages: choose only guardians of /);
    expect(await record(`students/${CHILD}`)).toEqual(before);
  });
});

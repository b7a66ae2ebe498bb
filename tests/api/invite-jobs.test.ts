/**
 * Inviting many is a job: the request records it and answers at once; the server works through it in chunks in the
 * background, keeping counts, the refused people with their reason, and the letters' codes. Only a school's Admin
 * starts one.
 */
import { type InviteJobDoc, inviteJobSummary } from '@academy/shared/invite-jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRateLimits } from '../support/accounts';
import { admin, callApi, idTokenFor } from '../support/emulators';

const SCHOOL = 'schools/demo-academy-school';
type Started = { status: number; message: string; jobId: string; total: number };
const tokens: Record<string, string> = {};
const start = (body: unknown, who = 'admin') =>
  callApi<Started>('POST', '/accounts/inviteJobs/start', { token: tokens[who], body });
const before = new Map<string, FirebaseFirestore.DocumentData>();
const MANY = 450;

/** Waits for the job to finish, noting every different `done` it passed through. */
async function finished(jobId: string, school = SCHOOL) {
  const ref = admin().db.doc(`${school}/inviteJobs/${jobId}`);
  const seen: number[] = [];
  for (let i = 0; i < 300; i++) {
    const job = (await ref.get()).data() as InviteJobDoc;
    if (seen.at(-1) !== job.done) seen.push(job.done);
    if (job.state !== 'running') return { job, seen };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${jobId} still running`);
}

async function jobCount() {
  return (await admin().db.collection(`${SCHOOL}/inviteJobs`).count().get()).data().count;
}

beforeAll(async () => {
  await clearRateLimits();
  for (const who of ['admin', 'teacher', 'parent', 'student'])
    tokens[who] = await idTokenFor(`${who}@demo-academy.test`);
  tokens.northside = await idTokenFor('admin@northside.test');
  for (const p of (await admin().db.collection(`${SCHOOL}/parents`).get()).docs) before.set(p.id, p.data());
});
afterAll(async () => {
  const { db } = admin();
  const now = await db.collection(`${SCHOOL}/parents`).get();
  const batch = db.batch();
  for (const p of now.docs) if (!before.has(p.id)) batch.delete(p.ref);
  for (const [id, data] of before) batch.set(db.doc(`${SCHOOL}/parents/${id}`), data);
  await batch.commit();
  await db.recursiveDelete(db.collection(`${SCHOOL}/invitations`));
  await db.recursiveDelete(db.collection(`${SCHOOL}/inviteJobs`));
  await fetch('http://127.0.0.1:1080/email', { method: 'DELETE' });
});

describe('POST /api/accounts/inviteJobs/start', () => {
  it('invites the parents of 7A on paper in the background: counts, the refused by name, the letters', async () => {
    const { db } = admin();
    const students = await db.collection(`${SCHOOL}/students`).where('classId', '==', 'class-7a').get();
    const ids = [...new Set(students.docs.flatMap((s) => s.get('guardianIds') as string[]))];
    const parents = await db.getAll(...ids.map((id) => db.doc(`${SCHOOL}/parents/${id}`)));
    const withAccount = parents.filter((p) => p.get('accountUid'));
    expect(withAccount.length).toBeGreaterThan(0);

    const res = await start({ kind: 'parents', filter: 'noAccount', classId: 'class-7a', channel: 'letter' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(ids.length);
    expect(res.body.message).toBe(`Inviting parents of Grade 7A without an account: ${ids.length} people to look at.`);

    const { job } = await finished(res.body.jobId);
    expect(job).toMatchObject({
      state: 'done',
      total: ids.length,
      done: ids.length,
      label: 'Parents of Grade 7A without an account',
    });
    expect(job.invited).toBe(ids.length - withAccount.length);
    expect(job.letters).toBe(job.invited);
    expect(job.refused).toBe(withAccount.length);
    expect(job.refusedPeople.map((p) => [p.id, p.reason])).toEqual(withAccount.map((p) => [p.id, 'hasAccount']));
    expect(inviteJobSummary(job)).toBe(
      `${job.letters} letters to print, ${withAccount.length} refused: already has an account`,
    );

    const letters = (await db.collection(`${SCHOOL}/inviteJobs/${res.body.jobId}/letters`).get()).docs.flatMap(
      (d) => d.get('letters') as { personId: string; code: string; children: string[] }[],
    );
    expect(letters).toHaveLength(job.letters);
    for (const letter of letters) {
      expect(letter.code).toMatch(/^[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}$/);
      expect(letter.children.length).toBeGreaterThan(0);
      const person = await db.doc(`${SCHOOL}/parents/${letter.personId}`).get();
      expect(person.get('account.state')).toBe('invited');
    }
  });

  it('sends e-mails, prints letters for those with no address, and refuses with a reason each', async () => {
    const { db } = admin();
    await fetch('http://127.0.0.1:1080/email', { method: 'DELETE' });
    await db.doc(`${SCHOOL}/parents/parent-15`).update({ archived: true });
    await db.doc(`${SCHOOL}/parents/parent-14`).update({ email: '' });
    // Another role's account holds this address: the parent could never accept with it.
    await db.doc(`${SCHOOL}/parents/parent-13`).update({ email: 'teacher@demo-academy.test' });
    const people = ['parent-01', 'parent-12', 'parent-13', 'parent-14', 'parent-15'].map((id) => ({
      kind: 'parents',
      id,
    }));
    const res = await start({ people, channel: 'email' });
    expect(res.status).toBe(200);
    const { job } = await finished(res.body.jobId);
    expect(job).toMatchObject({ state: 'done', total: 5, done: 5, invited: 2, letters: 1, refused: 3 });
    expect(Object.fromEntries(job.refusedPeople.map((p) => [p.id, p.reason]))).toEqual({
      'parent-01': 'hasAccount',
      'parent-13': 'emailTaken',
      'parent-15': 'archived',
    });
    expect(job.refusedPeople.every((p) => p.name.length > 2)).toBe(true);
    expect(inviteJobSummary(job)).toMatch(/^1 person invited by e-mail, 1 letter to print, 3 refused: /);
    const mail = (await (await fetch('http://127.0.0.1:1080/email')).json()) as { to: string[] }[];
    const parent12 = (await db.doc(`${SCHOOL}/parents/parent-12`).get()).get('email') as string;
    expect(mail.map((m) => m.to)).toEqual([[parent12.toLowerCase()]]);
    expect((await db.doc(`${SCHOOL}/parents/parent-13`).get()).get('account.state')).not.toBe('invited');
  });

  it('works through hundreds in chunks, its progress readable as it goes, two writes per person', async () => {
    const { db } = admin();
    const batch = db.batch();
    const people = Array.from({ length: MANY }, (_, i) => {
      const id = `bulk-parent-${String(i).padStart(3, '0')}`;
      batch.set(db.doc(`${SCHOOL}/parents/${id}`), {
        firstName: 'Bulk',
        lastName: `Parent ${i}`,
        email: '',
        phone: '',
        relationship: '',
        childIds: [],
        accountUid: null,
        archived: false,
        account: { state: 'none', invitationId: null, invitedAt: null, expiresAt: null, channel: null },
      });
      return { kind: 'parents', id };
    });
    await batch.commit();
    const invitationsBefore = (await db.collection(`${SCHOOL}/invitations`).count().get()).data().count;
    const res = await start({ people, channel: 'letter', label: 'Imported people' });
    expect(res.body.total).toBe(MANY);
    const { job, seen } = await finished(res.body.jobId);
    expect(job).toMatchObject({ state: 'done', next: 3, done: MANY, invited: MANY, letters: MANY, refused: 0 });
    // Counts only ever grow, chunk by chunk.
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen.every((n) => [0, 200, 400, MANY].includes(n))).toBe(true);
    const invitationsAfter = (await db.collection(`${SCHOOL}/invitations`).count().get()).data().count;
    expect(invitationsAfter - invitationsBefore).toBe(MANY);
    const letterChunks = await db.collection(`${SCHOOL}/inviteJobs/${res.body.jobId}/letters`).get();
    expect(letterChunks.size).toBe(3);
  });

  it('is for Admins only: Teacher, Student, Parent, signed out and another school are refused; nothing is written', async () => {
    const body = { kind: 'parents', filter: 'noAccount', classId: 'class-7a', channel: 'email' };
    const jobs = await jobCount();
    for (const who of ['teacher', 'student', 'parent']) expect((await start(body, who)).status).toBe(403);
    expect((await callApi('POST', '/accounts/inviteJobs/start', { body })).status).toBe(401);
    const northside = await start(body, 'northside');
    expect(northside.status).toBe(404);
    expect(northside.body.message).toBe('Class: no class class-7a in your school. Choose one from the list.');
    expect(await jobCount()).toBe(jobs);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const jobs = await jobCount();
    const teachers = await start({ kind: 'teachers', filter: 'noAccount', classId: 'class-7a', channel: 'email' });
    expect(teachers.status).toBe(400);
    expect(teachers.body.message).toMatch(/^Class: /);
    const both = await start({ kind: 'parents', filter: 'noAccount', people: [], channel: 'email' });
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/^People: /);
    const channel = await start({ kind: 'parents', filter: 'noAccount', channel: 'pigeon' });
    expect(channel.status).toBe(400);
    expect(channel.body.message).toMatch(/How to invite/);
    expect(await jobCount()).toBe(jobs);
  });
});

describe('parents carry their children’s classes', () => {
  it('follows a child moved to another class, and the Parents list finds them by it', async () => {
    const { db } = admin();
    const student = db.doc(`${SCHOOL}/students/student-03`);
    const parentId = ((await student.get()).get('guardianIds') as string[])[0]!;
    const parent = db.doc(`${SCHOOL}/parents/${parentId}`);
    expect((await parent.get()).get('childClassIds')).toEqual(['class-7a']);
    const classesOf = async () => {
      for (let i = 0; i < 100; i++) {
        const ids = (await parent.get()).get('childClassIds') as string[];
        if (!ids.includes('class-7a')) return ids;
        await new Promise((r) => setTimeout(r, 100));
      }
      return ['class-7a'];
    };
    await student.update({ classId: 'class-8b' });
    try {
      expect(await classesOf()).toEqual(['class-8b']);
      const of8a = await db.collection(`${SCHOOL}/parents`).where('childClassIds', 'array-contains', 'class-8b').get();
      expect(of8a.docs.map((d) => d.id)).toContain(parentId);
    } finally {
      await student.update({ classId: 'class-7a' });
    }
  });
});

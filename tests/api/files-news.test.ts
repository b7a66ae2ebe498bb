import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/emulators';
import { download, fileRecord, linksOf, objectsUnder, PDF, upload, usage } from '../support/files';
import { ADMIN, post, record, SCHOOL, signInAll, type DemoCaller } from '../support/school-api';

/**
 * Files on news posts and calendar events: added by whoever may save the post or event, read by exactly its readers as
 * firestore.rules decides them (the audience through their reach; a post only once published; Admins and the author
 * always), and gone when the post is withdrawn or the event deleted. The office writes to 7A's parents: Ngozi
 * (parent@, Aisha's mother in 7A) reads; Aisha herself, Mrs Okafor (who teaches 7A but is not a parent), a post for
 * another class's parents, the other school's Admin and a visitor do not.
 */
const TEACHER = 'teacher@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const PARENT = 'parent@demo-academy.test';
const OTHER_ADMIN = 'admin@northside.test';
const path = (p: string) => `schools/${SCHOOL}/${p}`;
const DAY = 24 * 60 * 60 * 1000;

const startOnly = (who: DemoCaller, place: string, recordId: string) =>
  post(who, '/files/startUpload', { place, recordId, name: 'letter.pdf', bytes: 1000 });

/** The status each caller gets asking for a link to the file (200 with a link they can download, or a refusal). */
async function readersOf(fileId: string, bytes: Buffer) {
  const seen: Record<string, number> = {};
  for (const who of [ADMIN, TEACHER, STUDENT, PARENT, OTHER_ADMIN, undefined] as const) {
    const links = await linksOf(who, [fileId]);
    seen[who ?? 'signed out'] = links.status;
    if (links.status === 200) {
      const got = await download(who, links.body.links![0]!.url);
      expect(got.res.status, who).toBe(200);
      expect(got.bytes.equals(bytes), who).toBe(true);
    }
  }
  return seen;
}

const filesOfRecord = async (place: string, recordId: string) =>
  (await admin().db.collection(path('files')).where('place', '==', place).where('recordId', '==', recordId).get()).size;

const posts: string[] = [];
const events: string[] = [];

const news = (over: Record<string, unknown> = {}) => ({
  title: 'Test: letter about the museum trip',
  body: 'The letter is attached.',
  link: '',
  audience: { wholeSchool: false, roles: [], grades: [], classIds: ['class-7a'], members: 'parents' },
  pinned: false,
  needsAcknowledgement: false,
  // Scheduled a day ahead, so nobody is told; the tests publish it as the scheduled run would, without telling.
  publishAt: Date.now() + DAY,
  ...over,
});

async function schedulePost(who: DemoCaller, over: Record<string, unknown> = {}) {
  const res = await post(who, '/newsfeed/savePost', news(over));
  expect(res.status, res.body.message).toBe(200);
  posts.push(res.body.id!);
  return res.body.id!;
}

/** Published as publishDuePosts does, with its audience marked as told so that nobody is. */
const publish = (id: string) =>
  admin()
    .db.doc(path(`posts/${id}`))
    .update({ status: 'published', publishedAt: Date.now(), announcedAt: Date.now() });

const trip = (over: Record<string, unknown> = {}) => ({
  title: 'Test: museum trip',
  description: 'The letter is attached.',
  location: 'Science Museum',
  category: 'trip',
  allDay: true,
  startDate: '2026-12-09',
  endDate: '2026-12-09',
  startTime: null,
  endTime: null,
  repeat: 'none',
  repeatUntil: null,
  audience: { wholeSchool: false, roles: [], grades: [], classIds: ['class-7a'], members: 'parents' },
  ...over,
});

async function addEvent(who: DemoCaller, over: Record<string, unknown> = {}) {
  const res = await post(who, '/calendar/saveEvent', trip(over));
  expect(res.status, res.body.message).toBe(200);
  events.push(res.body.id!);
  return res.body.id!;
}

async function settled(uid: string, key: string) {
  for (let i = 0; i < 60; i++) {
    const keys = ((await record(`reach/${uid}`))?.keys as string[] | undefined) ?? [];
    if (keys.includes(key)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`reach of ${uid} never settled`);
}

beforeAll(async () => {
  await signInAll();
  await settled('demo-parent', 'class:class-7a:parents');
  await settled('demo-student', 'class:class-7a:students');
  await settled('demo-teacher', 'class:class-7a');
});

afterAll(async () => {
  const { db } = admin();
  // Withdrawing and deleting take the files with them; the records themselves go after.
  for (const id of posts) {
    await post(ADMIN, '/newsfeed/withdrawPost', { id });
    expect(await filesOfRecord('post', id)).toBe(0);
    await db.doc(path(`posts/${id}`)).delete();
  }
  for (const id of events) {
    if ((await record(`events/${id}`)) !== undefined) await post(ADMIN, '/calendar/deleteEvent', { id });
    expect(await filesOfRecord('event', id)).toBe(0);
  }
  const notes = await db.collection(path('notifications')).select().get();
  for (const n of notes.docs) if (posts.some((id) => n.id.startsWith(`post-${id}`))) await n.ref.delete();
});

describe('a letter on a post for 7A’s parents', () => {
  const letter = PDF(3000);
  let postId = '';
  let fileId = '';

  it('is attached by the office while the post is scheduled, and saving the post keeps it', async () => {
    postId = await schedulePost(ADMIN);
    const res = await upload(ADMIN, 'post', postId, 'Trip letter.pdf', letter);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    fileId = String(res.body.fileId);
    const ref = { fileId, name: 'Trip letter.pdf', type: 'application/pdf', bytes: letter.length, kind: 'pdf' };
    expect((await record(`posts/${postId}`))?.attachments).toEqual([{ ...ref, thumb: false }]);
    expect(await fileRecord(fileId)).toMatchObject({
      place: 'post',
      recordId: postId,
      module: 'news',
      storagePath: `schools/${SCHOOL}/news/${postId}/${fileId}`,
    });
    // Saving the post's words again does not drop its files (the client never sends them).
    const again = await post(ADMIN, '/newsfeed/savePost', { ...news({ title: 'Test: letter (changed)' }), id: postId });
    expect(again.status, again.body.message).toBe(200);
    expect((await record(`posts/${postId}`))?.attachments).toEqual([{ ...ref, thumb: false }]);
  });

  it('is read only by the office and the author while the post is not published', async () => {
    expect(await readersOf(fileId, letter)).toEqual({
      [ADMIN]: 200,
      [TEACHER]: 404,
      [STUDENT]: 404,
      [PARENT]: 404,
      [OTHER_ADMIN]: 404,
      'signed out': 401,
    });
  });

  it('once published, is read by 7A’s parents, and not by its students or teachers (not its audience)', async () => {
    await publish(postId);
    expect(await readersOf(fileId, letter)).toEqual({
      [ADMIN]: 200,
      [TEACHER]: 404,
      [STUDENT]: 404,
      [PARENT]: 200,
      [OTHER_ADMIN]: 404,
      'signed out': 401,
    });
  });

  it('is added to or removed only by the office or the author', async () => {
    // The parent reads it, but cannot change it; the others cannot even see it.
    expect((await startOnly(PARENT, 'post', postId)).status).toBe(403);
    expect((await startOnly(STUDENT, 'post', postId)).status).toBe(404);
    expect((await startOnly(TEACHER, 'post', postId)).status).toBe(404);
    expect((await startOnly(OTHER_ADMIN, 'post', postId)).status).toBe(404);
    expect(
      (await post(undefined, '/files/startUpload', { place: 'post', recordId: postId, name: 'a.pdf', bytes: 9 }))
        .status,
    ).toBe(401);
    expect((await post(PARENT, '/files/delete', { fileId })).status).toBe(403);
    expect((await post(TEACHER, '/files/delete', { fileId })).status).toBe(403);
    expect((await post(OTHER_ADMIN, '/files/delete', { fileId })).status).toBe(404);
    expect(await fileRecord(fileId)).toMatchObject({ status: 'ready' });
  });

  it('takes documents and pictures only, within the post’s limits', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>'.padEnd(500, ' '));
    const refused = await upload(ADMIN, 'post', postId, 'letter.pdf', html);
    expect(refused.status).toBe(400);
    expect(String(refused.body.message)).toContain('letter.pdf is not a file this takes');
    const big = await post(ADMIN, '/files/startUpload', {
      place: 'post',
      recordId: postId,
      name: 'film.pdf',
      bytes: 26_000_000,
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('film.pdf is 26 MB: files here may be at most 25 MB. Choose a smaller file.');
    expect((await record(`posts/${postId}`))?.attachments).toHaveLength(1);
  });

  it('is not read by a parent outside the audience (a post for 8B’s parents)', async () => {
    const other = await schedulePost(ADMIN, { audience: { ...news().audience, classIds: ['class-8b'] } });
    const bytes = PDF(1200);
    const res = await upload(ADMIN, 'post', other, 'Letter for 8B.pdf', bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await publish(other);
    const seen = await readersOf(String(res.body.fileId), bytes);
    expect(seen[PARENT]).toBe(404);
    expect(seen[ADMIN]).toBe(200);
  });

  it('goes when the post is withdrawn, and a withdrawn post takes no more', async () => {
    expect((await post(ADMIN, '/newsfeed/withdrawPost', { id: postId })).status).toBe(200);
    expect(await fileRecord(fileId)).toBeUndefined();
    expect((await record(`posts/${postId}`))?.attachments).toEqual([]);
    expect(await objectsUnder(`schools/${SCHOOL}/news/${postId}/`)).toEqual([]);
    expect((await linksOf(ADMIN, [fileId])).status).toBe(404);
    const late = await startOnly(ADMIN, 'post', postId);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This post was withdrawn: write a new one to share files.');
  });
});

describe('a teacher’s own post', () => {
  it('takes files from its author, who reads and removes them; another teacher’s post refuses them', async () => {
    const id = await schedulePost(TEACHER, { audience: { ...news().audience, members: 'everyone' } });
    const bytes = PDF(1500);
    const res = await upload(TEACHER, 'post', id, 'Spelling list.pdf', bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fileId = String(res.body.fileId);
    const seen = await readersOf(fileId, bytes);
    expect(seen).toMatchObject({ [ADMIN]: 200, [TEACHER]: 200, [STUDENT]: 404, [PARENT]: 404 });
    // Published to all of 7A: its students and parents read it too.
    await publish(id);
    expect(await readersOf(fileId, bytes)).toMatchObject({ [STUDENT]: 200, [PARENT]: 200, [OTHER_ADMIN]: 404 });
    expect((await post(TEACHER, '/files/delete', { fileId })).status).toBe(200);
    expect((await record(`posts/${id}`))?.attachments).toEqual([]);
    expect(await fileRecord(fileId)).toBeUndefined();
    // The office's post, which the teacher can read once published, is not theirs to add to.
    const office = await schedulePost(ADMIN, { audience: { ...news().audience, members: 'everyone' } });
    await publish(office);
    const refused = await startOnly(TEACHER, 'post', office);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only its author or an Admin may add files to it.');
  });
});

describe('the trip letter on a calendar event', () => {
  const letter = PDF(2500);
  let eventId = '';
  let fileId = '';

  it('is attached by the office and kept when the event is changed', async () => {
    eventId = await addEvent(ADMIN);
    const res = await upload(ADMIN, 'event', eventId, 'Museum trip letter.pdf', letter);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    fileId = String(res.body.fileId);
    expect(await fileRecord(fileId)).toMatchObject({ module: 'calendar', recordId: eventId });
    const again = await post(ADMIN, '/calendar/saveEvent', {
      ...trip({ location: 'The Science Museum' }),
      id: eventId,
    });
    expect(again.status, again.body.message).toBe(200);
    expect((await record(`events/${eventId}`))?.attachments).toMatchObject([
      { fileId, name: 'Museum trip letter.pdf' },
    ]);
  });

  it('is read by its audience (7A’s parents) and the office only', async () => {
    expect(await readersOf(fileId, letter)).toEqual({
      [ADMIN]: 200,
      [TEACHER]: 404,
      [STUDENT]: 404,
      [PARENT]: 200,
      [OTHER_ADMIN]: 404,
      'signed out': 401,
    });
  });

  it('is added to only by the office or the event’s author', async () => {
    expect((await startOnly(PARENT, 'event', eventId)).status).toBe(403);
    expect((await startOnly(STUDENT, 'event', eventId)).status).toBe(404);
    expect((await startOnly(TEACHER, 'event', eventId)).status).toBe(404);
    expect((await startOnly(OTHER_ADMIN, 'event', eventId)).status).toBe(404);
    expect((await post(PARENT, '/files/delete', { fileId })).status).toBe(403);
  });

  it('is not read by a parent outside the audience (9C’s trip)', async () => {
    const other = await addEvent(ADMIN, { audience: { ...trip().audience, classIds: ['class-9c'] } });
    const bytes = PDF(1100);
    const res = await upload(ADMIN, 'event', other, '9C letter.pdf', bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await linksOf(PARENT, [String(res.body.fileId)])).status).toBe(404);
  });

  it('a teacher attaches to their own event for their class’s parents and reads it, though it does not reach them', async () => {
    const id = await addEvent(TEACHER);
    const bytes = PDF(1300);
    const res = await upload(TEACHER, 'event', id, 'Kit list.pdf', bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await readersOf(String(res.body.fileId), bytes)).toMatchObject({
      [TEACHER]: 200,
      [PARENT]: 200,
      [STUDENT]: 404,
    });
  });

  it('takes five files and no sixth; a parent’s links for all five read 7 documents at most', async () => {
    const ids = [fileId];
    for (let i = 2; i <= 5; i++) {
      const res = await upload(ADMIN, 'event', eventId, `page ${i}.pdf`, PDF(800 + i));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(String(res.body.fileId));
    }
    const sixth = await startOnly(ADMIN, 'event', eventId);
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('This already has 5 files, the most it takes: remove one first.');
    const links = await linksOf(PARENT, ids);
    expect(links.status).toBe(200);
    expect(links.body.links).toHaveLength(5);
    // Five file records, the event and the parent's reach.
    expect(links.documentsRead).toBeLessThanOrEqual(7);
  });

  it('goes when the event is deleted, all five files leaving the school’s usage', async () => {
    const five = await admin().db.collection(path('files')).where('recordId', '==', eventId).get();
    const bytes = five.docs.reduce((sum, d) => sum + (d.get('bytes') as number), 0);
    const before = await usage();
    expect((await post(ADMIN, '/calendar/deleteEvent', { id: eventId })).status).toBe(200);
    const after = await usage();
    expect(after?.files).toBe(before!.files - 5);
    expect(after?.bytes).toBe(before!.bytes - bytes);
    expect(after?.byModule.calendar).toEqual({
      files: before!.byModule.calendar!.files - 5,
      bytes: before!.byModule.calendar!.bytes - bytes,
    });
    expect(await fileRecord(fileId)).toBeUndefined();
    expect(await filesOfRecord('event', eventId)).toBe(0);
    expect(await objectsUnder(`schools/${SCHOOL}/calendar/${eventId}/`)).toEqual([]);
    expect((await startOnly(ADMIN, 'event', eventId)).status).toBe(404);
  });
});

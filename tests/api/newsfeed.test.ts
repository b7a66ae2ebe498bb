/**
 * Newsfeed posts through the API: who may post to whom, scheduling (publishDuePosts, the scheduled function's work),
 * notifications to the audience, edits, withdrawal, and acknowledgements counted in the same transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostDoc } from '@academy/shared/newsfeed';
import { announcePost, publishDuePosts } from '../../functions/src/lib/publish-post';
import { admin } from '../support/emulators';
import { ADMIN, auditActions, post, record, SCHOOL, signInAll } from '../support/school-api';

const TEACHER = 'teacher@demo-academy.test';
const PARENT = 'parent@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const NORTH = 'admin@northside.test';

const news = (over: Record<string, unknown> = {}) => ({
  title: 'Permission slip: museum trip',
  body: 'Please **sign** the slip by Friday.',
  link: 'https://example.org/slip',
  audience: { wholeSchool: false, roles: [], grades: [], classIds: ['class-7a'] },
  pinned: false,
  needsAcknowledgement: false,
  publishAt: null,
  ...over,
});

const made: string[] = [];

async function settled(uid: string) {
  for (let i = 0; i < 60; i++) {
    const keys = ((await record(`reach/${uid}`))?.keys as string[] | undefined) ?? [];
    if (keys.includes('class:class-7a')) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The notifications a post has made, one per recipient (their ids are `post-<id>_<uid>`). */
async function notificationsOf(id: string): Promise<number> {
  const notes = await admin().db.collection(`schools/${SCHOOL}/notifications`).select().get();
  return notes.docs.filter((n) => n.id.startsWith(`post-${id}_`)).length;
}

beforeAll(async () => {
  await signInAll();
  for (const uid of ['demo-parent', 'demo-student', 'demo-teacher']) await settled(uid);
});
afterAll(async () => {
  const { db } = admin();
  for (const id of made) {
    await db.doc(`schools/${SCHOOL}/posts/${id}`).delete();
    const acks = await db.collection(`schools/${SCHOOL}/acknowledgements`).where('postId', '==', id).get();
    for (const a of acks.docs) await a.ref.delete();
    const notes = await db.collection(`schools/${SCHOOL}/notifications`).get();
    for (const n of notes.docs)
      if (n.id.startsWith(`post-${id}`) || n.id.startsWith(`remind-${id}`)) await n.ref.delete();
  }
});

describe('POST /api/newsfeed/savePost', () => {
  it('a teacher posts to their class: published now, the class’s families and students told, audited', async () => {
    const res = await post(TEACHER, '/newsfeed/savePost', news());
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^Permission slip: museum trip published; \d+ (people were|person was) told\.$/);
    const id = res.body.id!;
    made.push(id);
    expect(await record(`posts/${id}`)).toMatchObject({
      status: 'published',
      audienceKeys: ['class:class-7a'],
      authorUid: 'demo-teacher',
      editedAt: null,
      body: 'Please **sign** the slip by Friday.',
    });
    expect(await record(`notifications/post-${id}_demo-parent`)).toMatchObject({
      title: 'Permission slip: museum trip',
      link: '/app/parent/newsfeed',
    });
    expect(await record(`notifications/post-${id}_demo-student`)).toMatchObject({ link: '/app/student' });
    expect(await record(`notifications/post-${id}_demo-teacher`)).toBeUndefined();
    expect(await auditActions(`posts/${id}`)).toEqual(['post.published']);
  });

  it('a teacher cannot post to the whole school; students, parents and visitors cannot post', async () => {
    expect((await post(TEACHER, '/newsfeed/savePost', news({ audience: { wholeSchool: true } }))).status).toBe(403);
    expect((await post(STUDENT, '/newsfeed/savePost', news())).status).toBe(403);
    expect((await post(PARENT, '/newsfeed/savePost', news())).status).toBe(403);
    expect((await post(undefined, '/newsfeed/savePost', news())).status).toBe(401);
  });

  it.each([
    [{ link: 'javascript:alert(1)' }, 'link must be a web address starting with https://.'],
    [{ body: '' }, 'Message is required: write what you want to say.'],
    [{ title: '' }, 'Title is required.'],
    [{ audience: { wholeSchool: false } }, 'audience must name someone: the whole school, a role, a grade or a class.'],
    [{ publishAt: Date.now() + 400 * 86_400_000 }, 'publishAt may be at most a year ahead.'],
  ])('refuses %j, naming the field', async (over, message) => {
    expect((await post(ADMIN, '/newsfeed/savePost', news(over))).body).toEqual({ status: 400, message });
  });

  it('an edit after publishing says so, keeps its audience, and tells nobody again', async () => {
    const first = await post(ADMIN, '/newsfeed/savePost', news({ title: 'Lunch menu' }));
    const id = first.body.id!;
    made.push(id);
    const edited = await post(ADMIN, '/newsfeed/savePost', news({ id, title: 'Lunch menu (corrected)' }));
    expect(edited.body).toEqual({ status: 200, message: 'Lunch menu (corrected) saved.', id });
    expect(await record(`posts/${id}`)).toMatchObject({
      title: 'Lunch menu (corrected)',
      editedAt: expect.any(Number),
    });
    const widened = await post(ADMIN, '/newsfeed/savePost', news({ id, audience: { wholeSchool: true } }));
    expect(widened.status).toBe(409);
  });

  it('a teacher cannot edit or withdraw an Admin’s post; another school cannot find it', async () => {
    const res = await post(ADMIN, '/newsfeed/savePost', news({ title: 'Office news' }));
    const id = res.body.id!;
    made.push(id);
    expect((await post(TEACHER, '/newsfeed/savePost', news({ id }))).status).toBe(403);
    expect((await post(TEACHER, '/newsfeed/withdrawPost', { id })).status).toBe(403);
    expect((await post(NORTH, '/newsfeed/withdrawPost', { id })).status).toBe(404);
    expect((await post(ADMIN, '/newsfeed/withdrawPost', { id })).body).toMatchObject({ status: 200 });
    expect(await record(`posts/${id}`)).toMatchObject({ status: 'withdrawn' });
    expect((await post(ADMIN, '/newsfeed/savePost', news({ id }))).status).toBe(409);
  });
});

describe("a class's parents or students as an audience of their own", () => {
  const sevenA = (members: string) => ({ wholeSchool: false, roles: [], grades: [], classIds: ['class-7a'], members });

  it('counts who an audience reaches before anything is sent, by role, and only for what the writer may address', async () => {
    const parents = await post(ADMIN, '/newsfeed/audienceSize', { audience: sevenA('parents') });
    expect(parents.status).toBe(200);
    const p = parents.body as unknown as { total: number; parents: number; students: number; staff: number };
    expect(p.parents).toBeGreaterThan(0);
    expect(p).toMatchObject({ students: 0, staff: 0, total: p.parents });
    expect(parents.body.message).toBe(
      `Goes to ${p.total} ${p.total === 1 ? 'person' : 'people'}: ${p.parents} parent${p.parents === 1 ? '' : 's'}.`,
    );
    const everyone = (await post(TEACHER, '/newsfeed/audienceSize', { audience: sevenA('everyone') }))
      .body as unknown as {
      parents: number;
      students: number;
      staff: number;
    };
    expect(everyone.parents).toBe(p.parents);
    expect(everyone.students).toBeGreaterThan(0);
    expect(everyone.staff).toBeGreaterThan(0);
    // A teacher counts only their own classes; nobody else counts at all.
    const foreign = await post(TEACHER, '/newsfeed/audienceSize', {
      audience: { ...sevenA('parents'), classIds: ['class-not-taught'] },
    });
    expect(foreign.status).toBe(403);
    expect((await post(PARENT, '/newsfeed/audienceSize', { audience: sevenA('parents') })).status).toBe(403);
    const empty = await post(ADMIN, '/newsfeed/audienceSize', { audience: { wholeSchool: false } });
    expect(empty.status).toBe(400);
  });

  it("a post to 7A's parents reaches 7A's parents only, and says so on the post", async () => {
    const size = (await post(ADMIN, '/newsfeed/audienceSize', { audience: sevenA('parents') })).body as unknown as {
      total: number;
    };
    const res = await post(
      ADMIN,
      '/newsfeed/savePost',
      news({ title: 'Parents evening', audience: sevenA('parents') }),
    );
    expect(res.status).toBe(200);
    const id = res.body.id!;
    made.push(id);
    expect(await record(`posts/${id}`)).toMatchObject({
      audienceKeys: ['class:class-7a:parents'],
      audienceLabel: 'Parents of Grade 7A',
      sentTo: size.total,
    });
    expect(await record(`notifications/post-${id}_demo-parent`)).toMatchObject({ title: 'Parents evening' });
    expect(await record(`notifications/post-${id}_demo-student`)).toBeUndefined();
    expect(await notificationsOf(id)).toBe(size.total);
  });
});

describe('scheduled posts and acknowledgements', () => {
  it('a scheduled pinned post needing acknowledgement goes out when due; a parent acknowledges once for the family', async () => {
    const publishAt = Date.now() + 60_000;
    const res = await post(
      ADMIN,
      '/newsfeed/savePost',
      news({ title: 'New uniform policy', pinned: true, needsAcknowledgement: true, publishAt }),
    );
    expect(res.body.message).toMatch(/^New uniform policy will go out on /);
    const id = res.body.id!;
    made.push(id);
    expect(await record(`posts/${id}`)).toMatchObject({ status: 'scheduled', publishedAt: null });
    expect(await record(`notifications/post-${id}_demo-parent`)).toBeUndefined();
    expect((await post(PARENT, '/newsfeed/acknowledge', { postId: id })).status).toBe(404);

    expect(await publishDuePosts(publishAt - 1000)).toBe(0);
    expect(await publishDuePosts(publishAt + 1000)).toBeGreaterThanOrEqual(1);
    expect(await publishDuePosts(publishAt + 2000)).toBe(0);
    const published = await record(`posts/${id}`);
    expect(published).toMatchObject({ status: 'published', pinned: true, acknowledgedCount: 0 });
    expect(published?.audienceSize).toBeGreaterThanOrEqual(3);
    expect(await record(`notifications/post-${id}_demo-parent`)).toMatchObject({
      title: 'Please read: New uniform policy',
    });

    const ack = await post(PARENT, '/newsfeed/acknowledge', { postId: id });
    expect(ack.body).toEqual({ status: 200, message: 'Thank you: New uniform policy acknowledged.', id });
    expect((await post(PARENT, '/newsfeed/acknowledge', { postId: id })).body).toEqual({
      status: 200,
      message: 'You had already acknowledged New uniform policy.',
      id,
    });
    expect(await record(`posts/${id}`)).toMatchObject({ acknowledgedCount: 1 });
    expect(await record(`acknowledgements/${id}_demo-parent`)).toMatchObject({ acknowledged: true });
    expect(await auditActions(`acknowledgements/${id}_demo-parent`)).toEqual(['post.acknowledged']);

    const remind = await post(ADMIN, '/newsfeed/remind', { postId: id });
    expect(remind.body.message).toMatch(/^\d+ (people were|person was) reminded\.$/);
    expect((await post(TEACHER, '/newsfeed/remind', { postId: id })).status).toBe(403);
  });
});

describe('a post going out twice tells nobody twice', () => {
  it('announcing a published post again (a repeated scheduled run) adds no notification and no acknowledgement', async () => {
    const res = await post(ADMIN, '/newsfeed/savePost', news({ title: 'Sports day kit', needsAcknowledgement: true }));
    const id = res.body.id!;
    made.push(id);
    const told = await notificationsOf(id);
    expect(told).toBeGreaterThanOrEqual(2);
    const acks = await admin().db.collection(`schools/${SCHOOL}/acknowledgements`).where('postId', '==', id).get();
    expect(acks.size).toBeGreaterThanOrEqual(told);

    const stored = (await record(`posts/${id}`)) as unknown as PostDoc;
    expect(await announcePost(SCHOOL, id, stored)).toBe(0);
    expect(await notificationsOf(id)).toBe(told);
    const again = await admin().db.collection(`schools/${SCHOOL}/acknowledgements`).where('postId', '==', id).get();
    expect(again.size).toBe(acks.size);
    expect(await record(`posts/${id}`)).toMatchObject({ audienceSize: stored.audienceSize, acknowledgedCount: 0 });

    const reminded = await post(ADMIN, '/newsfeed/remind', { postId: id });
    expect(reminded.body.message).toMatch(/^\d+ people were reminded\.$/);
    expect((await post(ADMIN, '/newsfeed/remind', { postId: id })).body.message).toBe('0 people were reminded.');
  });

  it('a scheduled run that stops between publishing and telling is finished by the next run, once', async () => {
    const publishAt = Date.now() + 60_000;
    const res = await post(
      ADMIN,
      '/newsfeed/savePost',
      news({ title: 'Trip money due', needsAcknowledgement: true, publishAt }),
    );
    const id = res.body.id!;
    made.push(id);
    const stop = () => Promise.reject(new Error('the run stopped here'));
    await expect(publishDuePosts(publishAt + 1000, stop)).rejects.toThrow('the run stopped here');
    expect(await record(`posts/${id}`)).toMatchObject({ status: 'published', announcedAt: null });
    expect(await notificationsOf(id)).toBe(0);

    expect(await publishDuePosts(publishAt + 2000)).toBe(0);
    const told = await notificationsOf(id);
    expect(told).toBeGreaterThanOrEqual(2);
    const finished = await record(`posts/${id}`);
    expect(finished?.announcedAt).toEqual(expect.any(Number));
    expect(finished?.audienceSize).toBeGreaterThanOrEqual(told);

    await publishDuePosts(publishAt + 3000);
    expect(await notificationsOf(id)).toBe(told);
    const acks = await admin().db.collection(`schools/${SCHOOL}/acknowledgements`).where('postId', '==', id).get();
    expect(acks.size).toBe(finished?.audienceSize);
  });

  it('a post published at once whose request stopped before telling is told by the next scheduled run', async () => {
    const res = await post(ADMIN, '/newsfeed/savePost', news({ title: 'Library closed Friday' }));
    const id = res.body.id!;
    made.push(id);
    const told = await notificationsOf(id);
    expect(told).toBeGreaterThanOrEqual(2);
    // As if the request had stopped after its transaction: published, nobody told, not marked.
    await admin().db.doc(`schools/${SCHOOL}/posts/${id}`).update({ announcedAt: null });
    const notes = await admin().db.collection(`schools/${SCHOOL}/notifications`).get();
    for (const n of notes.docs) if (n.id.startsWith(`post-${id}_`)) await n.ref.delete();
    expect(await notificationsOf(id)).toBe(0);
    await publishDuePosts();
    expect(await notificationsOf(id)).toBe(told);
    expect((await record(`posts/${id}`))?.announcedAt).toEqual(expect.any(Number));
  });

  it('a scheduled post published by hand goes out once; the scheduled run then leaves it alone', async () => {
    const publishAt = Date.now() + 60_000;
    const scheduled = await post(ADMIN, '/newsfeed/savePost', news({ title: 'Choir concert', publishAt }));
    const id = scheduled.body.id!;
    made.push(id);
    expect(await notificationsOf(id)).toBe(0);
    const now = await post(ADMIN, '/newsfeed/savePost', news({ id, title: 'Choir concert' }));
    expect(now.body.message).toMatch(/^Choir concert published; \d+ (people were|person was) told\.$/);
    const told = await notificationsOf(id);
    expect(told).toBeGreaterThanOrEqual(2);
    await publishDuePosts(publishAt + 1000);
    expect(await notificationsOf(id)).toBe(told);
    const again = await post(ADMIN, '/newsfeed/savePost', news({ id, title: 'Choir concert' }));
    expect(again.body.message).toBe('Choir concert saved.');
    expect(await notificationsOf(id)).toBe(told);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, idTokenFor } from '../support/emulators';

const SCHOOL = 'demo-academy-school';
const note = (id: string) => admin().db.doc(`schools/${SCHOOL}/notifications/${id}`);
const markRead = (token: string | undefined, body: unknown) =>
  callApi('POST', '/notifications/markRead', { token, body });

const ROLES = [
  ['admin@demo-academy.test', 'demo-admin'],
  ['teacher@demo-academy.test', 'demo-teacher'],
  ['student@demo-academy.test', 'demo-student'],
  ['parent@demo-academy.test', 'demo-parent'],
] as const;

async function resetTestNotes() {
  const writer = admin().db.bulkWriter();
  for (const [, uid] of ROLES)
    for (const n of [1, 2])
      void writer.set(note(`api-test-${uid}-${n}`), {
        recipientUid: uid,
        title: 'Test',
        body: 'A test notification.',
        link: null,
        read: false,
        createdAt: 1,
      });
  await writer.close();
}

describe('POST /api/notifications/markRead', () => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const [email] of ROLES) tokens[email] = await idTokenFor(email);
    tokens.north = await idTokenFor('admin@northside.test');
    await resetTestNotes();
  });
  afterEach(resetTestNotes);
  afterAll(async () => {
    for (const [, uid] of ROLES) for (const n of [1, 2]) await note(`api-test-${uid}-${n}`).delete();
  });

  it.each(ROLES)('lets %s mark their own notifications as read', async (email, uid) => {
    const res = await markRead(tokens[email], { ids: [`api-test-${uid}-1`, `api-test-${uid}-2`] });
    expect(res).toEqual({ status: 200, body: { status: 200, message: '2 notifications marked as read.' } });
    expect((await note(`api-test-${uid}-1`).get()).get('read')).toBe(true);
    expect((await note(`api-test-${uid}-2`).get()).get('read')).toBe(true);
  });

  it('says so in the singular for one notification', async () => {
    const res = await markRead(tokens['parent@demo-academy.test'], { ids: ['api-test-demo-parent-1'] });
    expect(res.body).toEqual({ status: 200, message: 'Notification marked as read.' });
  });

  it('refuses someone else’s notification with 404 and changes nothing, not even the caller’s own', async () => {
    const res = await markRead(tokens['admin@demo-academy.test'], {
      ids: ['api-test-demo-admin-1', 'api-test-demo-parent-1'],
    });
    expect(res).toEqual({ status: 404, body: { status: 404, message: 'No such notification.' } });
    expect((await note('api-test-demo-admin-1').get()).get('read')).toBe(false);
    expect((await note('api-test-demo-parent-1').get()).get('read')).toBe(false);
  });

  it('never reaches into another school', async () => {
    const res = await markRead(tokens.north, { ids: ['api-test-demo-admin-1'] });
    expect(res.status).toBe(404);
    expect((await note('api-test-demo-admin-1').get()).get('read')).toBe(false);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const res = await markRead(undefined, { ids: ['api-test-demo-admin-1'] });
    expect(res.status).toBe(401);
    expect((await note('api-test-demo-admin-1').get()).get('read')).toBe(false);
  });

  it.each([
    ['no ids', {}, 'ids'],
    ['an empty list', { ids: [] }, 'ids'],
    ['a string instead of a list', { ids: 'api-test-demo-admin-1' }, 'ids'],
    ['an empty id', { ids: [''] }, 'ids'],
    ['101 ids', { ids: Array.from({ length: 101 }, (_, i) => `n${i}`) }, 'ids'],
    ['an extra field', { ids: ['api-test-demo-admin-1'], uid: 'demo-parent' }, 'uid'],
  ])('answers 400 naming the field for %s, and writes nothing', async (_label, body, field) => {
    const res = await markRead(tokens['admin@demo-academy.test'], body);
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toContain(field);
    expect((await note('api-test-demo-admin-1').get()).get('read')).toBe(false);
  });
});

describe('POST /api/notifications/savePushToken', () => {
  const token = 'fcm-test-token-' + 'x'.repeat(40);
  const tokenDocs = () => admin().db.collection('pushTokens').where('token', '==', token).get();
  afterEach(async () => {
    for (const d of (await tokenDocs()).docs) await d.ref.delete();
  });

  it.each(ROLES)('stores a token against %s', async (email, uid) => {
    const res = await callApi('POST', '/notifications/savePushToken', {
      token: await idTokenFor(email),
      body: { token },
    });
    expect(res).toEqual({ status: 200, body: { status: 200, message: 'Push notifications are on for this browser.' } });
    const docs = (await tokenDocs()).docs;
    expect(docs).toHaveLength(1);
    expect(docs[0]?.data()).toMatchObject({ uid, school_id: SCHOOL });
  });

  it('moves a token to the user who registers it last, never listing it twice', async () => {
    await callApi('POST', '/notifications/savePushToken', {
      token: await idTokenFor('admin@demo-academy.test'),
      body: { token },
    });
    await callApi('POST', '/notifications/savePushToken', {
      token: await idTokenFor('admin@northside.test'),
      body: { token },
    });
    const docs = (await tokenDocs()).docs;
    expect(docs).toHaveLength(1);
    expect(docs[0]?.data()).toMatchObject({ uid: 'north-admin', school_id: 'northside-high' });
  });

  it('asks a signed-out visitor to sign in and stores nothing', async () => {
    const res = await callApi('POST', '/notifications/savePushToken', { body: { token } });
    expect(res.status).toBe(401);
    expect((await tokenDocs()).size).toBe(0);
  });

  it.each([
    ['no token', {}, 'token'],
    ['a number', { token: 42 }, 'token'],
    ['a short string', { token: 'abc' }, 'token'],
    ['an extra uid field', { token, uid: 'demo-admin' }, 'uid'],
  ])('answers 400 naming the field for %s, and stores nothing', async (_label, body, field) => {
    const res = await callApi('POST', '/notifications/savePushToken', {
      token: await idTokenFor('teacher@demo-academy.test'),
      body,
    });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toContain(field);
    expect((await tokenDocs()).size).toBe(0);
  });
});

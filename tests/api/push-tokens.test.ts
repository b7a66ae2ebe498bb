import { MAX_PUSH_TOKENS_PER_ACCOUNT } from '@academy/shared/notification';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nextSecond, removeAccount, throwawayAccount } from '../support/accounts';
import { admin, callApi, idTokenFor } from '../support/emulators';

const owner = { uid: 'push-owner', school: 'demo-academy-school' };
const other = { uid: 'push-other', school: 'northside-high' };
const deviceToken = (n: number | string) => `fcm-device-${n}-${'x'.repeat(40)}`;
const save = (token: string, idToken: string) =>
  callApi('POST', '/notifications/savePushToken', { token: idToken, body: { token } });
const tokensOf = async (uid: string) =>
  (await admin().db.collection('pushTokens').where('uid', '==', uid).get()).docs.map((d) => d.get('token') as string);

async function clearTokens() {
  const { db } = admin();
  for (const uid of [owner.uid, other.uid])
    for (const d of (await db.collection('pushTokens').where('uid', '==', uid).get()).docs) await d.ref.delete();
}

beforeAll(async () => {
  await throwawayAccount(owner.uid, 'Parent', owner.school);
  await throwawayAccount(other.uid, 'Parent', other.school);
});
afterEach(clearTokens);
afterAll(async () => {
  await removeAccount(owner.uid);
  await removeAccount(other.uid);
});

describe('POST /api/notifications/savePushToken keeps a few devices per account', () => {
  it(`keeps the ${MAX_PUSH_TOKENS_PER_ACCOUNT} most recently saved and drops the oldest`, async () => {
    const session = await idTokenFor(`${owner.uid}@${owner.school}.test`);
    for (let i = 1; i <= MAX_PUSH_TOKENS_PER_ACCOUNT + 2; i++)
      expect((await save(deviceToken(i), session)).status).toBe(200);
    const kept = await tokensOf(owner.uid);
    expect(kept).toHaveLength(MAX_PUSH_TOKENS_PER_ACCOUNT);
    expect(kept).not.toContain(deviceToken(1));
    expect(kept).not.toContain(deviceToken(2));
    expect(kept).toContain(deviceToken(MAX_PUSH_TOKENS_PER_ACCOUNT + 2));
  });

  it('saving a device again keeps it once and counts it as recent', async () => {
    const session = await idTokenFor(`${owner.uid}@${owner.school}.test`);
    for (let i = 1; i <= MAX_PUSH_TOKENS_PER_ACCOUNT; i++) await save(deviceToken(i), session);
    await save(deviceToken(1), session);
    await save(deviceToken('new'), session);
    const kept = await tokensOf(owner.uid);
    expect(kept).toHaveLength(MAX_PUSH_TOKENS_PER_ACCOUNT);
    expect(kept).toContain(deviceToken(1));
    expect(kept).not.toContain(deviceToken(2));
  });
});

describe('a device token that belongs to another account', () => {
  it('is not taken by an older session that learns it', async () => {
    const oldSession = await idTokenFor(`${other.uid}@${other.school}.test`);
    await nextSecond();
    expect((await save(deviceToken('shared'), await idTokenFor(`${owner.uid}@${owner.school}.test`))).status).toBe(200);

    const res = await save(deviceToken('shared'), oldSession);
    expect(res.status).toBe(409);
    expect((res.body as { message: string }).message).toMatch(/signed in on it last/);
    expect(await tokensOf(owner.uid)).toEqual([deviceToken('shared')]);
    expect(await tokensOf(other.uid)).toEqual([]);
  });

  it('moves to the account that signs in on the device after it', async () => {
    expect((await save(deviceToken('shared'), await idTokenFor(`${owner.uid}@${owner.school}.test`))).status).toBe(200);
    await nextSecond();
    expect((await save(deviceToken('shared'), await idTokenFor(`${other.uid}@${other.school}.test`))).status).toBe(200);
    expect(await tokensOf(owner.uid)).toEqual([]);
    expect(await tokensOf(other.uid)).toEqual([deviceToken('shared')]);
  });
});

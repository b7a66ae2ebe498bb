/**
 * Rate limits an attacker cannot dodge with a forged X-Forwarded-For, and cannot turn against someone else. In the
 * emulators no proxy writes X-Forwarded-For, so every value in it is the client's own and must change nothing; how
 * the deployed function picks the address Google's proxies appended is unit-tested in shared/src/client-address.test.ts.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits, removeAccount, throwawayAccount } from '../support/accounts';
import { admin, APP_URL, callApi, DEMO_PASSWORD, idTokenFor } from '../support/emulators';

const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}, 203.0.113.${i}` });

const REGISTRATION = {
  schoolName: 'Forgery Academy',
  contactName: 'Eve Forger',
  email: 'eve@forgery.example',
  country: 'Nowhere',
  studentCount: 10,
};

async function clearRegistrations() {
  const { db } = admin();
  await db.recursiveDelete(db.collection('schoolRegistrations'));
  await clearRateLimits();
}

const resetRequest = (email: string, i: number) =>
  callApi('POST', '/auth/updatePassword', {
    headers: forged(i),
    body: { email, role: 'Parent', secret: 'abcdef', confirmSecret: 'abcdef' },
  });

describe('rate limits with forged X-Forwarded-For headers', () => {
  beforeEach(clearRegistrations);
  afterAll(clearRegistrations);

  it('stores 5 of 12 school registrations from one client, whatever address each claims', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await callApi('POST', '/landing/registerSchool', { headers: forged(i), body: REGISTRATION })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    expect((await admin().db.collection('schoolRegistrations').count().get()).data().count).toBe(5);
  });

  it('accepts 30 of 40 password requests from one client, each claiming a new address and naming a new e-mail', async () => {
    const statuses = [];
    for (let i = 0; i < 40; i++) statuses.push((await resetRequest(`spray${i}@demo-academy.test`, i)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
  });

  it('gives every attempt record a Firestore time when its window ends, for the TTL policy', async () => {
    const before = Date.now();
    await callApi('POST', '/landing/registerSchool', { body: REGISTRATION });
    await resetRequest('ttl@demo-academy.test', 1);
    const docs = (await admin().db.collection('rateLimits').get()).docs;
    expect(docs.length).toBeGreaterThanOrEqual(3);
    for (const d of docs) {
      const expiresAt = d.get('expiresAt') as unknown;
      expect(expiresAt).toBeInstanceOf(Timestamp);
      const ms = (expiresAt as Timestamp).toMillis();
      expect(ms).toBeGreaterThan(before);
      expect(ms).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);
    }
  });
});

describe('attempts by strangers never lock the owner out', () => {
  const teacher = { uid: 'lockout-teacher', role: 'Teacher', school: 'demo-academy-school' } as const;
  let email = '';
  beforeAll(async () => {
    email = (await throwawayAccount(teacher.uid, teacher.role, teacher.school)).email;
  });
  beforeEach(async () => {
    await clearRateLimits();
    await admin().auth.updateUser(teacher.uid, { password: DEMO_PASSWORD });
    // A stranger, signed out, names the teacher's e-mail until the signed-out limit answers 429.
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await callApi('POST', '/auth/updatePassword', {
            headers: forged(i),
            body: { email, role: 'Teacher', secret: 'stranger-1', confirmSecret: 'stranger-1' },
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
  afterAll(async () => {
    await removeAccount(teacher.uid);
    await clearRateLimits();
  });

  it('the teacher still changes their own password with their session and current password', async () => {
    const res = await callApi('POST', '/auth/updatePassword', {
      token: await idTokenFor(email),
      body: { email, role: 'Teacher', secret: 'my-own-new-1', confirmSecret: 'my-own-new-1', oldSecret: DEMO_PASSWORD },
    });
    expect(res).toEqual({ status: 200, body: { status: 200, message: 'Your password has been changed.' } });
  });

  it('their Admin still sets it', async () => {
    const res = await callApi('POST', '/auth/updatePassword', {
      token: await idTokenFor('admin@demo-academy.test'),
      body: { email, role: 'Teacher', secret: 'set-by-admin-1', confirmSecret: 'set-by-admin-1' },
    });
    expect(res.status).toBe(200);
  });

  it('a stolen session still gets only 5 guesses at the current password', async () => {
    const token = await idTokenFor(email);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await callApi('POST', '/auth/updatePassword', {
            token,
            body: {
              email,
              role: 'Teacher',
              secret: 'guessed-new-1',
              confirmSecret: 'guessed-new-1',
              oldSecret: `g${i}`,
            },
          })
        ).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('public routes that take a secret: only failures are counted, per address', () => {
  beforeEach(clearRateLimits);
  afterAll(clearRateLimits);

  it('answers 429 after 20 guessed calendar tokens, whatever address each claims', async () => {
    const statuses = [];
    for (let i = 0; i < 24; i++)
      statuses.push(
        (await callApi('GET', '/calendar/feed', { headers: forged(i), query: { token: `guess${i}`.padEnd(32, 'x') } }))
          .status,
      );
    expect(statuses).toEqual([...Array(20).fill(404), ...Array(4).fill(429)]);
  });

  it('answers 429 after 20 webhook events whose signature fails, and stores nothing for them', async () => {
    const before = (await admin().db.collectionGroup('payments').count().get()).data().count;
    const statuses = [];
    for (let i = 0; i < 24; i++) {
      const res = await fetch(new URL('/api/checkout/webhook', APP_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': `t=1,v1=${i}`, ...forged(i) },
        body: JSON.stringify({ id: `evt_guess_${i}`, type: 'checkout.session.completed' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(20).fill(400), ...Array(4).fill(429)]);
    expect((await admin().db.collectionGroup('payments').count().get()).data().count).toBe(before);
  });
});

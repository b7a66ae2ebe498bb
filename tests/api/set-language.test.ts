/**
 * Each person's language: `POST /api/accounts/setLanguage` writes it on the caller's own account only, for every role,
 * and only a language the server has a catalogue for.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRateLimits } from '../support/accounts';
import { admin, callApi, idTokenFor } from '../support/emulators';

type Reply = { status: number; message: string; language?: string };
const setLanguage = (token: string | undefined, body: unknown) =>
  callApi<Reply>('POST', '/accounts/setLanguage', { token, body });
const languageOf = async (uid: string) => (await admin().db.doc(`users/${uid}`).get()).get('language') as unknown;

const ACCOUNTS = [
  { role: 'Admin', email: 'admin@demo-academy.test', uid: 'demo-admin' },
  { role: 'Teacher', email: 'teacher@demo-academy.test', uid: 'demo-teacher' },
  { role: 'Student', email: 'student@demo-academy.test', uid: 'demo-student' },
  { role: 'Parent', email: 'parent@demo-academy.test', uid: 'demo-parent' },
];

async function forgetLanguages() {
  for (const { uid } of ACCOUNTS) await admin().db.doc(`users/${uid}`).update({ language: FieldValue.delete() });
}

beforeAll(async () => {
  await clearRateLimits();
  await forgetLanguages();
});
afterAll(async () => {
  await forgetLanguages();
  await clearRateLimits();
});

describe('POST /api/accounts/setLanguage', () => {
  it.each(ACCOUNTS)('a signed-in $role sets their own language, and no one else’s', async ({ email, uid }) => {
    const token = await idTokenFor(email);
    const res = await setLanguage(token, { language: 'pl' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, language: 'pl' });
    expect(await languageOf(uid)).toBe('pl');
    for (const other of ACCOUNTS.filter((a) => a.uid !== uid)) expect(await languageOf(other.uid)).toBeUndefined();

    const back = await setLanguage(token, { language: 'ar' });
    expect(back.status).toBe(200);
    expect(await languageOf(uid)).toBe('ar');
    await admin().db.doc(`users/${uid}`).update({ language: FieldValue.delete() });
  });

  it('refuses a language with no catalogue, naming Language and the choices, and writes nothing', async () => {
    const token = await idTokenFor('parent@demo-academy.test');
    for (const language of ['xx', 'klingon', 'pseudo']) {
      const res = await setLanguage(token, { language });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Language: /);
      expect(res.body.message).toContain('Choose one of en, ar, pl');
    }
    for (const body of [{}, { language: 7 }, { language: 'p' }, { language: 'pl', uid: 'demo-admin' }]) {
      const res = await setLanguage(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await languageOf('demo-parent')).toBeUndefined();
    expect(await languageOf('demo-admin')).toBeUndefined();
  });

  it('refuses a caller who is signed out', async () => {
    const res = await setLanguage(undefined, { language: 'pl' });
    expect(res.status).toBe(401);
    for (const { uid } of ACCOUNTS) expect(await languageOf(uid)).toBeUndefined();
  });
});

/**
 * The school's locale: only its Admin changes it, for their own school only, to one of the listed locales; every
 * change is audited and a refused one writes nothing. The demo schools are left as they were.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/emulators';
import { refusesBadBodies } from '../support/refusals';
import { ADMIN, auditActions, post, SCHOOL, signInAll, tokenOf } from '../support/school-api';

const NORTHSIDE = 'northside-high';
const localeOf = async (school: string) =>
  ((await admin().db.doc(`schools/${school}`).get()).get('locale') as string | undefined) ?? null;
let before: Record<string, string | null> = {};

beforeAll(async () => {
  await signInAll();
  before = { [SCHOOL]: await localeOf(SCHOOL), [NORTHSIDE]: await localeOf(NORTHSIDE) };
});
afterAll(async () => {
  for (const [school, locale] of Object.entries(before))
    await admin()
      .db.doc(`schools/${school}`)
      .update({
        locale: locale ?? 'en-GB',
        hourCycle: FieldValue.delete(),
        weekStart: FieldValue.delete(),
        language: FieldValue.delete(),
      });
});

describe('/school/updateLocale', () => {
  refusesBadBodies('/school/updateLocale', { locale: 'en-GB' }, ['locale'], () => tokenOf(ADMIN));

  it('refuses a locale not on the list, naming the field, and writes nothing', async () => {
    const res = await post(ADMIN, '/school/updateLocale', { locale: 'tlh-KX' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Locale must be one of the listed languages and regions/);
    expect(await localeOf(SCHOOL)).toBe(before[SCHOOL]);
  });

  it.each(['teacher@demo-academy.test', 'student@demo-academy.test', 'parent@demo-academy.test', undefined] as const)(
    'refuses %s, and the locale stays',
    async (who) => {
      const res = await post(who, '/school/updateLocale', { locale: 'en-US' });
      expect(res.status).toBe(who ? 403 : 401);
      expect(await localeOf(SCHOOL)).toBe(before[SCHOOL]);
    },
  );

  it("the Admin sets their school's locale, and it is audited", async () => {
    const res = await post(ADMIN, '/school/updateLocale', { locale: 'en-US' });
    expect(res.body).toEqual({
      status: 200,
      message: 'Locale saved: dates now read like Thu, Nov 26, 2026, and times like 2:30 PM.',
    });
    expect(await localeOf(SCHOOL)).toBe('en-US');
    expect(await auditActions(`schools/${SCHOOL}`)).toContain('school.localeUpdated');
  });

  it("another school's Admin changes their own school only", async () => {
    const res = await post('admin@northside.test', '/school/updateLocale', { locale: 'fr-FR' });
    expect(res.status).toBe(200);
    expect(await localeOf(NORTHSIDE)).toBe('fr-FR');
    expect(await localeOf(SCHOOL)).toBe('en-US');
  });

  it('the clock, the first day of the week and the documents’ language go with the locale; null is the locale’s own', async () => {
    const res = await post(ADMIN, '/school/updateLocale', {
      locale: 'en-GB',
      hourCycle: 'h12',
      weekStart: 7,
      language: 'pl',
    });
    expect(res.body).toEqual({
      status: 200,
      message: 'Locale saved: dates now read like Thu, 26 Nov 2026, and times like 2:30 pm.',
    });
    const school = (await admin().db.doc(`schools/${SCHOOL}`).get()).data()!;
    expect([school.hourCycle, school.weekStart, school.language]).toEqual(['h12', 7, 'pl']);
    await post(ADMIN, '/school/updateLocale', { locale: 'en-GB', hourCycle: null, weekStart: null });
    const back = (await admin().db.doc(`schools/${SCHOOL}`).get()).data()!;
    expect([back.hourCycle, back.weekStart, back.language]).toEqual([undefined, undefined, 'pl']);
  });

  it('refuses a documents’ language without a catalogue, naming the field, and writes nothing', async () => {
    const res = await post(ADMIN, '/school/updateLocale', { locale: 'en-GB', language: 'tlh' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Language of the school’s documents: choose one of the languages listed/);
    expect((await admin().db.doc(`schools/${SCHOOL}`).get()).get('language')).toBe('pl');
  });
});

/**
 * Input that looks valid, or nearly: each is answered with a 4xx that says what is wrong (never a 500), and what is
 * stored can be told apart and compared the way a person reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, idTokenFor } from '../support/emulators';

const SCHOOL = 'demo-academy-school';
type Reply = { status: number; message: string; rows?: { outcome: string; errors?: string[] }[] };
let token = '';
beforeAll(async () => {
  token = await idTokenFor('admin@demo-academy.test');
});
const post = (path: string, body: unknown) => callApi<Reply>('POST', path, { token, body });

describe('a course bigger than Firestore stores', () => {
  const title = '漢'.repeat(120);
  const link = `https://example.org/${'字'.repeat(460)}`;
  const course = {
    code: 'HUGE-1',
    title: 'Huge',
    subjectId: 'math',
    classIds: [],
    teacherIds: [],
    termId: 'term-2026-autumn',
    description: '',
    modules: Array.from({ length: 20 }, (_, m) => ({
      title,
      order: m + 1,
      lectures: Array.from({ length: 30 }, (_, l) => ({ title, order: l + 1, content: '', link })),
    })),
    price: null,
    published: false,
  };

  it('is refused with 400 saying it is too large, and nothing is stored', async () => {
    const res = await post('/courses/create', course);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/too large to store/);
    const stored = await admin().db.collection(`schools/${SCHOOL}/courses`).where('code', '==', 'HUGE-1').get();
    expect(stored.size).toBe(0);
  });
});

describe('an import dry run with a key far too long for any record', () => {
  const long = 'a'.repeat(1590) + '@x.test';

  it('answers with the row refused, not a 500 (parents, by e-mail)', async () => {
    const res = await post('/people/import', {
      kind: 'parents',
      commit: false,
      rows: [{ row: 2, values: { firstName: 'Long', lastName: 'Mail', email: long.slice(0, 1990) } }],
    });
    expect(res.status).toBe(200);
    expect(res.body.rows?.[0]?.outcome).toBe('error');
  });

  it('answers with the row refused, not a 500 (students, by admission number and guardian e-mail)', async () => {
    const res = await post('/people/import', {
      kind: 'students',
      commit: false,
      rows: [
        {
          row: 2,
          values: {
            admissionNumber: 'A'.repeat(1600),
            firstName: 'Long',
            lastName: 'Number',
            dateOfBirth: '2014-01-01',
            gender: 'other',
            enrolmentDate: '2026-09-01',
            guardianEmails: long.slice(0, 1990),
          },
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.rows?.[0]?.outcome).toBe('error');
  });
});

describe('a modules map with keys that are not modules', () => {
  it.each([
    ['__proto__', '{"uid":"demo-teacher","modules":{"__proto__":{"Dashboard":false},"Dashboard":true}}'],
    ['constructor', '{"uid":"demo-teacher","modules":{"constructor":true}}'],
    ['Fees2', '{"uid":"demo-teacher","modules":{"Fees2":true}}'],
  ])('refuses %s by name with 400', async (key, raw) => {
    const res = await post('/accounts/update', JSON.parse(raw));
    expect(res.body).toEqual({ status: 400, message: `modules.${key} is not a module.` });
  });
});

describe('names and e-mails with characters a reader cannot see', () => {
  const parent = {
    firstName: 'Ada',
    lastName: 'Hidden',
    email: 'ada.hidden@example.org',
    phone: '',
    relationship: '',
    childIds: [],
  };

  it.each([
    ['NUL', { firstName: 'Ada\u0000' }, 'First name must not hold control characters.'],
    ['a C1 control', { lastName: 'Hid\u0090den' }, 'Last name must not hold control characters.'],
    ['a right-to-left override', { firstName: '\u202Eada' }, 'First name must not hold text-direction characters.'],
    ['a zero-width space', { lastName: 'Hid\u200Bden' }, 'Last name must not hold invisible (zero-width) characters.'],
    ['a zero-width space in the e-mail', { email: 'ada\u200B@example.org' }, 'E-mail must not hold invisible'],
  ])('refuses %s with 400 saying so', async (_label, change, message) => {
    const res = await post('/parents/create', { ...parent, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  describe('two spellings of the same name (NFC and NFD)', () => {
    afterAll(async () => {
      const { db } = admin();
      const made = await db.collection(`schools/${SCHOOL}/classes`).where('section', '==', 'nfc-test').get();
      await Promise.all(made.docs.map((d) => d.ref.delete()));
    });

    it('are one name when uniqueness is checked', async () => {
      const klass = { grade: 7, section: 'nfc-test', capacity: 5, homeroomTeacherId: null, termId: 'term-2026-autumn' };
      expect((await post('/classes/create', { ...klass, name: 'Caf\u00E9 7' })).status).toBe(200);
      const again = await post('/classes/create', { ...klass, name: 'Cafe\u0301 7' });
      expect(again.status).toBe(409);
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, idTokenFor } from '../support/emulators';
import { refusesBadBodies } from '../support/refusals';

interface SearchBody {
  status: number;
  type?: string;
  message: string;
  data?: { id: string; firstName: string; lastName: string; admissionNumber: string }[];
}
const tokens: Record<string, string> = {};
const search = (who: string, params: unknown, school_id = 'demo-academy-school') =>
  callApi<SearchBody>('POST', '/search/getStudent', { token: tokens[who], body: { params, school_id } });

beforeAll(async () => {
  for (const who of [
    'admin@demo-academy.test',
    'teacher@demo-academy.test',
    'student@demo-academy.test',
    'parent@demo-academy.test',
    'admin@northside.test',
  ]) {
    tokens[who] = await idTokenFor(who);
  }
});

describe('POST /api/search/getStudent', () => {
  it('finds a student by the start of a name, ignoring case and accents', async () => {
    const res = await search('admin@demo-academy.test', 'ZOE');
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('Student');
    expect(res.body.data?.map((s) => `${s.firstName} ${s.lastName}`)).toEqual(['Zoë Yilmaz']);
  });

  it('names the student and nothing private: a teacher cannot read another class’s medical notes through it', async () => {
    // student-15 is in Grade 8B, not the demo teacher's class: they find the name, and nothing else of the record.
    const res = await callApi<{ data: Record<string, unknown>[] }>('POST', '/search/getStudent', {
      token: tokens['teacher@demo-academy.test'],
      body: { params: 'DA-0015', school_id: 'demo-academy-school' },
    });
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: 'student-15', admissionNumber: 'DA-0015', classId: 'class-8b' }),
    ]);
    expect(Object.keys(res.body.data[0] ?? {}).sort()).toEqual(
      ['admissionNumber', 'classId', 'firstName', 'id', 'lastName', 'status'].sort(),
    );
  });

  it('finds by admission number and by a later name word', async () => {
    expect((await search('teacher@demo-academy.test', 'da-0007')).body.data?.map((s) => s.admissionNumber)).toEqual([
      'DA-0007',
    ]);
    expect((await search('teacher@demo-academy.test', 'garc')).body.data?.map((s) => s.lastName)).toEqual(['García']);
  });

  it('narrows by every word typed, exact words first', async () => {
    const res = await search('admin@demo-academy.test', 'ade');
    expect(res.body.data?.map((s) => s.firstName).sort()).toEqual(['Aisha', 'Ben']);
    const both = await search('admin@demo-academy.test', 'adeyemi ben');
    expect(both.body.data?.map((s) => s.firstName)).toEqual(['Ben']);
  });

  it('returns at most 20, with a message saying how many', async () => {
    const res = await search('admin@demo-academy.test', 'da');
    expect(res.body.data?.length).toBe(20);
    expect(res.body.message).toBe('20 students found.');
  });

  it('shows a parent only their own children', async () => {
    expect((await search('parent@demo-academy.test', 'a')).body.data?.map((s) => s.id).sort()).toEqual([
      'student-01',
      'student-02',
    ]);
    expect((await search('parent@demo-academy.test', 'zoe')).body.data).toEqual([]);
  });

  it('shows a student only themself', async () => {
    expect((await search('student@demo-academy.test', 'a')).body.data?.map((s) => s.id)).toEqual(['student-01']);
    expect((await search('student@demo-academy.test', 'ben')).body.data).toEqual([]);
  });

  it('says "Search text is required." for empty or blank text', async () => {
    for (const params of ['', '   ']) {
      expect(await search('admin@demo-academy.test', params)).toEqual({
        status: 400,
        body: { status: 400, message: 'Search text is required.' },
      });
    }
  });

  it('refuses a search of another school, whoever asks', async () => {
    const res = await search('admin@northside.test', 'a', 'demo-academy-school');
    expect(res).toEqual({
      status: 403,
      body: { status: 403, message: 'You can only search students of your own school.' },
    });
    expect((await search('admin@demo-academy.test', 'jordan', 'northside-high')).status).toBe(403);
  });

  it('never finds another school’s students from one’s own school', async () => {
    expect((await search('admin@demo-academy.test', 'jordan')).body.data).toEqual([]);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const res = await callApi('POST', '/search/getStudent', {
      body: { params: 'a', school_id: 'demo-academy-school' },
    });
    expect(res.status).toBe(401);
  });

  it('refuses a malformed token', async () => {
    const res = await callApi('POST', '/search/getStudent', {
      rawAuthorization: 'Bearer x.y.z',
      body: { params: 'a', school_id: 'demo-academy-school' },
    });
    expect(res.status).toBe(401);
  });
});

refusesBadBodies(
  '/search/getStudent',
  { params: 'ada', school_id: 'demo-academy-school' },
  ['school_id'],
  () => tokens['admin@demo-academy.test'],
);

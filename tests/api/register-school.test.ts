import { beforeEach, describe, expect, it } from 'vitest';
import { admin, callApi, idTokenFor } from '../support/emulators';

const VALID = {
  schoolName: 'Hillcrest Primary School',
  contactName: 'Joan Whitfield',
  email: 'Office@Hillcrest.example.org',
  phone: '+44 20 7946 0000',
  country: 'United Kingdom',
  studentCount: 240,
  message: 'We would like to start in January.',
};

const register = (body: unknown, token?: string) => callApi('POST', '/landing/registerSchool', { body, token });
const requests = () => admin().db.collection('schoolRegistrations').count().get();
const countOf = async () => (await requests()).data().count;

async function clear() {
  const { db } = admin();
  for (const c of ['schoolRegistrations', 'rateLimits']) {
    const snap = await db.collection(c).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
}

describe('POST /api/landing/registerSchool', () => {
  beforeEach(clear);

  it('stores a request for the platform operator and thanks the visitor', async () => {
    const res = await register(VALID);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 200,
      message:
        'Thank you. We have your request for Hillcrest Primary School and will reply to office@hillcrest.example.org within two working days.',
    });
    const docs = (await admin().db.collection('schoolRegistrations').get()).docs;
    expect(docs).toHaveLength(1);
    expect(docs[0]?.data()).toMatchObject({ schoolName: 'Hillcrest Primary School', status: 'new', studentCount: 240 });
    expect(JSON.stringify(docs[0]?.data())).not.toContain('127.0.0.1');
  });

  it('takes the optional fields as optional', async () => {
    expect((await register({ ...VALID, phone: undefined, message: undefined })).status).toBe(200);
  });

  it('is open to signed-in users of every role too', async () => {
    const token = await idTokenFor('parent@demo-academy.test');
    expect((await register(VALID, token)).status).toBe(200);
  });

  it('refuses a sixth request from the same address within the hour, storing five', async () => {
    for (let i = 0; i < 5; i++) expect((await register({ ...VALID, schoolName: `School ${i}` })).status).toBe(200);
    const res = await register(VALID);
    expect(res).toEqual({
      status: 429,
      body: { status: 429, message: 'Too many requests from this address. Try again in an hour.' },
    });
    expect(await countOf()).toBe(5);
  });

  it.each([
    ['no school name', { ...VALID, schoolName: undefined }, 'schoolName'],
    ['a one-letter school name', { ...VALID, schoolName: 'A' }, 'schoolName'],
    ['no contact name', { ...VALID, contactName: '' }, 'contactName'],
    ['a bad e-mail', { ...VALID, email: 'office-at-hillcrest' }, 'email'],
    ['letters in the phone number', { ...VALID, phone: 'call me' }, 'phone'],
    ['no country', { ...VALID, country: undefined }, 'country'],
    ['a student count as text', { ...VALID, studentCount: '240' }, 'studentCount'],
    ['zero students', { ...VALID, studentCount: 0 }, 'studentCount'],
    ['a fractional student count', { ...VALID, studentCount: 2.5 }, 'studentCount'],
    ['a 5,000-character message', { ...VALID, message: 'x'.repeat(5000) }, 'message'],
    ['an extra status field', { ...VALID, status: 'approved' }, 'status'],
  ])('answers 400 naming the field for %s, and stores nothing', async (_label, body, field) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toContain(field);
    expect(await countOf()).toBe(0);
  });

  it('answers 405 to GET', async () => {
    expect((await callApi('GET', '/landing/registerSchool')).status).toBe(405);
  });
});

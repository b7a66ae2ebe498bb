import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/emulators';
import { refusesBadBodies } from '../support/refusals';
import {
  ADMIN,
  auditActions,
  post,
  record,
  refusesOtherRoles,
  SCHOOL,
  signInAll,
  tokenOf,
} from '../support/school-api';
import { shownDate } from '../support/dates';

// A school year of its own, so the demo terms and other tests are never in the way.
const YEAR = '2031/2032';
const autumn = {
  schoolYear: YEAR,
  name: 'Test autumn',
  startDate: '2031-09-01',
  endDate: '2031-12-18',
  current: false,
};
let autumnId = '';

beforeAll(signInAll);
afterAll(async () => {
  const { db } = admin();
  for (const t of (await db.collection(`schools/${SCHOOL}/terms`).where('schoolYear', '==', YEAR).get()).docs)
    await t.ref.delete();
  // Whatever happened, the demo's current term is current again.
  await db.doc(`schools/${SCHOOL}/terms/term-2026-autumn`).update({ current: true });
  await db.doc(`schools/${SCHOOL}`).update({ currentTermId: 'term-2026-autumn' });
});

describe('POST /api/terms/create', () => {
  it('stores the term with its search words and audits it; it is not current unless asked', async () => {
    const res = await post(ADMIN, '/terms/create', autumn);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Test autumn 2031/2032 saved.');
    autumnId = res.body.id!;
    expect(await record(`terms/${autumnId}`)).toMatchObject({
      ...autumn,
      searchTokens: expect.arrayContaining(['te', 'autumn', '2031']),
    });
    expect(await auditActions(`terms/${autumnId}`)).toEqual(['term.created']);
    expect((await record('terms/term-2026-autumn'))?.current).toBe(true);
  });

  it('refuses a term that overlaps another of the same year, naming it', async () => {
    const res = await post(ADMIN, '/terms/create', {
      ...autumn,
      name: 'Clash',
      startDate: '2031-12-01',
      endDate: '2032-01-31',
    });
    expect(res.body).toEqual({
      status: 409,
      message: `Clash overlaps Test autumn (${shownDate('2031-09-01')} to ${shownDate('2031-12-18')}) in 2031/2032: terms of a school year cannot overlap.`,
    });
  });

  it('refuses an end date before the start date, naming the field', async () => {
    const res = await post(ADMIN, '/terms/create', { ...autumn, startDate: '2032-05-01', endDate: '2032-04-01' });
    expect(res.body).toEqual({ status: 400, message: 'End date must be after the start date.' });
  });

  it('refuses a school year that is not two consecutive years', async () => {
    const res = await post(ADMIN, '/terms/create', { ...autumn, schoolYear: '2031/2035' });
    expect(res.body).toEqual({ status: 400, message: 'School year must be two consecutive years.' });
  });
});

describe('POST /api/terms/update', () => {
  it('renames a term', async () => {
    const res = await post(ADMIN, '/terms/update', { id: autumnId, ...autumn, name: 'Test autumn term' });
    expect(res.status).toBe(200);
    expect((await record(`terms/${autumnId}`))?.name).toBe('Test autumn term');
  });

  it('keeps exactly one current term: making one current makes the other not', async () => {
    const res = await post(ADMIN, '/terms/update', { id: autumnId, ...autumn, current: true });
    expect(res.status).toBe(200);
    expect((await record(`terms/${autumnId}`))?.current).toBe(true);
    expect((await record('terms/term-2026-autumn'))?.current).toBe(false);
    expect((await admin().db.doc(`schools/${SCHOOL}`).get()).get('currentTermId')).toBe(autumnId);

    const back = await record('terms/term-2026-autumn');
    await post(ADMIN, '/terms/update', { id: 'term-2026-autumn', ...pick(back), current: true });
    expect((await record(`terms/${autumnId}`))?.current).toBe(false);
    expect((await admin().db.doc(`schools/${SCHOOL}`).get()).get('currentTermId')).toBe('term-2026-autumn');
  });

  it('refuses to leave the school without a current term', async () => {
    const current = await record('terms/term-2026-autumn');
    const res = await post(ADMIN, '/terms/update', { id: 'term-2026-autumn', ...pick(current), current: false });
    expect(res.body).toEqual({
      status: 400,
      message: 'Autumn term is the current term: make another term current instead.',
    });
  });

  it('answers 404 for another school’s term, and changes nothing', async () => {
    const before = await record('terms/term-2026-autumn');
    const res = await post('admin@northside.test', '/terms/update', { id: 'term-2026-autumn', ...autumn });
    expect(res.body).toEqual({ status: 404, message: 'No term with id term-2026-autumn in your school.' });
    expect(await record('terms/term-2026-autumn')).toEqual(before);
  });
});

describe('POST /api/terms/delete', () => {
  it('refuses to delete the current term', async () => {
    const res = await post(ADMIN, '/terms/delete', { id: 'term-2026-autumn' });
    expect(res.body).toEqual({
      status: 400,
      message: 'Autumn term is the current term: make another term current first.',
    });
  });

  it('refuses to delete a term that still has classes, saying why', async () => {
    const { db } = admin();
    await db.doc(`schools/${SCHOOL}/classes/terms-test-class`).set({ termId: autumnId, name: 'x' });
    const res = await post(ADMIN, '/terms/delete', { id: autumnId });
    await db.doc(`schools/${SCHOOL}/classes/terms-test-class`).delete();
    expect(res.body).toEqual({
      status: 409,
      message: 'Test autumn still has 1 class: move or delete them before deleting the term.',
    });
  });

  it('another school’s Admin cannot delete it', async () => {
    expect((await post('admin@northside.test', '/terms/delete', { id: autumnId })).status).toBe(404);
    expect(await record(`terms/${autumnId}`)).toBeDefined();
  });

  it('deletes a term nothing depends on, and audits it', async () => {
    const res = await post(ADMIN, '/terms/delete', { id: autumnId });
    expect(res.body).toEqual({ status: 200, message: 'Test autumn deleted.', id: autumnId });
    expect(await record(`terms/${autumnId}`)).toBeUndefined();
    expect(await auditActions(`terms/${autumnId}`)).toContain('term.deleted');
  });
});

function pick(term: Record<string, unknown> | undefined) {
  const { schoolYear, name, startDate, endDate, current } = term ?? {};
  return { schoolYear, name, startDate, endDate, current };
}

refusesOtherRoles(
  '/terms/create',
  () => ({ ...autumn, schoolYear: '2033/2034' }),
  () => 'terms/term-2026-autumn',
);
refusesOtherRoles(
  '/terms/update',
  () => ({ id: 'term-2027-spring', ...autumn, schoolYear: '2033/2034' }),
  () => 'terms/term-2027-spring',
);
refusesOtherRoles(
  '/terms/delete',
  () => ({ id: 'term-2027-spring' }),
  () => 'terms/term-2027-spring',
);

const token = () => tokenOf(ADMIN);
refusesBadBodies(
  '/terms/create',
  { ...autumn, schoolYear: '2035/2036' },
  ['schoolYear', 'startDate', 'endDate'],
  token,
);
refusesBadBodies(
  '/terms/update',
  {
    id: 'term-2027-spring',
    schoolYear: '2026/2027',
    name: 'Spring term',
    startDate: '2027-01-05',
    endDate: '2027-03-26',
    current: false,
  },
  ['id', 'schoolYear', 'startDate', 'endDate'],
  token,
);
refusesBadBodies('/terms/delete', { id: 'term-2027-spring' }, ['id'], token);

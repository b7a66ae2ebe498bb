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

const geo = { code: 'geo-t1', name: 'Test geography', department: 'Humanities', gradeLevels: [9, 7, 7] };
let geoId = '';

beforeAll(signInAll);
afterAll(async () => {
  const { db } = admin();
  for (const s of (await db.collection(`schools/${SCHOOL}/subjects`).where('code', 'in', ['GEO-T1', 'GEO-T2']).get())
    .docs)
    await s.ref.delete();
});

describe('POST /api/subjects/create', () => {
  it('stores the code upper-case and the grades sorted, with search words, and audits it', async () => {
    const res = await post(ADMIN, '/subjects/create', geo);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('GEO-T1 Test geography saved.');
    geoId = res.body.id!;
    expect(await record(`subjects/${geoId}`)).toEqual({
      code: 'GEO-T1',
      name: 'Test geography',
      department: 'Humanities',
      gradeLevels: [7, 9],
      searchTokens: expect.arrayContaining(['geo', 'test', 'geography', 'humanities']),
    });
    expect(await auditActions(`subjects/${geoId}`)).toEqual(['subject.created']);
  });

  it('refuses a code already in use, whatever its case, naming the subject', async () => {
    const res = await post(ADMIN, '/subjects/create', { ...geo, code: 'math' });
    expect(res.body).toEqual({ status: 409, message: 'Code MATH is already used by Mathematics.' });
  });

  it('refuses a code with spaces, naming the field', async () => {
    const res = await post(ADMIN, '/subjects/create', { ...geo, code: 'GEO 1' });
    expect(res.body).toEqual({ status: 400, message: 'Code must be 1 to 12 letters, digits or dashes.' });
  });

  it('refuses a grade out of range', async () => {
    const res = await post(ADMIN, '/subjects/create', { ...geo, gradeLevels: [7, 14] });
    expect(res.body).toEqual({ status: 400, message: 'Each grade level must be at most 13.' });
  });

  it('another school may use the same code', async () => {
    const res = await post('admin@northside.test', '/subjects/create', { ...geo, code: 'MATH' });
    expect(res.status).toBe(200);
    await admin().db.doc(`schools/northside-high/subjects/${res.body.id}`).delete();
  });
});

describe('POST /api/subjects/update', () => {
  it('changes the subject, keeping its own code', async () => {
    const res = await post(ADMIN, '/subjects/update', { id: geoId, ...geo, name: 'Test geography II' });
    expect(res.status).toBe(200);
    expect((await record(`subjects/${geoId}`))?.name).toBe('Test geography II');
  });
  it('refuses taking another subject’s code', async () => {
    const res = await post(ADMIN, '/subjects/update', { id: geoId, ...geo, code: 'ENG' });
    expect(res.body).toEqual({ status: 409, message: 'Code ENG is already used by English.' });
  });
  it('answers 404 to another school', async () => {
    expect((await post('admin@northside.test', '/subjects/update', { id: geoId, ...geo })).status).toBe(404);
  });
});

describe('POST /api/subjects/delete', () => {
  it('refuses to delete a subject teachers teach, naming them', async () => {
    const res = await post(ADMIN, '/subjects/delete', { id: 'art' });
    expect(res.body).toEqual({
      status: 409,
      message: 'ART Art and Design is taught by 1 teacher (Mei Lin): remove it from their subjects first.',
    });
    expect(await record('subjects/art')).toBeDefined();
  });
  it('answers 404 to another school', async () => {
    expect((await post('admin@northside.test', '/subjects/delete', { id: geoId })).status).toBe(404);
  });
  it('deletes a subject nothing uses', async () => {
    const res = await post(ADMIN, '/subjects/delete', { id: geoId });
    expect(res.body).toEqual({ status: 200, message: 'GEO-T1 Test geography II deleted.', id: geoId });
    expect(await record(`subjects/${geoId}`)).toBeUndefined();
  });
});

refusesOtherRoles(
  '/subjects/create',
  () => ({ ...geo, code: 'GEO-T2' }),
  () => 'subjects/math',
);
refusesOtherRoles(
  '/subjects/update',
  () => ({ id: 'math', ...geo }),
  () => 'subjects/math',
);
refusesOtherRoles(
  '/subjects/delete',
  () => ({ id: 'hist' }),
  () => 'subjects/hist',
);

const token = () => tokenOf(ADMIN);
refusesBadBodies('/subjects/create', { ...geo, code: 'GEO-T2' }, ['code'], token);
refusesBadBodies(
  '/subjects/update',
  { id: 'math', code: 'MATH', name: 'Mathematics', department: 'Mathematics', gradeLevels: [7, 8, 9] },
  ['id', 'code'],
  token,
);
refusesBadBodies('/subjects/delete', { id: 'hist' }, ['id'], token);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
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

const pat = {
  firstName: 'Pat',
  lastName: 'Testparent',
  email: 'Pat.Testparent@families.test',
  phone: '+44 7700 900111',
  relationship: 'Grandparent',
  childIds: ['student-20', 'student-21'],
};
let patId = '';

beforeAll(signInAll);
afterAll(async () => {
  const { db } = admin();
  for (const p of (await db.collection(`schools/${SCHOOL}/parents`).where('lastName', '==', 'Testparent').get()).docs) {
    for (const s of ['student-01', 'student-20', 'student-21'])
      await db.doc(`schools/${SCHOOL}/students/${s}`).update({ guardianIds: FieldValue.arrayRemove(p.id) });
    await p.ref.delete();
  }
});

describe('POST /api/parents/create', () => {
  it('stores the parent and adds them to each child’s guardians', async () => {
    const res = await post(ADMIN, '/parents/create', pat);
    expect(res.body.message).toBe('Pat Testparent saved.');
    patId = res.body.id!;
    expect(await record(`parents/${patId}`)).toMatchObject({
      email: 'pat.testparent@families.test',
      childIds: ['student-20', 'student-21'],
      accountUid: null,
      archived: false,
    });
    expect((await record('students/student-20'))?.guardianIds).toContain(patId);
    expect((await record('students/student-21'))?.guardianIds).toContain(patId);
    expect(await auditActions(`parents/${patId}`)).toEqual(['parent.created']);
    // The Parents list finds them by the start of a name or of an e-mail word.
    expect((await record(`parents/${patId}`))?.searchTokens).toEqual(
      expect.arrayContaining(['pa', 'testpar', 'families']),
    );
  });
  it('refuses an e-mail another parent uses', async () => {
    const res = await post(ADMIN, '/parents/create', { ...pat, email: 'PARENT@demo-academy.test' });
    expect(res.body).toEqual({
      status: 409,
      message: 'E-mail parent@demo-academy.test is already used by Ngozi Adeyemi.',
    });
  });
  it('refuses a child of another school', async () => {
    const res = await post('admin@northside.test', '/parents/create', { ...pat, childIds: ['student-20'] });
    expect(res.body).toEqual({ status: 404, message: 'No student with id student-20 in your school.' });
  });
  it('refuses a bad e-mail, naming the field', async () => {
    const res = await post(ADMIN, '/parents/create', { ...pat, email: 'pat-at-home' });
    expect(res.body).toEqual({ status: 400, message: 'E-mail must be a valid e-mail address.' });
  });
});

describe('POST /api/parents/update', () => {
  it('changes the children, and the dropped child loses the guardian', async () => {
    const res = await post(ADMIN, '/parents/update', { id: patId, ...pat, childIds: ['student-21', 'student-01'] });
    expect(res.status).toBe(200);
    expect((await record('students/student-20'))?.guardianIds).not.toContain(patId);
    expect((await record('students/student-01'))?.guardianIds).toEqual(['parent-01', patId]);
  });
  it('a parent with an account keeps the e-mail they sign in with', async () => {
    const res = await post(ADMIN, '/parents/update', {
      id: 'parent-01',
      firstName: 'Ngozi',
      lastName: 'Adeyemi',
      email: 'other@demo-academy.test',
      phone: '',
      relationship: 'Mother',
      childIds: ['student-01', 'student-02'],
    });
    expect(res.body).toEqual({
      status: 400,
      message: 'Ngozi Adeyemi signs in with parent@demo-academy.test: that e-mail cannot change here.',
    });
  });
  it('answers 404 to another school', async () => {
    const res = await post('admin@northside.test', '/parents/update', { id: patId, ...pat, childIds: [] });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/parents/archive', () => {
  it('archives and restores, keeping the children linked', async () => {
    expect((await post(ADMIN, '/parents/archive', { id: patId, archived: true })).body.message).toBe(
      'Pat Testparent archived.',
    );
    expect((await record('students/student-21'))?.guardianIds).toContain(patId);
    expect((await post(ADMIN, '/parents/archive', { id: patId, archived: false })).body.message).toBe(
      'Pat Testparent restored.',
    );
  });
  it('another school cannot archive them', async () => {
    expect((await post('admin@northside.test', '/parents/archive', { id: patId, archived: true })).status).toBe(404);
  });
});

refusesOtherRoles(
  '/parents/create',
  () => ({ ...pat, email: 'x@families.test' }),
  () => 'students/student-20',
);
refusesOtherRoles(
  '/parents/update',
  () => ({ id: 'parent-02', ...pat }),
  () => 'parents/parent-02',
);
refusesOtherRoles(
  '/parents/archive',
  () => ({ id: 'parent-02', archived: true }),
  () => 'parents/parent-02',
);

const token = () => tokenOf(ADMIN);
refusesBadBodies(
  '/parents/create',
  { ...pat, email: 'new@families.test', childIds: ['no-such-student'] },
  ['email', 'phone'],
  token,
);
refusesBadBodies('/parents/update', { id: 'no-such-parent', ...pat }, ['id', 'email'], token);
refusesBadBodies('/parents/archive', { id: 'no-such-parent', archived: true }, ['id'], token);

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

const NORTH = 'admin@northside.test';
const robin = {
  firstName: 'Robin',
  lastName: 'Testteacher',
  email: 'Robin.Testteacher@demo-academy.test',
  phone: '+44 20 7946 0999',
  department: 'Science',
  position: 'Head of Physics',
  employmentStatus: 'active',
  subjectIds: ['sci', 'math', 'sci'],
};
let robinId = '';

beforeAll(signInAll);
afterAll(async () => {
  const { db } = admin();
  for (const t of (await db.collection(`schools/${SCHOOL}/teachers`).where('lastName', '==', 'Testteacher').get()).docs)
    await t.ref.delete();
  for (const c of (await db.collection(`schools/${SCHOOL}/courses`).where('code', '==', 'TT-1').get()).docs)
    await c.ref.delete();
});

describe('POST /api/teachers/create', () => {
  it('stores the teacher with their subjects once each, searchable by name and department', async () => {
    const res = await post(ADMIN, '/teachers/create', robin);
    expect(res.body.message).toBe('Robin Testteacher saved.');
    robinId = res.body.id!;
    expect(await record(`teachers/${robinId}`)).toMatchObject({
      email: 'robin.testteacher@demo-academy.test',
      subjectIds: ['sci', 'math'],
      accountUid: null,
      archived: false,
      searchTokens: expect.arrayContaining(['rob', 'testteacher', 'scien', 'physics']),
    });
    expect(await auditActions(`teachers/${robinId}`)).toEqual(['teacher.created']);
  });
  it('refuses an e-mail another teacher uses', async () => {
    const res = await post(ADMIN, '/teachers/create', { ...robin, email: 'TEACHER@demo-academy.test' });
    expect(res.body).toEqual({
      status: 409,
      message: 'E-mail teacher@demo-academy.test is already used by Amara Okafor.',
    });
  });
  it('refuses a subject the school does not have', async () => {
    const res = await post(ADMIN, '/teachers/create', { ...robin, email: 'r2@demo-academy.test', subjectIds: ['bio'] });
    expect(res.body).toEqual({ status: 404, message: 'No subject with id bio in your school.' });
  });
  it('another school cannot use this school’s subjects', async () => {
    const res = await post(NORTH, '/teachers/create', { ...robin, subjectIds: ['math'] });
    expect(res.body).toEqual({ status: 404, message: 'No subject with id math in your school.' });
  });
  it('refuses an unknown employment status, naming the field', async () => {
    const res = await post(ADMIN, '/teachers/create', { ...robin, employmentStatus: 'retired' });
    expect(res.body).toEqual({ status: 400, message: 'Employment status must be active, on-leave or left.' });
  });
});

describe('POST /api/teachers/update', () => {
  it('changes the teacher and writes the audit log', async () => {
    const res = await post(ADMIN, '/teachers/update', {
      id: robinId,
      ...robin,
      employmentStatus: 'on-leave',
      subjectIds: ['hist'],
    });
    expect(res.status).toBe(200);
    expect(await record(`teachers/${robinId}`)).toMatchObject({ employmentStatus: 'on-leave', subjectIds: ['hist'] });
    expect(await auditActions(`teachers/${robinId}`)).toContain('teacher.updated');
  });
  it('a teacher with an account keeps the e-mail they sign in with', async () => {
    const amara = await record('teachers/teacher-01');
    const res = await post(ADMIN, '/teachers/update', {
      id: 'teacher-01',
      firstName: 'Amara',
      lastName: 'Okafor',
      email: 'amara@elsewhere.test',
      phone: '',
      department: 'Mathematics',
      position: 'Class teacher',
      employmentStatus: 'active',
      subjectIds: ['math'],
    });
    expect(res.body).toEqual({
      status: 400,
      message: 'Amara Okafor signs in with teacher@demo-academy.test: that e-mail cannot change here.',
    });
    expect(await record('teachers/teacher-01')).toEqual(amara);
  });
  it('a renamed homeroom teacher is renamed on their class, which families read', async () => {
    const amara = {
      id: 'teacher-01',
      firstName: 'Amara',
      lastName: 'Okafor',
      email: 'teacher@demo-academy.test',
      phone: '+44 20 7946 0100',
      department: 'Mathematics',
      position: 'Class teacher',
      employmentStatus: 'active',
      subjectIds: ['math', 'sci'],
    };
    expect((await post(ADMIN, '/teachers/update', { ...amara, lastName: 'Okafor-Reyes' })).status).toBe(200);
    expect((await record('classes/class-7a'))?.homeroomTeacherName).toBe('Amara Okafor-Reyes');
    expect((await post(ADMIN, '/teachers/update', amara)).status).toBe(200);
    expect((await record('classes/class-7a'))?.homeroomTeacherName).toBe('Amara Okafor');
  });
  it('answers 404 to another school', async () => {
    const res = await post(NORTH, '/teachers/update', { id: robinId, ...robin, subjectIds: [] });
    expect(res.body).toEqual({ status: 404, message: `No teacher with id ${robinId} in your school.` });
  });
});

describe('POST /api/teachers/archive', () => {
  it('refuses to archive a homeroom teacher, naming the class', async () => {
    const res = await post(ADMIN, '/teachers/archive', { id: 'teacher-01', archived: true });
    expect(res.body).toEqual({
      status: 409,
      message: 'Amara Okafor is homeroom teacher of 1 class (Grade 7A): choose another homeroom teacher first.',
    });
    expect((await record('teachers/teacher-01'))?.archived).toBe(false);
  });
  it('refuses to archive a teacher of a course, naming it', async () => {
    const course = await post(ADMIN, '/courses/create', {
      code: 'TT-1',
      title: 'Taught by Robin',
      subjectId: 'sci',
      classIds: [],
      teacherIds: [robinId],
      termId: 'term-2026-autumn',
      description: '',
      modules: [],
      price: null,
      published: false,
    });
    expect(course.status).toBe(200);
    const res = await post(ADMIN, '/teachers/archive', { id: robinId, archived: true });
    expect(res.body).toEqual({
      status: 409,
      message: 'Robin Testteacher teaches 1 course (TT-1): remove them from those courses first.',
    });
    await admin().db.doc(`schools/${SCHOOL}/courses/${course.body.id}`).delete();
  });
  it('archives, refuses edits while archived, and restores', async () => {
    expect((await post(ADMIN, '/teachers/archive', { id: robinId, archived: true })).body.message).toBe(
      'Robin Testteacher archived.',
    );
    expect((await post(ADMIN, '/teachers/update', { id: robinId, ...robin })).body).toEqual({
      status: 400,
      message: 'Robin Testteacher is archived: restore them before editing.',
    });
    expect((await post(ADMIN, '/teachers/archive', { id: robinId, archived: true })).body.message).toBe(
      'Robin Testteacher is already archived.',
    );
    expect((await post(ADMIN, '/teachers/archive', { id: robinId, archived: false })).body.message).toBe(
      'Robin Testteacher restored.',
    );
    expect(await auditActions(`teachers/${robinId}`)).toEqual(
      expect.arrayContaining(['teacher.archived', 'teacher.restored']),
    );
  });
  it('another school cannot archive them', async () => {
    expect((await post(NORTH, '/teachers/archive', { id: robinId, archived: true })).status).toBe(404);
    expect((await record(`teachers/${robinId}`))?.archived).toBe(false);
  });
});

refusesOtherRoles(
  '/teachers/create',
  () => ({ ...robin, email: 'x@demo-academy.test' }),
  () => 'teachers/teacher-03',
);
refusesOtherRoles(
  '/teachers/update',
  () => ({ id: 'teacher-03', ...robin }),
  () => 'teachers/teacher-03',
);
refusesOtherRoles(
  '/teachers/archive',
  () => ({ id: 'teacher-03', archived: true }),
  () => 'teachers/teacher-03',
);

const token = () => tokenOf(ADMIN);
refusesBadBodies(
  '/teachers/create',
  { ...robin, email: 'new@demo-academy.test', subjectIds: ['no-such-subject'] },
  ['email', 'employmentStatus'],
  token,
);
refusesBadBodies('/teachers/update', { id: 'no-such-teacher', ...robin }, ['id', 'email'], token);
refusesBadBodies('/teachers/archive', { id: 'no-such-teacher', archived: true }, ['id'], token);

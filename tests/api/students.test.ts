import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/emulators';
import { enrolmentDrift } from '../support/term-totals';
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

const kit = {
  admissionNumber: 'tst-0001',
  firstName: 'Kit',
  lastName: 'Testwell',
  dateOfBirth: '2013-05-04',
  gender: 'other',
  classId: 'class-7a',
  guardianIds: ['parent-01', 'parent-02'],
  status: 'enrolled',
  enrolmentDate: '2026-09-01',
  medicalNotes: 'Asthma: inhaler in bag.',
  emergencyContactName: 'Sam Testwell',
  emergencyContactPhone: '+44 7700 900999',
};
let kitId = '';

let driftBefore: Record<string, number> = {};
beforeAll(async () => {
  await signInAll();
  driftBefore = await enrolmentDrift(SCHOOL);
});
afterAll(async () => {
  const { db } = admin();
  for (const s of (await db.collection(`schools/${SCHOOL}/students`).where('lastName', '==', 'Testwell').get()).docs) {
    for (const p of ['parent-01', 'parent-02', 'parent-03'])
      await db.doc(`schools/${SCHOOL}/parents/${p}`).update({ childIds: FieldValue.arrayRemove(s.id) });
    await s.ref.delete();
  }
  for (const c of ['class-7a', 'class-8b']) await db.doc(`schools/${SCHOOL}/classes/${c}`).update({ studentCount: 10 });
  await db.doc(`schools/${SCHOOL}/classes/class-7a`).update({ capacity: 30 });
});

describe('POST /api/students/create', () => {
  it('stores the student with search words, links both guardians both ways, and fills a place in the class', async () => {
    const res = await post(ADMIN, '/students/create', kit);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Kit Testwell (TST-0001) saved.');
    kitId = res.body.id!;
    expect(await record(`students/${kitId}`)).toMatchObject({
      admissionNumber: 'TST-0001',
      classId: 'class-7a',
      guardianIds: ['parent-01', 'parent-02'],
      // parent-01 has an account (demo-parent): it may now read Kit's record; parent-02 has none.
      guardianUids: ['demo-parent'],
      emergencyContact: { name: 'Sam Testwell', phone: '+44 7700 900999' },
      accountUid: null,
      archived: false,
      searchTokens: expect.arrayContaining(['kit', 'testwell', 'tst-0001', 'kit test']),
    });
    expect((await record('parents/parent-01'))?.childIds).toContain(kitId);
    expect((await record('parents/parent-02'))?.childIds).toContain(kitId);
    expect((await record('classes/class-7a'))?.studentCount).toBe(11);
    expect(await auditActions(`students/${kitId}`)).toEqual(['student.created']);
  });

  it('refuses an admission number already in use, naming its student', async () => {
    const res = await post(ADMIN, '/students/create', { ...kit, admissionNumber: 'da-0001' });
    expect(res.body).toEqual({ status: 409, message: 'Admission number DA-0001 is already used by Aisha Adeyemi.' });
  });

  it('refuses a place in a full class', async () => {
    await admin().db.doc(`schools/${SCHOOL}/classes/class-7a`).update({ capacity: 11 });
    const res = await post(ADMIN, '/students/create', { ...kit, admissionNumber: 'TST-0002' });
    await admin().db.doc(`schools/${SCHOOL}/classes/class-7a`).update({ capacity: 30 });
    expect(res.body).toEqual({ status: 400, message: 'Grade 7A is full (11 of 11 places taken).' });
  });

  it('refuses a guardian who is not a parent of the school', async () => {
    const res = await post('admin@northside.test', '/students/create', { ...kit, classId: null });
    expect(res.body).toEqual({ status: 404, message: 'No parent with id parent-02 in your school.' });
  });

  it('refuses an enrolment before birth, naming the field', async () => {
    const res = await post(ADMIN, '/students/create', { ...kit, enrolmentDate: '2010-01-01' });
    expect(res.body).toEqual({ status: 400, message: 'Enrolment date must be after the date of birth.' });
  });
});

describe('POST /api/students/update', () => {
  it('moves class and changes guardians, keeping every link in step', async () => {
    const res = await post(ADMIN, '/students/update', {
      id: kitId,
      ...kit,
      firstName: 'Kitty',
      classId: 'class-8b',
      guardianIds: ['parent-03'],
    });
    expect(res.status).toBe(200);
    const kitty = await record(`students/${kitId}`);
    expect(kitty).toMatchObject({
      firstName: 'Kitty',
      classId: 'class-8b',
      guardianIds: ['parent-03'],
      guardianUids: [],
    });
    expect(kitty?.searchTokens).toContain('kitty');
    expect(kitty?.searchTokens).not.toContain('kit test');
    expect((await record('parents/parent-01'))?.childIds).not.toContain(kitId);
    expect((await record('parents/parent-03'))?.childIds).toContain(kitId);
    expect((await record('classes/class-7a'))?.studentCount).toBe(10);
    expect((await record('classes/class-8b'))?.studentCount).toBe(11);
  });

  it('answers 404 to another school', async () => {
    const res = await post('admin@northside.test', '/students/update', {
      id: kitId,
      ...kit,
      classId: null,
      guardianIds: [],
    });
    expect(res.body).toEqual({ status: 404, message: `No student with id ${kitId} in your school.` });
  });
});

describe('POST /api/students/archive', () => {
  it('archives a student, freeing their place; an archived student cannot be edited', async () => {
    const res = await post(ADMIN, '/students/archive', { id: kitId, archived: true });
    expect(res.body).toEqual({ status: 200, message: 'Kitty Testwell archived.', id: kitId });
    expect(await record(`students/${kitId}`)).toMatchObject({ archived: true, classId: null });
    expect((await record('classes/class-8b'))?.studentCount).toBe(10);
    const edit = await post(ADMIN, '/students/update', { id: kitId, ...kit });
    expect(edit.body).toEqual({ status: 400, message: 'Kitty Testwell is archived: restore them before editing.' });
  });
  it('restores them', async () => {
    const res = await post(ADMIN, '/students/archive', { id: kitId, archived: false });
    expect(res.body.message).toBe('Kitty Testwell restored.');
    expect(await auditActions(`students/${kitId}`)).toEqual(
      expect.arrayContaining(['student.created', 'student.updated', 'student.archived', 'student.restored']),
    );
  });
  it('another school cannot archive them', async () => {
    expect((await post('admin@northside.test', '/students/archive', { id: kitId, archived: true })).status).toBe(404);
  });
});

refusesOtherRoles(
  '/students/create',
  () => ({ ...kit, admissionNumber: 'TST-0003' }),
  () => 'classes/class-7a',
);
refusesOtherRoles(
  '/students/update',
  () => ({ id: 'student-01', ...kit }),
  () => 'students/student-01',
);
refusesOtherRoles(
  '/students/archive',
  () => ({ id: 'student-01', archived: true }),
  () => 'students/student-01',
);

// classId may be null: the valid bodies name a student or class that does not exist, so a variant that passes
// validation is still refused (404) and writes nothing.
const token = () => tokenOf(ADMIN);
refusesBadBodies(
  '/students/create',
  { ...kit, admissionNumber: 'TST-0004', classId: 'no-such-class', guardianIds: ['no-such-parent'] },
  ['admissionNumber', 'dateOfBirth', 'gender', 'classId', 'status', 'enrolmentDate', 'emergencyContactPhone'],
  token,
);
refusesBadBodies('/students/update', { id: 'no-such-student', ...kit }, ['id', 'gender', 'classId'], token);
refusesBadBodies('/students/archive', { id: 'no-such-student', archived: true }, ['id'], token);

describe('the dashboard’s students by grade', () => {
  it('moved with every class change above: the term totals still match the classes’ own counts', async () => {
    expect(await enrolmentDrift(SCHOOL)).toEqual(driftBefore);
  });
});

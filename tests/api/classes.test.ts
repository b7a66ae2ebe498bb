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

const small = {
  name: 'Test 9Z',
  grade: 9,
  section: 'Z',
  capacity: 2,
  homeroomTeacherId: 'teacher-01',
  termId: 'term-2026-autumn',
};
let smallId = '';

let driftBefore: Record<string, number> = {};
beforeAll(async () => {
  await signInAll();
  driftBefore = await enrolmentDrift(SCHOOL);
});
afterAll(async () => {
  const { db } = admin();
  // The demo students and classes as the seed had them.
  for (const id of ['student-28', 'student-29', 'student-30'])
    await db.doc(`schools/${SCHOOL}/students/${id}`).update({ classId: 'class-9c' });
  await db.doc(`schools/${SCHOOL}/classes/class-9c`).update({ studentCount: 10 });
  for (const c of (await db.collection(`schools/${SCHOOL}/classes`).where('name', 'in', ['Test 9Z', 'Test 9Y']).get())
    .docs)
    await c.ref.delete();
});

describe('POST /api/classes/create', () => {
  it('stores the class, empty, with its homeroom teacher’s account in teacherUids', async () => {
    const res = await post(ADMIN, '/classes/create', small);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Test 9Z saved.');
    smallId = res.body.id!;
    expect(await record(`classes/${smallId}`)).toMatchObject({
      ...small,
      studentCount: 0,
      teacherUids: ['demo-teacher'],
      homeroomTeacherName: 'Amara Okafor',
      guardianUids: [],
      searchTokens: expect.arrayContaining(['test', '9z']),
    });
    expect(await auditActions(`classes/${smallId}`)).toEqual(['class.created']);
  });
  it('refuses a second class of the same name in the term', async () => {
    const res = await post(ADMIN, '/classes/create', { ...small, name: 'Grade 7A' });
    expect(res.body).toEqual({ status: 409, message: 'There is already a class Grade 7A in that term.' });
  });
  it('refuses a term that is not the school’s', async () => {
    const res = await post(ADMIN, '/classes/create', { ...small, name: 'Test 9Y', termId: 'term-fall-2026' });
    expect(res.body).toEqual({ status: 404, message: 'No term with id term-fall-2026 in your school.' });
  });
  it('refuses a homeroom teacher of another school', async () => {
    const res = await post('admin@northside.test', '/classes/create', {
      ...small,
      termId: 'term-fall-2026',
      homeroomTeacherId: 'teacher-02',
    });
    expect(res.body).toEqual({ status: 404, message: 'No teacher with id teacher-02 in your school.' });
  });
  it('refuses a capacity of 0, naming the field', async () => {
    const res = await post(ADMIN, '/classes/create', { ...small, capacity: 0 });
    expect(res.body).toEqual({ status: 400, message: 'Capacity must be at least 1.' });
  });
});

describe('POST /api/classes/assignStudents', () => {
  it('refuses more students than the class has room for, and moves none', async () => {
    const res = await post(ADMIN, '/classes/assignStudents', {
      studentIds: ['student-28', 'student-29', 'student-30'],
      classId: smallId,
    });
    expect(res.body).toEqual({
      status: 400,
      message: 'Test 9Z has room for 2 more students (0 of 2 places taken); you chose 3.',
    });
    expect((await record('students/student-28'))?.classId).toBe('class-9c');
  });
  it('moves students between classes, both counts following', async () => {
    const res = await post(ADMIN, '/classes/assignStudents', {
      studentIds: ['student-29', 'student-30'],
      classId: smallId,
    });
    expect(res.body).toEqual({ status: 200, message: '2 students moved into Test 9Z.', id: smallId });
    expect((await record('students/student-29'))?.classId).toBe(smallId);
    expect((await record(`classes/${smallId}`))?.studentCount).toBe(2);
    expect((await record('classes/class-9c'))?.studentCount).toBe(8);
  });
  it('a full class takes no one more', async () => {
    const res = await post(ADMIN, '/classes/assignStudents', { studentIds: ['student-28'], classId: smallId });
    expect(res.status).toBe(400);
  });
  it('refuses a capacity below the students already in the class', async () => {
    const res = await post(ADMIN, '/classes/update', { id: smallId, ...small, capacity: 1 });
    expect(res.body).toEqual({
      status: 400,
      message: 'Capacity 1 is below the 2 students already in Test 9Z: move some first.',
    });
  });
  it('refuses to delete a class with students, saying why', async () => {
    const res = await post(ADMIN, '/classes/delete', { id: smallId });
    expect(res.body).toEqual({
      status: 409,
      message: 'Test 9Z still has 2 students: move or remove them from the class before deleting it.',
    });
  });
  it('takes a student out of their class', async () => {
    const res = await post(ADMIN, '/classes/assignStudents', { studentIds: ['student-30'], classId: null });
    expect(res.body.message).toBe('1 student moved out of their class.');
    expect((await record('students/student-30'))?.classId).toBeNull();
    expect((await record(`classes/${smallId}`))?.studentCount).toBe(1);
  });
  it('another school cannot move these students', async () => {
    const res = await post('admin@northside.test', '/classes/assignStudents', {
      studentIds: ['student-29'],
      classId: null,
    });
    expect(res.body).toEqual({ status: 404, message: 'No student with id student-29 in your school.' });
  });
  it('moves them back', async () => {
    const res = await post(ADMIN, '/classes/assignStudents', {
      studentIds: ['student-29', 'student-30'],
      classId: 'class-9c',
    });
    expect(res.status).toBe(200);
    expect((await record('classes/class-9c'))?.studentCount).toBe(10);
    expect((await record(`classes/${smallId}`))?.studentCount).toBe(0);
  });
});

describe('POST /api/classes/update and delete', () => {
  it('changes the homeroom teacher, and the old one’s account leaves teacherUids', async () => {
    const res = await post(ADMIN, '/classes/update', { id: smallId, ...small, homeroomTeacherId: 'teacher-02' });
    expect(res.status).toBe(200);
    expect((await record(`classes/${smallId}`))?.teacherUids).toEqual([]);
  });
  it('answers 404 to another school', async () => {
    expect((await post('admin@northside.test', '/classes/delete', { id: smallId })).status).toBe(404);
  });
  it('deletes an empty class', async () => {
    const res = await post(ADMIN, '/classes/delete', { id: smallId });
    expect(res.body).toEqual({ status: 200, message: 'Test 9Z deleted.', id: smallId });
    expect((await auditActions(`classes/${smallId}`)).sort()).toEqual(
      ['class.created', 'class.studentsAssigned', 'class.updated', 'class.deleted'].sort(),
    );
  });
});

refusesOtherRoles(
  '/classes/create',
  () => ({ ...small, name: 'Test 9Y' }),
  () => 'classes/class-7a',
);
refusesOtherRoles(
  '/classes/update',
  () => ({ id: 'class-7a', ...small }),
  () => 'classes/class-7a',
);
refusesOtherRoles(
  '/classes/delete',
  () => ({ id: 'class-7a' }),
  () => 'classes/class-7a',
);
refusesOtherRoles(
  '/classes/assignStudents',
  () => ({ studentIds: ['student-01'], classId: null }),
  () => 'students/student-01',
);

// homeroomTeacherId and classId may be null: the valid bodies name records that do not exist, so a variant that
// passes validation is still refused (404) and writes nothing.
const token = () => tokenOf(ADMIN);
refusesBadBodies(
  '/classes/create',
  { ...small, name: 'Test 9Y', termId: 'no-such-term' },
  ['homeroomTeacherId', 'termId'],
  token,
);
refusesBadBodies(
  '/classes/update',
  {
    id: 'no-such-class',
    name: 'Grade 7A',
    grade: 7,
    section: 'A',
    capacity: 30,
    homeroomTeacherId: 'teacher-01',
    termId: 'term-2026-autumn',
  },
  ['id', 'homeroomTeacherId', 'termId'],
  token,
);
refusesBadBodies('/classes/delete', { id: 'class-7a' }, ['id'], token);
refusesBadBodies(
  '/classes/assignStudents',
  { studentIds: ['no-such-student'], classId: 'class-7a' },
  ['classId'],
  token,
);

describe('the dashboard’s students by grade', () => {
  it('moved with every class change above: the term totals still match the classes’ own counts', async () => {
    expect(await enrolmentDrift(SCHOOL)).toEqual(driftBefore);
  });
});

import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeAccount } from '../support/accounts';
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

/**
 * Demo Academy's timetable has Grade 7A Mathematics with Amara Okafor (teacher-01) in room 12 on Monday 09:00–09:50
 * (lesson-7a-1-1), and Grade 7A's Monday ends with her Mathematics at 13:30. The tests add a teacher with an
 * account (Test Teacher), one without (New Teacher), a class of their own and a course.
 */
const TEACHER = 'lessons-test-teacher';
const TEACHER_UID = 'lessons-test-uid';
const NEW_TEACHER = 'lessons-new-teacher';
const CLASS = 'lessons-test-class';
const COURSE = 'lessons-test-course';
const path = (p: string) => `schools/${SCHOOL}/${p}`;

const lesson = {
  classId: CLASS,
  courseId: null,
  subjectId: 'hist',
  teacherId: TEACHER,
  weekday: 6,
  startTime: '09:00',
  endTime: '10:00',
  room: 'Hall',
};
let lessonId = '';

const teacherDoc = (firstName: string, email: string, accountUid: string | null) => ({
  firstName,
  lastName: 'Teacher',
  email,
  phone: '',
  accountUid,
  archived: false,
  department: 'Humanities',
  position: 'Teacher',
  employmentStatus: 'active',
  subjectIds: ['hist'],
});

async function lessonCount() {
  return (await admin().db.collection(path('lessons')).count().get()).data().count;
}

async function cleanUp() {
  const { db, auth } = admin();
  for (const l of (await db.collection(path('lessons')).where('teacherId', 'in', [TEACHER, NEW_TEACHER]).get()).docs)
    await l.ref.delete();
  const newUid = (await db.doc(path(`teachers/${NEW_TEACHER}`)).get()).get('accountUid') as string | undefined;
  if (newUid) await removeAccount(newUid);
  await auth
    .getUserByEmail('new.teacher@demo-academy.test')
    .then((u) => removeAccount(u.uid))
    .catch(() => undefined);
  for (const id of [TEACHER, NEW_TEACHER]) await db.doc(path(`teachers/${id}`)).delete();
  await db.doc(path(`classes/${CLASS}`)).delete();
  await db.doc(path(`courses/${COURSE}`)).delete();
  // The demo classes' teachers, as the seed has them.
  for (const c of ['class-7a', 'class-8b', 'class-9c'])
    await db.doc(path(`classes/${c}`)).update({ teacherUids: ['demo-teacher'] });
}

beforeAll(async () => {
  await signInAll();
  await cleanUp();
  const { db } = admin();
  await db.doc(path(`teachers/${TEACHER}`)).set(teacherDoc('Test', 'test.teacher@demo-academy.test', TEACHER_UID));
  await db.doc(path(`teachers/${NEW_TEACHER}`)).set(teacherDoc('New', 'new.teacher@demo-academy.test', null));
  await db.doc(path(`classes/${CLASS}`)).set({
    name: 'Test 6T',
    grade: 6,
    section: 'T',
    capacity: 20,
    homeroomTeacherId: 'teacher-01',
    teacherUids: ['demo-teacher'],
    termId: 'term-2026-autumn',
    studentCount: 0,
    searchTokens: [],
  });
  await db.doc(path(`courses/${COURSE}`)).set({
    code: 'ALG7',
    title: 'Algebra for Grade 7',
    subjectId: 'math',
    teacherIds: [],
    classIds: [],
  });
});
afterAll(cleanUp);

describe('POST /api/lessons/create', () => {
  it('stores the lesson with the names a timetable shows, and its teacher joins the class’s teachers', async () => {
    const res = await post(ADMIN, '/lessons/create', lesson);
    expect(res.body).toMatchObject({ status: 200, message: 'Test 6T History on Saturday 09:00–10:00 saved.' });
    lessonId = res.body.id!;
    expect(await record(`lessons/${lessonId}`)).toEqual({
      ...lesson,
      roomKey: 'hall',
      slot: '6 09:00',
      className: 'Test 6T',
      teacherName: 'Test Teacher',
      code: 'HIST',
      title: 'History',
      searchTokens: expect.arrayContaining(['test', '6t', 'history', 'hall']),
    });
    expect((await record(`classes/${CLASS}`))?.teacherUids).toEqual(['demo-teacher', TEACHER_UID]);
    expect(await auditActions(`lessons/${lessonId}`)).toEqual(['lesson.created']);
  });

  it('takes a course instead of a subject, showing its code and title', async () => {
    const res = await post(ADMIN, '/lessons/create', {
      ...lesson,
      subjectId: null,
      courseId: COURSE,
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(res.body.message).toBe('Test 6T Algebra for Grade 7 on Saturday 10:00–11:00 saved.');
    expect(await record(`lessons/${res.body.id}`)).toMatchObject({ code: 'ALG7', title: 'Algebra for Grade 7' });
    expect((await post(ADMIN, '/lessons/delete', { id: res.body.id })).status).toBe(200);
  });

  it.each([
    [
      'the same teacher',
      { classId: CLASS, teacherId: 'teacher-01', room: '' },
      'Clashes with Grade 7A Mathematics on Monday 09:00–09:50: Amara Okafor teaches then.',
    ],
    [
      'the same room, whatever its case and spaces',
      { classId: CLASS, room: ' 12 ' },
      'Clashes with Grade 7A Mathematics on Monday 09:00–09:50: room 12 is taken then.',
    ],
    [
      'the same class',
      { classId: 'class-7a', room: '' },
      'Clashes with Grade 7A Mathematics on Monday 09:00–09:50: Grade 7A has that lesson then.',
    ],
  ])('refuses a lesson at the time of one with %s, and stores nothing', async (_label, over, message) => {
    const before = await lessonCount();
    const res = await post(ADMIN, '/lessons/create', {
      ...lesson,
      weekday: 1,
      startTime: '09:10',
      endTime: '09:40',
      ...over,
    });
    expect(res.body).toEqual({ status: 409, message });
    expect(await lessonCount()).toBe(before);
    expect((await record('classes/class-7a'))?.teacherUids).toEqual(['demo-teacher']);
  });

  it('lets a lesson start as another ends, in the same room and class', async () => {
    // Room 12 is Grade 8B's until 12:40 and Grade 7A's again from 13:30.
    const res = await post(ADMIN, '/lessons/create', {
      ...lesson,
      classId: 'class-7a',
      weekday: 1,
      startTime: '12:40',
      endTime: '13:30',
      room: '12',
    });
    expect(res.status).toBe(200);
    expect((await record('classes/class-7a'))?.teacherUids).toEqual(['demo-teacher', TEACHER_UID]);
    expect((await post(ADMIN, '/lessons/delete', { id: res.body.id })).status).toBe(200);
    expect((await record('classes/class-7a'))?.teacherUids).toEqual(['demo-teacher']);
  });

  it.each([
    [{ classId: 'no-such-class' }, 'No class with id no-such-class in your school.'],
    [{ teacherId: 'no-such-teacher' }, 'No teacher with id no-such-teacher in your school.'],
    [{ subjectId: 'no-such-subject' }, 'No subject with id no-such-subject in your school.'],
    [{ subjectId: null, courseId: 'no-such-course' }, 'No course with id no-such-course in your school.'],
  ])('refuses %o with 404 naming what is missing', async (over, message) => {
    const res = await post(ADMIN, '/lessons/create', { ...lesson, ...over });
    expect(res.body).toEqual({ status: 404, message });
  });

  it('refuses an end before the start, naming the field', async () => {
    const res = await post(ADMIN, '/lessons/create', { ...lesson, endTime: '08:00' });
    expect(res.body).toEqual({ status: 400, message: 'End time must be after the start time.' });
  });

  it('refuses another school’s class and teacher: Northside sees none of them', async () => {
    const res = await post('admin@northside.test', '/lessons/create', { ...lesson, classId: 'class-7a' });
    expect(res.body).toEqual({ status: 404, message: 'No class with id class-7a in your school.' });
  });
});

describe('POST /api/lessons/update', () => {
  it('does not clash with itself when edited', async () => {
    const res = await post(ADMIN, '/lessons/update', { id: lessonId, ...lesson, endTime: '10:30' });
    expect(res.body).toEqual({ status: 200, message: 'Test 6T History on Saturday 09:00–10:30 saved.', id: lessonId });
  });

  it('moves the lesson to another class: the teacher leaves the old class’s teachers and joins the new one’s', async () => {
    const res = await post(ADMIN, '/lessons/update', { id: lessonId, ...lesson, classId: 'class-8b' });
    expect(res.status).toBe(200);
    expect((await record(`classes/${CLASS}`))?.teacherUids).toEqual(['demo-teacher']);
    expect((await record('classes/class-8b'))?.teacherUids).toEqual(['demo-teacher', TEACHER_UID]);
    expect(await record(`lessons/${lessonId}`)).toMatchObject({ classId: 'class-8b', className: 'Grade 8B' });
  });

  it('refuses a move into a clash with the teacher’s own other lesson', async () => {
    const other = await post(ADMIN, '/lessons/create', { ...lesson, startTime: '11:00', endTime: '12:00' });
    expect(other.status).toBe(200);
    const res = await post(ADMIN, '/lessons/update', { id: lessonId, ...lesson, startTime: '11:30', endTime: '12:30' });
    expect(res.body).toEqual({
      status: 409,
      message: 'Clashes with Test 6T History on Saturday 11:00–12:00: Test Teacher teaches then.',
    });
    expect(await record(`lessons/${lessonId}`)).toMatchObject({ classId: 'class-8b', startTime: '09:00' });
    expect((await post(ADMIN, '/lessons/delete', { id: other.body.id })).status).toBe(200);
  });

  it('answers 404 to another school', async () => {
    const res = await post('admin@northside.test', '/lessons/update', { id: 'lesson-7a-1-1', ...lesson });
    expect(res.body).toEqual({ status: 404, message: 'No lesson with id lesson-7a-1-1 in your school.' });
  });
});

describe('a renamed class, subject, teacher or course', () => {
  it('renames the class on its lessons', async () => {
    const moved = await post(ADMIN, '/lessons/update', { id: lessonId, ...lesson });
    expect(moved.status).toBe(200);
    const res = await post(ADMIN, '/classes/update', {
      id: CLASS,
      name: 'Test 6 Blue',
      grade: 6,
      section: 'T',
      capacity: 20,
      homeroomTeacherId: 'teacher-01',
      termId: 'term-2026-autumn',
    });
    expect(res.status).toBe(200);
    expect(await record(`lessons/${lessonId}`)).toMatchObject({
      className: 'Test 6 Blue',
      searchTokens: expect.arrayContaining(['blue']),
    });
    // The lesson's teacher stays among the class's teachers when its homeroom teacher is saved again.
    expect((await record(`classes/${CLASS}`))?.teacherUids).toEqual(['demo-teacher', TEACHER_UID]);
  });
  it('renames the subject on its lessons', async () => {
    const hist = await record('subjects/hist');
    const body = { code: 'HIST', department: hist?.department, gradeLevels: hist?.gradeLevels };
    expect((await post(ADMIN, '/subjects/update', { id: 'hist', ...body, name: 'World history' })).status).toBe(200);
    expect(await record(`lessons/${lessonId}`)).toMatchObject({ title: 'World history' });
    expect(await record('lessons/lesson-7a-2-5')).toMatchObject({ title: 'World history' });
    expect((await post(ADMIN, '/subjects/update', { id: 'hist', ...body, name: 'History' })).status).toBe(200);
    expect(await record('lessons/lesson-7a-2-5')).toMatchObject({ title: 'History' });
  });
  it('renames the teacher on their lessons', async () => {
    // Fields left undefined are not sent: the form sends what it edits.
    const body = {
      ...teacherDoc('Renamed', 'test.teacher@demo-academy.test', null),
      accountUid: undefined,
      archived: undefined,
    };
    expect((await post(ADMIN, '/teachers/update', { id: TEACHER, ...body })).status).toBe(200);
    expect(await record(`lessons/${lessonId}`)).toMatchObject({
      teacherName: 'Renamed Teacher',
      searchTokens: expect.arrayContaining(['renamed']),
    });
  });
  it('renames the course on its lessons', async () => {
    const onCourse = await post(ADMIN, '/lessons/create', {
      ...lesson,
      weekday: 7,
      courseId: 'course-alg-7',
      subjectId: null,
    });
    expect(onCourse.status).toBe(200);
    const stored = (await record('courses/course-alg-7'))!;
    // What the API keeps on the course itself (names for the catalogue, places and money) is not part of an update.
    const course = {
      ...stored,
      ...Object.fromEntries(
        ['currency', 'searchTokens', 'subjectName', 'instructors', 'enrolled', 'waiting', 'revenue'].map((f) => [
          f,
          undefined,
        ]),
      ),
    };
    const rename = (title: string) => post(ADMIN, '/courses/update', { id: 'course-alg-7', ...course, title });
    expect((await rename('Algebra basics')).status).toBe(200);
    expect(await record(`lessons/${onCourse.body.id}`)).toMatchObject({ code: 'ALG-7', title: 'Algebra basics' });
    expect((await rename(stored.title as string)).status).toBe(200);
    expect(await record(`lessons/${onCourse.body.id}`)).toMatchObject({ title: 'Algebra foundations' });
    expect((await post(ADMIN, '/lessons/delete', { id: onCourse.body.id })).status).toBe(200);
  });
});

describe('a teacher given an account', () => {
  it('joins the teachers of every class they teach a lesson in, not only their homeroom', async () => {
    const res = await post(ADMIN, '/lessons/create', {
      ...lesson,
      classId: 'class-9c',
      teacherId: NEW_TEACHER,
      room: '',
    });
    expect(res.status).toBe(200);
    expect((await record('classes/class-9c'))?.teacherUids).toEqual(['demo-teacher']);
    const account = await post(ADMIN, '/accounts/create', { personType: 'teachers', personId: NEW_TEACHER });
    expect(account.status).toBe(200);
    const uid = (await record(`teachers/${NEW_TEACHER}`))?.accountUid as string;
    expect((await record('classes/class-9c'))?.teacherUids).toEqual(expect.arrayContaining(['demo-teacher', uid]));
    expect((await record('classes/class-8b'))?.teacherUids).not.toContain(uid);
    await admin()
      .db.doc(path('classes/class-9c'))
      .update({ teacherUids: FieldValue.arrayRemove(uid) });
  });
});

describe('POST /api/lessons/delete', () => {
  it('answers 404 to another school', async () => {
    expect((await post('admin@northside.test', '/lessons/delete', { id: lessonId })).body).toEqual({
      status: 404,
      message: `No lesson with id ${lessonId} in your school.`,
    });
  });
  it('takes the lesson off the timetable and its teacher off the class’s teachers', async () => {
    const res = await post(ADMIN, '/lessons/delete', { id: lessonId });
    expect(res.body).toEqual({
      status: 200,
      message: 'Test 6 Blue History on Saturday 09:00–10:00 deleted.',
      id: lessonId,
    });
    expect(await record(`lessons/${lessonId}`)).toBeUndefined();
    expect((await record(`classes/${CLASS}`))?.teacherUids).toEqual(['demo-teacher']);
    expect((await auditActions(`lessons/${lessonId}`)).sort()).toEqual(
      ['lesson.created', 'lesson.updated', 'lesson.updated', 'lesson.updated', 'lesson.deleted'].sort(),
    );
  });
  it('answers 404 for a lesson already deleted', async () => {
    expect((await post(ADMIN, '/lessons/delete', { id: lessonId })).status).toBe(404);
  });
});

refusesOtherRoles(
  '/lessons/create',
  () => ({ ...lesson, weekday: 7 }),
  () => 'lessons/lesson-7a-1-1',
);
refusesOtherRoles(
  '/lessons/update',
  () => ({ id: 'lesson-7a-1-1', ...lesson }),
  () => 'lessons/lesson-7a-1-1',
);
refusesOtherRoles(
  '/lessons/delete',
  () => ({ id: 'lesson-7a-1-1' }),
  () => 'lessons/lesson-7a-1-1',
);

// The valid bodies name records that do not exist, so a variant that passes validation is still refused (404).
const token = () => tokenOf(ADMIN);
const strict = ['classId', 'courseId', 'subjectId', 'teacherId', 'weekday', 'startTime', 'endTime'];
refusesBadBodies('/lessons/create', { ...lesson, classId: 'no-such-class' }, strict, token);
refusesBadBodies('/lessons/update', { id: 'no-such-lesson', ...lesson }, ['id', ...strict], token);
refusesBadBodies('/lessons/delete', { id: 'no-such-lesson' }, ['id'], token);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/emulators';
import { testCourse } from '../support/courses';
import { refusesBadBodies } from '../support/refusals';
import { ADMIN, auditActions, post, record, SCHOOL, signInAll, tokenOf } from '../support/school-api';

const STUDENT = 'student@demo-academy.test'; // student-01
const PARENT = 'parent@demo-academy.test'; // guardian of student-01 and student-02
const TEACHER = 'teacher@demo-academy.test'; // teacher-01
const NORTH = 'admin@northside.test';

const course = testCourse;
const COURSES = {
  'enrol-free': course('EN-FREE'),
  'enrol-paid': course('EN-PAID', { price: 3000 }),
  'enrol-small': course('EN-SMALL', { capacity: 1 }),
  'enrol-closed': course('EN-CLOSED', { enrolUntil: '2020-01-31' }),
  'enrol-draft': course('EN-DRAFT', { published: false }),
};
const place = (courseId: string, studentId: string) => `enrolments/${courseId}_${studentId}`;
const enrol = (who: Parameters<typeof post>[0], courseId: string, studentId: string) =>
  post(who, '/courses/enrol', { courseId, studentId });

beforeAll(async () => {
  await signInAll();
  const { db } = admin();
  for (const [id, c] of Object.entries(COURSES)) await db.doc(`schools/${SCHOOL}/courses/${id}`).set(c);
});
afterAll(async () => {
  const { db } = admin();
  for (const id of Object.keys(COURSES)) {
    await db.doc(`schools/${SCHOOL}/courses/${id}`).delete();
    for (const e of (await db.collection(`schools/${SCHOOL}/enrolments`).where('courseId', '==', id).get()).docs)
      await e.ref.delete();
  }
});

describe('POST /api/courses/enrol', () => {
  it('enrols a student on a free course at once, naming the course’s teachers and counting the place', async () => {
    const res = await enrol(STUDENT, 'enrol-free', 'student-01');
    expect(res.body).toMatchObject({ status: 200, placeStatus: 'enrolled', id: 'enrol-free_student-01' });
    expect(await record(place('enrol-free', 'student-01'))).toMatchObject({
      status: 'enrolled',
      enrolledBy: 'student',
      studentUid: 'demo-student',
      guardianUids: ['demo-parent'],
      teacherUids: ['demo-teacher'],
      lectureCount: 3,
      doneLectures: [],
      current: null,
      paid: null,
    });
    expect(await record('courses/enrol-free')).toMatchObject({ enrolled: 1 });
    expect(await auditActions(`enrolments/enrol-free_student-01`)).toEqual(['enrolment.enrolled']);
  });
  it('refuses a second enrolment on the same course', async () => {
    const res = await enrol(STUDENT, 'enrol-free', 'student-01');
    expect(res.body).toEqual({
      status: 409,
      message: expect.stringContaining('is already enrolled on Course EN-FREE'),
    });
    expect(await record('courses/enrol-free')).toMatchObject({ enrolled: 1 });
  });
  it('a student cannot enrol someone else', async () => {
    const res = await enrol(STUDENT, 'enrol-free', 'student-02');
    expect(res.body).toEqual({ status: 403, message: 'You can enrol or withdraw only yourself.' });
    expect(await record(place('enrol-free', 'student-02'))).toBeUndefined();
  });
  it('a parent enrols their own child', async () => {
    const res = await enrol(PARENT, 'enrol-free', 'student-02');
    expect(res.status).toBe(200);
    expect(await record(place('enrol-free', 'student-02'))).toMatchObject({ enrolledBy: 'guardian' });
  });
  it('a parent cannot enrol another family’s child: it is answered as not there', async () => {
    const res = await enrol(PARENT, 'enrol-free', 'student-03');
    expect(res.body).toEqual({ status: 404, message: 'No student with id student-03 in your school.' });
    expect(await record(place('enrol-free', 'student-03'))).toBeUndefined();
  });
  it('a priced course goes through the cart, for students and parents', async () => {
    for (const [who, id] of [
      [STUDENT, 'student-01'],
      [PARENT, 'student-02'],
    ] as const) {
      const res = await enrol(who, 'enrol-paid', id);
      expect(res.body).toEqual({
        status: 409,
        message: 'Course EN-PAID costs £30.00: add it to the cart to pay for it.',
      });
    }
    expect(await record(place('enrol-paid', 'student-01'))).toBeUndefined();
  });
  it('the office enrols by hand, on a priced course too', async () => {
    const res = await enrol(ADMIN, 'enrol-paid', 'student-03');
    expect(res.status).toBe(200);
    expect(await record(place('enrol-paid', 'student-03'))).toMatchObject({ enrolledBy: 'office', paid: null });
  });
  it('a course not published is not there for students and parents', async () => {
    expect((await enrol(STUDENT, 'enrol-draft', 'student-01')).body).toEqual({
      status: 404,
      message: 'No course with id enrol-draft in your school.',
    });
  });
  it('refuses outside the enrolment window, except for the office', async () => {
    expect((await enrol(STUDENT, 'enrol-closed', 'student-01')).body).toEqual({
      status: 409,
      message: 'Enrolment closed on Fri, 31 Jan 2020.',
    });
    expect((await enrol(ADMIN, 'enrol-closed', 'student-01')).status).toBe(200);
  });
  it('another school’s Admin reaches none of it', async () => {
    expect((await enrol(NORTH, 'enrol-free', 'student-03')).status).toBe(404);
    expect(await record(place('enrol-free', 'student-03'))).toBeUndefined();
  });
  it('a teacher and a signed-out visitor are refused', async () => {
    expect((await enrol(TEACHER, 'enrol-free', 'student-03')).status).toBe(403);
    expect((await enrol(undefined, 'enrol-free', 'student-03')).status).toBe(401);
  });
});

describe('a full course and its waiting list', () => {
  it('puts the next student on the waiting list, and gives them the place the first one frees', async () => {
    expect((await enrol(STUDENT, 'enrol-small', 'student-01')).body).toMatchObject({ placeStatus: 'enrolled' });
    const second = await enrol(PARENT, 'enrol-small', 'student-02');
    expect(second.body).toMatchObject({ placeStatus: 'waiting' });
    expect(await record('courses/enrol-small')).toMatchObject({ enrolled: 1, waiting: 1 });

    const left = await post(STUDENT, '/courses/withdraw', { courseId: 'enrol-small', studentId: 'student-01' });
    expect(left.status).toBe(200);
    expect(await record(place('enrol-small', 'student-01'))).toMatchObject({ status: 'withdrawn' });
    expect(await record(place('enrol-small', 'student-02'))).toMatchObject({ status: 'enrolled' });
    expect(await record('courses/enrol-small')).toMatchObject({ enrolled: 1, waiting: 0 });
  });
  it('refuses to withdraw someone not enrolled', async () => {
    const res = await post(STUDENT, '/courses/withdraw', { courseId: 'enrol-small', studentId: 'student-01' });
    expect(res.status).toBe(409);
  });
});

describe('POST /api/courses/saveProgress', () => {
  const save = (who: Parameters<typeof post>[0], body: Record<string, unknown>) =>
    post(who, '/courses/saveProgress', { courseId: 'enrol-free', studentId: 'student-01', ...body });
  it('keeps where the student is and what is done, and answers the percentage', async () => {
    expect((await save(STUDENT, { lecture: '1.1', done: true })).body).toMatchObject({ status: 200, percent: 33 });
    expect((await save(STUDENT, { lecture: '1.2', done: true })).body).toMatchObject({ percent: 66 });
    expect((await save(STUDENT, { lecture: '2.1' })).body).toMatchObject({ percent: 66 });
    expect(await record(place('enrol-free', 'student-01'))).toMatchObject({
      current: '2.1',
      doneLectures: ['1.1', '1.2'],
    });
  });
  it('refuses a lecture the course does not have', async () => {
    expect((await save(STUDENT, { lecture: '9.9', done: true })).body).toEqual({
      status: 400,
      message: 'Lecture 9.9 is not in Course EN-FREE.',
    });
  });
  it('a student cannot touch another student’s progress', async () => {
    const res = await save(STUDENT, { studentId: 'student-02', lecture: '1.1', done: true });
    expect(res.body).toEqual({ status: 404, message: 'You have no place on course enrol-free.' });
    expect(await record(place('enrol-free', 'student-02'))).toMatchObject({ doneLectures: [] });
  });
  it('only the student saves their progress', async () => {
    for (const who of [PARENT, TEACHER, ADMIN] as const)
      expect((await save(who, { lecture: '1.1', done: true })).status).toBe(403);
  });
});

refusesBadBodies(
  '/courses/saveProgress',
  { courseId: 'enrol-free', studentId: 'student-01', lecture: '1.1' },
  ['courseId', 'studentId', 'lecture'],
  () => tokenOf(STUDENT),
);

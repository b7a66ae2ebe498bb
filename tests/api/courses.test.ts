import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi } from '../support/emulators';
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
const lecture = (title: string, order: number, content = `About ${title}.`, link = '') => ({
  title,
  order,
  content,
  link,
});
const python = {
  code: ' py-t1 ',
  title: 'Test Python',
  subjectId: 'sci',
  classIds: ['class-7a', 'class-8b'],
  teacherIds: ['teacher-01'],
  termId: 'term-2026-autumn',
  description: 'Programming for beginners.',
  // Sent out of order: stored in order.
  modules: [
    { title: 'Loops', order: 2, lectures: [lecture('For loops', 1)] },
    {
      title: 'Basics',
      order: 1,
      lectures: [lecture('Variables', 2), lecture('Hello, world', 1, '', 'https://docs.python.org/3/tutorial/')],
    },
  ],
  price: 1250,
  published: false,
};
let pythonId = '';

beforeAll(signInAll);
afterAll(async () => {
  const { db } = admin();
  for (const c of (await db.collection(`schools/${SCHOOL}/courses`).where('code', 'in', ['PY-T1', 'PY-T2']).get()).docs)
    await c.ref.delete();
  for (const l of (await db.collection(`schools/${SCHOOL}/lessons`).where('courseId', '==', pythonId).get()).docs)
    await l.ref.delete();
});

describe('POST /api/courses/create', () => {
  it('stores the course with its code upper-cased, its syllabus in order and its price in the school’s currency', async () => {
    const res = await post(ADMIN, '/courses/create', python);
    expect(res.body.message).toBe('PY-T1 Test Python saved.');
    pythonId = res.body.id!;
    const stored = await record(`courses/${pythonId}`);
    expect(stored).toMatchObject({ code: 'PY-T1', price: 1250, currency: 'GBP', published: false });
    // Each lecture gets an id of its own, in the stored order.
    expect(stored?.modules).toEqual([
      {
        title: 'Basics',
        order: 1,
        lectures: [
          { id: 'L1', ...lecture('Hello, world', 1, '', 'https://docs.python.org/3/tutorial/') },
          { id: 'L2', ...lecture('Variables', 2) },
        ],
      },
      { title: 'Loops', order: 2, lectures: [{ id: 'L3', ...lecture('For loops', 1) }] },
    ]);
    expect(stored?.lectureSeq).toBe(3);
    expect(stored?.searchTokens).toEqual(expect.arrayContaining(['py', 'pyth', 'test']));
    expect(await auditActions(`courses/${pythonId}`)).toEqual(['course.created']);
  });
  it('refuses a code another course uses, in any case', async () => {
    const res = await post(ADMIN, '/courses/create', { ...python, code: 'alg-7' });
    expect(res.body).toEqual({ status: 409, message: 'Code ALG-7 is already used by Algebra foundations.' });
  });
  it.each([
    [
      'a lecture without a title',
      { modules: [python.modules[0], { title: 'B', order: 1, lectures: [lecture('', 1)] }] },
      'Module 2, lecture 1: Title is required.',
    ],
    [
      'a link that is not a web address',
      { modules: [{ title: 'A', order: 1, lectures: [lecture('L', 1, '', 'javascript:alert(1)')] }] },
      'Module 1, lecture 1: Link must be a web address starting with http:// or https://.',
    ],
    [
      'a lecture with both content and a link',
      { modules: [{ title: 'A', order: 1, lectures: [lecture('L', 1, 'text', 'https://a.test')] }] },
      'Module 1, lecture 1: Give content or a link, not both.',
    ],
    [
      'a lecture with neither',
      { modules: [{ title: 'A', order: 1, lectures: [lecture('L', 1, '')] }] },
      'Module 1, lecture 1: Give the lecture’s content or a link.',
    ],
    [
      'two modules in one place',
      { modules: [python.modules[0], { ...python.modules[1], order: 2 }] },
      'Order 2 is given to two modules.',
    ],
    [
      'a price with a fraction of a penny',
      { price: 12.5 },
      'Price must be a whole number of minor units (pence or cents): 1250 is 12.50.',
    ],
    ['a price of nothing', { price: 0 }, 'Price must be at least 0.01; leave it empty for a free course.'],
    [
      'publishing a course without lectures',
      { modules: [], published: true },
      'A course needs at least one lecture before it is published.',
    ],
  ])('refuses %s, naming the place', async (_label, change, message) => {
    const res = await post(ADMIN, '/courses/create', { ...python, code: 'PY-T2', ...change });
    expect(res.body).toEqual({ status: 400, message });
  });
  it('refuses classes of another term', async () => {
    const res = await post(ADMIN, '/courses/create', { ...python, code: 'PY-T2', termId: 'term-2027-spring' });
    expect(res.body).toEqual({
      status: 400,
      message: 'Grade 7A is a class of another term: choose classes of Spring term 2026/2027.',
    });
  });
  it('another school cannot use this school’s subject', async () => {
    const res = await post(NORTH, '/courses/create', { ...python, classIds: [], teacherIds: [] });
    expect(res.body).toEqual({ status: 404, message: 'No subject with id sci in your school.' });
  });
});

describe('POST /api/courses/update', () => {
  it('reorders lectures, publishes the course and makes it free', async () => {
    const res = await post(ADMIN, '/courses/update', {
      id: pythonId,
      ...python,
      modules: [{ title: 'Basics', order: 1, lectures: [lecture('Variables', 1), lecture('Loops', 2)] }],
      price: null,
      published: true,
    });
    expect(res.status).toBe(200);
    const stored = await record(`courses/${pythonId}`);
    expect(stored).toMatchObject({ published: true, price: null });
    expect(stored?.modules[0].lectures.map((l: { title: string }) => l.title)).toEqual(['Variables', 'Loops']);
    expect(await auditActions(`courses/${pythonId}`)).toContain('course.updated');
  });
  it('keeps each lecture’s id through a reorder (so progress stays with it); a lecture sent without one is new', async () => {
    const ids = async () =>
      ((await record(`courses/${pythonId}`))?.modules as { lectures: { id: string; title: string }[] }[]).flatMap((m) =>
        m.lectures.map((l) => `${l.id} ${l.title}`),
      );
    const [variables, loops] = (await ids()).map((x) => x.split(' ')[0]!);
    const res = await post(ADMIN, '/courses/update', {
      id: pythonId,
      ...python,
      modules: [
        {
          title: 'Basics',
          order: 1,
          lectures: [
            { id: loops, ...lecture('Loops', 1) },
            lecture('Functions', 2),
            { id: variables, ...lecture('Variables', 3) },
          ],
        },
      ],
    });
    expect(res.status).toBe(200);
    // The two earlier lectures were L4 and L5 (sent without ids above); the new one is the next number.
    expect(await ids()).toEqual([`${loops} Loops`, 'L6 Functions', `${variables} Variables`]);
    for (const [id, problem] of [
      ['L99', 'L99 is not one of this course’s lectures.'],
      [loops, `lecture ${loops} is given twice.`],
    ] as const) {
      const refused = await post(ADMIN, '/courses/update', {
        id: pythonId,
        ...python,
        modules: [
          {
            title: 'Basics',
            order: 1,
            lectures: [
              { id: loops, ...lecture('Loops', 1) },
              { id, ...lecture('X', 2) },
            ],
          },
        ],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(`modules: Module 1, lecture 2: ${problem}`);
    }
    expect(await ids()).toEqual([`${loops} Loops`, 'L6 Functions', `${variables} Variables`]);
  });
  it('answers 404 to another school', async () => {
    const res = await post(NORTH, '/courses/update', { id: pythonId, ...python });
    expect(res.status).toBe(404);
  });
});

describe('the landing site’s public courses (GET /api/landing/publicCourses)', () => {
  const projection = () => admin().db.doc(`publicCourses/${SCHOOL}_${pythonId}`);
  const listed = async () =>
    (await callApi<{ courses: Record<string, unknown>[] }>('GET', '/landing/publicCourses')).body.courses;

  it('shows the demo’s public course to anyone signed out, and none of its syllabus, classes or teachers', async () => {
    const algebra = (await listed()).find((c) => c.courseId === 'course-alg-7');
    expect(algebra).toMatchObject({
      schoolId: SCHOOL,
      schoolName: 'Demo Academy',
      title: 'Algebra foundations',
      subjectName: 'Mathematics',
      price: null,
    });
    expect(Object.keys(algebra!).sort()).toEqual([
      'code',
      'courseId',
      'currency',
      'price',
      'schoolId',
      'schoolName',
      'subjectName',
      'summary',
      'title',
      'updatedAt',
    ]);
  });

  it('follows the course: shown once public and published, gone when it is no longer public', async () => {
    await post(ADMIN, '/courses/update', { id: pythonId, ...python, code: 'PY-T1', published: true, public: true });
    expect((await projection().get()).data()).toMatchObject({
      title: 'Test Python',
      summary: 'Programming for beginners.',
      price: 1250,
      currency: 'GBP',
    });
    expect((await listed()).map((c) => c.title)).toContain('Test Python');
    await post(ADMIN, '/courses/update', { id: pythonId, ...python, code: 'PY-T1', published: true, public: false });
    expect((await projection().get()).exists).toBe(false);
    expect((await listed()).map((c) => c.title)).not.toContain('Test Python');
    // Public again: deleting the course (below) removes what the landing shows too.
    await post(ADMIN, '/courses/update', { id: pythonId, ...python, code: 'PY-T1', published: true, public: true });
    expect((await projection().get()).exists).toBe(true);
  });
});

describe('POST /api/courses/delete', () => {
  it('refuses while lessons of the timetable teach it, saying how many', async () => {
    const lessons = admin().db.collection(`schools/${SCHOOL}/lessons`);
    await lessons.doc('course-test-lesson-1').set({ courseId: pythonId, classId: 'class-7a', weekday: 1 });
    await lessons.doc('course-test-lesson-2').set({ courseId: pythonId, classId: 'class-8b', weekday: 2 });
    const res = await post(ADMIN, '/courses/delete', { id: pythonId });
    expect(res.body).toEqual({
      status: 409,
      message:
        'PY-T1 Test Python is taught in 2 lessons of the timetable: delete those lessons or give them another course first.',
    });
    expect(await record(`courses/${pythonId}`)).toBeDefined();
    await lessons.doc('course-test-lesson-1').delete();
    await lessons.doc('course-test-lesson-2').delete();
  });
  it('refuses while a student has a place on it, even a place given up, and says to unpublish instead', async () => {
    const place = admin().db.doc(`schools/${SCHOOL}/enrolments/${pythonId}_student-01`);
    await place.set({ courseId: pythonId, studentId: 'student-01', status: 'withdrawn' });
    const res = await post(ADMIN, '/courses/delete', { id: pythonId });
    expect(res.body).toEqual({
      status: 409,
      message:
        'PY-T1 Test Python has 1 student place, taken or given up: unpublish it instead (untick Published), so nobody new can take it and its students keep their progress and payments.',
    });
    expect(await record(`courses/${pythonId}`)).toBeDefined();
    await place.delete();
  });
  it('another school cannot delete it', async () => {
    expect((await post(NORTH, '/courses/delete', { id: pythonId })).status).toBe(404);
  });
  it('deletes a course nothing uses', async () => {
    const res = await post(ADMIN, '/courses/delete', { id: pythonId });
    expect(res.body).toEqual({ status: 200, message: 'PY-T1 Test Python deleted.', id: pythonId });
    expect(await record(`courses/${pythonId}`)).toBeUndefined();
    expect((await admin().db.doc(`publicCourses/${SCHOOL}_${pythonId}`).get()).exists).toBe(false);
    expect(await auditActions(`courses/${pythonId}`)).toContain('course.deleted');
  });
});

refusesOtherRoles(
  '/courses/create',
  () => ({ ...python, code: 'PY-T2' }),
  () => 'courses/course-alg-7',
);
refusesOtherRoles(
  '/courses/update',
  () => ({ id: 'course-alg-7', ...python }),
  () => 'courses/course-alg-7',
);
refusesOtherRoles(
  '/courses/delete',
  () => ({ id: 'course-cw-8' }),
  () => 'courses/course-cw-8',
);

const token = () => tokenOf(ADMIN);
refusesBadBodies(
  '/courses/create',
  { ...python, code: 'PY-T3', subjectId: 'no-such-subject' },
  ['code', 'subjectId', 'termId'],
  token,
);
refusesBadBodies('/courses/update', { id: 'no-such-course', ...python }, ['id', 'code'], token);
refusesBadBodies('/courses/delete', { id: 'no-such-course' }, ['id'], token);

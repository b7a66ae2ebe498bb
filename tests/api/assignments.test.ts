import { schoolToday, addIsoDays } from '@academy/shared/school-time';
import { MAX_WORK_PER_CLASS_TERM } from '@academy/shared/assignment';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillClassWork } from '../../functions/src/lib/class-work-backfill';
import { markMissingWork } from '../../functions/src/lib/missing-work';
import { admin } from '../support/emulators';
import { refusesBadBodies } from '../support/refusals';
import { ADMIN, auditActions, post, record, SCHOOL, signInAll, tokenOf } from '../support/school-api';

/**
 * Demo Academy's Grade 7A has ten students; the demo student (Aisha, student-01) and her parent's account are in it.
 * Amara Okafor (teacher@) teaches every demo class. The tests set their own work and delete it afterwards.
 */
const TEACHER = 'teacher@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const PARENT = 'parent@demo-academy.test';
const today = schoolToday('Europe/London');
const path = (p: string) => `schools/${SCHOOL}/${p}`;
const made: string[] = [];

const work = (over: Record<string, unknown> = {}) => ({
  title: 'Test: equivalent fractions',
  instructions: 'Do **all** of it.',
  links: [{ title: 'Sheet', url: 'https://example.org/sheet' }],
  classIds: ['class-7a'],
  subjectId: 'math',
  openDate: today,
  dueDate: addIsoDays(today, 2),
  dueTime: '15:30',
  points: 10,
  lateAccepted: true,
  ...over,
});

async function setWork(over: Record<string, unknown> = {}, who: typeof ADMIN | typeof TEACHER = TEACHER) {
  const res = await post(who, '/assignments/saveAssignment', work(over));
  expect(res.body).toMatchObject({ status: 200 });
  made.push(res.body.id!);
  return res.body.id!;
}

const sub = (assignmentId: string, studentId = 'student-01') => record(`submissions/${assignmentId}_${studentId}`);

async function cleanUp() {
  const { db } = admin();
  for (const id of made) {
    const dueDate = (await db.doc(path(`assignments/${id}`)).get()).get('dueDate') as string | undefined;
    for (const s of (await db.collection(path('submissions')).where('assignmentId', '==', id).get()).docs) {
      // The work leaves the class's workload too, so later tests (the workload hint) count only what is there.
      const workload = db.doc(path(`workload/${s.get('classId')}_${dueDate}`));
      const pieces = ((await workload.get()).get('pieces') as Record<string, number> | undefined) ?? {};
      const left = (pieces[s.get('studentId') as string] ?? 0) - 1;
      if (dueDate && (await workload.get()).exists)
        await workload.update({ [`pieces.${s.get('studentId')}`]: left > 0 ? left : FieldValue.delete() });
      await s.ref.delete();
    }
    for (const d of (await db.collection(path('gradeDrafts')).where('assignmentId', '==', id).get()).docs)
      await d.ref.delete();
    await db.doc(path(`assignments/${id}`)).delete();
    for (const classId of ['class-7a', 'class-8b', 'class-9c'])
      await db
        .doc(path(`classWork/${classId}_term-2026-autumn`))
        .set({ work: { [id]: FieldValue.delete() } }, { merge: true });
  }
  for (const n of (await db.collection(path('notifications')).where('body', '>=', 'Test:').get()).docs)
    if (String(n.get('body')).includes('Test:')) await n.ref.delete();
  await db.doc(path('classes/class-9c')).update({ teacherUids: ['demo-teacher'] });
}

beforeAll(signInAll);
afterAll(cleanUp);

describe('POST /api/assignments/saveAssignment', () => {
  it('sets work for a class: one submission per student, counts, workload and an audit entry', async () => {
    const id = await setWork();
    const a = await record(`assignments/${id}`);
    expect(a).toMatchObject({
      title: 'Test: equivalent fractions',
      classNames: ['Grade 7A'],
      subjectName: 'Mathematics',
      termId: 'term-2026-autumn',
      counts: { students: 10, handedIn: 0, late: 0, missing: 0, returned: 0, excused: 0 },
    });
    expect(await sub(id)).toMatchObject({ status: 'assigned', open: true, studentUid: 'demo-student' });
    expect((await sub(id))!.guardianUids).toEqual(['demo-parent']);
    const workload = await record(`workload/class-7a_${addIsoDays(today, 2)}`);
    expect(workload?.pieces['student-01']).toBeGreaterThanOrEqual(1);
    expect(await auditActions(`assignments/${id}`)).toEqual(['assignment.created']);
  });

  it('keeps work set for a later open date hidden until the schedule opens it', async () => {
    const id = await setWork({ openDate: addIsoDays(today, 1), dueDate: addIsoDays(today, 3) });
    expect((await sub(id))?.open).toBe(false);
  });

  it('refuses a teacher who does not teach the class, and writes nothing', async () => {
    await admin()
      .db.doc(path('classes/class-9c'))
      .update({ teacherUids: ['someone-else'] });
    const before = (await admin().db.collection(path('assignments')).count().get()).data().count;
    const res = await post(TEACHER, '/assignments/saveAssignment', work({ classIds: ['class-9c'] }));
    expect(res.body).toEqual({
      status: 403,
      message: 'You do not teach Grade 9C: you cannot set or mark work for it.',
    });
    expect((await admin().db.collection(path('assignments')).count().get()).data().count).toBe(before);
    await admin()
      .db.doc(path('classes/class-9c'))
      .update({ teacherUids: ['demo-teacher'] });
  });

  it.each([
    ['a Student', STUDENT, 403],
    ['a Parent', PARENT, 403],
    ['a signed-out visitor', undefined, 401],
  ] as const)('refuses %s', async (_label, who, status) => {
    expect((await post(who, '/assignments/saveAssignment', work())).status).toBe(status);
  });

  it('refuses another school’s class: Northside sees none of Demo Academy', async () => {
    const res = await post('admin@northside.test', '/assignments/saveAssignment', work());
    expect(res.body).toEqual({ status: 404, message: 'No class with id class-7a in your school.' });
  });

  it('sets work for a course of the subject taught to the class, and shows the course to the students', async () => {
    const id = await setWork({ courseId: 'course-alg-7' });
    expect(await record(`assignments/${id}`)).toMatchObject({
      subjectName: 'Mathematics',
      courseId: 'course-alg-7',
      courseTitle: 'Algebra foundations',
    });
    expect(await sub(id)).toMatchObject({ courseId: 'course-alg-7', courseTitle: 'Algebra foundations' });
    // Back to the whole subject.
    await post(TEACHER, '/assignments/saveAssignment', work({ id, courseId: null }));
    expect(await sub(id)).toMatchObject({ courseId: null, courseTitle: null });
  });

  it.each([
    [{ courseId: 'course-cw-8', subjectId: 'eng' }, 'courseId: Creative writing workshop is not taught to Grade 7A.'],
    [{ courseId: 'course-alg-7', subjectId: 'eng' }, 'courseId: Algebra foundations is not a course of English.'],
    [{ courseId: 'no-such-course' }, 'courseId: no course with id no-such-course in your school.'],
    [
      { courseId: 'course-alg-7', classIds: ['class-7a', 'class-8b'] },
      'courseId: Algebra foundations is not taught to Grade 8B.',
    ],
  ])('refuses work for a course that does not fit, %o, naming courseId and writing nothing', async (over, message) => {
    const before = (await admin().db.collection(path('assignments')).count().get()).data().count;
    const res = await post(TEACHER, '/assignments/saveAssignment', work(over));
    expect(res.body).toEqual({ status: 400, message });
    expect((await admin().db.collection(path('assignments')).count().get()).data().count).toBe(before);
  });

  it.each([
    [{ title: '' }, 'Title is required.'],
    [{ dueDate: '2026-02-30' }, 'Due date: choose a date.'],
    [{ dueTime: '25:00' }, 'Due time must be a time such as 15:30.'],
    [{ points: 0 }, 'Points must be at least 1.'],
    [{ classIds: [] }, 'Choose at least one class.'],
    [
      { links: [{ title: 'x', url: 'javascript:alert(1)' }] },
      'Link must be a web address starting with http:// or https://.',
    ],
    [{ openDate: addIsoDays(today, 5), dueDate: today }, 'Due date must not be before the open date.'],
    [{ instructions: 'x'.repeat(10_001) }, 'Instructions must be at most 10000 characters.'],
    [{ courseId: '../x' }, 'Course is not a valid id.'],
    [
      { instructions: '漢'.repeat(10_000) },
      'Instructions and links are too long to store together: shorten them (at most 30000 bytes).',
    ],
  ])('refuses %o with a 400 naming the field', async (over, message) => {
    const res = await post(TEACHER, '/assignments/saveAssignment', work(over));
    expect(res.body).toEqual({ status: 400, message });
  });
});

describe('each class’s list of the term’s work (the gradebook’s columns)', () => {
  const list = async (classId: string) => (await record(`classWork/${classId}_term-2026-autumn`))?.work ?? {};

  it('follows the work as it is set, changed, moved to other classes and deleted', async () => {
    const id = await setWork({ title: 'Test: listed' });
    expect((await list('class-7a'))[id]).toEqual({
      title: 'Test: listed',
      subjectName: 'Mathematics',
      points: 10,
      dueAt: (await record(`assignments/${id}`))!.dueAt,
      dueDate: addIsoDays(today, 2),
      archived: false,
    });
    const moved = await post(
      TEACHER,
      '/assignments/saveAssignment',
      work({ id, title: 'Test: relisted', classIds: ['class-8b'], points: 20 }),
    );
    expect(moved.status).toBe(200);
    expect((await list('class-7a'))[id]).toBeUndefined();
    expect((await list('class-8b'))[id]).toMatchObject({ title: 'Test: relisted', points: 20 });
    expect((await post(TEACHER, '/assignments/deleteAssignment', { id })).status).toBe(200);
    expect((await list('class-8b'))[id]).toBeUndefined();
  });

  it('is built from the assignments for work set before the lists were kept', async () => {
    await admin().db.doc(path('classWork/class-7a_term-2026-autumn')).delete();
    expect(await backfillClassWork(SCHOOL)).toBeGreaterThanOrEqual(2);
    expect(Object.keys(await list('class-7a'))).toEqual(
      expect.arrayContaining(['assignment-7a-fractions', 'assignment-7a-cells', 'assignment-7a-reading']),
    );
    expect((await list('class-8b'))['assignment-8b-essay']).toMatchObject({ title: 'The Norman Conquest: causes' });
  });

  it(`refuses more than ${MAX_WORK_PER_CLASS_TERM} pieces of work for one class in a term, and writes nothing`, async () => {
    const ref = admin().db.doc(path('classWork/class-9c_term-2026-autumn'));
    const full = Object.fromEntries(
      Array.from({ length: MAX_WORK_PER_CLASS_TERM }, (_, i) => [
        `filler-${i}`,
        { title: 'x', subjectName: 'x', points: null, dueAt: 0, dueDate: today, archived: false },
      ]),
    );
    await ref.set({ classId: 'class-9c', termId: 'term-2026-autumn', work: full });
    const before = (await admin().db.collection(path('assignments')).count().get()).data().count;
    const res = await post(TEACHER, '/assignments/saveAssignment', work({ classIds: ['class-9c'] }));
    await ref.delete();
    expect(res.body).toEqual({
      status: 409,
      message: `classIds: Grade 9C already has ${MAX_WORK_PER_CLASS_TERM} pieces of work this term; delete work it no longer needs before setting more.`,
    });
    expect((await admin().db.collection(path('assignments')).count().get()).data().count).toBe(before);
  });
});

describe('handing in, marking and returning', () => {
  let id = '';
  beforeAll(async () => {
    id = await setWork({ title: 'Test: hand in and return' });
  });

  it('refuses an empty hand-in (no answer, no link), says what to do, and records nothing', async () => {
    for (const answer of ['', '   \n  ']) {
      const res = await post(STUDENT, '/assignments/submit', { assignmentId: id, answer, links: [] });
      expect(res.body).toEqual({
        status: 400,
        message:
          'Your answer is empty: write your answer, attach a file or add a link to your work before handing it in.',
      });
    }
    expect(await sub(id)).toMatchObject({ status: 'assigned', submittedAt: null });
    expect((await record(`assignments/${id}`))?.counts).toMatchObject({ handedIn: 0 });
  });

  it('hands in work done on paper with nothing in it, when the teacher set it that way', async () => {
    const paper = await setWork({ title: 'Test: worksheet done in class', nothingToHandIn: true });
    expect(await sub(paper)).toMatchObject({ nothingToHandIn: true });
    const res = await post(STUDENT, '/assignments/submit', { assignmentId: paper, answer: '', links: [] });
    expect(res.body).toMatchObject({ status: 200, message: 'Test: worksheet done in class handed in.' });
    expect(await sub(paper)).toMatchObject({ status: 'handedIn', answer: '' });
  });

  it('lets the student hand in their own work, on time as the server decides', async () => {
    const res = await post(STUDENT, '/assignments/submit', { assignmentId: id, answer: 'Half is 2/4.', links: [] });
    expect(res.body).toMatchObject({ status: 200, late: false, message: 'Test: hand in and return handed in.' });
    expect(await sub(id)).toMatchObject({ status: 'handedIn', late: false, answer: 'Half is 2/4.' });
    expect((await record(`assignments/${id}`))?.counts).toMatchObject({ handedIn: 1, late: 0 });
  });

  it('refuses a studentId in the body: nobody hands in for someone else', async () => {
    const res = await post(STUDENT, '/assignments/submit', {
      assignmentId: id,
      studentId: 'student-02',
      answer: 'x',
      links: [],
    });
    expect(res.body).toEqual({ status: 400, message: 'Unknown field: studentId.' });
    expect((await sub(id, 'student-02'))?.status).toBe('assigned');
  });

  it('refuses work that is not the student’s', async () => {
    const res = await post(STUDENT, '/assignments/submit', { assignmentId: 'no-such-work', answer: 'x', links: [] });
    expect(res.body).toEqual({ status: 404, message: 'No work with id no-such-work for you.' });
  });

  it('keeps a draft grade staff-only, then returns it to the student and tells the family', async () => {
    // The class's sums in the subject (the report grid's guide) as they were before this work was returned.
    const classSum = async () =>
      (await record('classTotals/class-7a_term-2026-autumn'))?.marks?.math?.['student-01'] ?? {
        points: 0,
        outOf: 0,
        count: 0,
      };
    const sumBefore = await classSum();
    const draft = await post(TEACHER, '/assignments/grade', {
      assignmentId: id,
      grades: [{ studentId: 'student-01', points: 7, feedback: 'Test: show your working.' }],
      return: false,
    });
    expect(draft.body).toMatchObject({ status: 200, message: 'Grade kept as a draft.' });
    expect((await sub(id))?.grade).toBeNull();
    expect((await record(`gradeDrafts/${id}_class-7a`))?.drafts['student-01']).toEqual({
      points: 7,
      feedback: 'Test: show your working.',
    });

    const back = await post(TEACHER, '/assignments/grade', {
      assignmentId: id,
      grades: [{ studentId: 'student-01', points: 8, feedback: 'Test: well done.' }],
      return: true,
    });
    expect(back.body).toMatchObject({ status: 200, returned: 1 });
    expect(await sub(id)).toMatchObject({ status: 'returned', grade: { points: 8, feedback: 'Test: well done.' } });
    expect((await record(`gradeDrafts/${id}_class-7a`))?.drafts['student-01']).toBeUndefined();
    expect((await record(`gradeTotals/term-2026-autumn_student-01`))?.marks[id]).toMatchObject({
      points: 8,
      outOf: 10,
      returned: true,
    });
    expect((await record(`assignments/${id}`))?.counts).toMatchObject({ handedIn: 0, returned: 1 });
    expect(await classSum()).toEqual({
      points: sumBefore.points + 8,
      outOf: sumBefore.outOf + 10,
      count: sumBefore.count + 1,
    });
    const notes = await admin()
      .db.collection(path('notifications'))
      .where('recipientUid', 'in', ['demo-student', 'demo-parent'])
      .get();
    const bodies = notes.docs.filter((n) => String(n.get('body')).startsWith('Test: hand in and return: 8/10.'));
    expect(bodies.map((n) => n.get('recipientUid')).sort()).toEqual(['demo-parent', 'demo-student']);
  });

  it('tells the student and guardians once when the same grade is returned again', async () => {
    const again = () =>
      post(TEACHER, '/assignments/grade', {
        assignmentId: id,
        grades: [{ studentId: 'student-01', points: 8, feedback: 'Test: well done.' }],
        return: true,
      });
    const [a, b] = await Promise.all([again(), again()]);
    expect([a.body.status, b.body.status]).toEqual([200, 200]);
    const notes = await admin()
      .db.collection(path('notifications'))
      .where('recipientUid', 'in', ['demo-student', 'demo-parent'])
      .get();
    const bodies = notes.docs.filter((n) => String(n.get('body')).startsWith('Test: hand in and return: 8/10.'));
    expect(bodies.map((n) => n.get('recipientUid')).sort()).toEqual(['demo-parent', 'demo-student']);
  });

  it('keeps the marks already returned when more work is set for the class', async () => {
    await setWork({ title: 'Test: more work' });
    expect((await record(`gradeTotals/term-2026-autumn_student-01`))?.marks[id]).toMatchObject({ points: 8 });
  });

  it('refuses to unsubmit or hand in again once returned', async () => {
    expect((await post(STUDENT, '/assignments/unsubmit', { assignmentId: id })).status).toBe(409);
    expect((await post(STUDENT, '/assignments/submit', { assignmentId: id, answer: 'x', links: [] })).status).toBe(409);
  });

  it('refuses more points than the work is out of, naming the field', async () => {
    const res = await post(TEACHER, '/assignments/grade', {
      assignmentId: id,
      grades: [{ studentId: 'student-02', points: 11, feedback: '' }],
      return: false,
    });
    expect(res.body).toEqual({
      status: 400,
      message: expect.stringMatching(
        /^Points for .+: 11 is more than the 10 points the work is out of\. Give 10 or fewer\.$/,
      ),
    });
  });

  it('refuses a teacher of another class marking its work', async () => {
    await admin()
      .db.doc(path('classes/class-7a'))
      .update({ teacherUids: ['someone-else'] });
    const res = await post(TEACHER, '/assignments/grade', {
      assignmentId: id,
      grades: [{ studentId: 'student-02', points: 5, feedback: '' }],
      return: true,
    });
    await admin()
      .db.doc(path('classes/class-7a'))
      .update({ teacherUids: ['demo-teacher'] });
    expect(res.body).toEqual({ status: 403, message: 'You do not teach Grade 7A: you cannot mark the work of it.' });
    expect((await sub(id, 'student-02'))?.status).toBe('assigned');
  });

  it('refuses deleting work somebody handed in: archive it instead', async () => {
    const res = await post(TEACHER, '/assignments/deleteAssignment', { id });
    expect(res.body).toEqual({
      status: 409,
      message: '1 student has handed this work in: archive it instead of deleting it.',
    });
    const archived = await post(
      TEACHER,
      '/assignments/saveAssignment',
      work({ id, title: 'Test: hand in and return', archived: true }),
    );
    expect(archived.status).toBe(200);
    expect(await sub(id)).toMatchObject({ status: 'returned', answer: 'Half is 2/4.' });
  });
});

describe('late and missing work, decided by the server', () => {
  it('marks work handed in after its due time as late, and refuses it when late work is not accepted', async () => {
    const yesterday = addIsoDays(today, -1);
    const late = await setWork({ title: 'Test: late', openDate: yesterday, dueDate: yesterday });
    const res = await post(STUDENT, '/assignments/submit', { assignmentId: late, answer: 'Sorry.', links: [] });
    expect(res.body).toMatchObject({ status: 200, late: true });
    expect((await record(`assignments/${late}`))?.counts).toMatchObject({ handedIn: 1, late: 1 });

    const closed = await setWork({
      title: 'Test: closed',
      openDate: yesterday,
      dueDate: yesterday,
      lateAccepted: false,
    });
    const refused = await post(STUDENT, '/assignments/submit', { assignmentId: closed, answer: 'x', links: [] });
    expect(refused.body).toEqual({ status: 409, message: 'Test: closed was due and late work is not accepted.' });
  });

  it('lets the student hand in by an extension’s due date instead', async () => {
    const yesterday = addIsoDays(today, -1);
    const id = await setWork({ title: 'Test: extended', openDate: yesterday, dueDate: yesterday, lateAccepted: false });
    const ext = await post(TEACHER, '/assignments/setException', {
      assignmentId: id,
      studentId: 'student-01',
      kind: 'extension',
      dueDate: addIsoDays(today, 1),
      dueTime: '09:00',
    });
    expect(ext.status).toBe(200);
    const res = await post(STUDENT, '/assignments/submit', { assignmentId: id, answer: 'Done.', links: [] });
    expect(res.body).toMatchObject({ status: 200, late: false });
  });

  it('marks overdue work Missing and tells the guardians once', async () => {
    const yesterday = addIsoDays(today, -1);
    const id = await setWork({ title: 'Test: missing', openDate: yesterday, dueDate: yesterday });
    const first = await markMissingWork(Date.now());
    expect(first.missing).toBeGreaterThanOrEqual(10);
    expect(await sub(id)).toMatchObject({ status: 'missing' });
    expect((await record(`assignments/${id}`))?.counts).toMatchObject({ missing: 10 });
    expect((await record(`gradeTotals/term-2026-autumn_student-01`))?.marks[id]).toMatchObject({ missing: true });
    const notice = await record(`notifications/missing_${id}_student-01_demo-parent`);
    expect(notice).toMatchObject({
      recipientUid: 'demo-parent',
      body: 'Aisha has not handed in “Test: missing”, due yesterday.',
    });
    const again = await markMissingWork(Date.now());
    expect(again.notified).toBe(0);
    await admin()
      .db.doc(path(`notifications/missing_${id}_student-01_demo-parent`))
      .delete();
  });

  it('hands missing work in late, clearing the missing mark', async () => {
    const id = made[made.length - 1]!;
    const res = await post(STUDENT, '/assignments/submit', { assignmentId: id, answer: 'Here.', links: [] });
    expect(res.body).toMatchObject({ status: 200, late: true });
    expect((await record(`gradeTotals/term-2026-autumn_student-01`))?.marks[id]).toBeUndefined();
  });
});

// Valid-looking bodies whose records do not exist: a variant that passes validation is still refused.
const token = () => tokenOf(ADMIN);
refusesBadBodies(
  '/assignments/saveAssignment',
  work({ classIds: ['no-such-class'] }),
  ['title', 'subjectId', 'openDate', 'dueDate', 'dueTime'],
  token,
);
refusesBadBodies(
  '/assignments/grade',
  { assignmentId: 'no-such-work', grades: [{ studentId: 'student-01', points: 1, feedback: '' }], return: true },
  ['assignmentId'],
  token,
);

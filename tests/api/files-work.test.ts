import { type CourseDoc, lectureFileKey, storedLectureId } from '@academy/shared/course';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/emulators';
import { download, fileRecord, linksOf, MP3, objectsUnder, PDF, upload } from '../support/files';
import { ADMIN, post, record, SCHOOL, signInAll, type DemoCaller } from '../support/school-api';

/**
 * Files a teacher gives with teaching: resources on a piece of work (Mrs Okafor's, for 7A: Aisha and her parent read
 * them once the work is open) and a course lecture's file (Algebra foundations, published: every member reads it;
 * Creative writing, a draft: staff only). The other school's Admin and a visitor get nothing.
 */
const TEACHER = 'teacher@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const PARENT = 'parent@demo-academy.test';
const OTHER_ADMIN = 'admin@northside.test';
const today = schoolToday('Europe/London');
const path = (p: string) => `schools/${SCHOOL}/${p}`;

/** The status of the caller's link, or of the download through it once they have one. */
async function readBy(who: DemoCaller, fileId: string) {
  const links = await linksOf(who, [fileId]);
  if (links.status !== 200) return links.status;
  return (await download(who, links.body.links![0]!.url)).res.status;
}

beforeAll(signInAll);

describe('resources on a piece of work', () => {
  let assignmentId = '';
  let subId = '';
  let fileId = '';
  const bytes = PDF(2500);

  beforeAll(async () => {
    const res = await post(TEACHER, '/assignments/saveAssignment', {
      title: 'Test: a worksheet to print',
      instructions: 'Print the worksheet and fill it in.',
      links: [],
      classIds: ['class-7a'],
      subjectId: 'math',
      openDate: today,
      dueDate: addIsoDays(today, 3),
      dueTime: '15:30',
      points: null,
      lateAccepted: true,
    });
    expect(res.body).toMatchObject({ status: 200 });
    assignmentId = res.body.id!;
    subId = `${assignmentId}_student-01`;
  });

  afterAll(async () => {
    if (assignmentId) await post(TEACHER, '/assignments/deleteAssignment', { id: assignmentId });
  });

  it('the teacher attaches a worksheet: it is listed on the work and on every student’s copy', async () => {
    const res = await upload(TEACHER, 'workResource', assignmentId, 'Worksheet 3.pdf', bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    fileId = String(res.body.fileId);
    const ref = { fileId, name: 'Worksheet 3.pdf', type: 'application/pdf', bytes: bytes.length, kind: 'pdf' };
    expect((await record(`assignments/${assignmentId}`))?.resources).toEqual([{ ...ref, thumb: false }]);
    const subs = await admin().db.collection(path('submissions')).where('assignmentId', '==', assignmentId).get();
    expect(subs.size).toBeGreaterThan(1);
    for (const s of subs.docs) expect(s.get('resources')).toEqual([{ ...ref, thumb: false }]);
    expect(await fileRecord(fileId)).toMatchObject({ place: 'workResource', module: 'work', recordId: assignmentId });
  });

  it('is read by the teacher, the office, and the student and parent once the work is open', async () => {
    for (const who of [TEACHER, ADMIN, STUDENT, PARENT] as const) expect(await readBy(who, fileId), who).toBe(200);
    expect((await linksOf(OTHER_ADMIN, [fileId])).status).toBe(404);
    expect((await linksOf(undefined, [fileId])).status).toBe(401);
  });

  it('is not read by the family before the work opens', async () => {
    const subs = await admin().db.collection(path('submissions')).where('assignmentId', '==', assignmentId).get();
    await Promise.all(subs.docs.map((s) => s.ref.update({ open: false })));
    try {
      expect((await linksOf(STUDENT, [fileId])).status).toBe(404);
      expect((await linksOf(PARENT, [fileId])).status).toBe(404);
      expect(await readBy(TEACHER, fileId)).toBe(200);
    } finally {
      await Promise.all(subs.docs.map((s) => s.ref.update({ open: true })));
    }
  });

  it('refuses a student, a parent and the other school adding or removing files', async () => {
    const args = { place: 'workResource', recordId: assignmentId, name: 'mine.pdf', bytes: 100 };
    for (const who of [STUDENT, PARENT, OTHER_ADMIN] as const)
      expect((await post(who, '/files/startUpload', args)).status, who).toBe(404);
    expect((await post(STUDENT, '/files/delete', { fileId })).status).toBe(403);
    expect((await post(PARENT, '/files/delete', { fileId })).status).toBe(403);
    expect((await post(OTHER_ADMIN, '/files/delete', { fileId })).status).toBe(404);
    expect((await post(undefined, '/files/startUpload', args)).status).toBe(401);
  });

  it('keeps its files when the work is changed', async () => {
    const res = await post(TEACHER, '/assignments/saveAssignment', {
      id: assignmentId,
      title: 'Test: a worksheet to print',
      instructions: 'Print the worksheet, fill it in and bring it.',
      links: [],
      classIds: ['class-7a'],
      subjectId: 'math',
      openDate: today,
      dueDate: addIsoDays(today, 4),
      dueTime: '15:30',
      points: null,
      lateAccepted: true,
    });
    expect(res.status, res.body.message).toBe(200);
    expect((await record(`assignments/${assignmentId}`))?.resources).toHaveLength(1);
    expect((await record(`submissions/${subId}`))?.resources).toHaveLength(1);
  });

  it('the teacher removes it: gone from the work and the students’ copies', async () => {
    expect((await post(TEACHER, '/files/delete', { fileId })).status).toBe(200);
    expect((await record(`assignments/${assignmentId}`))?.resources).toEqual([]);
    expect((await record(`submissions/${subId}`))?.resources).toEqual([]);
    expect(await fileRecord(fileId)).toBeUndefined();
  });

  it('deleting the work deletes its files', async () => {
    const res = await upload(TEACHER, 'workResource', assignmentId, 'Answers.mp3', MP3());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = String(res.body.fileId);
    expect((await fileRecord(id))?.kind).toBe('audio');
    expect((await post(TEACHER, '/assignments/deleteAssignment', { id: assignmentId })).status).toBe(200);
    expect(await fileRecord(id)).toBeUndefined();
    expect(await objectsUnder(`schools/${SCHOOL}/work/${assignmentId}/`)).toEqual([]);
    assignmentId = '';
  });
});

describe('a course lecture’s file', () => {
  const ALG = 'course-alg-7';
  const DRAFT = 'course-cw-8';
  const restore = async () => {
    const { db } = admin();
    for (const course of [ALG, DRAFT]) {
      const files = await db
        .collection(path('files'))
        .where('recordId', '>=', `${course}_`)
        .where('recordId', '<', `${course}_\uf8ff`)
        .get();
      for (const f of files.docs) await post(ADMIN, '/files/delete', { fileId: f.id });
      await db.doc(path(`courses/${course}`)).update({ lectureFiles: FieldValue.delete() });
    }
  };
  afterAll(restore);
  // The lectures' keys as the courses hold them now (a course saved since the seed numbers its lectures L1, L2…).
  let A1 = '';
  let A2 = '';
  let D1 = '';
  beforeAll(async () => {
    const keys = async (course: string) => {
      const c = (await record(`courses/${course}`)) as CourseDoc;
      const first = c.modules[0]!;
      return first.lectures.map((l) => lectureFileKey(storedLectureId(first, l)));
    };
    [A1 = '', A2 = ''] = await keys(ALG);
    [D1 = ''] = await keys(DRAFT);
  });

  it('the course’s teacher adds a video; a second replaces it', async () => {
    const first = await upload(TEACHER, 'lecture', `${ALG}_${A1}`, 'intro.mp3', MP3(5000));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstId = String(first.body.fileId);
    expect((await record(`courses/${ALG}`))?.lectureFiles).toMatchObject({ [A1]: { fileId: firstId, kind: 'audio' } });
    const second = await upload(TEACHER, 'lecture', `${ALG}_${A1}`, 'slides.pdf', PDF(4000));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const secondId = String(second.body.fileId);
    expect((await record(`courses/${ALG}`))?.lectureFiles).toMatchObject({ [A1]: { fileId: secondId, kind: 'pdf' } });
    expect(await fileRecord(firstId)).toBeUndefined();
    expect(await objectsUnder(`schools/${SCHOOL}/courses/${ALG}_${A1}/${firstId}`)).toEqual([]);
    // A published course: every member of the school reads its lectures, so its files too.
    for (const who of [TEACHER, ADMIN, STUDENT, PARENT] as const) expect(await readBy(who, secondId), who).toBe(200);
    expect((await linksOf(OTHER_ADMIN, [secondId])).status).toBe(404);
    expect((await linksOf(undefined, [secondId])).status).toBe(401);
  });

  it('refuses families, another course’s teacher, a lecture that is not there, and a picture', async () => {
    const args = (recordId: string) => ({ place: 'lecture', recordId, name: 'x.pdf', bytes: 100 });
    for (const who of [STUDENT, PARENT, OTHER_ADMIN] as const)
      expect((await post(who, '/files/startUpload', args(`${ALG}_${A2}`))).status, who).toBe(404);
    expect((await post(TEACHER, '/files/startUpload', args(`${DRAFT}_${D1}`))).status).toBe(404);
    expect((await post(ADMIN, '/files/startUpload', args(`${ALG}_L999`))).status).toBe(404);
    const big = await post(ADMIN, '/files/startUpload', { ...args(`${ALG}_${A2}`), bytes: 201_000_000 });
    expect(big.status).toBe(413);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const picture = await upload(ADMIN, 'lecture', `${ALG}_${A2}`, 'photo.png', png);
    expect(picture.status).toBe(400);
  });

  it('a draft course’s file is read by staff only', async () => {
    const res = await upload(ADMIN, 'lecture', `${DRAFT}_${D1}`, 'notes.pdf', PDF());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = String(res.body.fileId);
    expect(await readBy(ADMIN, id)).toBe(200);
    expect(await readBy(TEACHER, id)).toBe(200);
    expect((await linksOf(STUDENT, [id])).status).toBe(404);
    expect((await linksOf(PARENT, [id])).status).toBe(404);
    // Only the course's teachers and the office remove it.
    expect((await post(TEACHER, '/files/delete', { fileId: id })).status).toBe(403);
    expect((await post(ADMIN, '/files/delete', { fileId: id })).status).toBe(200);
    expect((await record(`courses/${DRAFT}`))?.lectureFiles).toEqual({ [D1]: null });
  });

  it('a lecture taken out of its course, and then the course deleted, take their files with them', async () => {
    const course = {
      code: 'TST-FILES',
      title: 'Test: lectures with files',
      subjectId: 'math',
      classIds: [],
      teacherIds: ['teacher-01'],
      termId: 'term-2026-autumn',
      description: '',
      modules: [
        {
          title: 'One',
          order: 1,
          lectures: [
            { title: 'First', order: 1, content: 'One.', link: '' },
            { title: 'Second', order: 2, content: 'Two.', link: '' },
          ],
        },
      ],
      price: null,
      published: false,
    };
    const made = await post(ADMIN, '/courses/create', course);
    expect(made.status, made.body.message).toBe(200);
    const id = made.body.id!;
    try {
      const one = String((await upload(TEACHER, 'lecture', `${id}_L1`, 'one.pdf', PDF())).body.fileId);
      const two = String((await upload(TEACHER, 'lecture', `${id}_L2`, 'two.pdf', PDF())).body.fileId);
      expect(Object.keys((await record(`courses/${id}`))?.lectureFiles ?? {}).sort()).toEqual(['L1', 'L2']);
      const lectures = [{ id: 'L1', title: 'First', order: 1, content: 'One, again.', link: '' }];
      const saved = await post(ADMIN, '/courses/update', {
        id,
        ...course,
        modules: [{ title: 'One', order: 1, lectures }],
      });
      expect(saved.status, saved.body.message).toBe(200);
      expect(Object.keys((await record(`courses/${id}`))?.lectureFiles ?? {})).toEqual(['L1']);
      expect(await fileRecord(two)).toBeUndefined();
      expect(await fileRecord(one)).toBeDefined();
      expect((await post(ADMIN, '/courses/delete', { id })).status).toBe(200);
      expect(await fileRecord(one)).toBeUndefined();
      expect(await objectsUnder(`schools/${SCHOOL}/courses/${id}_`)).toEqual([]);
    } finally {
      await post(ADMIN, '/courses/delete', { id });
    }
  });
});

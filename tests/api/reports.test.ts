/**
 * School reports through the API: scales and rounds (the office's), a teacher writing only the classes and subjects
 * they teach and only while the round is open and the report not approved, the office's review (approve locks, return
 * tells the teacher why), publishing as a job that makes a PDF per approved student, and who reads a published report
 * (the child's guardians and the child; no other family, no other school, nothing before publishing).
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageOf, type Mark } from '@academy/shared/assignment';
import { type AttendanceTotalsDoc, presentPercent } from '@academy/shared/attendance';
import { classTotalsId, guideOf } from '@academy/shared/class-totals';
import { newDataJob } from '@academy/shared/data-jobs';
import { pronounsOf, reportEntryId, reportId } from '@academy/shared/reports';
import { zonedInstant } from '@academy/shared/school-time';
import { SCHEDULED_TRIES } from '../../functions/src/lib/reports-schedule';
import { JOBS } from '../../functions/src/schedules';
import { admin, APP_URL, callApi } from '../support/emulators';
import { auditActions, type DemoCaller, post, record, SCHOOL, signInAll, tokenOf } from '../support/school-api';

const ADMIN = 'admin@demo-academy.test';
const TEACHER = 'teacher@demo-academy.test';
const PARENT = 'parent@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const NORTH = 'admin@northside.test';

type Body = Record<string, unknown> & { message: string; id?: string };
const send = async (who: DemoCaller | undefined, path: string, body: unknown) => {
  const res = await post(who, path, body);
  return { status: res.status, body: res.body as unknown as Body };
};
const db = () => admin().db;
const col = (name: string) => db().collection(`schools/${SCHOOL}/${name}`);

const roundInput = {
  name: 'Test report',
  termId: 'term-2026-autumn',
  classIds: ['class-7a', 'class-8b'],
  subjectIds: ['math', 'eng'],
  attainmentScaleId: 'scale-gcse',
  effortScaleId: 'scale-effort',
  commentMaxChars: 120,
  showGradebookAverage: true,
  showAttendance: true,
  tutorComment: true,
  headComment: true,
  teachersDueDate: '2026-12-11',
  publishOn: null,
  sendToStudent: true,
};
let roundId = '';
const entry = async (studentId: string, subjectId: string) =>
  record(`reportEntries/${reportEntryId(roundId, studentId, subjectId)}`);
const row = (studentId: string, subjectId: string, more: Record<string, unknown> = {}) => ({
  studentId,
  subjectId,
  grade: ['tutor', 'head'].includes(subjectId) ? null : '7',
  effort: ['tutor', 'head'].includes(subjectId) ? null : '2',
  comment: `A steady term in ${subjectId}.`,
  ...more,
});
const save = (who: DemoCaller, rows: unknown[]) => send(who, '/reports/saveEntries', { roundId, rows });
/** Everything a student's report needs, written: the teacher's subject and tutor comment, the office's others. */
async function writeWhole(studentId: string, classTutor: DemoCaller = TEACHER) {
  expect((await save(TEACHER, [row(studentId, 'math', { submit: true })])).status).toBe(200);
  expect((await save(classTutor, [row(studentId, 'tutor')])).status).toBe(200);
  expect((await save(ADMIN, [row(studentId, 'eng'), row(studentId, 'head')])).status).toBe(200);
}
const progressOf = async (key: string) =>
  ((await record(`reportRounds/${roundId}`))?.progress as Record<string, { written: number; total: number }>)[key];

const banks: Record<string, unknown> = {};
const teacherUidsOf8B = async () => (await record('classes/class-8b'))?.teacherUids as string[];
let classTeachers: string[] = [];

async function clean() {
  const rounds = await col('reportRounds').where('name', '==', roundInput.name).get();
  for (const r of rounds.docs) {
    for (const name of ['reportEntries', 'reports'] as const) {
      const docs = await col(name).where('roundId', '==', r.id).get();
      for (const d of docs.docs) await d.ref.delete();
    }
    const files = await col('files').where('place', '==', 'report').get();
    for (const f of files.docs) if (String(f.get('recordId')).startsWith(`${r.id}_`)) await f.ref.delete();
    await r.ref.delete();
  }
  const notes = await col('notifications').get();
  for (const n of notes.docs) if (n.id.startsWith('report-')) await n.ref.delete();
  const scales = await col('gradeScales').where('name', '==', 'Test scale').get();
  for (const s of scales.docs) await s.ref.delete();
}

beforeAll(async () => {
  await signInAll();
  await clean();
  for (const id of ['school', 'demo-teacher']) banks[id] = await record(`commentBanks/${id}`);
  classTeachers = await teacherUidsOf8B();
  const res = await send(ADMIN, '/reports/saveRound', roundInput);
  expect(res.status, res.body.message).toBe(200);
  roundId = res.body.id!;
});
afterAll(async () => {
  await clean();
  for (const [id, data] of Object.entries(banks)) if (data) await col('commentBanks').doc(id).set(data);
  await col('classes').doc('class-8b').update({ teacherUids: classTeachers });
});

describe('POST /api/reports/saveScale', () => {
  it('the office saves a scale; nobody else may', async () => {
    const scale = { name: 'Test scale', kind: 'attainment', grades: [{ code: 'A', label: 'Top' }] };
    const res = await send(ADMIN, '/reports/saveScale', scale);
    expect(res.status).toBe(200);
    expect(await record(`gradeScales/${res.body.id}`)).toMatchObject({ name: 'Test scale', grades: [{ code: 'A' }] });
    expect(await auditActions(`gradeScales/${res.body.id}`)).toEqual(['reports.scaleCreated']);
    expect((await send(TEACHER, '/reports/saveScale', scale)).status).toBe(403);
    expect((await send(PARENT, '/reports/saveScale', scale)).status).toBe(403);
    expect((await send(undefined, '/reports/saveScale', scale)).status).toBe(401);
  });

  it('refuses a scale with no grades, naming the field, and writes nothing', async () => {
    const before = (await col('gradeScales').get()).size;
    const res = await send(ADMIN, '/reports/saveScale', { name: 'Test scale', kind: 'attainment', grades: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Grades: add at least one grade.');
    expect((await col('gradeScales').get()).size).toBe(before);
  });
});

describe('POST /api/reports/saveRound', () => {
  it('opens the round with an entry per student and subject, each with the timetable’s teacher', async () => {
    const round = await record(`reportRounds/${roundId}`);
    expect(round).toMatchObject({ status: 'open', students: 20, approved: 0, published: 0 });
    expect(round!.progress).toMatchObject({
      'class-7a_math': { written: 0, total: 10, teacherUid: 'demo-teacher' },
      'class-7a_tutor': { total: 10, teacherUid: 'demo-teacher' },
      // Daniel Reyes teaches English and is 8B's tutor, with no account: only the office writes those.
      'class-7a_eng': { total: 10, teacherUid: null },
      'class-8b_tutor': { total: 10, teacherUid: null },
      'class-8b_head': { total: 10, teacherUid: null },
    });
    expect((await col('reportEntries').where('roundId', '==', roundId).get()).size).toBe(20 * 4);
    expect(await auditActions(`reportRounds/${roundId}`)).toContain('reports.roundCreated');
  });

  it('refuses an effort scale as the attainment scale, and another school’s classes', async () => {
    const wrongScale = await send(ADMIN, '/reports/saveRound', { ...roundInput, attainmentScaleId: 'scale-effort' });
    expect(wrongScale.status).toBe(400);
    expect(wrongScale.body.message).toMatch(/^Attainment scale: Effort 1–4 is an effort scale/);
    expect(wrongScale.body.field).toBe('attainmentScaleId');
    const north = await send(NORTH, '/reports/saveRound', roundInput);
    expect(north.status).toBe(400);
    expect(north.body.message).toMatch(/^Attainment scale: there is no such scale in your school/);
    expect(north.body.field).toBe('attainmentScaleId');
    expect((await col('reportRounds').where('name', '==', roundInput.name).get()).size).toBe(1);
  });

  it('names the field it refuses, whatever the language of the sentence', async () => {
    const noTutor = { ...roundInput, id: roundId, tutorComment: false };
    const english = await send(ADMIN, '/reports/saveRound', noTutor);
    expect(english.status).toBe(409);
    expect(english.body).toMatchObject({ field: 'tutorComment', message: expect.stringMatching(/^Tutor’s comment: /) });
    const polish = await callApi<Body>('POST', '/reports/saveRound', {
      token: tokenOf(ADMIN),
      body: noTutor,
      headers: { 'accept-language': 'pl' },
    });
    expect(polish.status).toBe(409);
    expect(polish.body).toMatchObject({
      field: 'tutorComment',
      message: expect.stringMatching(/^Komentarz wychowawcy: /),
    });
    const noClass = await send(ADMIN, '/reports/saveRound', { ...roundInput, classIds: ['class-none'] });
    expect(noClass.body).toMatchObject({ status: 400, field: 'classIds' });
    const noScale = await send(ADMIN, '/reports/saveScale', {
      id: 'scale-none',
      name: 'Test scale',
      kind: 'attainment',
      grades: [{ code: 'A', label: '' }],
    });
    expect(noScale.body).toMatchObject({ status: 404, field: 'id' });
  });

  it('refuses bad input naming the field', async () => {
    const res = await send(ADMIN, '/reports/saveRound', { ...roundInput, commentMaxChars: 5 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Comment length must be at least 50 characters.');
  });
});

describe('POST /api/reports/saveEntries: a teacher writes only what they teach', () => {
  it('writes their subject of their class, counting progress in the same transaction', async () => {
    const res = await save(TEACHER, [row('student-01', 'math'), row('student-02', 'math', { comment: '' })]);
    expect(res.status, res.body.message).toBe(200);
    expect(await entry('student-01', 'math')).toMatchObject({ grade: '7', state: 'draft', updatedBy: 'demo-teacher' });
    // A row with no comment is saved but not written.
    expect(await progressOf('class-7a_math')).toMatchObject({ written: 1, total: 10 });
  });

  it('refuses a subject they do not teach, and writes nothing of the save', async () => {
    const res = await save(TEACHER, [row('student-03', 'math'), row('student-03', 'eng')]);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not teach English to Grade 7A: you cannot write its reports.');
    expect((await entry('student-03', 'math'))?.comment).toBe('');
  });

  it('refuses another class’s tutor comment, and a class they were taken off', async () => {
    const tutor = await save(TEACHER, [row('student-11', 'tutor')]);
    expect(tutor.status).toBe(403);
    expect(tutor.body.message).toBe('You are not the form tutor of Grade 8B: you cannot write its tutor’s comments.');
    expect((await save(TEACHER, [row('student-11', 'math')])).status).toBe(200);
    await col('classes')
      .doc('class-8b')
      .update({ teacherUids: classTeachers.filter((u) => u !== 'demo-teacher') });
    const res = await save(TEACHER, [row('student-12', 'math')]);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not teach Mathematics to Grade 8B: you cannot write its reports.');
    await col('classes').doc('class-8b').update({ teacherUids: classTeachers });
  });

  it('refuses a grade off the scale and a comment over the round’s length, naming the row', async () => {
    const grade = await save(TEACHER, [row('student-04', 'math', { grade: 'A*' })]);
    expect(grade.status).toBe(400);
    expect(grade.body.message).toMatch(/^Row 1: grade A\* for .+ is not on the GCSE 9–1 scale\.$/);
    const long = await save(TEACHER, [
      row('student-04', 'math'),
      row('student-05', 'math', { comment: 'x'.repeat(121) }),
    ]);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^Row 2: the comment for .+ is 121 characters; this round allows 120\.$/);
    expect((await entry('student-04', 'math'))?.comment).toBe('');
  });

  it('lets the office write any entry; families and another school may not', async () => {
    expect((await save(ADMIN, [row('student-03', 'eng'), row('student-03', 'head')])).status).toBe(200);
    expect((await save(PARENT, [row('student-01', 'math')])).status).toBe(403);
    expect((await save(STUDENT, [row('student-01', 'math')])).status).toBe(403);
    const north = await send(NORTH, '/reports/saveEntries', { roundId, rows: [row('student-01', 'math')] });
    expect(north.status).toBe(404);
  });

  it('refuses a teacher once the round closes; the office may still write', async () => {
    expect((await send(ADMIN, '/reports/saveRound', { ...roundInput, id: roundId, status: 'closed' })).status).toBe(
      200,
    );
    const res = await save(TEACHER, [row('student-06', 'math')]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Test report is closed: reports can no longer be written. Ask the office.');
    expect((await save(ADMIN, [row('student-06', 'math')])).status).toBe(200);
    expect((await send(ADMIN, '/reports/saveRound', { ...roundInput, id: roundId, status: 'open' })).status).toBe(200);
    // Saving the round again counts again: nothing written is lost.
    expect(await progressOf('class-7a_math')).toMatchObject({ written: 2, total: 10 });
  });

  it('refuses rows for no student of the round and more than 60 rows', async () => {
    const none = await save(TEACHER, [row('student-99', 'math')]);
    expect(none.status).toBe(404);
    expect(none.body.message).toMatch(/^Row 1: this student has no report in/);
    const many = Array.from({ length: 61 }, (_, i) => row(`student-${i}`, 'math'));
    const res = await save(TEACHER, many);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Rows: save at most 60 rows at a time.');
  });
});

describe('a teacher’s grid', () => {
  it('opens in students + 3 documents, its guide included, and shows what the students’ own records say', async () => {
    // Read as the screen reads it (grid-page.tsx): the round, the class, the teacher's entries, the class's figures.
    const round = (await col('reportRounds').doc(roundId).get()).data()!;
    const klass = await col('classes').doc('class-7a').get();
    const entries = await col('reportEntries')
      .where('roundId', '==', roundId)
      .where('classId', '==', 'class-7a')
      .where('subjectId', '==', 'math')
      .where('teacherUid', '==', 'demo-teacher')
      .get();
    const termId = (round.termId as string | null) ?? String(klass.get('termId'));
    const figures = (await col('classTotals').doc(classTotalsId('class-7a', termId)).get()).data();
    const read = 1 + 1 + entries.size + 1;
    expect(entries.size).toBe(10);
    expect(read).toBeLessThanOrEqual(entries.size + 3);

    // What the grid would otherwise read per student, it finds in those documents.
    const scale = await record('gradeScales/scale-gcse');
    expect(round.grades).toEqual({
      attainment: scale?.grades,
      effort: (await record('gradeScales/scale-effort'))?.grades,
    });
    expect(round.subjectNames).toEqual({ math: 'Mathematics', eng: 'English' });
    // The round's page and the teachers' lists name its classes from the round, reading none of the school's.
    expect(round.classNames).toEqual({ 'class-7a': 'Grade 7A', 'class-8b': 'Grade 8B' });
    let guided = 0;
    for (const e of entries.docs) {
      const studentId = e.get('studentId') as string;
      const student = (await record(`students/${studentId}`))!;
      expect(e.get('firstName')).toBe(student.firstName);
      expect(e.get('pronouns')).toBe(pronounsOf(student));
      const attendance = await record(`attendanceTotals/${termId}_${studentId}`);
      const marks = (await record(`gradeTotals/${termId}_${studentId}`))?.marks as Record<string, Mark> | undefined;
      // Maths is this grid's subject; science is where the demo school has returned work.
      for (const subjectId of ['math', 'sci']) {
        const guide = guideOf(figures, studentId, subjectId);
        expect(guide).toEqual({
          attendance: attendance ? presentPercent(attendance as AttendanceTotalsDoc) : null,
          average: averageOf(Object.values(marks ?? {}).filter((m) => m.subjectId === subjectId)).percent,
        });
        if (guide.attendance !== null && guide.average !== null) guided++;
      }
    }
    // The demo school has registers and marked work for the class: the guide is not empty.
    expect(guided).toBeGreaterThan(0);
  });

  it('follows a change of the round’s scale', async () => {
    const scale = (await record('gradeScales/scale-gcse'))!;
    const more = [...(scale.grades as { code: string; label: string }[]), { code: 'U', label: 'Ungraded' }];
    const saved = await send(ADMIN, '/reports/saveScale', {
      id: 'scale-gcse',
      name: scale.name,
      kind: scale.kind,
      grades: more,
    });
    expect(saved.status).toBe(200);
    expect((await record(`reportRounds/${roundId}`))?.grades.attainment).toEqual(more);
    await send(ADMIN, '/reports/saveScale', {
      id: 'scale-gcse',
      name: scale.name,
      kind: scale.kind,
      grades: scale.grades,
    });
    expect((await record(`reportRounds/${roundId}`))?.grades.attainment).toEqual(scale.grades);
  });
});

describe('POST /api/reports/review', () => {
  it('will not approve a report with a subject unwritten', async () => {
    const res = await send(ADMIN, '/reports/review', { roundId, studentId: 'student-02', action: 'approve' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/is not written yet: it cannot be approved\.$/);
  });

  it('approves a written report and locks it against its teacher', async () => {
    await writeWhole('student-01');
    const res = await send(ADMIN, '/reports/review', { roundId, studentId: 'student-01', action: 'approve' });
    expect(res.status, res.body.message).toBe(200);
    expect(await entry('student-01', 'math')).toMatchObject({ state: 'approved' });
    expect((await record(`reportRounds/${roundId}`))?.approved).toBe(1);
    const locked = await save(TEACHER, [row('student-01', 'math', { comment: 'Changed.' })]);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toMatch(/^The report of .+ is approved: ask the office to reopen it/);
  });

  it('sends one subject back with a note: the teacher is told why and may write it again', async () => {
    const noNote = await send(ADMIN, '/reports/review', {
      roundId,
      studentId: 'student-01',
      action: 'return',
      subjectId: 'math',
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toBe('Note is required: say what the teacher should change.');
    const note = 'Please say what to practise next.';
    const res = await send(ADMIN, '/reports/review', {
      roundId,
      studentId: 'student-01',
      action: 'return',
      subjectId: 'math',
      note,
    });
    expect(res.status).toBe(200);
    expect(await entry('student-01', 'math')).toMatchObject({ state: 'returned', returnNote: note });
    expect(await entry('student-01', 'eng')).toMatchObject({ state: 'submitted' });
    expect((await record(`reportRounds/${roundId}`))?.approved).toBe(0);
    const told = await col('notifications')
      .where('recipientUid', '==', 'demo-teacher')
      .get()
      .then((q) => q.docs.filter((d) => d.id.startsWith('report-returned-')).map((d) => d.data()));
    expect(told).toEqual([expect.objectContaining({ body: `The office asks you to change it: ${note}` })]);
    expect((await save(TEACHER, [row('student-01', 'math', { submit: true })])).status).toBe(200);
    expect(await entry('student-01', 'math')).toMatchObject({ state: 'submitted', returnNote: null });
    expect((await send(ADMIN, '/reports/review', { roundId, studentId: 'student-01', action: 'approve' })).status).toBe(
      200,
    );
  });

  it('is the office’s alone', async () => {
    const body = { roundId, studentId: 'student-01', action: 'reopen' };
    expect((await send(TEACHER, '/reports/review', body)).status).toBe(403);
    expect((await send(PARENT, '/reports/review', body)).status).toBe(403);
  });
});

describe('POST /api/reports/publish and who reads a report', () => {
  async function finished(id: string, timeoutMs = 120_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const job = (await col('jobs').doc(id).get()).data();
      if (job?.state !== 'running') return job;
      if (Date.now() > until) throw new Error(`publishing ${id} still running: ${JSON.stringify(job)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const link = (who: DemoCaller, id: string) => send(who, '/reports/reportLink', { reportId: id });
  const fetchAs = (who: DemoCaller, url: string) =>
    fetch(new URL(url, APP_URL), { headers: { authorization: `Bearer ${tokenOf(who)}` } });

  it('families read nothing before publishing', async () => {
    expect((await link(PARENT, reportId(roundId, 'student-01'))).status).toBe(404);
    expect((await link(STUDENT, reportId(roundId, 'student-01'))).status).toBe(404);
  });

  it('publishes each approved report as a PDF that opens, and tells the family', async () => {
    // Another family's child (student-05's guardian is not the demo parent), approved too.
    await writeWhole('student-05');
    expect((await send(ADMIN, '/reports/review', { roundId, studentId: 'student-05', action: 'approve' })).status).toBe(
      200,
    );
    expect((await send(TEACHER, '/reports/publish', { roundId })).status).toBe(403);
    // The office chooses a date; the hourly job publishes the round from 08:00 that day where the school is.
    const publishOn = '2026-12-14';
    const saved = await send(ADMIN, '/reports/saveRound', { ...roundInput, id: roundId, publishOn });
    expect(saved.status, saved.body.message).toBe(200);
    const timeZone = String((await db().doc(`schools/${SCHOOL}`).get()).get('timezone'));
    const eight = zonedInstant(publishOn, '08:00', timeZone);
    expect(await JOBS.publishDueReports.run(eight - 60_000)).toMatch(/^0 report rounds started/);
    // A round whose publishing has failed three times is left to the office's button.
    const failedTries = await Promise.all(
      Array.from({ length: SCHEDULED_TRIES }, () =>
        col('jobs').add({ ...newDataJob('demo-admin', 'reportsPublish', 'Autumn', null), roundId, state: 'failed' }),
      ),
    );
    expect(await JOBS.publishDueReports.run(eight)).toMatch(/^0 report rounds started/);
    await Promise.all(failedTries.map((ref) => ref.delete()));
    expect(await JOBS.publishDueReports.run(eight)).toMatch(/^1 report round started publishing \(2 reports\)/);
    const started = await col('jobs').where('roundId', '==', roundId).get();
    expect(started.size).toBe(1);
    // The Admin who chose the date watches it on the round's page; the audit names the schedule.
    expect(started.docs[0]!.get('createdBy')).toBe('demo-admin');
    const audit = await col('auditLog')
      .where('target', '==', `reportRounds/${roundId}`)
      .where('action', '==', 'reports.published')
      .get();
    expect(audit.docs.map((d) => d.get('actorUid'))).toEqual(['reports-schedule']);
    const job = await finished(started.docs[0]!.id);
    expect(job).toMatchObject({ state: 'done', done: 2, error: null, kind: 'reportsPublish' });
    expect(await JOBS.publishDueReports.run(eight + 3_600_000)).toMatch(/^0 report rounds started/);
    const again = await send(ADMIN, '/reports/publish', { roundId });
    expect(again.status).toBe(409);
    const report = await record(`reports/${reportId(roundId, 'student-01')}`);
    expect(report).toMatchObject({ guardianUids: ['demo-parent'], studentUid: 'demo-student', classId: 'class-7a' });
    expect(await record(`reportRounds/${roundId}`)).toMatchObject({ status: 'published', published: 2 });
    expect(await record(`notifications/report-${reportId(roundId, 'student-01')}_demo-parent`)).toBeTruthy();

    const res = await link(PARENT, reportId(roundId, 'student-01'));
    expect(res.status, res.body.message).toBe(200);
    const pdf = await fetchAs(PARENT, String(res.body.url));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toMatch(/^Test report: /);
  });

  it('a family reads only its own child’s report; the child reads their own; another school nothing', async () => {
    const other = reportId(roundId, 'student-05');
    expect((await link(PARENT, other)).status).toBe(404);
    expect((await link(STUDENT, other)).status).toBe(404);
    expect((await link(STUDENT, reportId(roundId, 'student-01'))).status).toBe(200);
    expect((await link(NORTH, reportId(roundId, 'student-01'))).status).toBe(404);
    expect((await link(TEACHER, other)).status).toBe(200);
  });

  it('a published round takes no more writing', async () => {
    expect((await save(ADMIN, [row('student-02', 'math')])).status).toBe(409);
    expect((await send(ADMIN, '/reports/saveRound', { ...roundInput, id: roundId })).status).toBe(409);
  });

  it('the office prints a class’s reports as one PDF', async () => {
    const res = await fetch(new URL(`/api/reports/classPdf?roundId=${roundId}&classId=class-7a`, APP_URL), {
      headers: { authorization: `Bearer ${tokenOf(ADMIN)}` },
    });
    expect(res.status).toBe(200);
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    const teacher = await fetch(new URL(`/api/reports/classPdf?roundId=${roundId}&classId=class-7a`, APP_URL), {
      headers: { authorization: `Bearer ${tokenOf(TEACHER)}` },
    });
    expect(teacher.status).toBe(403);
  });
});

describe('POST /api/reports/remind and saveCommentBank', () => {
  it('reminds the teachers behind on the demo round, once a day', async () => {
    const res = await send(ADMIN, '/reports/remind', { roundId: 'round-autumn-2026' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.reminded).toBe(1);
    const told = (await col('notifications').where('recipientUid', '==', 'demo-teacher').get()).docs.filter((d) =>
      d.id.startsWith('report-remind-round-autumn-2026-'),
    );
    expect(told).toHaveLength(1);
  });

  it('a teacher saves their own bank, not the school’s; the office saves the school’s', async () => {
    const mine = await send(TEACHER, '/reports/saveCommentBank', { owner: 'mine', sentences: ['{name} tries.', ''] });
    expect(mine.status).toBe(200);
    expect(await record('commentBanks/demo-teacher')).toMatchObject({ sentences: ['{name} tries.'] });
    expect((await send(TEACHER, '/reports/saveCommentBank', { owner: 'school', sentences: [] })).status).toBe(403);
    expect((await send(ADMIN, '/reports/saveCommentBank', { owner: 'school', sentences: ['A.'] })).status).toBe(200);
    const tooMany = await send(ADMIN, '/reports/saveCommentBank', {
      owner: 'school',
      sentences: Array.from({ length: 201 }, () => 'x'),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Sentences: a bank holds at most 200 sentences.');
  });
});

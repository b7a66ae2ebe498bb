import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTENDANCE_CODES } from '@academy/shared/attendance';
import { addIsoDays } from '@academy/shared/school-time';
import { admin, callApi } from '../support/emulators';
import {
  ATT_SCHOOL,
  type AttCaller,
  attRecord,
  attToken,
  buildAttendanceSchool,
  CLASS,
  LESSON,
  NOT_TAUGHT,
  OTHER_LESSON,
  PAST,
  removeAttendanceSchool,
  ROLES,
  TODAY,
} from '../support/attendance-school';
import { refusesBadBodies } from '../support/refusals';
import { shownDate } from '../support/dates';

type Reply = { status: number; message: string; id?: string; saved?: number; superseded?: string[]; notified?: number };
const post = (who: AttCaller | undefined, path: string, body: unknown) =>
  callApi<Reply>('POST', path, { token: who ? attToken(who) : undefined, body });
const save = (who: AttCaller | undefined, body: Record<string, unknown>) => post(who, '/attendance/saveRegister', body);

const day = (marks: Record<string, unknown>, date = TODAY) => ({ classId: CLASS, date, session: 'day', marks });
const registerPath = (date = TODAY, session = 'day') => `registers/${CLASS}_${date}_${session}`;

async function countAll(collection: string) {
  return (await admin().db.collection(`schools/${ATT_SCHOOL}/${collection}`).count().get()).data().count;
}
async function snapshot() {
  return {
    registers: await countAll('registers'),
    records: await countAll('attendanceRecords'),
    totals: await countAll('attendanceTotals'),
    notifications: await countAll('notifications'),
    audit: await countAll('auditLog'),
  };
}
const parentNotes = async () =>
  (
    await admin().db.collection(`schools/${ATT_SCHOOL}/notifications`).where('recipientUid', '==', ROLES.parent).get()
  ).docs.map((d) => d.data());

beforeAll(buildAttendanceSchool);
afterAll(removeAttendanceSchool);

describe('POST /api/attendance/saveRegister', () => {
  it('the homeroom teacher takes today’s daily register: a record per student, the register and the totals', async () => {
    const res = await save('teacher', day({ 'att-s1': { code: 'P' }, 'att-s2': { code: 'P', note: 'Early' } }));
    expect(res.body).toMatchObject({ status: 200, saved: 2, superseded: [], notified: 0 });
    const register = await attRecord(registerPath());
    expect(register).toMatchObject({
      classId: CLASS,
      className: 'Test 7A',
      date: TODAY,
      session: 'day',
      takenByUid: ROLES.teacher,
      takenByName: 'Test Teacher',
      counts: { present: 2, late: 0, absent: 0 },
    });
    expect(register?.roster.map((r: { studentId: string }) => r.studentId).sort()).toEqual([
      'att-s1',
      'att-s2',
      'att-s3',
    ]);
    expect(await attRecord(`attendanceRecords/${CLASS}_${TODAY}_day_att-s1`)).toMatchObject({
      studentId: 'att-s1',
      studentUid: ROLES.student,
      guardianUids: [ROLES.parent],
      code: 'P',
      countsAsPresent: true,
      explanation: { state: 'none' },
    });
    expect(await attRecord('attendanceTotals/att-term_att-s1')).toMatchObject({
      sessions: 1,
      present: 1,
      codes: { P: 1 },
      minutesLate: 0,
      presentPercent: 100,
    });
    // The class's term figures follow in the same save: the report grid's guide reads them in one document.
    expect((await attRecord(`classTotals/${CLASS}_att-term`))?.attendance).toMatchObject({
      'att-s1': { sessions: 1, present: 1 },
      'att-s2': { sessions: 1, present: 1 },
    });
    // The office's board reads the day's summary: this register's line, kept by the same save.
    expect((await attRecord(`attendanceDays/${TODAY}`))?.registers[`${CLASS}_${TODAY}_day`]).toMatchObject({
      classId: CLASS,
      className: 'Test 7A',
      session: 'day',
      counts: { present: 2, late: 0, absent: 0 },
      takenByName: 'Test Teacher',
      absent: [],
    });
  });

  it('an absence tells the guardian at once, once; the correction to present is a short correction', async () => {
    const absent = await save('teacher', day({ 'att-s1': { code: 'A' } }));
    expect(absent.body).toMatchObject({ status: 200, saved: 1, notified: 1 });
    let notes = await parentNotes();
    expect(notes).toHaveLength(1);
    // The alert opens that child's own page, where the parent answers it.
    expect(notes[0]).toMatchObject({
      title: 'Ada was marked absent',
      read: false,
      link: '/app/parent/students/att-s1',
    });
    // Saving the same mark again notifies nobody.
    expect((await save('teacher', day({ 'att-s1': { code: 'A' } }))).body).toMatchObject({ saved: 0, notified: 0 });
    expect(await parentNotes()).toHaveLength(1);
    expect(await attRecord('attendanceTotals/att-term_att-s1')).toMatchObject({
      sessions: 1,
      present: 0,
      codes: { P: 0, A: 1 },
      presentPercent: 0,
    });
    expect((await attRecord(`classTotals/${CLASS}_att-term`))?.attendance['att-s1']).toEqual({
      sessions: 1,
      present: 0,
    });
    expect((await attRecord(`attendanceDays/${TODAY}`))?.registers[`${CLASS}_${TODAY}_day`].absent).toEqual([
      { studentId: 'att-s1', name: 'Ada Tester', code: 'A' },
    ]);
    const corrected = await save('teacher', day({ 'att-s1': { code: 'P' } }));
    expect(corrected.body).toMatchObject({ notified: 1 });
    notes = await parentNotes();
    expect(notes).toHaveLength(1);
    expect(notes[0]?.title).toBe('Correction: Ada is marked present');
  });

  it('a retried save of the whole register, or a changed note, counts no session twice and tells nobody again', async () => {
    const marks = { 'att-s1': { code: 'A' }, 'att-s2': { code: 'P' }, 'att-s3': { code: 'P' } };
    await save('teacher', day(marks));
    const totals = await attRecord('attendanceTotals/att-term_att-s1');
    const notes = await parentNotes();
    expect((await save('teacher', day(marks))).body).toMatchObject({ saved: 0, notified: 0 });
    const noted = await save('teacher', day({ ...marks, 'att-s1': { code: 'A', note: 'Not seen at the gate' } }));
    expect(noted.body).toMatchObject({ saved: 1, notified: 0 });
    expect(await attRecord('attendanceTotals/att-term_att-s1')).toEqual(totals);
    expect(await parentNotes()).toEqual(notes);
    await save('teacher', day({ 'att-s1': { code: 'P', note: '' } }));
  });

  it('a late mark keeps its minutes and alerts with them', async () => {
    await save('teacher', day({ 'att-s1': { code: 'L', minutesLate: 12 } }));
    expect(await attRecord(`attendanceRecords/${CLASS}_${TODAY}_day_att-s1`)).toMatchObject({
      code: 'L',
      minutesLate: 12,
    });
    expect((await parentNotes())[0]?.body).toContain('12 minutes late');
    expect(await attRecord('attendanceTotals/att-term_att-s1')).toMatchObject({ minutesLate: 12, presentPercent: 100 });
    await save('teacher', day({ 'att-s1': { code: 'P' } }));
  });

  it('two people at once: each touches only the students they send, and the later change of a mark wins', async () => {
    const now = Date.now();
    await save('admin', day({ 'att-s3': { code: 'A', at: now } }));
    // The teacher's mark of the same student was made earlier (sent later, from a phone that was offline).
    const late = await save(
      'teacher',
      day({ 'att-s2': { code: 'L', minutesLate: 5 }, 'att-s3': { code: 'P', at: now - 60_000 } }),
    );
    expect(late.body).toMatchObject({ saved: 1, superseded: ['att-s3'] });
    const register = await attRecord(registerPath());
    expect(register?.marks['att-s3']).toMatchObject({ code: 'A', byUid: ROLES.admin });
    expect(register?.marks['att-s2']).toMatchObject({ code: 'L', byUid: ROLES.teacher });
    expect(register?.marks['att-s1']).toMatchObject({ code: 'P' });
    expect(register?.counts).toEqual({ present: 1, late: 1, absent: 1 });
  });

  it('the lesson’s teacher takes a lesson register, which leaves the term totals alone', async () => {
    const before = await attRecord('attendanceTotals/att-term_att-s1');
    const res = await save('otherTeacher', {
      classId: CLASS,
      date: TODAY,
      session: LESSON,
      marks: { 'att-s1': { code: 'P' } },
    });
    expect(res.status).toBe(200);
    expect(await attRecord(registerPath(TODAY, LESSON))).toMatchObject({ sessionLabel: '10:00–11:00 Science' });
    expect(await attRecord('attendanceTotals/att-term_att-s1')).toEqual(before);
  });

  it('refuses a teacher who is not the class’s homeroom teacher or the lesson’s teacher', async () => {
    expect((await save('otherTeacher', day({ 'att-s1': { code: 'P' } }))).status).toBe(403);
    const lesson = { classId: CLASS, date: TODAY, session: LESSON, marks: { 'att-s1': { code: 'P' } } };
    expect((await save('teacher', lesson)).status).toBe(403);
  });

  it('after the school day only an Admin changes a mark, with a reason, and the audit keeps old and new', async () => {
    expect((await save('admin', day({ 'att-s2': { code: 'A' } }, PAST))).status).toBe(200);
    const teacher = await save('teacher', day({ 'att-s2': { code: 'P' } }, PAST));
    expect(teacher.status).toBe(403);
    expect(teacher.body.message).toContain('closed at the end of that school day');
    expect((await save('admin', day({ 'att-s2': { code: 'E' } }, PAST))).body).toEqual({
      status: 400,
      message: 'reason: Say why a mark is changed after the end of its school day.',
    });
    const fixed = await save('admin', { ...day({ 'att-s2': { code: 'E' } }, PAST), reason: 'Doctor’s note arrived' });
    expect(fixed.status).toBe(200);
    const audit = await admin()
      .db.collection(`schools/${ATT_SCHOOL}/auditLog`)
      .where('target', '==', registerPath(PAST))
      .get();
    const change = audit.docs.map((d) => d.data()).find((e) => e.action === 'register.changed');
    expect(change).toMatchObject({
      before: { 'att-s2': 'A' },
      after: { marks: { 'att-s2': 'E' }, reason: 'Doctor’s note arrived' },
    });
  });

  describe('bad bodies get a 400 naming the field, and nothing is written', () => {
    let before: Awaited<ReturnType<typeof snapshot>>;
    beforeAll(async () => {
      before = await snapshot();
    });
    it.each([
      ['an unknown code', day({ 'att-s1': { code: 'Z' } }), 'marks.att-s1.code: Z is not one of the school’s codes'],
      ['an impossible date', day({ 'att-s1': { code: 'P' } }, '2026-02-30'), 'Date: choose a date.'],
      [
        'a day the school does not teach',
        day({ 'att-s1': { code: 'P' } }, NOT_TAUGHT),
        'when the school does not teach',
      ],
      ['a date outside the term', day({ 'att-s1': { code: 'P' } }, '2020-01-06'), 'is outside the term'],
      [
        'a future date',
        day({ 'att-s1': { code: 'P' } }, '2099-01-05'),
        `Date: ${shownDate('2099-01-05')} is in the future`,
      ],
      ['a student not in the class', day({ 'att-s4': { code: 'P' } }), 'marks: student att-s4 is not in Test 7A'],
      [
        'a lesson of another class',
        { classId: CLASS, date: TODAY, session: OTHER_LESSON, marks: { 'att-s1': { code: 'P' } } },
        'session: att-lesson-2 is not a lesson of Test 7A.',
      ],
      ['no marks', day({}), 'marks must hold at least one mark.'],
      [
        'too many minutes late',
        day({ 'att-s1': { code: 'L', minutesLate: 6000 } }),
        'minutesLate must be at most 600.',
      ],
    ])('%s', async (_label, body, message) => {
      const res = await save('admin', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });
    it('wrote nothing', async () => {
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('who may call it', () => {
    it.each([
      ['a Student', 'student', 403],
      ['a Parent', 'parent', 403],
      ['a signed-out visitor', undefined, 401],
    ] as const)('refuses %s', async (_label, who, status) => {
      const before = await snapshot();
      expect((await save(who, day({ 'att-s1': { code: 'A' } }))).status).toBe(status);
      expect(await snapshot()).toEqual(before);
    });
    it('another school’s Admin finds no such class', async () => {
      const res = await save('northside', day({ 'att-s1': { code: 'A' } }));
      expect(res.status).toBe(404);
      expect(await attRecord(registerPath())).toMatchObject({ marks: { 'att-s1': { code: 'P' } } });
    });
  });
});

describe('a guardian explains an absence, and the office confirms it', () => {
  const recordPath = `attendanceRecords/${CLASS}_${TODAY}_day_att-s1`;
  it('refuses another family’s child (not found), a student, and a date long past', async () => {
    const report = { studentId: 'att-s2', date: TODAY, reason: 'ill' };
    expect((await post('parent', '/attendance/reportAbsence', report)).status).toBe(404);
    expect((await post('student', '/attendance/reportAbsence', { ...report, studentId: 'att-s1' })).status).toBe(403);
    const old = await post('parent', '/attendance/reportAbsence', {
      ...report,
      studentId: 'att-s1',
      date: '2026-01-05',
    });
    expect(old.status).toBe(400);
    expect(old.body.message).toMatch(/^Date: /);
    // A day the school does not teach has no absence to report, for the reason a register would give.
    const notTaught = await post('parent', '/attendance/reportAbsence', {
      ...report,
      studentId: 'att-s1',
      date: NOT_TAUGHT,
    });
    expect(notTaught.status).toBe(400);
    expect(notTaught.body.message).toMatch(
      new RegExp(
        `^Date: ${shownDate(NOT_TAUGHT)} is a \\w+day, when the school does not teach\\. There is no absence to report on it\\.$`,
      ),
    );
    expect((await admin().db.collection(`schools/${ATT_SCHOOL}/absenceReports`).count().get()).data().count).toBe(0);
  });
  it('the parent’s reason shows on the day’s marks as reported by the parent', async () => {
    await save('teacher', day({ 'att-s1': { code: 'A' } }));
    const res = await post('parent', '/attendance/reportAbsence', {
      studentId: 'att-s1',
      date: TODAY,
      reason: 'ill',
      note: 'A fever',
    });
    expect(res.body).toEqual({
      status: 200,
      message: `Thank you: the school knows why Ada is absent on ${shownDate(TODAY)}.`,
    });
    expect(await attRecord(recordPath)).toMatchObject({
      code: 'A',
      explanation: { state: 'reported', reason: 'ill', note: 'A fever' },
    });
    expect(await attRecord(`absenceReports/att-s1_${TODAY}`)).toMatchObject({ state: 'reported', classId: CLASS });
    expect((await attRecord(`attendanceDays/${TODAY}`))?.reports['att-s1']).toEqual({
      studentName: 'Ada Tester',
      classId: CLASS,
      reason: 'ill',
      note: 'A fever',
      state: 'reported',
      reportedByName: expect.any(String),
    });
    // A register changed after the report tells the family the school has it, instead of asking again.
    await save('teacher', day({ 'att-s1': { code: 'L', minutesLate: 10 } }));
    const late = (await parentNotes()).find((n) => String(n.title).endsWith('was marked late'));
    expect(late?.body).toMatch(/The school has your report \(ill\), so there is nothing more to do\.$/);
    expect(late?.body).not.toMatch(/Tell the school why/);
    await save('teacher', day({ 'att-s1': { code: 'A' } }));
    // The report leaves the day's registers on the board as they were.
    expect((await attRecord(`attendanceDays/${TODAY}`))?.registers[`${CLASS}_${TODAY}_day`]).toMatchObject({
      absent: expect.arrayContaining([{ studentId: 'att-s1', name: 'Ada Tester', code: 'A' }]),
    });
  });
  it('the office confirms: the mark becomes Excused in the record, the register and the totals', async () => {
    const before = await attRecord('attendanceTotals/att-term_att-s1');
    const res = await post('admin', '/attendance/confirmAbsence', { studentId: 'att-s1', date: TODAY });
    expect(res.body).toEqual({
      status: 200,
      message: `Ada Tester’s absence on ${shownDate(TODAY)} is confirmed: 1 mark now Excused.`,
    });
    expect(await attRecord(recordPath)).toMatchObject({ code: 'E', explanation: { state: 'confirmed' } });
    expect((await attRecord(registerPath()))?.marks['att-s1']).toMatchObject({ code: 'E', byUid: ROLES.admin });
    const after = await attRecord('attendanceTotals/att-term_att-s1');
    expect(after?.codes.A).toBe(before?.codes.A - 1);
    expect(after?.codes.E).toBe((before?.codes.E ?? 0) + 1);
    expect(after?.sessions).toBe(before?.sessions);
    const board = await attRecord(`attendanceDays/${TODAY}`);
    expect(board?.reports['att-s1'].state).toBe('confirmed');
    expect(board?.registers[`${CLASS}_${TODAY}_day`].absent).toContainEqual({
      studentId: 'att-s1',
      name: 'Ada Tester',
      code: 'E',
    });
    const again = await post('parent', '/attendance/reportAbsence', {
      studentId: 'att-s1',
      date: TODAY,
      reason: 'other',
    });
    expect(again.status).toBe(409);
  });
  it('confirming again (a double click, a retried request) moves no totals twice', async () => {
    const before = await attRecord('attendanceTotals/att-term_att-s1');
    const res = await post('admin', '/attendance/confirmAbsence', { studentId: 'att-s1', date: TODAY });
    expect(res.status).toBe(200);
    expect(await attRecord('attendanceTotals/att-term_att-s1')).toEqual(before);
    expect((await attRecord(registerPath()))?.marks['att-s1']).toMatchObject({ code: 'E' });
  });
  it('only the office confirms', async () => {
    const body = { studentId: 'att-s1', date: TODAY };
    for (const who of ['teacher', 'parent', 'student'] as const)
      expect((await post(who, '/attendance/confirmAbsence', body)).status).toBe(403);
    expect((await post('northside', '/attendance/confirmAbsence', body)).status).toBe(404);
  });
});

describe('POST /api/attendance/updateSettings', () => {
  const settings = { codes: DEFAULT_ATTENDANCE_CODES, teachingWeekdays: [5, 1, 2, 3, 4, 1], registersDueBy: '09:15' };
  it('an Admin sets the codes, weekdays and due time, audited', async () => {
    const res = await post('admin', '/attendance/updateSettings', settings);
    expect(res.body).toEqual({ status: 200, message: 'Attendance settings saved.' });
    const school = (await admin().db.doc(`schools/${ATT_SCHOOL}`).get()).data();
    expect(school?.settings).toMatchObject({ teachingWeekdays: [1, 2, 3, 4, 5], registersDueBy: '09:15' });
    expect(school?.settings.attendanceCodes.map((c: { letter: string }) => c.letter)).toEqual([
      'P',
      'L',
      'A',
      'E',
      'O',
    ]);
  });
  it.each(['teacher', 'student', 'parent'] as const)('refuses a %s', async (who) => {
    expect((await post(who, '/attendance/updateSettings', settings)).status).toBe(403);
  });
  it('refuses a letter used twice, naming the rule', async () => {
    const res = await post('admin', '/attendance/updateSettings', {
      ...settings,
      codes: [...DEFAULT_ATTENDANCE_CODES, DEFAULT_ATTENDANCE_CODES[0]],
    });
    expect(res.body).toEqual({ status: 400, message: 'Each code letter may be used once.' });
  });
});

refusesBadBodies(
  '/attendance/saveRegister',
  { classId: CLASS, date: TODAY, session: 'day', marks: { 'att-s1': { code: 'P' } } },
  ['classId', 'date', 'session'],
  () => attToken('admin'),
);

describe('a past register first taken after its day', () => {
  const LATE_DAY = addIsoDays(TODAY, -3);
  const newcomer = `schools/${ATT_SCHOOL}/students/att-s5`;
  beforeAll(async () => {
    // The settings test above leaves the school teaching Monday to Friday; three days back can be a weekend, which
    // this test is not about: teach every day for it.
    await admin()
      .db.doc(`schools/${ATT_SCHOOL}`)
      .update({ 'settings.teachingWeekdays': [1, 2, 3, 4, 5, 6, 7] });
    const s1 = (await admin().db.doc(`schools/${ATT_SCHOOL}/students/att-s1`).get()).data()!;
    // Enrolled today: not in the class three days ago.
    await admin()
      .db.doc(newcomer)
      .set({
        ...s1,
        firstName: 'Eve',
        admissionNumber: 'AT-5',
        accountUid: null,
        guardianUids: [],
        enrolmentDate: TODAY,
      });
  });
  afterAll(async () => {
    await admin().db.doc(newcomer).delete();
  });
  it('lists the class less anyone enrolled after that day, and refuses a mark for them', async () => {
    const refused = await save('admin', day({ 'att-s5': { code: 'P' } }, LATE_DAY));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`marks: student att-s5 is not in Test 7A on ${shownDate(LATE_DAY)}.`);
    expect(await attRecord(registerPath(LATE_DAY))).toBeUndefined();
    expect((await save('admin', day({ 'att-s1': { code: 'P' } }, LATE_DAY))).status).toBe(200);
    const roster = (await attRecord(registerPath(LATE_DAY)))?.roster.map((r: { studentId: string }) => r.studentId);
    expect(roster.sort()).toEqual(['att-s1', 'att-s2', 'att-s3']);
  });
});

describe('the dashboard’s per-day attendance, kept as registers are saved and absences confirmed', () => {
  it('equals, for every day, the daily registers’ marks and how many of them count as present', async () => {
    const records = await admin().db.collection(`schools/${ATT_SCHOOL}/attendanceRecords`).get();
    const expected: Record<string, { sessions: number; present: number }> = {};
    for (const d of records.docs) {
      const r = d.data();
      if (r.session !== 'day') continue;
      const day = (expected[r.date as string] ??= { sessions: 0, present: 0 });
      day.sessions++;
      if (r.countsAsPresent) day.present++;
    }
    const kept: Record<string, { sessions: number; present: number }> = {};
    for (const d of (await admin().db.collection(`schools/${ATT_SCHOOL}/monthTotals`).get()).docs)
      Object.assign(kept, d.data().attendance);
    expect(Object.keys(expected).length).toBeGreaterThan(1);
    expect(kept).toEqual(expected);
  });
});

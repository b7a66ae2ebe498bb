/**
 * `npm run bench:attendance`: seeds a school of 40 classes of 25 students with 30 school days of daily registers
 * (built as saveRegister builds them: registers, one record per student per register, term totals), then prints:
 * - the documents each screen's first load reads, by running the very queries the screen runs (with the admin SDK)
 *   and counting the documents they return: opening a register, a class's term report and month grid, a page of
 *   the persistent-absence list, the office's today board, the parent's child attendance panel;
 * - the median time, over 10 saves through the API, from sending an absence to the guardian's notification existing.
 *
 * The counts are of the documents the screens' queries return, not of a browser's Listen channel as bench:lists
 * counts them; the queries are the ones in web/src/features/attendance/use-attendance.ts.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { SchoolCollectionName } from '@academy/shared/collections';
import {
  type AttendanceDayDoc,
  type AttendanceTotalsDoc,
  DEFAULT_ATTENDANCE_CODES,
  PERSISTENT_ABSENCE_BELOW,
  presentPercent,
  REGISTER_SESSION_DAY,
  registerId,
} from '@academy/shared/attendance';
import { monthBounds } from '@academy/shared/attendance-reports';
import { newSchoolRecord } from '@academy/shared/new-school';
import { defaultModules } from '@academy/shared/roles';
import { addIsoDays, isoWeekday, schoolToday } from '@academy/shared/school-time';
import type { ClassDoc, TermDoc } from '@academy/shared/structure';
import type { StudentDoc, TeacherDoc } from '@academy/shared/people';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { demoAttendance } from '../emulators/demo-attendance';

const SCHOOL = 'bench-attendance-school';
const CLASSES = 40;
const PER_CLASS = 25;
const DAYS = 30;
const SAVES = 10;
const TZ = 'Europe/London';
const ADMIN = { uid: 'bench-att-admin', email: 'bench-admin@bench-attendance.test', password: 'Bench-pass-1' };
const { auth: AUTH, hosting: HOSTING } = firebaseJson.emulators;

if (!process.env.FIRESTORE_EMULATOR_HOST)
  throw new Error('Run through `npm run bench:attendance` (inside the emulators).');
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-academy' });
const db = getFirestore(app);
const auth = getAuth(app);
const col = (name: SchoolCollectionName) => db.collection(`schools/${SCHOOL}/${name}`);

const today = schoolToday(TZ);
const TERM = 'bench-term';

async function seed() {
  await db.recursiveDelete(db.doc(`schools/${SCHOOL}`));
  const school = newSchoolRecord({
    name: 'Bench Attendance School',
    timezone: TZ,
    currency: 'GBP',
    currentTermId: TERM,
    attendanceCodes: DEFAULT_ATTENDANCE_CODES,
  });
  // Every day a school day, so the bench runs the same whatever day it is.
  school.settings.teachingWeekdays = [1, 2, 3, 4, 5, 6, 7];
  const terms: Record<string, Omit<TermDoc, 'searchTokens'>> = {
    [TERM]: {
      schoolYear: '2026/2027',
      name: 'Bench term',
      startDate: addIsoDays(today, -DAYS - 5),
      endDate: addIsoDays(today, 30),
      current: true,
    },
  };
  const classes: Record<string, Omit<ClassDoc, 'searchTokens'>> = {};
  const students: Record<string, StudentDoc> = {};
  const teachers: Record<string, Omit<TeacherDoc, 'searchTokens'>> = {};
  for (let c = 0; c < CLASSES; c++) {
    classes[`c${c}`] = {
      name: `Class ${String(c).padStart(2, '0')}`,
      grade: 7 + (c % 6),
      section: 'A',
      capacity: 30,
      homeroomTeacherId: null,
      teacherUids: [],
      guardianUids: [],
      homeroomTeacherName: '',
      termId: TERM,
      studentCount: PER_CLASS,
    };
    for (let n = 0; n < PER_CLASS; n++) {
      const id = `s${c}-${n}`;
      students[id] = {
        admissionNumber: `B-${c}-${n}`,
        firstName: `Pupil${n}`,
        lastName: `Class${c}`,
        dateOfBirth: '2014-01-01',
        gender: 'other',
        classId: `c${c}`,
        guardianIds: [],
        status: 'enrolled',
        enrolmentDate: '2026-09-01',
        medicalNotes: '',
        emergencyContact: { name: '', phone: '' },
        accountUid: null,
        guardianUids: [`bench-parent-${c}-${n}`],
        searchTokens: [],
        archived: false,
      };
    }
  }
  const started = performance.now();
  const writer = db.bulkWriter();
  void writer.set(db.doc(`schools/${SCHOOL}`), school);
  for (const [name, docs] of Object.entries({ terms, classes, students }) as [SchoolCollectionName, object][])
    for (const [id, data] of Object.entries(docs)) void writer.set(col(name).doc(id), { ...data, searchTokens: [] });
  const history = demoAttendance(
    { id: SCHOOL, school, collections: { classes, students, teachers, terms } },
    today,
    DAYS,
  );
  // One student in ten is under the persistent-absence line, so its list has pages to read (160 of 1,000).
  for (const totals of Object.values(history.attendanceTotals) as AttendanceTotalsDoc[])
    if (Number(totals.studentId.split('-')[1]) % 10 === 3) {
      totals.present = Math.floor(totals.sessions * 0.8);
      totals.presentPercent = presentPercent(totals) ?? 100;
    }
  let written = 0;
  for (const [name, docs] of Object.entries(history) as [SchoolCollectionName, object][])
    for (const [id, data] of Object.entries(docs)) {
      void writer.set(col(name).doc(id), data as Record<string, unknown>);
      written++;
    }
  await writer.close();
  console.log(
    `Seeded ${CLASSES} classes × ${PER_CLASS} students, ${DAYS} school days: ${written.toLocaleString('en')} attendance documents in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );

  await auth.deleteUser(ADMIN.uid).catch(() => undefined);
  await auth.createUser({ uid: ADMIN.uid, email: ADMIN.email, password: ADMIN.password });
  await auth.setCustomUserClaims(ADMIN.uid, { role: 'Admin', school_id: SCHOOL });
  await db.doc(`users/${ADMIN.uid}`).set({
    email: ADMIN.email,
    username: 'Bench Admin',
    role: 'Admin',
    school_id: SCHOOL,
    modules: defaultModules('Admin'),
    personId: null,
    disabled: false,
  });
}

async function idToken(): Promise<string> {
  const res = await fetch(
    `http://${AUTH.host}:${AUTH.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function figures() {
  const lines: [string, number, number | null][] = [];
  // Opening a register (a past one, taken): the school, the register, the class's students, the day's reports.
  const date = addIsoDays(today, -1);
  const openRegister =
    1 +
    1 +
    (await col('students').where('classId', '==', 'c0').get()).size +
    (await col('absenceReports').where('classId', '==', 'c0').where('date', '==', date).get()).size;
  const reg = await col('registers')
    .doc(registerId('c0', date, REGISTER_SESSION_DAY))
    .get();
  if (!reg.exists) throw new Error('The seeded register is missing.');
  lines.push(['documents read to open a register', openRegister, 35]);

  // A class's term report: its students' term totals, one each.
  const report = (await col('attendanceTotals').where('classId', '==', 'c0').where('termId', '==', TERM).get()).size;
  lines.push([`documents read for a class's term report (${PER_CLASS} students)`, report, PER_CLASS]);

  // A class's month grid: that class's daily registers of the month, one document per school day it was taken.
  const month = monthBounds(today.slice(0, 7));
  const grid = (
    await col('registers')
      .where('classId', '==', 'c0')
      .where('session', '==', REGISTER_SESSION_DAY)
      .where('date', '>=', month.from)
      .where('date', '<=', month.to)
      .orderBy('date')
      .get()
  ).size;
  lines.push([`documents read for a class's month grid (${today.slice(0, 7)}, to today)`, grid, 31]);

  // The persistent-absence list: one page of the kept totals under the line, lowest first (25 and one to know if
  // another page follows), and the second page from the first's last document.
  const below = () =>
    col('attendanceTotals')
      .where('termId', '==', TERM)
      .where('presentPercent', '<', PERSISTENT_ABSENCE_BELOW)
      .orderBy('presentPercent')
      .limit(26);
  const firstPage = await below().get();
  const secondPage = await below().startAfter(firstPage.docs[24]!).get();
  lines.push(["documents read for a page of the school's persistent-absence list", firstPage.size, 26]);
  lines.push(['documents read for its next page', secondPage.size, 26]);

  // The parent's child panel: the school, the child's totals, their 10 most recent absences and lates.
  const child = { studentId: 's0-3', uid: 'bench-parent-0-3' };
  const panel =
    1 +
    (
      await col('attendanceTotals')
        .where('studentId', '==', child.studentId)
        .where('guardianUids', 'array-contains', child.uid)
        .where('termId', '==', TERM)
        .limit(1)
        .get()
    ).size +
    (
      await col('attendanceRecords')
        .where('studentId', '==', child.studentId)
        .where('guardianUids', 'array-contains', child.uid)
        .where('flagged', '==', true)
        .orderBy('date', 'desc')
        .limit(10)
        .get()
    ).size;
  lines.push(["documents read for the parent's child attendance panel", panel, 15]);

  // Saves through the API: an absence in today's register of 10 classes; the clock stops when the guardian's
  // notification document exists.
  const token = await idToken();
  const times: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const classId = `c${i}`;
    const studentId = `s${i}-0`;
    const started = performance.now();
    const res = await fetch(`http://${HOSTING.host}:${HOSTING.port}/api/attendance/saveRegister`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ classId, date: today, session: 'day', marks: { [studentId]: { code: 'A' } } }),
    });
    if (!res.ok) throw new Error(`Save ${i} failed: ${res.status} ${await res.text()}`);
    const note = db.doc(
      `schools/${SCHOOL}/notifications/attendance_${registerId(classId, today, 'day')}_${studentId}_bench-parent-${i}-0`,
    );
    while (!(await note.get()).exists) await new Promise((r) => setTimeout(r, 10));
    times.push(performance.now() - started);
  }

  // The office's board today: the school, the term's classes (the registers due), and the day's summary document
  // (every register taken, its counts and absences, and the parents' reasons), kept by the saves.
  const day = await col('attendanceDays').doc(today).get();
  const summary = day.data() as AttendanceDayDoc | undefined;
  if (Object.keys(summary?.registers ?? {}).length !== SAVES) throw new Error('The day summary misses a register.');
  // Today's lesson registers are due too: the board reads the school's lessons of today's weekday, one per register.
  const lessonsToday = (await col('lessons').where('weekday', '==', isoWeekday(today)).get()).size;
  const board = 1 + (await col('classes').where('termId', '==', TERM).get()).size + lessonsToday + (day.exists ? 1 : 0);
  lines.push([
    `documents read for the office's today board (${CLASSES + lessonsToday} registers due, ${SAVES} taken)`,
    board,
    CLASSES + lessonsToday + 2,
  ]);

  console.log('\nAttendance figures');
  for (const [label, n, budget] of lines)
    console.log(`  ${label}: ${n}${budget === null ? '' : ` (budget ≤ ${budget}${n > budget ? ', OVER' : ''})`}`);
  console.log(
    `  median time from a saved absence to the guardian's notification, over ${SAVES} saves: ${Math.round(median(times))} ms (each: ${times.map((t) => Math.round(t)).join(', ')} ms)`,
  );
}

await seed();
await figures();
await db.recursiveDelete(db.doc(`schools/${SCHOOL}`));
await auth.deleteUser(ADMIN.uid).catch(() => undefined);
await db.doc(`users/${ADMIN.uid}`).delete();
process.exit(0);

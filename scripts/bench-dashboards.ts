/**
 * `npm run bench:dashboards` (inside the emulators): seeds a school of 200 and then 2,000 students (classes, lessons,
 * today's registers, work set and handed in, posts, events, fees totals, a parent of two children) and runs each
 * role's dashboard reads as its panels make them, with the same filters and limits, printing the documents read on
 * opening. A list bills at least one read; a count or sum one per 1,000 index entries. The figures must not grow with
 * the school, and stay within Admin ≤ 30, Teacher ≤ 40, Student ≤ 30, Parent of two ≤ 40.
 */
import { chromium } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { type DocumentReference, type Firestore, getFirestore, type Query } from 'firebase-admin/firestore';
import type { SchoolCollectionName } from '@academy/shared/collections';
import { REGISTER_SESSION_DAY, registerId } from '@academy/shared/attendance';
import { monthsBetween, weekStartOf } from '@academy/shared/dashboard';
import {
  addIsoDays,
  endOfSchoolDate,
  isoWeekday,
  schoolToday,
  startOfSchoolDate,
  zonedInstant,
} from '@academy/shared/school-time';

import { DEMO_PASSWORD } from '../emulators/demo-data';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { COUNT_FIRESTORE_TRAFFIC, type Counted } from './firestore-traffic';

const BASE = `http://${firebaseJson.emulators.hosting.host}:${firebaseJson.emulators.hosting.port}`;
const TZ = 'Europe/London';
const BUDGET = { Admin: 30, Teacher: 40, Student: 30, Parent: 40 };
const TERM = 'term-now';
const TEACHER_UID = 'bench-teacher';
const PARENT_UID = 'bench-parent';
const STUDENT_UID = 'bench-student';

if (!process.env.FIRESTORE_EMULATOR_HOST)
  throw new Error('Run through `npm run bench:dashboards` (inside the emulators).');
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-academy' });
const db: Firestore = getFirestore(app);
const today = schoolToday(TZ);
const weekday = isoWeekday(today);

async function seed(schoolId: string, students: number) {
  await db.recursiveDelete(db.doc(`schools/${schoolId}`));
  const w = db.bulkWriter();
  const col = (name: SchoolCollectionName) => db.collection(`schools/${schoolId}/${name}`);
  const classes = Math.ceil(students / 25);
  w.set(db.doc(`schools/${schoolId}`), {
    name: schoolId,
    timezone: TZ,
    currency: 'GBP',
    currentTermId: TERM,
    settings: {},
  });
  for (let c = 0; c < classes; c++) {
    w.set(col('classes').doc(`class-${c}`), {
      name: `C${c}`,
      grade: 7 + (c % 5),
      termId: TERM,
      homeroomTeacherId: c === 0 ? 'teacher-0' : `teacher-${c}`,
      teacherUids: c < 3 ? [TEACHER_UID] : [],
      studentCount: 25,
    });
    // Five lessons a day, the bench teacher's in the first classes.
    for (let l = 0; l < 5; l++)
      for (const day of [1, 2, 3, 4, 5])
        w.set(col('lessons').doc(`lesson-${c}-${day}-${l}`), {
          classId: `class-${c}`,
          className: `C${c}`,
          weekday: day,
          teacherId: c < 3 && l < 2 ? 'teacher-0' : `teacher-${c + 1}`,
          startTime: `${String(9 + l).padStart(2, '0')}:00`,
          endTime: `${String(9 + l).padStart(2, '0')}:50`,
          title: 'Lesson',
        });
    for (let a = 0; a < 3; a++)
      w.set(col('assignments').doc(`work-${c}-${a}`), {
        title: `Work ${a}`,
        classIds: [`class-${c}`],
        classNames: [`C${c}`],
        teacherUids: c < 3 ? [TEACHER_UID] : [],
        dueAt: zonedInstant(addIsoDays(today, a - 1), '16:00', TZ),
        counts: { students: 25, handedIn: a, late: 0, missing: 0, returned: 0, excused: 0 },
      });
  }
  for (let s = 0; s < students; s++) {
    const child = s < 2;
    w.set(col('students').doc(`student-${s}`), {
      firstName: `S${s}`,
      classId: `class-${Math.floor(s / 25)}`,
      guardianUids: child ? [PARENT_UID] : [],
      accountUid: s === 0 ? STUDENT_UID : null,
      archived: false,
    });
  }
  for (let t = 0; t < Math.ceil(students / 20); t++) w.set(col('teachers').doc(`teacher-${t}`), { archived: false });
  // Today's day summary, the charts' totals, the fees' totals by due date.
  w.set(col('attendanceDays').doc(today), { date: today, registers: {}, reports: {} });
  for (const m of monthsBetween(addIsoDays(today, -28), addIsoDays(today, 6)))
    w.set(col('monthTotals').doc(m), { month: m, attendance: {}, collected: {}, due: {} });
  w.set(col('termTotals').doc(TERM), { termId: TERM, enrolledByGrade: { '7': students } });
  for (let d = 0; d < 6; d++)
    w.set(col('feeDueTotals').doc(addIsoDays(today, -30 * d)), {
      dueDate: addIsoDays(today, -30 * d),
      outstanding: 1000,
    });
  for (let p = 0; p < 20; p++)
    w.set(col('posts').doc(`post-${p}`), {
      status: 'published',
      audienceKeys: ['school'],
      pinned: false,
      publishedAt: p,
      createdAt: p,
      needsAcknowledgement: p % 4 === 0,
      authorUid: TEACHER_UID,
    });
  for (let e = 0; e < 20; e++)
    w.set(col('events').doc(`event-${e}`), { audienceKeys: ['school'], lastDate: addIsoDays(today, e) });
  // The children's absences: four of today's registers marked them absent, and earlier ones.
  for (const s of [0, 1])
    for (let k = 0; k < 12; k++)
      w.set(col('attendanceRecords').doc(`record-${s}-${k}`), {
        studentId: `student-${s}`,
        studentUid: s === 0 ? STUDENT_UID : null,
        guardianUids: [PARENT_UID],
        date: addIsoDays(today, k < 4 ? 0 : -k),
        flagged: true,
      });
  for (const s of [0, 1])
    for (let k = 0; k < 12; k++)
      w.set(col('submissions').doc(`work-0-${k}_student-${s}`), {
        studentId: `student-${s}`,
        studentUid: s === 0 ? STUDENT_UID : null,
        guardianUids: [PARENT_UID],
        open: true,
        status: k % 3 === 0 ? 'missing' : k % 3 === 1 ? 'assigned' : 'returned',
        effectiveDueAt: zonedInstant(addIsoDays(today, k - 3), '16:00', TZ),
        updatedAt: k,
      });
  await w.close();
}

/** A list bills a read per document, at least one; a count or sum one per 1,000 entries, at least one. */
const list = async (q: Query) => Math.max(1, (await q.get()).size);
/** The reads a count or sum bills beyond its first: one per further 1,000 entries (students at 2,000). */
let beyondFirst = 0;
async function aggregate(q: Query) {
  const reads = Math.max(1, Math.ceil((await q.count().get()).data().count / 1000));
  beyondFirst += reads - 1;
  return reads;
}
/** Documents read by id: each billed once, found or not. */
const byId = async (refs: DocumentReference[]) => (refs.length ? (await db.getAll(...refs)).length : 0);

async function reads(schoolId: string) {
  beyondFirst = 0;
  const col = (name: SchoolCollectionName) => db.collection(`schools/${schoolId}/${name}`);
  const shell = 2; // the user's record and the school's
  // The next three events (twice as many read), and for a parent the family's work due (three).
  const nextEvents = async (dueWork: Query | null) =>
    (await list(col('events').where('lastDate', '>=', today).orderBy('lastDate').limit(6))) +
    (dueWork ? await list(dueWork.limit(3)) : 0);
  const latestPosts = () =>
    list(
      col('posts').where('status', '==', 'published').orderBy('pinned', 'desc').orderBy('publishedAt', 'desc').limit(3),
    );
  const reach = 1;
  const fromAt = zonedInstant(today, '00:00', TZ);
  const toAt = zonedInstant(addIsoDays(today, 14), '00:00', TZ);

  const admin =
    shell +
    (await byId([col('attendanceDays').doc(today)])) +
    (await aggregate(col('classes').where('termId', '==', TERM))) +
    (await aggregate(col('lessons').where('weekday', '==', weekday))) +
    (await aggregate(col('feeDueTotals').where('dueDate', '<', today))) +
    (await aggregate(col('enrolments').where('status', '==', 'waiting'))) +
    (await list(
      col('posts')
        .where('status', '==', 'published')
        .where('needsAcknowledgement', '==', true)
        .orderBy('publishedAt', 'desc')
        .limit(3),
    )) +
    (await aggregate(col('students').where('archived', '==', false))) +
    (await aggregate(col('teachers').where('archived', '==', false))) +
    (await aggregate(col('classes').where('termId', '==', TERM))) +
    (await list(
      col('monthTotals').where(
        '__name__',
        'in',
        monthsBetween(addIsoDays(today, -28), addIsoDays(today, 6)).map((m) => col('monthTotals').doc(m)),
      ),
    )) +
    (await byId([col('termTotals').doc(TERM)])) +
    reach +
    (await nextEvents(null)) +
    (await latestPosts()) +
    (await list(col('courses').orderBy('enrolled', 'desc').limit(5)));

  const monday = weekStartOf(today);
  const taught = await col('classes').where('teacherUids', 'array-contains', TEACHER_UID).get();
  const lessons = await col('lessons')
    .where('teacherId', '==', 'teacher-0')
    .where('weekday', '==', weekday)
    .limit(20)
    .get();
  const homeroom = taught.docs.filter((c) => c.get('homeroomTeacherId') === 'teacher-0');
  const weekDays: string[] = [];
  for (let d = monday; d <= today; d = addIsoDays(d, 1)) if (isoWeekday(d) <= 5) weekDays.push(d);
  // Today's registers and the current class's week, each register once (a listener serves both panels).
  const registers = new Set([
    ...homeroom.map((c) => registerId(c.id, today, REGISTER_SESSION_DAY)),
    ...lessons.docs.map((l) => registerId(String(l.get('classId')), today, l.id)),
    ...weekDays.map((d) => registerId('class-0', d, REGISTER_SESSION_DAY)),
  ]);
  const termIds = [...new Set(taught.docs.map((c) => String(c.get('termId'))))];
  const teacher =
    shell +
    Math.max(1, taught.size) + // taught classes (also the current class's choices)
    (await list(
      col('terms').where(
        '__name__',
        'in',
        termIds.map((t) => col('terms').doc(t)),
      ),
    )) +
    Math.max(1, lessons.size) +
    (await byId([...registers].map((id) => col('registers').doc(id)))) +
    (await list(
      col('assignments')
        .where('teacherUids', 'array-contains', TEACHER_UID)
        .where('counts.handedIn', '>', 0)
        .orderBy('counts.handedIn', 'desc')
        .limit(3),
    )) +
    (await list(
      col('assignments')
        .where('teacherUids', 'array-contains', TEACHER_UID)
        .where('dueAt', '>=', startOfSchoolDate(monday, TZ))
        .where('dueAt', '<=', endOfSchoolDate(addIsoDays(monday, 6), TZ))
        .orderBy('dueAt')
        .limit(3),
    )) +
    reach +
    (await nextEvents(null)) + // the teacher's work due is in its own panel
    (await list(
      col('posts')
        .where('authorUid', '==', TEACHER_UID)
        .where('needsAcknowledgement', '==', true)
        .orderBy('createdAt', 'desc')
        .limit(2),
    )) +
    (await list(col('courses').where('teacherIds', 'array-contains', 'teacher-0').limit(5))) +
    1; // the first course's places (none here: the figure counts the one empty read)

  const mine = col('submissions').where('studentUid', '==', STUDENT_UID).where('open', '==', true);
  const student =
    shell +
    (await byId([col('students').doc('student-0')])) +
    (await list(col('lessons').where('classId', '==', 'class-0').where('weekday', '==', weekday).limit(20))) +
    (await list(mine.where('status', '==', 'assigned').orderBy('effectiveDueAt').limit(3))) +
    (await list(mine.where('status', '==', 'missing').orderBy('updatedAt', 'desc').limit(2))) +
    (await list(mine.where('status', '==', 'returned').orderBy('updatedAt', 'desc').limit(2))) +
    1 + // the term's marks
    1 + // attendance: the term's totals
    (await list(
      col('attendanceRecords').where('studentUid', '==', STUDENT_UID).where('flagged', '==', true).limit(2),
    )) +
    (await list(col('enrolments').where('studentUid', '==', STUDENT_UID).limit(100))) +
    reach +
    (await nextEvents(null)) + // the student's work due is in My work
    (await latestPosts());

  const family = col('submissions').where('guardianUids', 'array-contains', PARENT_UID);
  const child = family.where('studentId', '==', 'student-0').where('open', '==', true);
  const parent =
    shell +
    (await list(col('students').where('guardianUids', 'array-contains', PARENT_UID))) +
    (await list(
      col('attendanceRecords')
        .where('guardianUids', 'array-contains', PARENT_UID)
        .where('studentId', '==', 'student-0')
        .where('date', '==', today)
        .where('flagged', '==', true)
        .limit(3),
    )) +
    (await list(col('lessons').where('classId', '==', 'class-0').where('weekday', '==', weekday).limit(20))) +
    (await list(child.where('status', '==', 'assigned').orderBy('effectiveDueAt').limit(3))) +
    (await list(child.where('status', '==', 'missing').orderBy('effectiveDueAt').limit(3))) +
    (await list(child.where('status', '==', 'returned').orderBy('updatedAt', 'desc').limit(3))) +
    1 + // the term's marks
    4 + // the family's fees panel (bench:fees: family, open invoices, receipts)
    reach +
    (await nextEvents(
      family
        .where('open', '==', true)
        .where('effectiveDueAt', '>=', fromAt)
        .where('effectiveDueAt', '<', toAt)
        .orderBy('effectiveDueAt'),
    )) +
    (await latestPosts()) +
    (await list(col('enrolments').where('guardianUids', 'array-contains', PARENT_UID).limit(100)));

  return { Admin: admin, Teacher: teacher, Student: student, Parent: parent, beyondFirst };
}

const figures: Record<number, Awaited<ReturnType<typeof reads>>> = {};
for (const size of [200, 2000]) {
  const schoolId = `bench-dashboards-${size}`;
  const started = performance.now();
  await seed(schoolId, size);
  console.log(`Seeded ${size} students in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  figures[size] = await reads(schoolId);
}
// The same dashboards opened in Chromium on the demo school, counting what the page is sent: every query's documents
// on the Listen channel and every count or sum, the shell's own reads (the user, the school, notifications) included.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const measured: Partial<Record<keyof typeof BUDGET, number>> = {};
for (const [role, email, path] of [
  ['Admin', 'admin@demo-academy.test', '/app/admin'],
  ['Teacher', 'teacher@demo-academy.test', '/app/teacher'],
  ['Student', 'student@demo-academy.test', '/app/student'],
  ['Parent', 'parent@demo-academy.test', '/app/parent'],
] as const) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: COUNT_FIRESTORE_TRAFFIC });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${BASE}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${BASE}${path}`);
  // A fresh load of the dashboard alone: a new Firestore instance, its cache empty.
  await page.goto(`${BASE}${path}`);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.waitForTimeout(3_000);
  const counted = (await page.evaluate('window.__benchReads.snapshot()')) as Counted;
  const documents = counted.targets.reduce((n, t) => n + Math.max(1, t.documents), 0);
  measured[role] = documents + counted.aggregations;
  console.log(
    `${role}'s dashboard in Chromium (demo school): ${documents} documents over ${counted.targets.length} queries ` +
      `and ${counted.aggregations} counts or sums: ${measured[role]} reads, the shell's included.`,
  );
  console.log(`  ${counted.targets.map((t) => `${t.collection}×${t.documents}`).join(', ')}`);
  await context.close();
}
await browser.close();

let ok = true;
for (const role of ['Admin', 'Teacher', 'Student', 'Parent'] as const) {
  const [small, large] = [figures[200]![role], figures[2000]![role]];
  // Unchanged with the school's size, but for what a count bills per 1,000 entries counted (the Admin's).
  const grown = role === 'Admin' ? figures[2000]!.beyondFirst - figures[200]!.beyondFirst : 0;
  const fine = large <= BUDGET[role] && small + grown === large && (measured[role] ?? Infinity) <= BUDGET[role];
  ok &&= fine;
  console.log(
    `${role}'s dashboard reads ${large} documents at 2,000 students and ${small} at 200 (budget ≤ ${BUDGET[role]})` +
      `${grown ? `; ${grown} more at 2,000 is a count's read per further 1,000 entries` : ''}; ` +
      `${measured[role]} in Chromium with the shell: ${fine ? 'ok' : 'MISSED'}`,
  );
}
process.exit(ok ? 0 : 1);

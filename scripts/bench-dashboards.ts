/**
 * `npm run bench:dashboards` (inside the emulators): seeds a school of 200 and then 2,000 students (classes, lessons,
 * today's registers, work set and handed in, posts, events, fees totals, a parent of two children) and runs each
 * role's dashboard reads as its panels make them, with the same filters and limits, printing the documents read on
 * opening, panel by panel. A list bills at least one read; a count or sum one per 1,000 index entries. The figures must
 * not grow with the school, and stay within DASHBOARD_BUDGET (scripts/dashboard-reads.ts): Admin ≤ 20, Teacher ≤ 30,
 * Student ≤ 20, Parent of two ≤ 30. Then it opens the demo school's four dashboards in Chromium and counts the same.
 */
import { chromium } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { type DocumentReference, type Firestore, getFirestore, type Query } from 'firebase-admin/firestore';
import type { SchoolCollectionName } from '@academy/shared/collections';
import { classWeekId } from '@academy/shared/attendance';
import { monthsBetween, SCHOOL_TOTALS_ID, weekStartOf } from '@academy/shared/dashboard';
import {
  addIsoDays,
  endOfSchoolDate,
  isoWeekday,
  schoolToday,
  startOfSchoolDate,
  zonedInstant,
} from '@academy/shared/school-time';

import { buildSchoolTotals } from '../functions/src/lib/school-totals';
import { buildTimetables } from '../functions/src/lib/timetables';
import { buildClassWeeks } from '../functions/src/lib/class-weeks';
import { buildWorkSummaries } from '../functions/src/lib/work-summaries';
import { classTimetableId, teacherTimetableId } from '@academy/shared/lesson';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { DASHBOARD_BUDGET, type DashboardRole, dashboardReadsInChromium, DEMO_DASHBOARDS } from './dashboard-reads';

const BASE = `http://${firebaseJson.emulators.hosting.host}:${firebaseJson.emulators.hosting.port}`;
const TZ = 'Europe/London';
const BUDGET = DASHBOARD_BUDGET;
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
    // Five lessons every day of the week (so any day it runs measures a full teaching day), the bench teacher's in the
    // first classes.
    for (let l = 0; l < 5; l++)
      for (const day of [1, 2, 3, 4, 5, 6, 7])
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
  // The office's figures, the timetables and the work summaries, made from the records as production's triggers and
  // transactions keep them.
  await buildSchoolTotals(db, schoolId);
  await buildTimetables(db, schoolId);
  await buildWorkSummaries(db, schoolId);
  await buildClassWeeks(db, schoolId);
}

/** A list bills a read per document, at least one; a count or sum one per 1,000 entries, at least one. */
const list = async (q: Query) => Math.max(1, (await q.get()).size);
/** Documents read by id: each billed once, found or not. */
const byId = async (refs: DocumentReference[]) => (refs.length ? (await db.getAll(...refs)).length : 0);

/** Each role's panels, and what each reads on opening (the shell: the user's and the school's records). */
type Reads = Record<keyof typeof BUDGET, Record<string, number>>;

async function reads(schoolId: string): Promise<Reads> {
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
  // A member's reach (the words their events and posts are listed by), read once for both panels; an Admin's is all.
  const reach = 1;
  const fromAt = zonedInstant(today, '00:00', TZ);
  const toAt = zonedInstant(addIsoDays(today, 14), '00:00', TZ);
  // The office's figures: one document, listened to by every panel that shows one of them.
  const schoolTotals = await byId([col('schoolTotals').doc(SCHOOL_TOTALS_ID)]);

  const admin = {
    shell,
    'needs attention': (await byId([col('attendanceDays').doc(today)])) + schoolTotals,
    'needs attention: posts': await list(
      col('posts')
        .where('status', '==', 'published')
        .where('needsAcknowledgement', '==', true)
        .orderBy('publishedAt', 'desc')
        .limit(3),
    ),
    'your school': 0, // the same figures' document
    'attendance and fees charts': await list(
      col('monthTotals').where(
        '__name__',
        'in',
        monthsBetween(addIsoDays(today, -28), addIsoDays(today, 6)).map((m) => col('monthTotals').doc(m)),
      ),
    ),
    'grades chart': 0, // the same figures' document
    'coming up': await nextEvents(null),
    'latest news': await latestPosts(),
    courses: await list(col('courses').orderBy('enrolled', 'desc').limit(5)),
  };

  const monday = weekStartOf(today);
  const taught = await col('classes').where('teacherUids', 'array-contains', TEACHER_UID).get();
  // Today's lessons: the teacher's timetable, one document.
  const timetable = await col('timetables').doc(teacherTimetableId('teacher-0')).get();
  const lessons = Object.entries(
    (timetable.get('lessons') ?? {}) as Record<string, { classId: string; weekday: number }>,
  )
    .filter(([, l]) => l.weekday === weekday)
    .map(([id, l]) => ({ id, classId: l.classId }));
  const homeroom = taught.docs.filter((c) => c.get('homeroomTeacherId') === 'teacher-0');
  // Today's registers: each class's week (one document for its registers of the week, whatever the sessions).
  const todays = new Set(
    [...homeroom.map((c) => c.id), ...lessons.map((l) => l.classId)].map((c) => classWeekId(c, today)),
  );
  // The current class's week: the same document when one of today's classes (a listener serves both panels).
  const week = [classWeekId('class-0', today)].filter((id) => !todays.has(id));
  const termIds = [...new Set(taught.docs.map((c) => String(c.get('termId'))))];
  const teacher = {
    shell,
    'taught classes and their terms':
      Math.max(1, taught.size) +
      (await list(
        col('terms').where(
          '__name__',
          'in',
          termIds.map((t) => col('terms').doc(t)),
        ),
      )),
    // The teacher's timetable (one document), then each register by id.
    "today's registers": 1 + (await byId([...todays].map((id) => col('classWeeks').doc(id)))),
    'work to mark':
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
      )),
    "class's week": await byId(week.map((id) => col('classWeeks').doc(id))),
    reach,
    'coming up': await nextEvents(null), // the teacher's work due is in its own panel
    'posts acknowledged': await list(
      col('posts')
        .where('authorUid', '==', TEACHER_UID)
        .where('needsAcknowledgement', '==', true)
        .orderBy('createdAt', 'desc')
        .limit(2),
    ),
    // The courses and the first one's places (none here: the figure counts the one empty read).
    courses: (await list(col('courses').where('teacherIds', 'array-contains', 'teacher-0').limit(5))) + 1,
  };

  const student = {
    shell,
    "today's timetable":
      (await byId([col('students').doc('student-0')])) +
      (await byId([col('timetables').doc(classTimetableId('class-0'))])),
    // The work summary (one document, found by the student's account), and the term's marks.
    'my work':
      (await list(
        col('workSummaries').where('studentUid', '==', STUDENT_UID).where('studentId', '==', 'student-0').limit(1),
      )) + 1,
    attendance:
      1 + // the term's totals
      (await list(
        col('attendanceRecords').where('studentUid', '==', STUDENT_UID).where('flagged', '==', true).limit(2),
      )),
    'my courses': await list(col('enrolments').where('studentUid', '==', STUDENT_UID).limit(100)),
    reach,
    'coming up': await nextEvents(null), // the student's work due is in My work
    'latest news': await latestPosts(),
  };

  const family = col('submissions').where('guardianUids', 'array-contains', PARENT_UID);
  const parent = {
    shell,
    children: await list(col('students').where('guardianUids', 'array-contains', PARENT_UID)),
    "a child's day":
      (await list(
        col('attendanceRecords')
          .where('guardianUids', 'array-contains', PARENT_UID)
          .where('studentId', '==', 'student-0')
          .where('date', '==', today)
          .where('flagged', '==', true)
          .limit(3),
      )) + (await byId([col('timetables').doc(classTimetableId('class-0'))])),
    // The child's work summary (one document, found by the parent's account), and the term's marks.
    "a child's work":
      (await list(
        col('workSummaries')
          .where('guardianUids', 'array-contains', PARENT_UID)
          .where('studentId', '==', 'student-0')
          .limit(1),
      )) + 1,
    fees: 4, // the family's fees panel (bench:fees: family, open invoices, receipts)
    reach,
    'coming up': await nextEvents(
      family
        .where('open', '==', true)
        .where('effectiveDueAt', '>=', fromAt)
        .where('effectiveDueAt', '<', toAt)
        .orderBy('effectiveDueAt'),
    ),
    'latest news': await latestPosts(),
    courses: await list(col('enrolments').where('guardianUids', 'array-contains', PARENT_UID).limit(100)),
  };

  return { Admin: admin, Teacher: teacher, Student: student, Parent: parent };
}

const total = (panels: Record<string, number>) => Object.values(panels).reduce((n, r) => n + r, 0);

const figures: Record<number, Awaited<ReturnType<typeof reads>>> = {};
for (const size of [200, 2000]) {
  const schoolId = `bench-dashboards-${size}`;
  const started = performance.now();
  await seed(schoolId, size);
  console.log(`Seeded ${size} students in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  figures[size] = await reads(schoolId);
}
for (const size of [200, 2000])
  for (const [role, panels] of Object.entries(figures[size]!))
    console.log(
      `${role} at ${size.toLocaleString('en')} students: ` +
        Object.entries(panels)
          .map(([panel, n]) => `${panel} ${n}`)
          .join(', ') +
        ` = ${total(panels)}`,
    );
// The same dashboards opened in Chromium on the demo school, counting what the page is sent: every query's documents
// on the Listen channel and every count or sum; the shell's bell and message inbox, which every page reads, apart.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const measured: Partial<Record<DashboardRole, number>> = {};
for (const [role, email, path] of DEMO_DASHBOARDS) {
  const counted = await dashboardReadsInChromium(browser, BASE, email, path);
  measured[role] = counted.dashboard;
  const { bell, inbox } = counted.shellExtras;
  console.log(
    `${role}'s dashboard in Chromium (demo school): ${counted.documents} documents over ${counted.queries} queries ` +
      `and ${counted.aggregations} counts or sums: ${counted.reads} reads, of which the shell's bell ${bell} and ` +
      `message inbox ${inbox}: ${counted.dashboard} for the dashboard with the user's and the school's records.`,
  );
  console.log(`  ${counted.targets.map((t) => `${t.path ?? t.collection}×${t.documents}`).join(', ')}`);
}
await browser.close();

let ok = true;
for (const [role] of DEMO_DASHBOARDS) {
  const [small, large] = [total(figures[200]![role]), total(figures[2000]![role])];
  const fine = large <= BUDGET[role] && small === large && (measured[role] ?? Infinity) <= BUDGET[role];
  ok &&= fine;
  console.log(
    `${role}'s dashboard reads ${large} documents at 2,000 students and ${small} at 200 (budget ≤ ${BUDGET[role]}); ` +
      `${measured[role]} in Chromium: ${fine ? 'ok' : 'MISSED'}`,
  );
}
process.exit(ok ? 0 : 1);

/**
 * The assignments bench: a school of 40 classes of 25 students, 40 assignments per class with every student's
 * submission, and some marks returned. It runs the queries the screens run and prints the documents each first load
 * reads (the marking page, a student's My work, a class gradebook) and the median time of a `submit` call through the
 * hosting emulator. Run it with `npm run bench:assignments`.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  type AssignmentDoc,
  type ClassWorkDoc,
  classWorkEntry,
  classWorkId,
  countAll,
  gradeTotalsId,
  type GradeTotalsDoc,
  submissionId,
  type SubmissionDoc,
} from '@academy/shared/assignment';
import firebaseJson from '../firebase.json' with { type: 'json' };

const SCHOOL = 'bench-assignments';
const CLASSES = 40;
const STUDENTS = 25;
const WORK = 40;
const SUBMITS = 20;
const TERM = 'bench-term';
const { hosting, auth: authEmulator } = firebaseJson.emulators;

if (!process.env.FIRESTORE_EMULATOR_HOST)
  throw new Error('Run through `npm run bench:assignments` (inside the emulators).');
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-academy' });
const db = getFirestore(app);
const auth = getAuth(app);
const STUDENT_UID = 'bench-assign-student';
const DAY = 86_400_000;

async function seed(now: number) {
  const writer = db.bulkWriter();
  void writer.set(db.doc(`schools/${SCHOOL}`), {
    name: 'Bench school',
    timezone: 'Europe/London',
    currency: 'GBP',
    currentTermId: TERM,
    settings: { attendanceCodes: [], teachingWeekdays: [1, 2, 3, 4, 5], passwordPolicy: {} },
  });
  void writer.set(db.doc(`users/${STUDENT_UID}`), { role: 'Student', school_id: SCHOOL, personId: 'c0-s0' });
  for (let c = 0; c < CLASSES; c++) {
    const classId = `c${c}`;
    void writer.set(db.doc(`schools/${SCHOOL}/classes/${classId}`), {
      name: `Class ${c}`,
      teacherUids: ['bench-teacher'],
      termId: TERM,
      studentCount: STUDENTS,
    });
    const totals = new Map<string, GradeTotalsDoc>();
    const list: ClassWorkDoc = { classId, termId: TERM, work: {} };
    for (let w = 0; w < WORK; w++) {
      const id = `${classId}-w${w}`;
      // Half the work is past and returned, half still to do, due soonest first.
      const past = w < WORK / 2;
      const dueAt = past ? now - (w + 1) * DAY : now + (w - WORK / 2 + 1) * DAY;
      const work = {
        title: `Work ${w}`,
        instructions: 'Bench work.',
        links: [],
        subjectId: `subject-${w % 5}`,
        subjectName: `Subject ${w % 5}`,
        openDate: '2026-09-01',
        dueDate: '2026-12-01',
        dueTime: '15:30',
        dueAt,
        points: 10,
        lateAccepted: true,
      };
      const subs: SubmissionDoc[] = [];
      for (let s = 0; s < STUDENTS; s++) {
        const studentId = `${classId}-s${s}`;
        const sub: SubmissionDoc = {
          ...work,
          assignmentId: id,
          studentId,
          studentName: `Student ${c}.${s}`,
          classId,
          className: `Class ${c}`,
          studentUid: c === 0 && s === 0 ? STUDENT_UID : null,
          guardianUids: [],
          open: true,
          openAt: now - 60 * DAY,
          status: past ? 'returned' : 'assigned',
          late: false,
          extensionDueAt: null,
          effectiveDueAt: dueAt,
          answer: past ? 'Done.' : '',
          answerLinks: [],
          attachments: [],
          submittedAt: past ? dueAt - DAY : null,
          grade: past ? { points: (s + w) % 11, feedback: 'Bench.', returnedAt: dueAt + DAY } : null,
          updatedAt: now,
        };
        subs.push(sub);
        void writer.set(db.doc(`schools/${SCHOOL}/submissions/${submissionId(id, studentId)}`), sub);
        if (past) {
          const t = totals.get(studentId) ?? {
            studentId,
            studentName: sub.studentName,
            classId,
            termId: TERM,
            studentUid: sub.studentUid,
            guardianUids: [],
            marks: {},
          };
          t.marks[id] = {
            subjectId: work.subjectId,
            subjectName: work.subjectName,
            points: sub.grade!.points,
            outOf: 10,
            missing: false,
            returned: true,
          };
          totals.set(studentId, t);
        }
      }
      const assignment: AssignmentDoc = {
        ...work,
        classIds: [classId],
        classNames: [`Class ${c}`],
        termId: TERM,
        teacherUids: ['bench-teacher'],
        setByUid: 'bench-teacher',
        setByName: 'Bench Teacher',
        archived: false,
        counts: countAll(subs),
        createdAt: now,
        updatedAt: now,
      };
      void writer.set(db.doc(`schools/${SCHOOL}/assignments/${id}`), assignment);
      list.work[id] = classWorkEntry(assignment);
    }
    void writer.set(db.doc(`schools/${SCHOOL}/classWork/${classWorkId(classId, TERM)}`), list);
    for (const [studentId, t] of totals)
      void writer.set(db.doc(`schools/${SCHOOL}/gradeTotals/${gradeTotalsId(TERM, studentId)}`), t);
  }
  await writer.close();
}

async function studentToken(): Promise<string> {
  const email = 'bench-assign-student@bench.test';
  await auth.deleteUser(STUDENT_UID).catch(() => undefined);
  await auth.createUser({ uid: STUDENT_UID, email, password: 'Bench-pass-1' });
  await auth.setCustomUserClaims(STUDENT_UID, { role: 'Student', school_id: SCHOOL });
  const res = await fetch(
    `http://${authEmulator.host}:${authEmulator.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bench-pass-1', returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

const school = db.doc(`schools/${SCHOOL}`);
const col = (name: string) => school.collection(name);
/** A single-document read costs one read even when it finds nothing; a query costs one per result (at least one). */
const docsRead = (n: number) => Math.max(1, n);

async function main() {
  const now = Date.now();
  const started = performance.now();
  await seed(now);
  const seededIn = ((performance.now() - started) / 1000).toFixed(1);
  const docs = CLASSES * STUDENTS * WORK;

  // The marking page of one assignment: the assignment, its class's submissions, the class's drafts document.
  const marking =
    docsRead((await db.doc(`schools/${SCHOOL}/assignments/c7-w3`).get()).exists ? 1 : 0) +
    docsRead((await col('submissions').where('assignmentId', '==', 'c7-w3').where('classId', '==', 'c7').get()).size) +
    1;
  // A student's My work, To do tab: the school document (time zone) and the first page of 20.
  const myWork =
    1 +
    docsRead(
      (
        await col('submissions')
          .where('studentUid', '==', STUDENT_UID)
          .where('open', '==', true)
          .where('status', '==', 'assigned')
          .orderBy('effectiveDueAt', 'asc')
          .limit(20)
          .get()
      ).size,
    );
  // A class gradebook, as an Admin or as the teacher of all 40 classes opens it (the same reads): the class document
  // (its name and term), the school's terms for the term picker (the list the office's screens read, a few a year),
  // the class's term rows and the class's list of the term's work (one document).
  const gradebook =
    1 +
    docsRead((await col('terms').orderBy('startDate').limit(500).get()).size) +
    docsRead((await col('gradeTotals').where('classId', '==', 'c7').where('termId', '==', TERM).get()).size) +
    docsRead((await col('classWork').where('classId', '==', 'c7').where('termId', '==', TERM).limit(1).get()).size);
  const columns = (await db.doc(`schools/${SCHOOL}/classWork/${classWorkId('c7', TERM)}`).get()).get('work') as
    Record<string, unknown> | undefined;
  // What the teacher's gradebook used to ask for: the term's work across all their classes, capped at 200.
  const teacherBefore = (
    await col('assignments')
      .where('teacherUids', 'array-contains', 'bench-teacher')
      .where('termId', '==', TERM)
      .orderBy('dueAt', 'desc')
      .limit(200)
      .get()
  ).docs;
  const keptBefore = teacherBefore.filter((d) => (d.get('classIds') as string[]).includes('c7')).length;

  const token = await studentToken();
  const times: number[] = [];
  for (let w = WORK / 2; w < WORK / 2 + SUBMITS; w++) {
    const t = performance.now();
    const res = await fetch(`http://${hosting.host}:${hosting.port}/api/assignments/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ assignmentId: `c0-w${w}`, answer: 'Bench answer.', links: [] }),
    });
    if (res.status !== 200) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;

  console.log(
    `Seeded ${CLASSES} classes × ${STUDENTS} students × ${WORK} assignments: ${docs} submissions in ${seededIn} s.`,
  );
  console.log(
    `Documents read to open an assignment's marking page: ${marking} (bound: ${STUDENTS} students + 2 = ${STUDENTS + 2})`,
  );
  console.log(`Documents read for a student's My work first page: ${myWork} (bound: 21)`);
  console.log(
    `Documents read for a class gradebook: ${gradebook} (bound: ${STUDENTS} students + ${WORK} assignments + 2 = ${STUDENTS + WORK + 2})`,
  );
  console.log(
    `A teacher of all ${CLASSES} classes: the gradebook's columns come from one document holding ${Object.keys(columns ?? {}).length} of the class's ${WORK} pieces of work; the old query read ${teacherBefore.length} documents and kept ${keptBefore} of them`,
  );
  console.log(`Median time of a submit call: ${median.toFixed(0)} ms over ${SUBMITS} calls`);
  const ok =
    marking <= STUDENTS + 2 &&
    myWork <= 21 &&
    gradebook <= STUDENTS + WORK + 2 &&
    Object.keys(columns ?? {}).length === WORK;
  if (!ok) process.exitCode = 1;
}

await main();

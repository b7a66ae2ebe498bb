/**
 * `npm run bench:reports` (inside the emulators): a school of 2,000 students in 80 classes of 25, ten subjects each
 * taught by its own teacher, and one round of all ten with the tutor's and head's comments (24,000 entries, made by
 * saveRound as the API runs it). It measures:
 * - the documents read to open one class's grid for one subject, guide included, as the screen reads them: the round
 *   (which keeps its scales' grades and subjects' names), the class, the teacher's entries of the class and subject
 *   (which keep each student's first name and pronouns) and the class's term figures (budget ≤ students + 3);
 * - the documents written to save 30 rows (saveEntries, counted from what changed: the entries, the round's progress
 *   and the one audit entry);
 * - the time to build one student's PDF (ten subjects with 400-character comments; Latin only, and with Polish
 *   letters, which embeds Noto Sans), and a class of 30 joined into one;
 * - the peak memory (RSS of this process, sampled every 20 ms) and the time while the publish job builds and stores
 *   the whole school's reports. BENCH_REPORTS_PUBLISH=<n> publishes only the first n students (a faster run);
 * - in Chromium (scripts/screen-reads.ts, the way bench:dashboards counts), each screen's reads in all against
 *   SCREEN_BUDGET: the office's round page (Reports from the dashboard, then the round) and the subject teacher's grid
 *   of one class (Reports from the dashboard, then the grid). BENCH_REPORTS_STUDENTS=<n> seeds a smaller school (a
 *   multiple of 25) to see that neither grows with the school.
 */
import type { Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { classTotalsId } from '@academy/shared/class-totals';
import type { SchoolCollectionName } from '@academy/shared/collections';
import type { DataJobDoc } from '@academy/shared/data-jobs';
import { newSchoolRecord } from '@academy/shared/new-school';
import { defaultModules } from '@academy/shared/roles';
import { userSchema } from '@academy/shared/user';
import { type ReportEntryDoc, type ReportRoundDoc, roundSubjects } from '@academy/shared/reports';
import { PDFDocument } from 'pdf-lib';
import { saveEntries } from '../functions/src/api/reports/entries';
import { saveRound } from '../functions/src/api/reports/rounds';
import { systemCaller } from '../functions/src/lib/caller';
import { bucket } from '../functions/src/lib/files';
import type { HandlerContext } from '../functions/src/lib/router';
import { joinedPdf, reportPdf } from '../functions/src/lib/reports-pdf';
import { contentOf, publishRound, settingOf } from '../functions/src/lib/reports-publish';
import { launchBenchChromium, printScreenReads, screenReadsInChromium } from './screen-reads';

if (!process.env.FIRESTORE_EMULATOR_HOST)
  throw new Error('Run through `npm run bench:reports` (inside the emulators).');
process.env.GCLOUD_PROJECT ??= 'demo-academy';
process.env.FIREBASE_CONFIG ??= JSON.stringify({
  projectId: 'demo-academy',
  storageBucket: 'demo-academy.appspot.com',
});
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-academy', storageBucket: 'demo-academy.appspot.com' });
const db: Firestore = getFirestore(app);

const SCHOOL = 'bench-reports';
const STUDENTS = Number(process.env.BENCH_REPORTS_STUDENTS ?? 2000);
const CLASS_SIZE = 25;
const CLASSES = STUDENTS / CLASS_SIZE;
const SUBJECTS = Array.from({ length: 10 }, (_, i) => `subject-${i}`);
const PUBLISH = Number(process.env.BENCH_REPORTS_PUBLISH ?? STUDENTS);
/**
 * Each screen on opening: the round page (the round, which keeps its classes' and subjects' names, and the publish
 * job's state) and a teacher's grid (the round, the class, the class's entries in the subject, its term figures, the
 * comment banks): a class's students, not the school's.
 */
const SCREEN_BUDGET = { roundPage: 5, grid: CLASS_SIZE + 10 };
const PASSWORD = 'Bench-pass-1';
const ADMIN_UID = 'bench-reports-admin';
const emailOf = (uid: string) => `${uid}@bench-reports.test`;
const COMMENT = 'Works steadily and with care; has made good progress this term and should now practise regularly. '
  .repeat(4)
  .slice(0, 400);

const col = (name: SchoolCollectionName) => db.collection(`schools/${SCHOOL}/${name}`);
const teacherUid = (s: number) => `bench-teacher-${s}`;
const ctx = (uid: string, role: 'Admin' | 'Teacher'): HandlerContext<ReturnType<typeof systemCaller>> => ({
  caller: systemCaller(SCHOOL, uid, role),
  ip: undefined,
  reportReads: () => undefined,
  raw: { body: undefined, header: () => undefined },
});
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;

async function seed() {
  await db.recursiveDelete(db.doc(`schools/${SCHOOL}`));
  const w = db.bulkWriter();
  void w.set(db.doc(`schools/${SCHOOL}`), {
    ...newSchoolRecord({ name: 'Bench Academy', timezone: 'Europe/London', currency: 'GBP' }),
    language: 'en',
  });
  void w.set(col('gradeScales').doc('gcse'), {
    name: 'GCSE 9–1',
    kind: 'attainment',
    grades: Array.from({ length: 9 }, (_, i) => ({ code: String(9 - i), label: '' })),
    updatedAt: 0,
  });
  void w.set(col('gradeScales').doc('effort'), {
    name: 'Effort 1–4',
    kind: 'effort',
    grades: ['1', '2', '3', '4'].map((code) => ({ code, label: '' })),
    updatedAt: 0,
  });
  SUBJECTS.forEach((id, s) => {
    void w.set(col('subjects').doc(id), { code: `S${s}`, name: `Subject ${s}`, department: '', gradeLevels: [] });
    void w.set(col('teachers').doc(`teacher-${s}`), {
      firstName: 'T',
      lastName: String(s),
      accountUid: teacherUid(s),
      subjectIds: [id],
    });
  });
  for (let c = 0; c < CLASSES; c++) {
    void w.set(col('classes').doc(`class-${c}`), {
      name: `Class ${c}`,
      grade: 7,
      section: '',
      capacity: 30,
      homeroomTeacherId: `teacher-${c % SUBJECTS.length}`,
      teacherUids: SUBJECTS.map((_, s) => teacherUid(s)),
      termId: 'term-1',
      // A whole class record, as the screens parse it (a grid reads its class's term from it).
      studentCount: CLASS_SIZE,
    });
    SUBJECTS.forEach((subjectId, s) =>
      w.set(col('lessons').doc(`lesson-${c}-${s}`), {
        classId: `class-${c}`,
        subjectId,
        teacherId: `teacher-${s}`,
        slot: `1 0${s}:00`,
      }),
    );
  }
  // The first class's term figures, as its registers and gradebook keep them: the grid's guide.
  const studentIds = Array.from({ length: CLASS_SIZE }, (_, n) => `student-${String(n).padStart(4, '0')}`);
  void w.set(col('classTotals').doc(classTotalsId('class-0', 'term-1')), {
    classId: 'class-0',
    termId: 'term-1',
    attendance: Object.fromEntries(studentIds.map((id, n) => [id, { sessions: 40, present: 40 - (n % 4) }])),
    marks: {
      [SUBJECTS[0]!]: Object.fromEntries(studentIds.map((id, n) => [id, { points: 50 + n, outOf: 80, count: 4 }])),
    },
  });
  for (let n = 0; n < STUDENTS; n++)
    void w.set(col('students').doc(`student-${String(n).padStart(4, '0')}`), {
      firstName: n % 7 === 0 ? 'Łucja' : `Student${n}`,
      lastName: 'Bench',
      classId: `class-${Math.floor(n / CLASS_SIZE)}`,
      status: 'enrolled',
      archived: false,
      gender: 'female',
      guardianUids: [`bench-parent-${n}`],
      accountUid: null,
    });
  await w.close();
}

const roundInput = {
  name: 'Bench report',
  termId: null,
  classIds: Array.from({ length: CLASSES }, (_, c) => `class-${c}`),
  subjectIds: SUBJECTS,
  attainmentScaleId: 'gcse',
  effortScaleId: 'effort',
  commentMaxChars: 500,
  showGradebookAverage: true,
  showAttendance: true,
  tutorComment: true,
  headComment: true,
  teachersDueDate: '2026-12-11',
  publishOn: null,
  sendToStudent: false,
  status: 'open' as const,
};

/** The teacher's grid of one class and subject, its guide included, read as the screen (grid-page.tsx) reads it. */
async function gridReads(roundId: string) {
  const round = (await col('reportRounds').doc(roundId).get()).data() as ReportRoundDoc;
  // A round without its scales' grades and subjects' names would have the screen read the scales and the subject too.
  if (!round.grades || !round.subjectNames?.[SUBJECTS[0]!]) throw new Error('The round keeps no grades or names.');
  const klass = await col('classes').doc('class-0').get();
  const entries = await col('reportEntries')
    .where('roundId', '==', roundId)
    .where('classId', '==', 'class-0')
    .where('subjectId', '==', SUBJECTS[0]!)
    .where('teacherUid', '==', teacherUid(0))
    .get();
  // The comment bank's names and pronouns come from the entries, not from the students' records.
  if (entries.docs.some((d) => !d.get('firstName') || !d.get('pronouns'))) throw new Error('An entry keeps no name.');
  const termId = round.termId ?? String(klass.get('termId'));
  const guide = await col('classTotals').doc(classTotalsId('class-0', termId)).get();
  if (!guide.exists) throw new Error('The class has no term figures.');
  return { documents: 1 + 1 + entries.size + 1, students: entries.size };
}

/** Accounts for the office and subject-0's teacher, who open the screens in Chromium. */
async function accounts() {
  const auth = getAuth(app);
  for (const [uid, role, personId] of [
    [ADMIN_UID, 'Admin', null],
    [teacherUid(0), 'Teacher', 'teacher-0'],
  ] as const) {
    await auth.deleteUser(uid).catch(() => undefined);
    await auth.createUser({ uid, email: emailOf(uid), password: PASSWORD });
    await auth.setCustomUserClaims(uid, { role, school_id: SCHOOL });
    await db.doc(`users/${uid}`).set(
      userSchema.parse({
        email: emailOf(uid),
        username: uid,
        role,
        school_id: SCHOOL,
        modules: defaultModules(role),
        personId,
        disabled: false,
      }),
    );
  }
  return async () => {
    for (const uid of [ADMIN_UID, teacherUid(0)]) {
      await auth.deleteUser(uid).catch(() => undefined);
      await db.doc(`users/${uid}`).delete();
    }
  };
}

/** The office's round page and subject-0's teacher's grid of class-0, opened by pointer in Chromium. */
async function screens(): Promise<boolean> {
  const removeAccounts = await accounts();
  const browser = await launchBenchChromium();
  try {
    const reportsLink = (page: Page) =>
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' });
    const roundPage = await screenReadsInChromium(browser, {
      email: emailOf(ADMIN_UID),
      password: PASSWORD,
      from: '/app/admin/reports',
      ready: (page) => page.getByRole('link', { name: roundInput.name }).waitFor(),
      open: (page) => page.getByRole('link', { name: roundInput.name }).click(),
      shown: (page) => page.getByTestId('panel-progress-class-0').getByText('Class 0').first().waitFor(),
    });
    const grid = await screenReadsInChromium(browser, {
      email: emailOf(teacherUid(0)),
      password: PASSWORD,
      from: '/app/teacher',
      ready: (page) => reportsLink(page).waitFor(),
      open: async (page) => {
        await reportsLink(page).click();
        // The sidebar stays wide while its link keeps focus and the pointer is on it, over the page's first links: a
        // person moves on from it before choosing the grid.
        await page.evaluate('document.activeElement && document.activeElement.blur()');
        await page.mouse.move(1200, 850);
        await page.getByRole('link', { name: /^Subject 0 Class 0: / }).click();
      },
      shown: (page) =>
        page
          .getByTestId('report-row')
          .nth(CLASS_SIZE - 1)
          .waitFor(),
    });
    return [
      printScreenReads(
        `The office opens the round from Reports (Chromium, ${STUDENTS} students)`,
        roundPage,
        SCREEN_BUDGET.roundPage,
      ),
      printScreenReads(
        `Subject 0's teacher opens Reports, then Class 0's grid (Chromium, ${STUDENTS} students)`,
        grid,
        SCREEN_BUDGET.grid,
      ),
    ].every(Boolean);
  } finally {
    await browser.close();
    await removeAccounts();
  }
}

/** Saves 30 rows (class-0's 25 and 5 of class-1) and counts what changed. */
async function writesFor30(roundId: string) {
  const rows = Array.from({ length: 30 }, (_, i) => ({
    studentId: `student-${String(i).padStart(4, '0')}`,
    subjectId: SUBJECTS[0]!,
    grade: '7',
    effort: '2',
    comment: COMMENT,
    submit: false,
  }));
  const audits = (await col('auditLog').count().get()).data().count;
  const before = Date.now();
  await saveEntries({ roundId, rows }, ctx(teacherUid(0), 'Teacher'));
  const took = Date.now() - before;
  const entries = (await col('reportEntries').where('updatedAt', '>=', before).count().get()).data().count;
  const round = (await col('reportRounds').doc(roundId).get()).updateTime!.toMillis() >= before ? 1 : 0;
  const audit = (await col('auditLog').count().get()).data().count - audits;
  return { writes: entries + round + audit, entries, round, audit, took };
}

/** Every entry written and approved, as the office's review leaves them. */
async function approveAll(roundId: string) {
  const w = db.bulkWriter();
  // The emulator, still running the seed's triggers, can leave a batch past its deadline: the write is tried again.
  w.onWriteError((error) => error.failedAttempts < 5);
  const snap = await col('reportEntries').where('roundId', '==', roundId).get();
  for (const d of snap.docs) {
    const e = d.data() as ReportEntryDoc;
    const graded = SUBJECTS.includes(e.subjectId);
    void w.update(d.ref, {
      grade: graded ? '7' : null,
      effort: graded ? '2' : null,
      comment: COMMENT,
      state: 'approved',
    });
  }
  await w.close();
  await col('reportRounds').doc(roundId).update({ approved: STUDENTS });
}

async function pdfTimes(roundId: string) {
  const setting = await settingOf(db, SCHOOL, roundId);
  const entriesOf = async (studentId: string) =>
    (await col('reportEntries').where('roundId', '==', roundId).where('studentId', '==', studentId).get()).docs.map(
      (d) => d.data() as ReportEntryDoc,
    );
  const latin = contentOf(setting, await entriesOf('student-0001'), undefined, undefined);
  const polish = contentOf(setting, await entriesOf('student-0000'), undefined, undefined);
  await reportPdf(polish); // the fonts are read once per process
  const time = async (n: number, content: typeof latin) => {
    const t = Date.now();
    for (let i = 0; i < n; i++) await reportPdf(content);
    return (Date.now() - t) / n;
  };
  const one = await time(5, latin);
  const onePolish = await time(5, polish);
  const t = Date.now();
  const parts: Uint8Array[] = [];
  for (let i = 0; i < 30; i++) parts.push(await reportPdf(i % 7 === 0 ? polish : latin));
  const joined = await joinedPdf(parts);
  const classMs = Date.now() - t;
  const pages = (await PDFDocument.load(joined)).getPageCount();
  return {
    one,
    onePolish,
    classMs,
    pages,
    bytes: parts[1]!.length,
    bytesPolish: parts[0]!.length,
    classBytes: joined.length,
  };
}

async function publishWhole(roundId: string) {
  if (PUBLISH < STUDENTS) {
    // Publish only the first PUBLISH students: the others' entries go back to submitted.
    const snap = await col('reportEntries').where('roundId', '==', roundId).get();
    const w = db.bulkWriter();
    for (const d of snap.docs)
      if (Number(String(d.get('studentId')).slice(8)) >= PUBLISH) void w.update(d.ref, { state: 'submitted' });
    await w.close();
    await col('reportRounds').doc(roundId).update({ approved: PUBLISH });
  }
  const job: DataJobDoc = {
    kind: 'reportsPublish',
    label: 'Bench report',
    person: null,
    roundId,
    // Not 'running': the emulated trigger leaves it alone, and this process works it, to measure it.
    state: 'done',
    done: 0,
    total: PUBLISH,
    stage: 'bench',
    archivePath: null,
    fileName: null,
    bytes: null,
    sha256: null,
    createdAt: Date.now(),
    createdBy: 'bench-admin',
    finishedAt: null,
    expiresAt: null,
    error: null,
  };
  const ref = col('jobs').doc();
  await ref.set(job);
  if (global.gc) global.gc();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  let bytes = 0;
  const t = Date.now();
  await publishRound(ref, { firestore: db, onReport: (b) => (bytes += b) });
  clearInterval(sampler);
  const published = (await col('reports').count().get()).data().count;
  return { published, ms: Date.now() - t, base, peak, bytes };
}

async function main() {
  let t = Date.now();
  await seed();
  console.log(
    `Seeded ${STUDENTS} students in ${CLASSES} classes, ${SUBJECTS.length} subjects in ${seconds(Date.now() - t)}.`,
  );
  t = Date.now();
  const made = await saveRound(roundInput, ctx('bench-admin', 'Admin'));
  const roundId = made.id;
  const subjects = roundSubjects(roundInput).length;
  console.log(
    `saveRound made ${made.entriesCreated} entries (${STUDENTS} students × ${subjects}) in ${seconds(Date.now() - t)}.`,
  );
  const grid = await gridReads(roundId);
  console.log(
    `Opening one class's grid for one subject, its guide included, reads ${grid.documents} documents for ` +
      `${grid.students} students: the round, the class, the entries and the class's term figures ` +
      `(budget ≤ ${grid.students + 3}).`,
  );
  const screensFine = await screens();
  const w = await writesFor30(roundId);
  console.log(
    `Saving 30 rows writes ${w.writes} documents (${w.entries} entries, ${w.round} round progress, ${w.audit} audit ` +
      `entry) in ${w.took} ms.`,
  );
  await approveAll(roundId);
  const p = await pdfTimes(roundId);
  console.log(
    `One student's PDF (10 subjects, 400-character comments): ${p.one.toFixed(0)} ms and ${Math.round(p.bytes / 1000)} kB ` +
      `in Helvetica; ${p.onePolish.toFixed(0)} ms and ${Math.round(p.bytesPolish / 1000)} kB with Polish letters ` +
      `(Noto Sans embedded, subset).`,
  );
  console.log(
    `A class of 30 built and joined into one PDF: ${seconds(p.classMs)}, ${p.pages} pages, ${Math.round(p.classBytes / 1000)} kB.`,
  );
  const whole = await publishWhole(roundId);
  console.log(
    `Publishing ${whole.published} reports as the job does (build, store, record, notify): ${seconds(whole.ms)}, ` +
      `${(whole.ms / Math.max(1, whole.published)).toFixed(0)} ms each, ${mib(whole.bytes)} stored; ` +
      `peak memory ${mib(whole.peak)} (from ${mib(whole.base)} before it began).`,
  );
  await db.recursiveDelete(db.doc(`schools/${SCHOOL}`));
  await bucket().deleteFiles({ prefix: `schools/${SCHOOL}/`, force: true });
  if (!screensFine || grid.documents > grid.students + 3) {
    console.error('Over budget.');
    process.exit(1);
  }
}

await main();

/**
 * `npm run bench:lists`: seeds 20,000 students into one school (batched admin writes), then in Playwright with
 * Debian's chromium signs in as that school's Admin and opens the Students list 5 times, printing the time to the
 * first page (each run and the median) and the documents read for it. Exits 1 if the first page read more than 26.
 *
 * How the documents are counted, honestly and without the app's help: an init script in the page wraps fetch (which
 * the Firestore web SDK's Listen channel streams over here) and XMLHttpRequest (its other transport), and scans
 * every chunk the server sends on `…/Firestore/Listen/channel` as it arrives, counting the distinct document paths
 * each target's `documentChange` messages carry. That is what the server delivered to the browser, i.e. what a listener is billed for. Each run is a
 * fresh page load (the SDK's memory cache starts empty), the counter is zeroed on the dashboard, then the Students
 * link is clicked and the clock stops when the table shows its 25 rows. The total under the list comes from a
 * count() aggregation (`runAggregationQuery`, which returns a number and no documents; Firestore bills it one read
 * per 1,000 index entries), so it is printed apart from the documents.
 *
 * The Firestore emulator scans the collection for every filtered query (see bench:search in docs/figures.md), so the time
 * here is the emulator's, not production's; the documents read are the same anywhere.
 */
import { chromium } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { defaultModules } from '@academy/shared/roles';
import { newSchoolRecord } from '@academy/shared/new-school';
import { userSchema } from '@academy/shared/user';
import { COUNT_FIRESTORE_TRAFFIC, type Counted } from './firestore-traffic';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { benchStudent } from './bench-students';

const SCHOOL = 'bench-lists-school';
/** 20,000 as the issue asks; BENCH_LISTS_STUDENTS=2000 for a quick look. */
const STUDENTS = Number(process.env.BENCH_LISTS_STUDENTS ?? 20_000);
const RUNS = 5;
const MAX_READS = 26;
/** What the list asks Firestore for: a page of 25 and one more to tell whether there is a next page. */
const LIST_LIMIT = 26;
const ADMIN = { uid: 'bench-lists-admin', email: 'bench-admin@bench-lists.test', password: 'Bench-pass-1' };
const BASE = `http://${firebaseJson.emulators.hosting.host}:${firebaseJson.emulators.hosting.port}`;

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run through `npm run bench:lists` (inside the emulators).');
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-academy' });
const db = getFirestore(app);
const auth = getAuth(app);

const student = (n: number) => benchStudent('BL', n);

async function seed() {
  await db.recursiveDelete(db.doc(`schools/${SCHOOL}`));
  await db
    .doc(`schools/${SCHOOL}`)
    .set(newSchoolRecord({ name: 'Bench Lists School', timezone: 'Europe/London', currency: 'GBP' }));
  const started = performance.now();
  const writer = db.bulkWriter();
  for (let n = 0; n < STUDENTS; n++) void writer.set(db.doc(`schools/${SCHOOL}/students/s${n}`), student(n));
  await writer.close();
  console.log(
    `Seeded ${STUDENTS.toLocaleString('en')} students in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );

  await auth.deleteUser(ADMIN.uid).catch(() => undefined);
  await auth.createUser({ uid: ADMIN.uid, email: ADMIN.email, password: ADMIN.password });
  await auth.setCustomUserClaims(ADMIN.uid, { role: 'Admin', school_id: SCHOOL });
  await db.doc(`users/${ADMIN.uid}`).set(
    userSchema.parse({
      email: ADMIN.email,
      username: 'Bench Admin',
      role: 'Admin',
      school_id: SCHOOL,
      modules: defaultModules('Admin'),
      personId: null,
      disabled: false,
    }),
  );
}

async function cleanUp() {
  await db.recursiveDelete(db.doc(`schools/${SCHOOL}`));
  await db.doc(`users/${ADMIN.uid}`).delete();
  await auth.deleteUser(ADMIN.uid).catch(() => undefined);
}

interface Run extends Counted {
  ms: number;
  /** Documents delivered to the list's own query (students, limit 26). */
  listDocs: number;
  /** Student documents delivered to every query of the page. */
  pageStudentDocs: number;
  /** Documents of any collection delivered to every query of the page. */
  pageDocs: number;
}

/** page.evaluate has no timeout of its own: a page that stops answering must fail the bench, not hang it. */
function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms)),
  ]);
}

async function measure(): Promise<Run[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: COUNT_FIRESTORE_TRAFFIC });
  const page = await context.newPage();
  page.setDefaultTimeout(90_000);
  await page.goto(`${BASE}/login`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${BASE}/app/admin`);

  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A fresh page load: a new Firestore instance with an empty cache.
    await page.goto(`${BASE}/app/admin`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Students' }).waitFor();
    await within(30_000, 'zeroing the counter', page.evaluate('window.__benchReads.reset()'));
    const started = Date.now();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Students' }).click();
    const rows = page.getByRole('table', { name: 'students' }).locator('tbody tr');
    await rows
      .nth(24)
      .waitFor()
      .catch(async (error: unknown) => {
        // What the page had asked for and been sent when it gave up, and what it showed.
        await page.screenshot({ path: 'test-results/bench-lists-stalled.png' }).catch(() => undefined);
        const counted = await within(10_000, 'reading the counter', page.evaluate('window.__benchReads.snapshot()'));
        throw new Error(`The first page never showed 25 rows. Listen targets: ${JSON.stringify(counted)}`, {
          cause: error,
        });
      });
    const ms = Date.now() - started;
    // The total arrives from its own call; wait for it so a late listener update is counted too.
    await page.getByText(`1–25 of ${STUDENTS} students`, { exact: true }).waitFor();
    const counted = await within(
      30_000,
      'reading the counter',
      page.evaluate<Counted>('window.__benchReads.snapshot()'),
    );
    const students = counted.targets.filter((t) => t.collection === 'students');
    // The list asks for a page and one more (limit 26); any other students query on the page is reported apart.
    const list = students.filter((t) => t.limit === LIST_LIMIT);
    const listDocs = list.reduce((n, t) => n + t.documents, 0);
    const elsewhere = students.filter((t) => t.limit !== LIST_LIMIT);
    // The table shows 25 students, so at least 25 documents came over the channel: fewer means the counting is broken.
    if (list.length !== 1 || listDocs < 25) {
      throw new Error(`Could not tell the list's documents apart: ${JSON.stringify(counted.targets)}`);
    }
    const run: Run = {
      ms,
      listDocs,
      pageStudentDocs: students.reduce((n, t) => n + t.documents, 0),
      pageDocs: counted.targets.reduce((n, t) => n + t.documents, 0),
      ...counted,
    };
    runs.push(run);
    console.log(
      `run ${i + 1}: first page in ${ms} ms; the list's query read ${listDocs} student documents; ` +
        `${run.pageStudentDocs} student documents and ${run.pageDocs} documents in all on the whole page` +
        (elsewhere.length
          ? ` (other students queries: ${elsewhere.map((t) => `limit ${t.limit ?? 'none'} read ${t.documents}`).join('; ')})`
          : '') +
        `; ${counted.aggregations} count() call(s)`,
    );
  }
  await browser.close();
  return runs;
}

/** Removing 20,000 students takes the emulator minutes: the figures are printed first. */
const cleanUpAfter = () => cleanUp().catch((e: unknown) => console.error('Clean-up failed:', e));

await seed();
// A failed clean-up must not hide why the measuring failed.
const runs = await measure().catch(async (error: unknown) => {
  await cleanUpAfter();
  throw error;
});
const times = runs.map((r) => r.ms).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const most = Math.max(...runs.map((r) => r.listDocs));
const page = Math.max(...runs.map((r) => r.pageStudentDocs));
const all = Math.max(...runs.map((r) => r.pageDocs));
console.log(
  `\nStudents list, ${STUDENTS.toLocaleString('en')} students: first page median ${median} ms ` +
    `(runs ${runs.map((r) => r.ms).join(', ')} ms); most documents read by the list for it: ${most} ` +
    `(target ≤ ${MAX_READS}); documents read by the whole page: ${all}, ${page} of them students. ` +
    `The total comes from count() (${Math.ceil(STUDENTS / 1000)} reads billed per count at this size, no documents).`,
);
if (most > MAX_READS) process.exitCode = 1;
await cleanUpAfter();

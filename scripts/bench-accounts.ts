/**
 * `npm run bench:accounts`: in the emulators, seeds a school of 2,000 students and 3,000 parents (batched admin
 * writes), then measures, RUNS times each, and prints each run and the median:
 *
 * - inviting all 3,000 parents by e-mail through `POST /api/accounts/inviteJobs/start` (filter notActive, so every run
 *   invites all of them again): the wall time from the request to the job's `done`, the function invocations (the
 *   request, one trigger run per chunk, and the last no-op event of the job's final update), and the Firestore writes
 *   per invitation, counted from what the job wrote (per chunk: the invitations, the people's summaries, the job's
 *   counts; and the job's creation and audit entry);
 * - the letters PDF for the whole school (a letter job for the 2,000 students and one for the 3,000 parents, then the
 *   browser's own `invitationLettersPdf` run here in Node): time, peak memory (RSS sampled every 10 ms, minus RSS
 *   before), size in MB;
 * - the Parents list filtered by account state (and by a class): the documents its first-page query returns, run with
 *   the admin SDK exactly as the list builds it (archived, account.state, lastName, __name__, limit 26);
 * - in Chromium (scripts/screen-reads.ts, the way bench:dashboards counts), as the Admin: the Parents list opened from
 *   the dashboard, and the invitations (the list filtered to _Invited_ by its Account filter), each screen's reads in
 *   all against SCREEN_BUDGET.
 *
 * BENCH_ACCOUNTS_STUDENTS=<n> seeds n students and 1.5 n parents (a school of another size: the screens' reads should
 * not change), BENCH_ACCOUNTS_RUNS=<n> the runs of each measure. The emulators run everything on one machine: times are
 * the emulator's, not production's.
 */
import type { Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { newSchoolRecord } from '@academy/shared/new-school';
import { defaultModules } from '@academy/shared/roles';
import { userSchema } from '@academy/shared/user';
import type { InviteJobDoc } from '@academy/shared/invite-jobs';
import type { InvitationLetter } from '@academy/shared/invitations-api';
import { NO_ACCOUNT } from '@academy/shared/invitations';
import { parentSearchTokens } from '@academy/shared/people-api';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { benchStudent } from './bench-students';

import { invitationLettersPdf } from './letters-pdf';
import { launchBenchChromium, printScreenReads, screenReadsInChromium } from './screen-reads';

const SCHOOL = 'bench-accounts-school';
const STUDENTS = Number(process.env.BENCH_ACCOUNTS_STUDENTS ?? 2000);
const PARENTS = Math.round(STUDENTS * 1.5);
const RUNS = Number(process.env.BENCH_ACCOUNTS_RUNS ?? 3);
const CLASSES = 80;
/**
 * Each list on opening: a page of 25 and one more to tell whether there is a next, the count under it, and on opening
 * Parents the latest invite job (28), with 2 for updates to listeners the page before had open. The class filter's
 * choices are read when it is reached for, not on opening: nothing here grows with the school.
 */
const SCREEN_BUDGET = { parents: 30, invited: 30 };
const ADMIN = { uid: 'bench-accounts-admin', email: 'bench-admin@bench-accounts.test', password: 'Bench-pass-1' };
const BASE = `http://${firebaseJson.emulators.hosting.host}:${firebaseJson.emulators.hosting.port}`;
const AUTH_URL = `http://${firebaseJson.emulators.auth.host}:${firebaseJson.emulators.auth.port}`;
const MAIL = 'http://127.0.0.1:1080/email';

if (!process.env.FIRESTORE_EMULATOR_HOST)
  throw new Error('Run through `npm run bench:accounts` (inside the emulators).');
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-academy' });
const db = getFirestore(app);
const auth = getAuth(app);
const school = db.doc(`schools/${SCHOOL}`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Student n's guardians: parent n, and for the first half of the students a second parent. */
const guardiansOf = (n: number) => (n < PARENTS - STUDENTS ? [`p${n}`, `p${STUDENTS + n}`] : [`p${n}`]);
const classOf = (n: number) => `c${n % CLASSES}`;

async function seed() {
  await db.recursiveDelete(school);
  await school.set(newSchoolRecord({ name: 'Bench Accounts School', timezone: 'Europe/London', currency: 'GBP' }));
  const started = performance.now();
  const writer = db.bulkWriter();
  for (let c = 0; c < CLASSES; c++)
    void writer.set(school.collection('classes').doc(`c${c}`), { name: `Class ${c}`, grade: 7, termId: null });
  for (let p = 0; p < PARENTS; p++) {
    const child = p < STUDENTS ? p : p - STUDENTS;
    const fields = { firstName: 'Parent', lastName: `Family ${p}`, email: `parent${p}@bench-accounts.test` };
    void writer.set(school.collection('parents').doc(`p${p}`), {
      ...fields,
      phone: '',
      relationship: 'Guardian',
      childIds: [`s${child}`],
      childClassIds: [classOf(child)],
      accountUid: null,
      account: NO_ACCOUNT,
      archived: false,
      searchTokens: parentSearchTokens({ ...fields, phone: '', relationship: '', childIds: [] } as never),
    });
  }
  for (let n = 0; n < STUDENTS; n++)
    void writer.set(school.collection('students').doc(`s${n}`), {
      ...benchStudent('BA', n),
      classId: classOf(n),
      guardianIds: guardiansOf(n),
      account: NO_ACCOUNT,
    });
  await writer.close();
  console.log(`Seeded ${STUDENTS} students and ${PARENTS} parents in ${seconds(performance.now() - started)}.`);

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

async function idToken(): Promise<string> {
  const res = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, returnSecureToken: true }),
  });
  return ((await res.json()) as { idToken: string }).idToken;
}

/** Starts a job and waits for it; the wall time from the request to `done`, and the job as it ended. */
async function runJob(token: string, body: unknown) {
  const started = performance.now();
  const res = await fetch(`${BASE}/api/accounts/inviteJobs/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { jobId?: string; message: string };
  if (!answer.jobId) throw new Error(`The job did not start: ${answer.message}`);
  const ref = school.collection('inviteJobs').doc(answer.jobId);
  for (;;) {
    const job = (await ref.get()).data() as InviteJobDoc;
    if (job.state === 'failed') throw new Error(`The job failed: ${job.error}`);
    if (job.state === 'done') return { ms: performance.now() - started, job, ref };
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function inviteParentsByEmail(token: string) {
  const times: number[] = [];
  const invocations: number[] = [];
  const writesPer: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    await fetch(MAIL, { method: 'DELETE' });
    const { ms, job, ref } = await runJob(token, { kind: 'parents', filter: 'notActive', channel: 'email' });
    const letterDocs = (await ref.collection('letters').count().get()).data().count;
    // Per chunk: 2 per person invited, the job's update, the chunk's letters; plus the job's creation and audit entry.
    const writes = 2 * job.invited + job.next + letterDocs + 2;
    const calls = 1 + job.next + 1;
    times.push(ms);
    invocations.push(calls);
    writesPer.push(writes / job.invited);
    console.log(
      `Run ${run}: ${job.invited} parents invited by e-mail (${job.refused} refused) in ${seconds(ms)}; ` +
        `${calls} function invocations (${job.next} chunks); ${writes} writes, ${(writes / job.invited).toFixed(3)} per invitation.`,
    );
  }
  return { time: median(times), invocations: median(invocations), writesPer: median(writesPer) };
}

async function lettersPdf(token: string) {
  const { ms: studentsMs, ref: studentsJob } = await runJob(token, {
    kind: 'students',
    filter: 'notActive',
    channel: 'letter',
  });
  const { ms: parentsMs, ref: parentsJob } = await runJob(token, {
    kind: 'parents',
    filter: 'notActive',
    channel: 'letter',
  });
  console.log(`Letter jobs: students ${seconds(studentsMs)}, parents ${seconds(parentsMs)}.`);
  const letters: InvitationLetter[] = [];
  for (const job of [studentsJob, parentsJob])
    for (const chunk of (await job.collection('letters').get()).docs)
      letters.push(...(chunk.get('letters') as InvitationLetter[]));
  const times: number[] = [];
  const peaks: number[] = [];
  const sizes: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    global.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const started = performance.now();
    const bytes = await invitationLettersPdf({ schoolName: 'Bench Accounts School', letters, site: BASE });
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    times.push(ms);
    peaks.push((peak - base) / 1e6);
    sizes.push(bytes.length / 1e6);
    console.log(
      `PDF run ${run}: ${letters.length} letters in ${seconds(ms)}, peak memory +${((peak - base) / 1e6).toFixed(0)} MB, ` +
        `${(bytes.length / 1e6).toFixed(1)} MB.`,
    );
  }
  return { letters: letters.length, time: median(times), peak: median(peaks), size: median(sizes) };
}

/** The Parents list's first page, filtered by account state (and a class), as the list asks for it. */
async function firstPageReads() {
  const base = school.collection('parents').where('archived', '==', false).where('account.state', '==', 'invited');
  const page = (q: FirebaseFirestore.Query) => q.orderBy('lastName').orderBy(FieldPath.documentId()).limit(26).get();
  const byState = (await page(base)).size;
  const byClass = (await page(base.where('childClassIds', 'array-contains', 'c7'))).size;
  return { byState, byClass };
}

/** The Parents list and its invitations (filtered to Invited), opened by pointer in Chromium. */
async function screens(): Promise<boolean> {
  const browser = await launchBenchChromium();
  try {
    const visit = { email: ADMIN.email, password: ADMIN.password };
    const parentsLink = (page: Page) =>
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Parents' });
    const rows = (page: Page) => page.getByRole('table', { name: 'parents' }).locator('tbody tr');
    const list = await screenReadsInChromium(browser, {
      ...visit,
      from: '/app/admin',
      ready: (page) => parentsLink(page).waitFor(),
      open: (page) => parentsLink(page).click(),
      shown: (page) => rows(page).nth(24).waitFor(),
    });
    const invited = await screenReadsInChromium(browser, {
      ...visit,
      from: '/app/admin/parents',
      ready: (page) => rows(page).nth(24).waitFor(),
      open: (page) => page.getByLabel('Account', { exact: true }).selectOption({ label: 'Invited' }),
      shown: (page) => rows(page).nth(24).getByText('Invited').waitFor(),
    });
    return [
      printScreenReads(`The Admin opens Parents (Chromium, ${PARENTS} parents)`, list, SCREEN_BUDGET.parents),
      printScreenReads(
        `The Admin filters Parents to Invited (Chromium, ${PARENTS} parents)`,
        invited,
        SCREEN_BUDGET.invited,
      ),
    ].every(Boolean);
  } finally {
    await browser.close();
  }
}

async function cleanUp() {
  await db.recursiveDelete(school);
  await db.doc(`users/${ADMIN.uid}`).delete();
  await auth.deleteUser(ADMIN.uid).catch(() => undefined);
  await fetch(MAIL, { method: 'DELETE' });
}

try {
  await seed();
  const token = await idToken();
  const invite = await inviteParentsByEmail(token);
  const reads = await firstPageReads();
  const screensFine = await screens();
  const pdf = await lettersPdf(token);
  console.log('\nMedians:');
  console.log(
    `Inviting ${PARENTS} parents by e-mail: ${seconds(invite.time)}, ${invite.invocations} function invocations, ` +
      `${invite.writesPer.toFixed(3)} Firestore writes per invitation.`,
  );
  console.log(
    `Letters PDF for the whole school (${pdf.letters} letters): ${seconds(pdf.time)}, peak memory +${pdf.peak.toFixed(0)} MB, ` +
      `${pdf.size.toFixed(1)} MB.`,
  );
  console.log(
    `Parents list filtered by account state, first page: ${reads.byState} documents; with a class too: ${reads.byClass}.`,
  );
  if (!screensFine || reads.byState > 26 || reads.byClass > 26) process.exitCode = 1;
} finally {
  await cleanUp();
}

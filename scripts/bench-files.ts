/**
 * `npm run bench:files`: files through the API against the emulators, printing medians of each:
 * - upload and download throughput of a 20 MB file (parts of 4 MiB, then finishUpload; then links and one GET), beside
 *   the loopback ceiling measured in the same run with a plain Node HTTP server taking and sending the same bytes in
 *   the same shape;
 * - the functions emulator worker's peak memory (VmHWM, reset through /proc/<pid>/clear_refs before each pass) while a
 *   25 MB file goes up and comes back down;
 * - the time to turn a 12-megapixel phone photo upright, scale it to 2,560 px and strip its metadata (storableImage,
 *   the code finishUpload runs, in this process);
 * - the documents read to open a submission with 10 files: the page reads the submission, which lists them (counted by
 *   wrapping the Admin SDK's reads in this process); one links call for all 10 reads, on the server, what the handler
 *   reports (the x-documents-read figure);
 * - in Chromium, as 7A's teacher (scripts/screen-reads.ts, the way bench:dashboards counts): the class list with its
 *   faces opened from the dashboard's Students link, and a student's page with their photo and documents opened from
 *   it, each screen's reads in all (listeners, and what each API call read) against SCREEN_BUDGET.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHUNK_BYTES, MB } from '@academy/shared/files';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import type { Page } from '@playwright/test';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { launchBenchChromium, printScreenReads, screenReadsInChromium } from './screen-reads';

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run through `npm run bench:files` (inside the emulators).');
process.env.GCLOUD_PROJECT ??= 'demo-academy';
process.env.FIREBASE_CONFIG ??= JSON.stringify({
  projectId: 'demo-academy',
  storageBucket: 'demo-academy.appspot.com',
});

const { auth: AUTH, hosting: HOSTING } = firebaseJson.emulators;
const API = `http://${HOSTING.host}:${HOSTING.port}/api`;
const SCHOOL = 'demo-academy-school';
const PASSWORD = 'Academy-demo-1';
const RUNS = 3;
/**
 * Each files screen on opening: the class list (a page of its students and one more, their count, then the faces in
 * one call: the class, each student and their files, a class being at most 30: 61), and a student's page (the record's
 * panels and the files' request of 3). Neither grows with the school.
 */
const SCREEN_BUDGET = { classList: 26 + 1 + 61 + 2, studentPage: 30 };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const mbps = (bytes: number, ms: number) => bytes / MB / (ms / 1000);
const fixed = (n: number, d = 1) => n.toFixed(d);

async function tokenFor(email: string): Promise<string> {
  const res = await fetch(
    `http://${AUTH.host}:${AUTH.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

async function call<T>(token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as T & { message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${answer.message ?? ''}`);
  return answer;
}

/** How many documents the server says a call read (its x-documents-read figure). */
async function readsOf(token: string, path: string, body: unknown): Promise<number> {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return Number(res.headers.get('x-documents-read'));
}

/** A PDF of the given size (its first bytes make it one; the rest is filler). */
function pdf(bytes: number): Buffer {
  const out = Buffer.alloc(bytes, 0x20);
  out.write('%PDF-1.4\n', 0);
  out.write('%%EOF\n', bytes - 6);
  return out;
}

async function upload(token: string, place: string, recordId: string, name: string, bytes: Buffer): Promise<string> {
  const { fileId } = await call<{ fileId: string }>(token, '/files/startUpload', {
    place,
    recordId,
    name,
    bytes: bytes.length,
  });
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    const res = await fetch(`${API}/files/uploadChunk?fileId=${fileId}&offset=${offset}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes.subarray(offset, offset + CHUNK_BYTES)),
    });
    if (!res.ok) throw new Error(`uploadChunk: ${res.status} ${await res.text()}`);
  }
  await call(token, '/files/finishUpload', { fileId });
  return fileId;
}

async function download(token: string, fileId: string): Promise<number> {
  const { links } = await call<{ links: { url: string }[] }>(token, '/files/links', { fileIds: [fileId] });
  const res = await fetch(`http://${HOSTING.host}:${HOSTING.port}${links[0]!.url}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.arrayBuffer()).byteLength;
}

/** The loopback ceiling: a plain server taking parts of 4 MiB and sending the whole file back in one answer. */
async function loopback(bytes: Buffer) {
  const server = createServer((req, res) => {
    if (req.method === 'POST') {
      req.on('data', () => undefined);
      req.on('end', () => res.end('{}'));
    } else {
      res.setHeader('content-length', bytes.length);
      res.end(bytes);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const up: number[] = [];
  const down: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let t = performance.now();
    for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES)
      await (
        await fetch(`${base}/part?offset=${offset}`, {
          method: 'POST',
          body: new Uint8Array(bytes.subarray(offset, offset + CHUNK_BYTES)),
        })
      ).text();
    up.push(performance.now() - t);
    t = performance.now();
    await (await fetch(`${base}/file`)).arrayBuffer();
    down.push(performance.now() - t);
  }
  server.close();
  return { up: mbps(bytes.length, median(up)), down: mbps(bytes.length, median(down)) };
}

/** The functions emulator's worker processes (firebase-tools runs each function's code in one). */
function functionWorkers(): number[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('functionsEmulatorRuntime');
      } catch {
        return false;
      }
    })
    .map(Number);
}
const statusKb = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function main() {
  const teacher = await tokenFor('teacher@demo-academy.test');
  const student = await tokenFor('student@demo-academy.test');
  const today = schoolToday('Europe/London');
  const { id: assignmentId } = await call<{ id: string }>(teacher, '/assignments/saveAssignment', {
    title: 'Bench: files',
    instructions: 'Benchmark.',
    links: [],
    classIds: ['class-7a'],
    subjectId: 'math',
    openDate: today,
    dueDate: addIsoDays(today, 3),
    dueTime: '15:30',
    points: null,
    lateAccepted: true,
  });
  try {
    // Throughput of 20 MB, against the loopback ceiling.
    const twenty = pdf(20 * MB);
    const ceiling = await loopback(twenty);
    const up: number[] = [];
    const down: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      let t = performance.now();
      const fileId = await upload(teacher, 'workResource', assignmentId, `bench-${run}.pdf`, twenty);
      up.push(performance.now() - t);
      t = performance.now();
      const got = await download(teacher, fileId);
      down.push(performance.now() - t);
      if (got !== twenty.length) throw new Error(`downloaded ${got} of ${twenty.length} bytes`);
      await call(teacher, '/files/delete', { fileId });
    }
    console.log(`20 MB upload through the API: ${fixed(mbps(twenty.length, median(up)))} MB/s (median of ${RUNS})`);
    console.log(`20 MB download through the API: ${fixed(mbps(twenty.length, median(down)))} MB/s`);
    console.log(`Loopback ceiling, same shape: up ${fixed(ceiling.up)} MB/s, down ${fixed(ceiling.down)} MB/s`);

    // The function's peak memory while 25 MB pass through it.
    const workers = functionWorkers();
    const twentyFive = pdf(25 * MB);
    const peaks: number[] = [];
    const rises: number[] = [];
    for (let run = 0; run < RUNS && workers.length; run++) {
      for (const pid of workers) writeFileSync(`/proc/${pid}/clear_refs`, '5');
      const before = new Map(workers.map((pid) => [pid, statusKb(pid, 'VmRSS')]));
      const fileId = await upload(teacher, 'workResource', assignmentId, `peak-${run}.pdf`, twentyFive);
      await download(teacher, fileId);
      // The worker that served the file is the one whose peak rose most above where it stood.
      const served = workers
        .map((pid) => ({ peak: statusKb(pid, 'VmHWM'), rise: statusKb(pid, 'VmHWM') - before.get(pid)! }))
        .sort((a, b) => b.rise - a.rise)[0]!;
      peaks.push(served.peak);
      rises.push(served.rise);
      await call(teacher, '/files/delete', { fileId });
    }
    if (workers.length)
      console.log(
        `Functions worker peak memory (VmHWM) while 25 MB go up and down: ${fixed(median(peaks) / 1024)} MiB, ` +
          `${fixed(median(rises) / 1024)} MiB above its resident memory before (${workers.length} worker processes)`,
      );
    else console.log('Functions worker peak memory: no functionsEmulatorRuntime process found');

    // Downscaling and stripping a 12-megapixel photo.
    const { default: sharp } = await import('sharp');
    const photo = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#8a6',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Orientation: '6' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    const { storableImage } = await import('../functions/src/lib/files');
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const t = performance.now();
      const stored = await storableImage(photo, 'image/jpeg');
      times.push(performance.now() - t);
      if (Math.max(stored.width, stored.height) > 2560) throw new Error('not scaled');
    }
    console.log(
      `12-megapixel photo (${fixed(photo.length / MB)} MB JPEG) upright, scaled to 2,560 px and stripped: ${fixed(median(times), 0)} ms (median of 5)`,
    );

    // Documents read to open a submission with 10 files.
    const subId = `${assignmentId}_student-01`;
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push(await upload(student, 'handIn', subId, `page-${i + 1}.pdf`, pdf(50_000)));
    const firestore = await import('firebase-admin/firestore');
    const { fileLinks } = await import('../functions/src/api/files/files');
    const { adminAuth, db } = await import('../functions/src/lib/firebase');
    let reads = 0;
    const docGet = firestore.DocumentReference.prototype.get;
    firestore.DocumentReference.prototype.get = function (this: FirebaseFirestore.DocumentReference) {
      reads += 1;
      return docGet.call(this);
    } as typeof docGet;
    const { uid } = await adminAuth.getUserByEmail('student@demo-academy.test');
    const caller = {
      uid,
      email: 'student@demo-academy.test',
      role: 'Student' as const,
      school_id: SCHOOL,
      authTime: 0,
      signInProvider: 'password',
      emailVerified: true,
    };
    let linkReads = 0;
    const reportReads = (count: number) => (linkReads = count);
    const handler = fileLinks as unknown as (input: unknown, ctx: unknown) => Promise<{ links: unknown[] }>;
    await handler({ fileIds: ids }, { caller, reportReads }); // the link key is read once per server instance
    reads = 0;
    const page = (await db.doc(`schools/${SCHOOL}/submissions/${subId}`).get()).get('attachments') as unknown[];
    const pageReads = reads;
    firestore.DocumentReference.prototype.get = docGet;
    const answer = await handler({ fileIds: ids }, { caller, reportReads });
    console.log(
      `Opening a submission with ${page.length} files: the page reads ${pageReads} document (the submission lists them); ` +
        `links for all ${answer.links.length}: ${linkReads} documents read on the server; each download then reads 2`,
    );
  } finally {
    await call(teacher, '/assignments/deleteAssignment', { id: assignmentId });
  }
  // A student's photo and documents, and a class's faces, as the class's teacher opens them.
  const studentReads = await readsOf(teacher, '/files/student', { studentId: 'student-01' });
  const { db } = await import('../functions/src/lib/firebase');
  const classSize = (
    await db.collection(`schools/${SCHOOL}/students`).where('classId', '==', 'class-7a').count().get()
  ).data().count;
  const photoReads = await readsOf(teacher, '/files/classPhotos', { classId: 'class-7a' });
  console.log(
    `A student's photo and documents: ${studentReads} documents read; the faces of a class of ${classSize}: ` +
      `${photoReads} (the class, then each student and their files)`,
  );
  process.exit((await screens()) ? 0 : 1);
}

/** The teacher's class list with its faces, and a student's page with their files, opened by pointer in Chromium. */
async function screens(): Promise<boolean> {
  const browser = await launchBenchChromium();
  try {
    const visit = { email: 'teacher@demo-academy.test', password: PASSWORD };
    const studentsLink = (page: Page) =>
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Students' });
    const aisha = (page: Page) => page.getByRole('link', { name: 'Aisha Adeyemi', exact: true });
    const classList = await screenReadsInChromium(browser, {
      ...visit,
      from: '/app/teacher',
      ready: (page) => studentsLink(page).waitFor(),
      open: (page) => studentsLink(page).click(),
      shown: (page) => aisha(page).getByTestId('student-photo').waitFor(),
    });
    const studentPage = await screenReadsInChromium(browser, {
      ...visit,
      from: '/app/teacher/students',
      ready: (page) => aisha(page).getByTestId('student-photo').waitFor(),
      open: (page) => aisha(page).click(),
      shown: (page) => page.getByTestId('panel-student-files').waitFor(),
    });
    return [
      printScreenReads(
        "7A's teacher opens the class list with its faces (Chromium)",
        classList,
        SCREEN_BUDGET.classList,
      ),
      printScreenReads(
        "7A's teacher opens a student's page with their photo and documents (Chromium)",
        studentPage,
        SCREEN_BUDGET.studentPage,
      ),
    ].every(Boolean);
  } finally {
    await browser.close();
  }
}

await main();

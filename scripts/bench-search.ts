/**
 * `npm run bench:search`: seeds 1,000 and then 20,000 students in one school and times 200 getStudent calls at each
 * size through the hosting emulator, printing median and p95 latency, documents read per call and the size ratio.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { benchStudent } from './bench-students';

const SCHOOL = 'bench-school';
const CALLS = 200;
const { hosting, auth: authEmulator } = firebaseJson.emulators;

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run through `npm run bench:search` (inside the emulators).');
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-academy' });
const db = getFirestore(app);
const auth = getAuth(app);

const student = (n: number) => benchStudent('BS', n);

async function seedStudents(from: number, to: number) {
  const writer = db.bulkWriter();
  for (let n = from; n < to; n++) void writer.set(db.doc(`schools/${SCHOOL}/students/s${n}`), student(n));
  await writer.close();
}

async function adminToken(): Promise<string> {
  const email = 'bench-admin@bench-school.test';
  await auth.deleteUser('bench-admin').catch(() => undefined);
  await auth.createUser({ uid: 'bench-admin', email, password: 'Bench-pass-1' });
  await auth.setCustomUserClaims('bench-admin', { role: 'Admin', school_id: SCHOOL });
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

/** What office staff type: the first letters of a name, a whole surname, or an admission number. */
function queries(count: number, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const s = student((i * 7919) % size);
    out.push(
      [s.firstName.slice(0, 3), s.lastName, s.admissionNumber, `${s.firstName} ${s.lastName.slice(0, 2)}`][i % 4]!,
    );
  }
  return out;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(token: string, size: number) {
  const latencies: number[] = [];
  const reads: number[] = [];
  for (const params of queries(CALLS, size)) {
    const started = performance.now();
    const res = await fetch(`http://${hosting.host}:${hosting.port}/api/search/getStudent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ params, school_id: SCHOOL }),
    });
    await res.json();
    latencies.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`getStudent answered ${res.status} for "${params}"`);
    reads.push(Number(res.headers.get('x-documents-read')));
  }
  latencies.sort((a, b) => a - b);
  reads.sort((a, b) => a - b);
  const result = {
    size,
    median: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    readsMedian: percentile(reads, 50),
    readsMax: reads.at(-1)!,
  };
  console.log(
    `${String(size).padStart(6)} students: median ${result.median.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, documents read per call median ${result.readsMedian}, max ${result.readsMax} (${CALLS} calls)`,
  );
  return result;
}

await db.recursiveDelete(db.doc(`schools/${SCHOOL}`));
const token = await adminToken();
// Warm the function and the emulator's query planner before timing anything.
await seedStudents(0, 1000);
for (const params of queries(20, 1000)) {
  await fetch(`http://${hosting.host}:${hosting.port}/api/search/getStudent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ params, school_id: SCHOOL }),
  });
}
const small = await measure(token, 1000);
await seedStudents(1000, 20000);
const large = await measure(token, 20000);
const ratio = large.median / small.median;
console.log(
  `ratio of medians 20,000/1,000: ${ratio.toFixed(2)} (target ≤ 1.5); most documents read per call: ${large.readsMax} (target ≤ 25)`,
);
await db.recursiveDelete(db.doc(`schools/${SCHOOL}`));
await auth.deleteUser('bench-admin');
if (ratio > 1.5 || Math.max(small.readsMax, large.readsMax) > 25) process.exitCode = 1;

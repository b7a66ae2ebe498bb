/**
 * `npm run bench:data` (inside the emulators): seeds a school of 200 and then 2,000 students with a term of
 * attendance (60 school days), work set and handed in, fees (an invoice, a payment and a receipt per family), news
 * and notifications, then exports each whole school as the server does (the same code, in this process, into the
 * Storage emulator) and prints the export's time, the process's peak memory above its start, the archive's size and
 * the records written. The export streams: its memory must not grow with the school (the ratio is printed).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { SchoolCollectionName } from '@academy/shared/collections';
import firebaseJson from '../firebase.json' with { type: 'json' };

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run through `npm run bench:data` (inside the emulators).');
const PROJECT = 'demo-academy';
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `${firebaseJson.emulators.storage.host}:${firebaseJson.emulators.storage.port}`;
process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId: PROJECT, storageBucket: `${PROJECT}.appspot.com` });
process.env.GCLOUD_PROJECT ??= PROJECT;
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT, storageBucket: `${PROJECT}.appspot.com` });
const db: Firestore = getFirestore(app);
const DAYS = 60;
const TERM = 'term-now';

async function seed(schoolId: string, students: number) {
  await db.recursiveDelete(db.doc(`schools/${schoolId}`));
  const w = db.bulkWriter();
  const col = (name: SchoolCollectionName) => db.collection(`schools/${schoolId}/${name}`);
  const classes = Math.ceil(students / 25);
  w.set(db.doc(`schools/${schoolId}`), { name: `Bench ${students}`, timezone: 'Europe/London', currency: 'GBP' });
  for (let c = 0; c < classes; c++) {
    w.set(col('classes').doc(`class-${c}`), { name: `C${c}`, grade: 7 + (c % 5), termId: TERM, studentCount: 25 });
    for (let a = 0; a < 6; a++)
      w.set(col('assignments').doc(`work-${c}-${a}`), {
        title: `Work ${a} for C${c}`,
        classIds: [`class-${c}`],
        dueAt: Date.UTC(2026, 9, 1 + a * 7),
        maxPoints: 20,
      });
  }
  for (let s = 0; s < students; s++) {
    const c = Math.floor(s / 25);
    const name = `Student${s} Bench`;
    w.set(col('students').doc(`student-${s}`), {
      firstName: `Student${s}`,
      lastName: 'Bench',
      classId: `class-${c}`,
      admissionNumber: `B-${s}`,
      guardianIds: [`parent-${Math.floor(s * 0.75)}`],
      // The first three have left: erasure takes them.
      archived: s < 3,
      ...(s < 3 ? { archivedAt: Date.UTC(2026, 6, 20) } : {}),
      searchTokens: [`student${s}`, 'bench'],
    });
    for (let d = 0; d < DAYS; d++)
      w.set(col('attendanceRecords').doc(`r-${s}-${d}`), {
        registerId: `class-${c}_d${d}_am`,
        classId: `class-${c}`,
        className: `C${c}`,
        termId: TERM,
        date: `2026-${String(9 + Math.floor(d / 20)).padStart(2, '0')}-${String(1 + (d % 20)).padStart(2, '0')}`,
        session: 'am',
        sessionLabel: 'Morning',
        studentId: `student-${s}`,
        studentName: name,
        studentUid: null,
        guardianUids: [],
        mark: d % 17 === 0 ? 'absent' : 'present',
        countsAsPresent: d % 17 !== 0,
      });
    for (let a = 0; a < 6; a++)
      w.set(col('submissions').doc(`work-${c}-${a}_student-${s}`), {
        assignmentId: `work-${c}-${a}`,
        studentId: `student-${s}`,
        studentName: name,
        status: 'graded',
        points: (s + a) % 21,
      });
    w.set(col('notifications').doc(`n-${s}`), {
      recipientUid: `u-${s}`,
      title: 'Work returned',
      createdAt: Date.now(),
    });
  }
  const families = Math.ceil(students * 0.75);
  for (let f = 0; f < families; f++) {
    w.set(col('parents').doc(`parent-${f}`), { firstName: `Parent${f}`, lastName: 'Bench', email: `p${f}@bench.test` });
    w.set(col('families').doc(`family-${f}`), { outstanding: 1500, credit: f % 10 === 0 ? 500 : 0 });
    w.set(col('invoices').doc(`inv-${f}`), { familyId: `family-${f}`, total: 30000, paid: 28500, balance: 1500 });
    w.set(col('payments').doc(`pay-${f}`), { familyId: `family-${f}`, amount: 28500, method: 'card' });
    w.set(col('receipts').doc(`rec-${f}`), { familyId: `family-${f}`, amount: 28500, number: `R-${f}` });
  }
  for (let p = 0; p < 60; p++)
    w.set(col('posts').doc(`post-${p}`), {
      title: `News ${p}`,
      body: 'A week at school. '.repeat(40),
      audienceKeys: ['school'],
    });
  await w.close();
}

const { exportSchool } = await import('../functions/src/lib/export-school');
const { exportPerson } = await import('../functions/src/lib/export-person');
const { erasePersonNow } = await import('../functions/src/lib/erasure');
const { systemCaller } = await import('../functions/src/lib/caller');
console.log('bench:data — a whole school exported as one archive (median of 3 runs at 200 students, 1 run at 2,000)\n');
const median3 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: { students: number; ms: number; peakMb: number; mb: number; records: number }[] = [];
for (const students of [200, 2000]) {
  const schoolId = `bench-data-${students}`;
  await seed(schoolId, students);
  const runs: { ms: number; peakMb: number; mb: number; records: number }[] = [];
  // Three runs of the small school's export, one of the large one's (several minutes each on the emulators).
  for (let run = 0; run < (students >= 2000 ? 1 : 3); run++) {
    const job = db.collection(`schools/${schoolId}/jobs`).doc();
    await job.set({ kind: 'exportSchool', state: 'running', done: 0, total: 0, createdBy: 'bench', stage: 'counting' });
    global.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    await exportSchool(job);
    const ms = performance.now() - started;
    clearInterval(sampler);
    const done = (await job.get()).data()!;
    runs.push({ ms, peakMb: (peak - base) / 2 ** 20, mb: done.bytes / 2 ** 20, records: done.total });
  }
  const median = <K extends keyof (typeof runs)[number]>(k: K) => median3(runs.map((r) => r[k]));
  rows.push({ students, ms: median('ms'), peakMb: median('peakMb'), mb: median('mb'), records: median('records') });
  const r = rows.at(-1)!;
  console.log(
    `${String(students).padStart(5)} students: ${r.records.toLocaleString('en')} records, export ${(r.ms / 1000).toFixed(1)} s, ` +
      `peak memory +${r.peakMb.toFixed(0)} MB, archive ${r.mb.toFixed(1)} MB`,
  );
  // One student's data (a subject access request), three times; then three leavers erased, one at a time.
  const personMs: number[] = [];
  for (let run = 0; run < 3; run++) {
    const job = db.collection(`schools/${schoolId}/jobs`).doc();
    await job.set({
      kind: 'exportPerson',
      label: 'Student10 Bench',
      person: { kind: 'students', id: 'student-10' },
      state: 'running',
      done: 0,
      total: 0,
      createdBy: 'bench',
      stage: 'counting',
    });
    const started = performance.now();
    await exportPerson(job);
    personMs.push(performance.now() - started);
  }
  const personRecords = (
    await db.collection(`schools/${schoolId}/jobs`).where('kind', '==', 'exportPerson').limit(1).get()
  ).docs[0]!.get('total') as number;
  const erasures: { ms: number; writes: number }[] = [];
  for (let s = 0; s < 3; s++) {
    const started = performance.now();
    const erased = await erasePersonNow(systemCaller(schoolId), { kind: 'students', id: `student-${s}` });
    erasures.push({ ms: performance.now() - started, writes: erased.changed + erased.deleted + 1 });
  }
  console.log(
    `${' '.repeat(5)}  one student's data: ${personRecords} records, export ${(median3(personMs) / 1000).toFixed(2)} s; ` +
      `erasing a leaver: ${(median3(erasures.map((e) => e.ms)) / 1000).toFixed(2)} s, ${median3(erasures.map((e) => e.writes))} writes`,
  );
  await db.recursiveDelete(db.doc(`schools/${schoolId}`));
}
const [small, large] = rows as [(typeof rows)[0], (typeof rows)[0]];
console.log(
  `\n10× the school: ${(large.records / small.records).toFixed(1)}× the records, ${(large.ms / small.ms).toFixed(1)}× the time, ` +
    `${(large.peakMb / Math.max(1, small.peakMb)).toFixed(1)}× the peak memory, ${(large.mb / small.mb).toFixed(1)}× the archive.`,
);
process.exit(0);

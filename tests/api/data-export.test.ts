/**
 * The whole school as one archive: an Admin starts the export, watches its job, downloads it through a link made for
 * them alone, and `npm run restore` loads it into an empty project where it adds up to the same counts and money.
 * Nobody else may start, see or download it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolFigures } from '../../functions/src/lib/school-figures';
import { admin, APP_URL, AUTH, FIRESTORE, storageBucket } from '../support/emulators';
import { clearSchoolMoney } from '../support/money';
import { ADMIN, type DemoCaller, post, SCHOOL, signInAll, tokenOf } from '../support/school-api';

const run = promisify(execFile);
const RESTORED = 'demo-restored';
const jobs = () => admin().db.collection(`schools/${SCHOOL}/jobs`);
const dir = mkdtempSync(join(tmpdir(), 'academy-export-'));
let jobId = '';
let archive: Buffer;

async function finished(id: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = (await jobs().doc(id).get()).data();
    if (job?.state !== 'running') return job;
    if (Date.now() > until) throw new Error(`export ${id} still running: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const download = async (url: string, who: DemoCaller = ADMIN) =>
  fetch(new URL(url, APP_URL), { headers: { authorization: `Bearer ${tokenOf(who)}` } });

async function emptyRestoredProject() {
  await fetch(
    `http://${FIRESTORE.host}:${FIRESTORE.port}/emulator/v1/projects/${RESTORED}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
  await fetch(`http://${AUTH.host}:${AUTH.port}/emulator/v1/projects/${RESTORED}/accounts`, { method: 'DELETE' });
}

const FEES = 'Export test fees';

beforeAll(async () => {
  await signInAll();
  await emptyRestoredProject();
  // Money to travel with the school: 7A's invoices and a payment at the desk.
  await clearSchoolMoney(SCHOOL, FEES);
  const schedule = await post(ADMIN, '/fees/saveSchedule', {
    name: FEES,
    termId: 'term-2026-autumn',
    target: { kind: 'class', classId: 'class-7a' },
    lines: [{ feeItemId: 'fee-tuition' }],
    dueDates: ['2026-09-15'],
  });
  await post(ADMIN, '/fees/generateInvoices', { scheduleId: schedule.body.id, commit: true });
  const family = (await admin().db.collection(`schools/${SCHOOL}/families`).limit(1).get()).docs[0]!;
  const paid = await post(ADMIN, '/fees/recordPayment', {
    idempotencyKey: 'export-test-payment',
    familyId: family.id,
    amount: 25_000,
    method: 'cash',
    date: '2026-10-02',
  });
  expect(paid.status).toBe(200);
});
afterAll(async () => {
  await clearSchoolMoney(SCHOOL, FEES);
  await emptyRestoredProject();
  rmSync(dir, { recursive: true, force: true });
});

describe('exporting the school', () => {
  it.each([
    ['a Teacher', 'teacher@demo-academy.test', 403],
    ['a Student', 'student@demo-academy.test', 403],
    ['a Parent', 'parent@demo-academy.test', 403],
    ['a signed-out visitor', undefined, 401],
  ] as const)('refuses %s, and starts nothing', async (_label, who, status) => {
    const before = (await jobs().count().get()).data().count;
    expect((await post(who, '/data/exportSchool', {})).status).toBe(status);
    expect((await jobs().count().get()).data().count).toBe(before);
  });

  it('makes the archive as a job the Admin watches, with every collection, the accounts and a manifest', async () => {
    const started = await post(ADMIN, '/data/exportSchool', {});
    expect(started.status).toBe(200);
    expect(started.body.message).toMatch(/^Export of .+ started/);
    jobId = started.body.id!;
    const job = await finished(jobId);
    expect(job).toMatchObject({ state: 'done', error: null, kind: 'exportSchool' });
    expect(job!.done).toBe(job!.total);
    expect(job!.total).toBeGreaterThan(100);
    expect(job!.expiresAt - job!.finishedAt).toBe(7 * 24 * 3600_000);

    const link = await post(ADMIN, '/data/exportLink', { jobId });
    expect(link.status).toBe(200);
    const res = await download((link.body as unknown as { url: string }).url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    archive = Buffer.from(await res.arrayBuffer());
    expect(archive.length).toBe(job!.bytes);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(archive).digest('hex')).toBe(job!.sha256);

    const entries = unzipSync(archive);
    const manifest = JSON.parse(new TextDecoder().decode(entries['manifest.json'])) as {
      figures: Awaited<ReturnType<typeof schoolFigures>>;
      records: Record<string, number>;
      accounts: number;
    };
    expect(manifest.figures).toEqual(await schoolFigures(admin().db, SCHOOL));
    const students = JSON.parse(new TextDecoder().decode(entries['json/students.json'])) as unknown[];
    expect(students).toHaveLength(manifest.records.students!);
    const csv = new TextDecoder().decode(entries['csv/students.csv']).split('\r\n');
    expect(csv[0]).toMatch(/^id,.*firstName.*lastName/);
    expect(csv.filter(Boolean)).toHaveLength(students.length + 1);
    expect(manifest.accounts).toBeGreaterThan(3);
    expect(Object.keys(entries).filter((n) => n.startsWith('json/')).length).toBeGreaterThan(40);
  }, 150_000);

  it('refuses a second export while one is being made', async () => {
    const running = await jobs().add({ kind: 'exportSchool', state: 'halted-for-test', createdBy: 'x' });
    await running.update({ state: 'running' });
    try {
      const res = await post(ADMIN, '/data/exportSchool', {});
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/already being made/);
    } finally {
      await running.delete();
    }
  });

  it("gives the link to the Admin who started it alone, and the archive to that link's reader alone", async () => {
    const other = await post('admin@northside.test', '/data/exportLink', { jobId });
    expect(other.status).toBe(404);
    for (const who of ['teacher@demo-academy.test', 'parent@demo-academy.test'] as const)
      expect((await post(who, '/data/exportLink', { jobId })).status).toBe(403);
    const { url } = (await post(ADMIN, '/data/exportLink', { jobId })).body as unknown as { url: string };
    expect((await download(url, 'admin@northside.test')).status).toBe(403);
    expect((await download(url.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`))).status).toBe(403);
  });

  it('says an archive past its seven days has expired, and the nightly job removes it', async () => {
    const path = ((await jobs().doc(jobId).get()).get('archivePath') as string) ?? '';
    const { url } = (await post(ADMIN, '/data/exportLink', { jobId })).body as unknown as { url: string };
    await jobs()
      .doc(jobId)
      .update({ expiresAt: Date.now() - 1000 });
    const res = await post(ADMIN, '/data/exportLink', { jobId });
    expect(res.status).toBe(410);
    expect(res.body.message).toMatch(/expired/);
    expect((await download(url)).status).toBe(410);
    const { stdout } = await run('npx', ['tsx', 'scripts/job.ts', 'removeExpiredExports']);
    expect(stdout).toMatch(/[1-9]\d* expired export archives? removed/);
    expect((await storageBucket().file(path).exists())[0]).toBe(false);
    expect((await jobs().doc(jobId).get()).get('archivePath')).toBeNull();
  }, 60_000);
});

describe('restoring an export', () => {
  it('loads it into an empty project, where it adds up to the same counts and money', async () => {
    const file = join(dir, 'school.zip');
    writeFileSync(file, archive);
    const { stdout } = await run('npx', ['tsx', 'scripts/restore.ts', file, '--project', RESTORED], {
      maxBuffer: 1 << 22,
    });
    expect(stdout).toMatch(/Checked: \d+ collections with [\d,]+ records, and every money total, equal/);
    const app = initializeApp({ projectId: RESTORED }, 'restored-check');
    const restored = await schoolFigures(getFirestore(app), SCHOOL);
    expect(restored).toEqual(await schoolFigures(admin().db, SCHOOL));
    expect(restored.money.invoiced).toBeGreaterThan(0);
    expect(restored.money.payments).toBe(25_000);
    const account = await getAuth(app).getUserByEmail(ADMIN);
    expect(account.customClaims).toMatchObject({ role: 'Admin', school_id: SCHOOL });

    // Into a project that already has the school: nothing is written.
    const again = await run('npx', ['tsx', 'scripts/restore.ts', file, '--project', RESTORED]).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(again).toMatchObject({ code: 2 });
    expect((again as { stderr: string }).stderr).toMatch(/already exists/);
  }, 180_000);

  it('refuses an archive whose contents do not match their checksums', async () => {
    const file = join(dir, 'changed.zip');
    const { zipSync } = await import('fflate');
    const entries = unzipSync(archive);
    entries['json/students.json'] = new TextEncoder().encode('[]');
    writeFileSync(file, zipSync(entries));
    const res = await run('npx', ['tsx', 'scripts/restore.ts', file, '--project', 'demo-restored-changed']).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(res).toMatchObject({ code: 2 });
    expect((res as { stderr: string }).stderr).toMatch(/json\/students.json does not match its checksum/);
  }, 60_000);
});

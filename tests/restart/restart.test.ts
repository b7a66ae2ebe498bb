/**
 * What `npm start` keeps survives a restart: a Firestore record, an Auth account and a Storage object made before
 * Ctrl-C are there after the next start, and the demo data is not seeded over them; `--fresh` starts from the demo data
 * alone and sets the kept data aside. Runs the launcher itself (three starts, no build, no Vite) against a folder of its
 * own through ACADEMY_DATA_DIR, and checks that the developer's `.emulator-data/` is left as it was.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_SCHOOLS } from '../../emulators/demo-data';
import { hasKeptData, keptDataDir } from '../../emulators/kept-data';
import { PROJECT_ID } from '../support/emulators';

const ROOT = join(import.meta.dirname, '..', '..');
const WORK = mkdtempSync(join(tmpdir(), 'academy-restart-'));
const DATA = join(WORK, 'data');
const READY = 'Press Ctrl-C to stop.';
const SAVED = '[data] saved before stopping';

const SCHOOL = DEMO_SCHOOLS[0]!.school;
const SCHOOL_PATH = `schools/${DEMO_SCHOOLS[0]!.id}`;
const RECORD_PATH = 'restartTest/made-before-the-restart';
const USER = { uid: 'restart-test-user', email: 'restart-test@example.test' };
const OBJECT_PATH = 'restart-test/made-before-the-restart.txt';
const RENAMED = 'Renamed before the restart';

let launcher: ChildProcess | undefined;
let output = '';

/** The developer's kept data as it stands: whether it is there, when it was last saved, and what was set aside. */
function developersData(): string {
  const kept = keptDataDir(ROOT, {});
  const metadata = join(kept, 'firebase-export-metadata.json');
  const saved = existsSync(metadata) ? statSync(metadata).mtimeMs : 'none';
  const aside = readdirSync(ROOT).filter((name) => name.startsWith('.emulator-data'));
  return JSON.stringify({ saved, aside });
}
const before = developersData();

/** `npm start` as the developer runs it, minus the build (the test needs no web app) and with its own data folder. */
async function start(...flags: string[]): Promise<string> {
  // One left running by a failed step would hold the ports (and, once the test is over, other runs' ports).
  await stop('SIGTERM');
  output = '';
  // The launcher itself, not npx or tsx: Ctrl-C's SIGINT must reach the process that saves.
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulators/launch.ts', 'start', '--no-build', ...flags], {
    cwd: ROOT,
    env: { ...process.env, ACADEMY_DATA_DIR: DATA },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launcher = child;
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((ready, failed) => {
    const timer = setTimeout(() => failed(new Error(`not ready within 240 s:\n${output.slice(-3000)}`)), 240_000);
    const check = setInterval(() => {
      if (!output.includes(READY)) return;
      clearInterval(check);
      clearTimeout(timer);
      ready();
    }, 250);
    child.once('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      failed(new Error(`the launcher exited (${code}) while starting:\n${output.slice(-3000)}`));
    });
  });
  return output;
}

/** Ctrl-C: the launcher saves, then stops everything it started. Answers what it printed. */
async function stop(signal: NodeJS.Signals = 'SIGINT'): Promise<string> {
  const child = launcher;
  if (!child || child.exitCode !== null || child.signalCode !== null) return output;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
  launcher = undefined;
  return output;
}

/** A fresh Admin SDK app per start: nothing of one run's connections is carried into the next. */
async function withAdmin<T>(
  use: (sdk: {
    db: ReturnType<typeof getFirestore>;
    auth: ReturnType<typeof getAuth>;
    bucket: ReturnType<ReturnType<typeof getStorage>['bucket']>;
  }) => Promise<T>,
): Promise<T> {
  const app = initializeApp({ projectId: PROJECT_ID }, `restart-${Date.now()}`);
  try {
    return await use({
      db: getFirestore(app),
      auth: getAuth(app),
      bucket: getStorage(app).bucket(`${PROJECT_ID}.appspot.com`),
    });
  } finally {
    await deleteApp(app);
  }
}

const userMissing = (auth: ReturnType<typeof getAuth>) =>
  auth.getUser(USER.uid).then(
    () => false,
    (error: { code?: string }) => error.code === 'auth/user-not-found',
  );

// A test runner stopped from outside still stops the launcher, which stops what it started.
process.once('exit', () => launcher?.kill('SIGTERM'));

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

afterAll(async () => {
  await stop('SIGTERM');
  rmSync(WORK, { recursive: true, force: true });
  console.log(`restart test: three starts in ${seconds(started)}`);
});

describe('the data npm start keeps', () => {
  it('survives a restart: a record, an account and a file made before Ctrl-C are there after it', async () => {
    if (!existsSync(join(ROOT, 'functions', 'lib', 'index.js'))) {
      execFileSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'ignore' });
    }
    let since = Date.now();
    expect(await start()).toContain('Demo data loaded');
    console.log(`restart test: first start (demo data seeded) in ${seconds(since)}`);

    await withAdmin(async ({ db, auth, bucket }) => {
      await db.doc(RECORD_PATH).set({ note: 'made before the restart' });
      await db.doc(SCHOOL_PATH).update({ name: RENAMED });
      await auth.createUser({ ...USER, password: 'Restart-test-1' });
      await bucket.file(OBJECT_PATH).save('made before the restart', { resumable: false, contentType: 'text/plain' });
    });
    since = Date.now();
    expect(await stop()).toContain(SAVED);
    console.log(`restart test: saved and stopped in ${seconds(since)}`);
    expect(hasKeptData(DATA)).toBe(true);

    since = Date.now();
    const second = await start();
    console.log(`restart test: second start (kept data loaded) in ${seconds(since)}`);
    expect(second).toContain('Loaded the data kept from the last run');
    expect(second).not.toContain('Demo data loaded');
    await withAdmin(async ({ db, auth, bucket }) => {
      expect((await db.doc(RECORD_PATH).get()).data()).toEqual({ note: 'made before the restart' });
      // The demo seed would have put the demo name back.
      expect((await db.doc(SCHOOL_PATH).get()).get('name')).toBe(RENAMED);
      expect((await auth.getUser(USER.uid)).email).toBe(USER.email);
      const [bytes] = await bucket.file(OBJECT_PATH).download();
      expect(bytes.toString()).toBe('made before the restart');
    });
    await stop();
  });

  it('is set aside by --fresh, which starts from the demo data alone', async () => {
    const since = Date.now();
    const fresh = await start('--fresh');
    console.log(`restart test: --fresh start in ${seconds(since)}`);
    expect(fresh).toContain('--fresh: the data kept from earlier runs is set aside');
    expect(fresh).toContain('Demo data loaded');
    await withAdmin(async ({ db, auth, bucket }) => {
      expect((await db.doc(RECORD_PATH).get()).exists).toBe(false);
      expect((await db.doc(SCHOOL_PATH).get()).get('name')).toBe(SCHOOL.name);
      expect(await userMissing(auth)).toBe(true);
      expect((await auth.getUser(DEMO_ACCOUNTS[0]!.uid)).email).toBe(DEMO_ACCOUNTS[0]!.email);
      expect((await bucket.file(OBJECT_PATH).exists())[0]).toBe(false);
    });
    await stop('SIGTERM');

    // The old data is in the set-aside folder, whole: the account made before the restart is in its Auth export.
    const aside = readdirSync(WORK).filter((name) => name.startsWith('data.set-aside-'));
    expect(aside).toHaveLength(1);
    const asideDir = join(WORK, aside[0]!);
    expect(hasKeptData(asideDir)).toBe(true);
    expect(readFileSync(join(asideDir, 'auth_export', 'accounts.json'), 'utf8')).toContain(USER.email);
  });

  it('never touches the developer’s .emulator-data/', () => {
    expect(developersData()).toBe(before);
  });
});

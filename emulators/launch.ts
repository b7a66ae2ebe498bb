/**
 * The one way the Emulator Suite is started: `npm start` (build, serve, seed), `npm run dev` (the same with Vite's
 * hot reload) and `npm test` (`exec -- <command>` through `firebase emulators:exec`).
 *
 * Whatever it starts it stops, with everything those started (the Firestore emulator's java included): on Ctrl-C,
 * SIGTERM or SIGHUP, when it fails, and when an `exec` runs past its `--time-limit` (minutes).
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-data';
import { findFirestoreJar, findJava, MIN_JAVA, writeWrapperJar } from './find-tools';
import { MAIL_CATCHER, startMailCatcher } from './mail-catcher';
import { hasKeptData, keptDataDir, SAVE_EVERY_MS, saveKeptData, setAside } from './kept-data';
import {
  exitAfterStopping,
  isAlive,
  onStopping,
  processTree,
  spawnTracked,
  stopChildrenOnSignals,
} from './process-tree';
import { storageRulesStandinJar } from './storage-rules-standin';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PROJECT = 'demo-academy';
const ONLY = 'auth,functions,firestore,hosting,storage';
const FIREBASE = join(ROOT, 'node_modules', '.bin', 'firebase');
const WRAPPER_JAR = join(ROOT, 'node_modules', '.cache', 'academy', 'firestore-emulator-wrapper.jar');
const DEV_URL = 'http://localhost:5173';

interface EmulatorConfig {
  host: string;
  port: number;
}
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  emulators: Record<string, EmulatorConfig | { enabled: boolean } | boolean>;
};
const emulatorPorts = Object.entries(firebaseJson.emulators).flatMap(([name, c]) =>
  typeof c === 'object' && 'port' in c ? [{ name, ...c }] : [],
);
const portOf = (name: string) => emulatorPorts.find((e) => e.name === name)?.port;

/** Says what went wrong and exits 1; the exit kills whatever was started so far (see process-tree.ts). */
function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/**
 * Java 21+ on PATH and the Firestore emulator jar and the Storage rules runtime named, or a message saying what to
 * install.
 */
function emulatorEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GCLOUD_PROJECT: PROJECT };
  const java = findJava();
  if (!java) {
    fail(
      `The Firestore emulator needs Java ${MIN_JAVA} or later, and none was found (JAVA_HOME, /usr/lib/jvm, PATH).\n` +
        `  Install one, e.g. on Debian/Ubuntu: sudo apt-get install openjdk-${MIN_JAVA}-jre-headless\n` +
        `  or point JAVA_HOME at a JDK ${MIN_JAVA}+ and run this again.`,
    );
  }
  if (java.bin !== 'java') {
    env.JAVA_HOME = dirname(dirname(java.bin));
    env.PATH = `${dirname(java.bin)}:${env.PATH ?? ''}`;
  }

  const named = env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (named && !existsSync(named)) fail(`FIRESTORE_EMULATOR_BINARY_PATH names ${named}, which does not exist.`);
  if (!named) {
    const componentJar = findFirestoreJar();
    if (componentJar) {
      env.FIRESTORE_EMULATOR_BINARY_PATH = writeWrapperJar(WRAPPER_JAR, componentJar);
    } else if (!hasDownloadedFirestoreJar()) {
      console.warn(
        '! No Firestore emulator jar on this machine: firebase-tools will try to download it.\n' +
          '  Offline, install the Google Cloud CLI component instead: sudo apt-get install google-cloud-cli-firestore-emulator',
      );
    }
  }

  // The Storage emulator's rules runtime: firebase-tools would download Google's; offline, the deny-all stand-in
  // (docs/files.md says what it does not cover).
  const storageRuntime = env.STORAGE_EMULATOR_BINARY_PATH;
  if (storageRuntime && !existsSync(storageRuntime)) {
    fail(`STORAGE_EMULATOR_BINARY_PATH names ${storageRuntime}, which does not exist.`);
  }
  if (!storageRuntime) {
    try {
      env.STORAGE_EMULATOR_BINARY_PATH = storageRulesStandinJar(env);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  }
  return env;
}

function hasDownloadedFirestoreJar(): boolean {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  try {
    return execFileSync('ls', [dir], { encoding: 'utf8' }).includes('cloud-firestore-emulator');
  } catch {
    return false;
  }
}

function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer()
      .once('error', () => done(false))
      .once('listening', () => server.close(() => done(true)))
      .listen(port, host);
  });
}

async function assertPortsFree(extra: EmulatorConfig[] = []) {
  for (const { name, host, port } of [
    ...emulatorPorts.map((e) => ({ ...e })),
    { name: 'mail catcher (SMTP)', host: MAIL_CATCHER.host, port: MAIL_CATCHER.smtpPort },
    { name: 'mail catcher (web)', host: MAIL_CATCHER.host, port: MAIL_CATCHER.webPort },
    ...extra.map((e) => ({ name: 'vite', ...e })),
  ]) {
    if (!(await portFree(port, host))) {
      fail(
        `Port ${port} (${name}) on ${host} is already in use. Is another "npm start" or "npm test" still running?\n` +
          `  Stop it, or find what holds the port with: lsof -i :${port}`,
      );
    }
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((done, reject) => {
    const child = spawnTracked(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code, signal) =>
      code === 0 ? done() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

async function build(parts: ('functions' | 'web')[]) {
  for (const part of parts) await run('npm', ['run', 'build', '-w', part]);
  mkdirSync(join(ROOT, 'web', 'dist'), { recursive: true });
}

/** Resolves once firebase-tools reports every emulator ready (its output is passed through as it comes). */
function waitForEmulators(child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(() => fail(`The emulators did not start within ${timeoutMs / 1000} s.`), timeoutMs);
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      seen = (seen + chunk.toString()).slice(-4096);
      if (seen.includes('All emulators ready')) {
        clearTimeout(timer);
        // Let firebase-tools finish printing its table of ports first.
        setTimeout(done, 300);
      }
    });
    child.on('exit', () => {
      clearTimeout(timer);
      if (!seen.includes('All emulators ready'))
        fail('The emulators stopped while starting; their output above says why.');
    });
  });
}

function printWelcome(appUrl: string, mailUrl: string) {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  console.log(`\n  Academy is running at ${appUrl}`);
  console.log(`  E-mail it sends is at ${mailUrl}\n`);
  console.log(`  Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`    ${a.email.padEnd(width)}  ${a.role.padEnd(8)} ${a.schoolId}`);
  console.log('\n  Press Ctrl-C to stop.\n');
}

function emulatorClientEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${portOf('firestore')}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${portOf('auth')}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${portOf('storage')}`,
  };
}

/**
 * Starts the suite with the data kept from the last run (or, with none, or with `--fresh`, the demo data alone), and
 * keeps it up until Ctrl-C (or SIGTERM): saving the data at an interval and once more before stopping every child.
 * `--no-build` reuses the built functions and web/dist.
 */
async function serve(withVite: boolean, args: string[]) {
  const fresh = args.includes('--fresh');
  const skipBuild = args.includes('--no-build');
  const kept = keptDataDir(ROOT);
  if (fresh && existsSync(kept)) {
    const aside = setAside(kept);
    console.log(`  --fresh: the data kept from earlier runs is set aside in ${aside} (nothing is deleted).`);
  }
  const loading = hasKeptData(kept);
  const env = emulatorEnv();
  await assertPortsFree(withVite ? [{ host: 'localhost', port: 5173 }] : []);
  if (skipBuild) mkdirSync(join(ROOT, 'web', 'dist'), { recursive: true });
  else await build(withVite ? ['functions'] : ['functions', 'web']);
  // In this process: it ends when the launcher does, whichever way that happens.
  const mail = await startMailCatcher();

  const importing = loading ? ['--import', kept] : [];
  const emulators = spawnTracked(FIREBASE, ['emulators:start', '--project', PROJECT, '--only', ONLY, ...importing], {
    cwd: ROOT,
    env,
    // stdout is watched for the ready line (and passed through as it comes).
    stdio: ['inherit', 'pipe', 'inherit'],
    // A group of its own: Ctrl-C reaches the launcher alone, which saves the data while the emulators still run.
    detached: true,
  });
  // The emulators ending on their own (a crash, a port taken) ends the rest: Vite alone is no use.
  let stoppingThem = false;
  emulators.on('exit', (code) => {
    if (!stoppingThem) void exitAfterStopping(code ?? 1);
  });

  await waitForEmulators(emulators);
  // The demo data goes only into an empty store: what someone changed in an earlier run is never overwritten.
  if (loading) console.log(`  Loaded the data kept from the last run (${kept}); the demo data is not loaded again.`);
  else await run('npx', ['tsx', 'emulators/seed.ts'], emulatorClientEnv(env));
  const save = keepData(kept);
  // Saved first, while everything still runs; then firebase-tools is asked alone to stop its emulators.
  onStopping(async () => {
    await save('before stopping');
    stoppingThem = true;
    await stopEmulatorsFirst(emulators);
  });
  // The emulators fire no schedules: the scheduled jobs run beside them, on their own schedules (emulators/scheduler.ts).
  // They run as the Functions emulator runs them (FUNCTIONS_EMULATOR: e-mail to the mail catcher, no push sent).
  const scheduler = { ...emulatorClientEnv(env), FUNCTIONS_EMULATOR: 'true' };
  spawnTracked('npx', ['tsx', 'emulators/scheduler.ts'], { cwd: ROOT, env: scheduler, stdio: 'inherit' });
  if (withVite) {
    spawnTracked('npm', ['run', 'dev', '-w', 'web'], { cwd: ROOT, env, stdio: 'inherit' });
    printWelcome(DEV_URL, mail.webUrl);
  } else {
    printWelcome(`http://127.0.0.1:${portOf('hosting')}`, mail.webUrl);
  }
}

/**
 * Saves the emulators' data every few minutes; answers the save, to run once more before stopping. Says when a save
 * fails, and carries on.
 */
function keepData(kept: string): (why: string) => Promise<void> {
  const hub = `127.0.0.1:${portOf('hub')}`;
  const save = async (why: string) => {
    try {
      const ms = await saveKeptData(kept, hub);
      console.log(`  [data] saved ${why} to ${kept} (${ms} ms)`);
    } catch (error) {
      console.error(`  [data] not saved ${why}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  setInterval(() => void save('at the interval'), SAVE_EVERY_MS).unref();
  return save;
}

/**
 * Signals firebase-tools alone, so it shuts its emulators down in its own order: signalled with the rest of the tree,
 * the Firestore emulator ends first, and firebase-tools then waits for the functions until it is killed, 15 s later.
 * Its tree is listed before the signal, so whatever of it is still there after `graceMs` is killed, even a process its
 * end left without a parent (which stopAll, listing the tree later, would no longer find).
 */
async function stopEmulatorsFirst(emulators: ChildProcess, graceMs = 20_000) {
  if (!emulators.pid || emulators.exitCode !== null || emulators.signalCode !== null) return;
  const tree = processTree([emulators.pid]);
  emulators.kill('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && tree.some(isAlive)) await new Promise((r) => setTimeout(r, 200));
  for (const pid of tree.filter(isAlive)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/**
 * `firebase emulators:exec`: seed, then the command; the suite stops when the command ends, with its exit code.
 * `--time-limit M` stops the command, the emulators and everything they started after M minutes, and exits 124 (as
 * coreutils' timeout does), so a stalled test or bench cannot hold the ports.
 */
async function exec(args: string[]) {
  const { limitMinutes, skipBuild, command } = parseExecArgs(args);
  const env = emulatorEnv();
  await assertPortsFree();
  if (!skipBuild) await build(['functions', 'web']);
  const mail = await startMailCatcher();
  console.log(`  E-mail the functions send is at ${mail.webUrl}`);
  const script = ['npx tsx emulators/seed.ts', command.join(' ')].join(' && ');
  const child = spawnTracked(FIREBASE, ['emulators:exec', '--project', PROJECT, '--only', ONLY, script], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  if (limitMinutes) {
    setTimeout(() => {
      console.error(`\n✖ ${command.join(' ')} ran past its time limit of ${limitMinutes} min: stopping it.\n`);
      void exitAfterStopping(124);
    }, limitMinutes * 60_000).unref();
  }
  child.on('exit', (code) => void exitAfterStopping(code ?? 1));
}

/** `[--time-limit MINUTES] [--no-build] -- <command>`; --no-build reuses the built functions and web/dist. */
function parseExecArgs(args: string[]): { limitMinutes?: number; skipBuild: boolean; command: string[] } {
  const usage = 'Usage: tsx emulators/launch.ts exec [--time-limit MINUTES] [--no-build] -- <command>';
  let limitMinutes: number | undefined;
  let skipBuild = false;
  let i = 0;
  for (; i < args.length && args[i] !== '--'; i++) {
    if (args[i] === '--time-limit') {
      limitMinutes = Number(args[++i]);
      if (!(limitMinutes > 0)) fail(usage);
    } else if (args[i] === '--no-build') {
      skipBuild = true;
    } else {
      break;
    }
  }
  const command = args[i] === '--' ? args.slice(i + 1) : args.slice(i);
  if (!command.length) fail(usage);
  return { limitMinutes, skipBuild, command };
}

stopChildrenOnSignals();
const [mode, ...rest] = process.argv.slice(2);
const task =
  mode === 'start' ? serve(false, rest) : mode === 'dev' ? serve(true, rest) : mode === 'exec' ? exec(rest) : undefined;
if (!task)
  fail(
    'Usage: tsx emulators/launch.ts start | dev [--fresh] [--no-build] | exec [--time-limit MINUTES] [--no-build] -- <command>',
  );
task.catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

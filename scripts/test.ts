/** `npm test`: format, lint, typecheck, unit tests, then emulator-backed and browser tests; stops at the first failing stage. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { freezeTree } from '../emulators/process-tree';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

/** Name, command, arguments, and the minutes after which the stage is stopped and failed (a stall never eats CI). */
const stages: [string, string, string[], number][] = [
  ['format', 'npx', ['prettier', '--check', '.'], 5],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0'], 10],
  ['catalogues', 'npx', ['tsx', 'scripts/check-catalogues.ts'], 5],
  ['typecheck', 'npm', ['run', 'typecheck'], 10],
  [
    'unit',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${RESULTS}/vitest-unit.json`,
    ],
    10,
  ],
  // The launcher stops itself at 60 minutes (package.json's test:emulators); this is the backstop.
  ['emulators + browser', 'npm', ['run', 'test:emulators'], 65],
  // Ports are fixed: it starts the emulators itself, three times, once the stage above has stopped its own.
  [
    'restart',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'restart',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${RESULTS}/vitest-restart.json`,
    ],
    15,
  ],
  ['stop', 'npx', ['tsx', 'scripts/check-stop.ts'], 5],
];

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

function totals() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of ['vitest-unit.json', 'vitest-emulator.json', 'vitest-restart.json']) {
    const r = readJson<{
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    }>(`${RESULTS}/${file}`);
    if (!r) continue;
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
  }
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
    `${RESULTS}/e2e.json`,
  );
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    skipped += e2e.stats.skipped;
  }
  return { passed, failed, skipped };
}

// A stage runs as a child we can pass signals to, so stopping `npm test` stops the emulators it started. Ctrl-C
// reaches the whole terminal group already; a signal sent to this process alone is passed on as SIGTERM.
let current: ChildProcess | undefined;
let interrupted: NodeJS.Signals | undefined;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(sig, () => {
    interrupted = sig;
    const child = current;
    setTimeout(() => child?.exitCode === null && child.signalCode === null && child.kill('SIGTERM'), 1000).unref();
  });
}

function runStage(bin: string, args: string[], limitMinutes: number): Promise<number | null> {
  return new Promise((done) => {
    const child = spawn(bin, args, { stdio: 'inherit' });
    current = child;
    const timer = setTimeout(() => {
      console.error(`\n✖ ${bin} ${args.join(' ')} ran past its limit of ${limitMinutes} min: stopping it.`);
      for (const pid of freezeTree([child.pid as number])) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }, limitMinutes * 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      current = undefined;
      done(code);
    });
  });
}

let failedStage: string | undefined;
for (const [name, bin, args, limitMinutes] of stages) {
  console.log(`\n━━ ${name}: ${bin} ${args.join(' ')}`);
  const started = Date.now();
  const status = await runStage(bin, args, limitMinutes);
  console.log(`━━ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0 || interrupted) {
    failedStage = interrupted ? `${name} (stopped by ${interrupted})` : name;
    break;
  }
}

const { passed, failed, skipped } = totals();
// The fuzz test's figure (tests/api/fuzz.test.ts), e.g. "0 of 1,900 malformed requests answered 5xx".
const fuzz = `${RESULTS}/fuzz-summary.txt`;
if (existsSync(fuzz)) console.log(`\nfuzz: ${readFileSync(fuzz, 'utf8').trim()}`);
console.log(`\n${failedStage ? `Stage "${failedStage}" failed.` : 'Every stage passed.'}`);
// The plain closing line CI reads.
console.log(`tests: ${passed} passed, ${failed + (failedStage && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failedStage ? 1 : 0);

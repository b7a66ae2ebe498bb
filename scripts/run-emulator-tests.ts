/** Inside `firebase emulators:exec`: the emulator-backed Vitest tests, then Playwright. Both run; either failing fails. */
import { type ChildProcess, spawn } from 'node:child_process';

const steps: [string, string[]][] = [
  [
    'vitest',
    [
      'run',
      '--project',
      'emulator',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest-emulator.json',
    ],
  ],
  ['playwright', ['test']],
];

// Stopped (the launcher's SIGTERM when npm test is stopped or runs past its time limit): stop the running step and
// start no other.
let current: ChildProcess | undefined;
let stopped = false;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(sig, () => {
    stopped = true;
    current?.kill('SIGTERM');
  });
}

let failed = false;
for (const [bin, args] of steps) {
  if (stopped) break;
  console.log(`\n▶ ${bin} ${args.join(' ')}`);
  const code = await new Promise<number | null>((done) => {
    current = spawn('npx', [bin, ...args], { stdio: 'inherit' });
    current.on('exit', done);
  });
  if (code !== 0) failed = true;
}
process.exit(failed || stopped ? 1 : 0);

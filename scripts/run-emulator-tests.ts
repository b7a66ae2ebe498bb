/** Inside `firebase emulators:exec`: the emulator-backed Vitest tests, then Playwright. Both run; either failing fails. */
import { spawnSync } from 'node:child_process';

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

let failed = false;
for (const [bin, args] of steps) {
  console.log(`\n▶ ${bin} ${args.join(' ')}`);
  const result = spawnSync('npx', [bin, ...args], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);

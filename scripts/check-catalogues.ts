/**
 * `npm test`'s catalogue stage: the PO files in locales/ hold exactly the messages the code has. Runs Lingui's
 * extractor and compares; the files are put back as they were, and the stage fails naming what differs (the fix is
 * `npm run i18n:extract`, then translating what is new).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const DIR = 'locales';
const files = readdirSync(DIR).filter((f) => f.endsWith('.po'));
const before = new Map(files.map((f) => [f, readFileSync(`${DIR}/${f}`, 'utf8')]));
const withoutDate = (po: string) => po.replace(/^"POT-Creation-Date: .*\n/m, '');

const run = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' });
const stale: string[] = [];
try {
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exit(1);
  }
  for (const f of readdirSync(DIR).filter((name) => name.endsWith('.po'))) {
    const now = readFileSync(`${DIR}/${f}`, 'utf8');
    if (withoutDate(now) !== withoutDate(before.get(f) ?? '')) stale.push(f);
  }
} finally {
  for (const [f, text] of before) writeFileSync(`${DIR}/${f}`, text);
}
if (stale.length) {
  console.error(
    `The catalogues do not match the code: ${stale.join(', ')}. Run \`npm run i18n:extract\`, translate what is new, and commit locales/.`,
  );
  process.exit(1);
}
console.log(`The catalogues hold exactly the code's messages (${files.join(', ')}).`);

/**
 * Runs one scheduled job now, as its schedule would (functions/src/schedules.ts), and prints what it did:
 *   npm run job -- <name> [--at <milliseconds>]
 * `--at` runs it as of another instant (a post's publish time, a Monday at 10:00). Against the emulators `npm start`
 * runs (their addresses from firebase.json unless set); against a real project with ACADEMY_PROJECT and
 * GOOGLE_APPLICATION_CREDENTIALS. With no name, lists the jobs.
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const atIndex = args.indexOf('--at');
const at = atIndex >= 0 ? Number(args[atIndex + 1]) : Date.now();
const name = args.find((a, i) => !a.startsWith('--') && (atIndex < 0 || i !== atIndex + 1));

const project = process.env.ACADEMY_PROJECT;
if (!project) {
  const { emulators } = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
    emulators: Record<'firestore' | 'auth' | 'storage', { host: string; port: number }>;
  };
  process.env.FIRESTORE_EMULATOR_HOST ??= `${emulators.firestore.host}:${emulators.firestore.port}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${emulators.auth.host}:${emulators.auth.port}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `${emulators.storage.host}:${emulators.storage.port}`;
  // As the Functions emulator runs the job: e-mail goes to the mail catcher and no push is sent.
  process.env.FUNCTIONS_EMULATOR ??= 'true';
}
process.env.GCLOUD_PROJECT ??= project ?? 'demo-academy';

const { isJobName, JOBS } = await import('../functions/src/schedules');
if (!name || !isJobName(name) || !Number.isFinite(at)) {
  console.error(name && !isJobName(name) ? `There is no job named ${name}.\n` : '');
  console.error('Usage: npm run job -- <name> [--at <milliseconds>]\n');
  for (const [job, { schedule, timeZone, does }] of Object.entries(JOBS))
    console.error(`  ${job.padEnd(22)} ${`${schedule} (${timeZone})`.padEnd(22)} ${does}`);
  process.exit(1);
}
console.log(`${name}: ${await JOBS[name].run(at)}`);

/**
 * Loads a school's export (School settings → Export the school's data) into an empty school, then checks it:
 *   npm run restore -- <archive.zip> [--project <id>]
 * Against the emulators `npm start` runs (project demo-academy unless `--project` names another); against a real
 * project with ACADEMY_PROJECT and GOOGLE_APPLICATION_CREDENTIALS. Every entry's SHA-256 is checked against the
 * manifest before anything is written; a school or an account that already exists stops it before any write.
 * Accounts come back without passwords: each person sets one with "Forgot password" (or signs in by link or code).
 * Afterwards the restored school's counts and money are compared with the manifest's, and any difference is named.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type UserImportRecord } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { unzipSync } from 'fflate';
import { decodeValue } from '../functions/src/lib/archive-values';
import type { Manifest } from '../functions/src/lib/export-school';
import { figuresDiffer, schoolFigures } from '../functions/src/lib/school-figures';

const args = process.argv.slice(2);
const projectAt = args.indexOf('--project');
const archivePath = args.find((a, i) => !a.startsWith('--') && (projectAt < 0 || i !== projectAt + 1));
if (!archivePath) {
  console.error('Usage: npm run restore -- <archive.zip> [--project <id>]');
  process.exit(1);
}
const project = process.env.ACADEMY_PROJECT ?? (projectAt >= 0 ? args[projectAt + 1] : undefined) ?? 'demo-academy';
if (!process.env.ACADEMY_PROJECT) {
  const { emulators } = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
    emulators: Record<'firestore' | 'auth' | 'storage', { host: string; port: number }>;
  };
  process.env.FIRESTORE_EMULATOR_HOST ??= `${emulators.firestore.host}:${emulators.firestore.port}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${emulators.auth.host}:${emulators.auth.port}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `${emulators.storage.host}:${emulators.storage.port}`;
}

const app = initializeApp({ projectId: project, storageBucket: `${project}.appspot.com` }, `restore-${project}`);
const db = getFirestore(app);
const auth = getAuth(app);
const bucket = getStorage(app).bucket();

const archive = readFileSync(archivePath);
/** One entry, inflated alone, so that memory holds the archive and one entry, not everything in it. */
const entry = (name: string): Uint8Array | undefined => unzipSync(archive, { filter: (f) => f.name === name })[name];
const text = (name: string) => new TextDecoder().decode(entry(name));
const fail = (why: string): never => {
  console.error(`Not restored: ${why}`);
  process.exit(2);
};

const manifest = JSON.parse(text('manifest.json') || 'null') as Manifest | null;
if (manifest?.format !== 'academy-export' || manifest.kind !== 'school')
  fail(`${archivePath} is not an export of a whole school (no manifest.json of one).`);
const m = manifest!;
console.log(
  `${m.schoolName} (${m.schoolId}), exported ${m.exportedAt}: checking ${Object.keys(m.entries).length} entries…`,
);
for (const [name, { sha256 }] of Object.entries(m.entries)) {
  const data = entry(name);
  if (!data) fail(`${name} is missing from the archive.`);
  if (createHash('sha256').update(data!).digest('hex') !== sha256) fail(`${name} does not match its checksum.`);
}

const school = JSON.parse(text('school.json')) as { path: string; data: Record<string, unknown> };
if ((await db.doc(school.path).get()).exists)
  fail(`${school.path} already exists in ${project}: restore into a project (or emulator) without that school.`);
const accounts = JSON.parse(text('auth/users.json')) as (UserImportRecord & { providers?: string[] })[];
for (let i = 0; i < accounts.length; i += 100) {
  const { users } = await auth.getUsers(accounts.slice(i, i + 100).map(({ uid }) => ({ uid })));
  if (users.length) fail(`the account ${users[0]!.uid} already exists in ${project}.`);
}

for (let i = 0; i < accounts.length; i += 1000) {
  const batch = accounts.slice(i, i + 1000).map((a) => ({
    uid: a.uid,
    ...(a.email ? { email: a.email } : {}),
    ...(a.phoneNumber ? { phoneNumber: a.phoneNumber } : {}),
    ...(a.displayName ? { displayName: a.displayName } : {}),
    emailVerified: Boolean(a.emailVerified),
    disabled: Boolean(a.disabled),
    customClaims: a.customClaims ?? {},
  }));
  const result = await auth.importUsers(batch);
  if (result.failureCount) fail(`${result.failureCount} accounts were refused: ${result.errors[0]?.error.message}`);
}
console.log(`${accounts.length} accounts restored (without passwords: each person sets one with "Forgot password").`);

const writer = db.bulkWriter();
writer.onWriteError((error) => error.failedAttempts < 5);
void writer.set(db.doc(school.path), decodeValue(school.data, db) as Record<string, unknown>);
let written = 1;
const types = new Map<string, string>();
for (const name of Object.keys(m.entries).filter((n) => n.startsWith('json/'))) {
  const records = JSON.parse(text(name)) as { path: string; data: Record<string, unknown> }[];
  for (const record of records) {
    if (name === 'json/files.json') {
      types.set(String(record.data.storagePath), String(record.data.type ?? 'application/octet-stream'));
      if (record.data.thumbPath) types.set(String(record.data.thumbPath), 'image/jpeg');
    }
    void writer.set(db.doc(record.path), decodeValue(record.data, db) as Record<string, unknown>);
    written++;
  }
}
await writer.close();
console.log(`${written.toLocaleString('en')} records restored.`);

let files = 0;
for (const name of Object.keys(m.entries).filter((n) => n.startsWith('files/'))) {
  const path = name.slice('files/'.length);
  await bucket
    .file(path)
    .save(Buffer.from(entry(name)!), { resumable: false, contentType: types.get(path) ?? 'application/octet-stream' });
  files++;
}
console.log(`${files} stored files restored.`);

const differ = figuresDiffer(m.figures, await schoolFigures(db, m.schoolId));
if (differ.length) fail(`the restored school does not add up to the export:\n  ${differ.join('\n  ')}`);
const records = Object.values(m.figures.counts).reduce((a, b) => a + b, 0);
console.log(
  `Checked: ${Object.keys(m.figures.counts).length} collections with ${records.toLocaleString('en')} records, and every money total, equal to the export's.`,
);
process.exit(0);

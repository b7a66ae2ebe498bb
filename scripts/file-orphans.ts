/**
 * Lists what the schools store that nothing uses (see functions/src/lib/file-orphans.ts), and with --remove removes it:
 *   npm run files:orphans [-- [--remove] [--json] [schoolId …]]
 * Against the emulators (`npm start` running): FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST are set
 * from firebase.json unless given. Against a real project: set ACADEMY_PROJECT (and GOOGLE_APPLICATION_CREDENTIALS);
 * the emulators are then not used.
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const remove = args.includes('--remove');
const json = args.includes('--json');
const named = args.filter((a) => !a.startsWith('--'));

const project = process.env.ACADEMY_PROJECT;
if (!project) {
  const { emulators } = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
    emulators: Record<'firestore' | 'storage', { host: string; port: number }>;
  };
  process.env.FIRESTORE_EMULATOR_HOST ??= `${emulators.firestore.host}:${emulators.firestore.port}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `${emulators.storage.host}:${emulators.storage.port}`;
  process.env.STORAGE_EMULATOR_HOST ??= `http://${emulators.storage.host}:${emulators.storage.port}`;
}
const projectId = project ?? 'demo-academy';
process.env.GCLOUD_PROJECT ??= projectId;
process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` });

const { findOrphans, removeOrphans, schoolsToCheck } = await import('../functions/src/lib/file-orphans');
const found = [];
for (const schoolId of await schoolsToCheck(named)) {
  const orphans = await findOrphans(schoolId);
  found.push(orphans);
  if (remove) await removeOrphans(orphans);
}
if (json) console.log(JSON.stringify({ removed: remove, schools: found }));
else
  for (const o of found) {
    const count = o.objects.length + o.unowned.length + o.staleUploads.length;
    console.log(`${o.schoolId}: ${count === 0 ? 'nothing unused' : `${count} unused${remove ? ', removed' : ''}`}`);
    for (const name of o.objects) console.log(`  object without a file record: ${name}`);
    for (const u of o.unowned)
      console.log(
        `  file ${u.fileId} (${u.place} ${u.recordId}): ${u.reason === 'owner-gone' ? 'its record is gone' : 'its record no longer lists it'}`,
      );
    for (const s of o.staleUploads)
      console.log(`  upload ${s.fileId} (${s.name}) started ${new Date(s.createdAt).toISOString()}, never finished`);
  }
if (!json && !remove && found.some((o) => o.objects.length + o.unowned.length + o.staleUploads.length))
  console.log('Run again with -- --remove to remove them.');
process.exit(0);

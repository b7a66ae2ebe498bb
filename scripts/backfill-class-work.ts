/**
 * Builds the gradebook's class lists of work from a school's assignments set before the lists were kept:
 *   npx tsx scripts/backfill-class-work.ts <schoolId>
 * Against the emulators, set FIRESTORE_EMULATOR_HOST; against a real project, GOOGLE_APPLICATION_CREDENTIALS and
 * GCLOUD_PROJECT.
 */
const schoolId = process.argv[2];
if (!schoolId) throw new Error('Name the school: npx tsx scripts/backfill-class-work.ts <schoolId>');
process.env.GCLOUD_PROJECT ??= 'demo-academy';
const { backfillClassWork } = await import('../functions/src/lib/class-work-backfill');
console.log(`Wrote ${await backfillClassWork(schoolId)} class lists of work for ${schoolId}.`);
export {};

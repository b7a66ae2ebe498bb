/**
 * Recomputes every member's reach in a school from its records (after the audience words change shape, as when a
 * class's parents or students became groups of their own):
 *   npx tsx scripts/refresh-reach.ts <schoolId>
 * Against the emulators, set FIRESTORE_EMULATOR_HOST; against a real project, GOOGLE_APPLICATION_CREDENTIALS and
 * GCLOUD_PROJECT. Running it again writes the same reach.
 */
const schoolId = process.argv[2];
if (!schoolId) throw new Error('Name the school: npx tsx scripts/refresh-reach.ts <schoolId>');
process.env.GCLOUD_PROJECT ??= 'demo-academy';
const { db } = await import('../functions/src/lib/firebase');
const { refreshReach } = await import('../functions/src/lib/reach');
const members = await db.collection('users').where('school_id', '==', schoolId).select().get();
const uids = members.docs.map((d) => d.id);
for (let i = 0; i < uids.length; i += 200) await refreshReach(schoolId, uids.slice(i, i + 200));
console.log(`Refreshed the reach of ${uids.length} members of ${schoolId}.`);
export {};

/**
 * Runs the assignments' scheduled work once, now, against the running emulators (the Functions emulator does not fire
 * schedules): opens work whose open date has come and marks overdue work Missing, telling guardians once.
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npx tsx scripts/run-assignment-schedule.ts
 */
if (!process.env.FIRESTORE_EMULATOR_HOST)
  throw new Error('Set FIRESTORE_EMULATOR_HOST: this runs against the emulators only.');
process.env.GCLOUD_PROJECT ??= 'demo-academy';
const { runAssignmentSchedule } = await import('../functions/src/lib/missing-work');
const result = await runAssignmentSchedule(Date.now());
console.log(`Opened ${result.opened}, marked ${result.missing} missing, notified ${result.notified} guardians.`);
export {};

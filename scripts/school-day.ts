/**
 * Asks the server's school-day check (what registers are refused by) about one class's grade and term on one date:
 *   npx tsx scripts/school-day.ts <schoolId> <termId> <grade> <YYYY-MM-DD>
 * prints "school day" or the reason it is not.
 */
import { db } from '../functions/src/lib/firebase';
import { schoolDayRefusalFor } from '../functions/src/lib/school-days';

if (!process.env.FIRESTORE_EMULATOR_HOST)
  throw new Error('FIRESTORE_EMULATOR_HOST is not set: run it in the emulators.');
const [schoolId = '', termId = '', grade = '0', date = ''] = process.argv.slice(2);
const refusal = await db.runTransaction((tx) =>
  schoolDayRefusalFor(tx, schoolId, { termId, grade: Number(grade) }, date),
);
console.log(refusal ?? 'school day');

/**
 * Each class's registers of a week in one document (`classWeeks`, shared/src/attendance.ts): a register's date, session
 * and counts, copied from the register itself whenever it changes (on-class-weeks.ts), so whatever wrote it, the copy
 * follows. `buildClassWeeks` writes them all, for a school written without the trigger (the seeds, the benches).
 */
import { classWeekId } from '@academy/shared/attendance';
import { type DocumentData, FieldValue, type Firestore } from 'firebase-admin/firestore';

const entryOf = (data: DocumentData) => ({
  date: String(data.date),
  session: String(data.session),
  counts: data.counts as { present: number; late: number; absent: number },
});

/** Copies one register (as it now is, or its absence) into its class's week. */
export async function refreshClassWeek(db: Firestore, schoolId: string, registerId: string) {
  const register = await db.doc(`schools/${schoolId}/registers/${registerId}`).get();
  // The id names the class and date: `${classId}_${date}_${session}`.
  const [classId, date] = register.exists
    ? [String(register.get('classId')), String(register.get('date'))]
    : (/^(.*)_(\d{4}-\d{2}-\d{2})_[^_]*$/.exec(registerId)?.slice(1, 3) ?? []);
  if (!classId || !date) return;
  const week = classWeekId(classId, date);
  await db.doc(`schools/${schoolId}/classWeeks/${week}`).set(
    {
      classId,
      week: week.slice(-10),
      registers: { [registerId]: register.exists ? entryOf(register.data()!) : FieldValue.delete() },
    },
    { merge: true },
  );
}

/** Every class's weeks from the school's registers. */
export async function buildClassWeeks(db: Firestore, schoolId: string) {
  const registers = await db.collection(`schools/${schoolId}/registers`).get();
  const weeks: Record<string, { classId: string; week: string; registers: Record<string, unknown> }> = {};
  for (const r of registers.docs) {
    const classId = String(r.get('classId'));
    const id = classWeekId(classId, String(r.get('date')));
    (weeks[id] ??= { classId, week: id.slice(-10), registers: {} }).registers[r.id] = entryOf(r.data());
  }
  const writer = db.bulkWriter();
  for (const [id, data] of Object.entries(weeks)) void writer.set(db.doc(`schools/${schoolId}/classWeeks/${id}`), data);
  await writer.close();
}

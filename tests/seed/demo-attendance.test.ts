import { PERSISTENT_ABSENCE_BELOW, presentPercent } from '@academy/shared/attendance';
import { describe, expect, it } from 'vitest';
import { admin } from '../support/emulators';

const SCHOOL = 'schools/demo-academy-school';

describe('the demo attendance', () => {
  it('holds four weeks of daily registers for each class, with a few lates', async () => {
    const { db } = admin();
    const registers = await db.collection(`${SCHOOL}/registers`).where('classId', '==', 'class-7a').get();
    expect(registers.size).toBe(20);
    const lates = await db.collection(`${SCHOOL}/attendanceRecords`).where('code', '==', 'L').get();
    expect(lates.size).toBeGreaterThanOrEqual(3);
  });
  it('has an illness reported by a parent and confirmed, and two students under 90%', async () => {
    const { db } = admin();
    const confirmed = await db
      .collection(`${SCHOOL}/attendanceRecords`)
      .where('explanation.state', '==', 'confirmed')
      .get();
    expect(confirmed.docs.map((d) => [d.get('studentId'), d.get('explanation.reason')])).toContainEqual([
      'student-01',
      'ill',
    ]);
    const totals = await db.collection(`${SCHOOL}/attendanceTotals`).get();
    const low = totals.docs.filter((d) => (presentPercent(d.data() as never) ?? 100) < PERSISTENT_ABSENCE_BELOW);
    expect(low.map((d) => d.get('studentId')).sort()).toEqual(['student-05', 'student-17']);
  });
  it('gives Northside a little of its own', async () => {
    const { db } = admin();
    const registers = await db.collection('schools/northside-high/registers').count().get();
    expect(registers.data().count).toBeGreaterThan(0);
  });
});

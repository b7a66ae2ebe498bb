import { type FeeScheduleDoc, feeScheduleSchema } from '@academy/shared/fees';
import { writeAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { existing, schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * A schedule applies fee items to a term for a grade, a class or chosen students, in one payment or instalments.
 * Each line's amount is the item's default unless the schedule says otherwise; the schedule keeps the name and amount
 * it was saved with, so changing the catalogue later never changes what was invoiced.
 */
export const saveSchedule: Handler<'saveSchedule'> = async ({ id, lines, target, ...fields }, { caller }) => {
  const schedules = schoolCollection(caller, 'feeSchedules');
  const ref = id ? schedules.doc(id) : schedules.doc();
  return db.runTransaction(async (tx) => {
    const before = id ? (await existing(tx, ref, 'fee schedule')).data() : null;
    const school = await tx.get(schoolDoc(caller));
    await existing(tx, schoolCollection(caller, 'terms').doc(fields.termId), 'term');
    if (target.kind === 'class') await existing(tx, schoolCollection(caller, 'classes').doc(target.classId), 'class');
    const items = await tx.getAll(...lines.map((l) => schoolCollection(caller, 'feeItems').doc(l.feeItemId)));
    const missing = items.find((s) => !s.exists);
    if (missing) throw badRequest(`Fee item ${missing.id} is not in your school's catalogue.`);
    const studentIds = target.kind === 'students' ? [...new Set(target.studentIds)] : [];
    const scholarshipIds = new Set(fields.scholarships.map((s) => s.studentId));
    const named = [...new Set([...studentIds, ...scholarshipIds])];
    const students = named.length
      ? await tx.getAll(...named.map((s) => schoolCollection(caller, 'students').doc(s)))
      : [];
    const unknown = students.find((s) => !s.exists);
    if (unknown) throw badRequest(`Student ${unknown.id} is not in your school.`);

    const schedule: FeeScheduleDoc = feeScheduleSchema.parse({
      ...fields,
      target: target.kind === 'students' ? { kind: 'students', studentIds } : target,
      lines: lines.map((l, i) => {
        const item = items[i]!.data()!;
        return { feeItemId: l.feeItemId, name: item.name, amount: l.amount ?? item.defaultAmount };
      }),
      dueDates: [...fields.dueDates].sort(),
      currency: (school.get('currency') as string | undefined) ?? 'GBP',
    });
    tx.set(ref, schedule);
    writeAudit(tx, caller, {
      action: id ? 'feeSchedule.updated' : 'feeSchedule.created',
      target: `feeSchedules/${ref.id}`,
      before: before ?? null,
      after: schedule,
    });
    return { status: 200 as const, message: `${schedule.name} saved.`, id: ref.id };
  });
};

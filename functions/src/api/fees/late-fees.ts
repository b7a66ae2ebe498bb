import { formatDate, schoolLocaleOf } from '@academy/shared/date-format';
import type { LateFeeSetting } from '@academy/shared/fees';
import { sum } from '@academy/shared/money';
import { schoolToday } from '@academy/shared/school-time';
import { writeAudit } from '../../lib/audit';
import { db } from '../../lib/firebase';
import { lateFeeSettingOf, tomorrowsLateFees } from '../../lib/late-fees';
import { plural, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * The office switches the late fee on or off, or changes it. Switching it on remembers the school's date, so only
 * instalments due from then on are ever charged: turning it on never bills a term's old debts at once.
 */
export const updateLateFees: Handler<'updateLateFees'> = async (input, { caller }) => {
  const ref = schoolDoc(caller);
  return db.runTransaction(async (tx) => {
    const school = await tx.get(ref);
    const before = lateFeeSettingOf(school);
    const where = schoolLocaleOf(school.data());
    const today = schoolToday(where.timeZone);
    const after: LateFeeSetting = {
      enabled: input.enabled,
      kind: input.kind,
      amount: input.kind === 'fixed' ? input.amount : 0,
      percent: input.kind === 'percent' ? input.percent : 0,
      since: input.enabled ? (before.enabled && before.since ? before.since : today) : null,
    };
    tx.update(ref, { 'settings.lateFee': after });
    writeAudit(tx, caller, { action: 'lateFees.updated', target: `schools/${caller.school_id}`, before, after });
    return {
      status: 200 as const,
      message: after.enabled
        ? `Late fees are on, for instalments due from ${formatDate(after.since ?? today, where)}.`
        : 'Late fees are off.',
    };
  });
};

/** What tomorrow's run (or another day's) would add: to whom, for which instalment, and the totals. Writes nothing. */
export const previewLateFees: Handler<'previewLateFees'> = async (input, { caller }) => {
  const { day, setting, planned, currency, where } = await tomorrowsLateFees(caller.school_id, input.day);
  const total = sum(planned.map((p) => p.amount));
  return {
    status: 200 as const,
    message: setting.enabled
      ? `${plural(planned.length, 'late fee')} would be added on ${formatDate(day, where)}.`
      : 'Late fees are off: nothing will be added.',
    day,
    enabled: setting.enabled,
    count: planned.length,
    total,
    currency,
    rows: planned.slice(0, 100).map((p) => ({
      invoiceId: p.invoiceId,
      studentName: p.studentName,
      familyId: p.familyId,
      scheduleName: p.scheduleName,
      dueDate: p.dueDate,
      amount: p.amount,
    })),
  };
};

import { schoolToday } from '@academy/shared/school-time';
import { writeAudit } from '../../lib/audit';
import { remindOverdueFamilies } from '../../lib/fee-reminders';
import { db } from '../../lib/firebase';
import { schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

const families = (n: number) => `${n} ${n === 1 ? 'family' : 'families'}`;

/** The office reminds every family with fees overdue, in one action; a family already told this week is not again. */
export const sendFeeReminders: Handler<'sendFeeReminders'> = async (_input, { caller }) => {
  const school = await schoolDoc(caller).get();
  const today = schoolToday((school.get('timezone') as string | undefined) ?? 'UTC');
  // The counts only: the push messages carry device tokens, which neither the answer nor the audit log shows.
  const { overdue, reminded, accounts } = await remindOverdueFamilies(caller.school_id, today);
  const result = { overdue, reminded, accounts };
  await db.runTransaction(async (tx) => {
    writeAudit(tx, caller, {
      action: 'feeReminders.sent',
      target: `schools/${caller.school_id}`,
      before: null,
      after: { day: today, ...result },
    });
  });
  return {
    status: 200 as const,
    message:
      result.overdue === 0
        ? 'No family has fees overdue.'
        : `${families(result.reminded)} reminded; ${families(result.overdue - result.reminded)} already reminded this week or with no parent account.`,
    ...result,
  };
};

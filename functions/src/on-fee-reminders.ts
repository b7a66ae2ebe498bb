import { onSchedule } from 'firebase-functions/scheduler';
import { REGION } from './config';
import { runFeeReminders } from './lib/fee-reminders';

/** Mondays at 10:00 UTC: families with fees overdue are reminded, each at most once a week. */
export const feeReminderSchedule = onSchedule({ schedule: 'every monday 10:00', region: REGION }, async () => {
  await runFeeReminders(Date.now());
});

import { onSchedule } from 'firebase-functions/scheduler';
import { REGION } from './config';
import { runAssignmentSchedule } from './lib/missing-work';

/** Every 15 minutes: open work whose open date has come, and mark overdue work Missing. */
export const assignmentSchedule = onSchedule({ schedule: 'every 15 minutes', region: REGION }, async () => {
  await runAssignmentSchedule(Date.now());
});

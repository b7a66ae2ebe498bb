import { onSchedule } from 'firebase-functions/scheduler';
import { REGION } from './config';
import { runLateFees } from './lib/late-fees';

/** Every hour: each school past its own midnight gets the late fees of the day before's due dates, once. */
export const lateFeeSchedule = onSchedule({ schedule: 'every 1 hours', region: REGION }, async () => {
  await runLateFees(Date.now());
});

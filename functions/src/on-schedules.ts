import { onSchedule } from 'firebase-functions/scheduler';
import { REGION } from './config';
import { logs } from './logs';
import { type JobName, JOBS } from './schedules';

/** One Cloud Scheduler job per entry of JOBS, on its schedule and in its time zone; the work is the entry's `run`. */
const scheduled = (name: JobName) =>
  onSchedule({ schedule: JOBS[name].schedule, timeZone: JOBS[name].timeZone, region: REGION }, async () => {
    logs.jobRan(name, await JOBS[name].run(Date.now()));
  });

export const publishScheduledPosts = scheduled('publishScheduledPosts');
export const assignmentSchedule = scheduled('assignmentSchedule');
export const lateFeeSchedule = scheduled('lateFeeSchedule');
export const feeReminderSchedule = scheduled('feeReminderSchedule');
export const removeExpiredExportsSchedule = scheduled('removeExpiredExports');
export const eraseLeavers = scheduled('eraseLeavers');
export const tellHeldMessagesSchedule = scheduled('tellHeldMessages');
export const publishDueReportsSchedule = scheduled('publishDueReports');

/**
 * Every scheduled job, defined once: when it runs (unix-cron, in `timeZone`), what it does, and the work itself.
 * Production's Cloud Scheduler reads `schedule` and `timeZone` through `onSchedule` (on-schedules.ts); locally,
 * `npm start` and `npm run dev` fire the same `run` on the same schedule (emulators/scheduler.ts), and
 * `npm run job -- <name>` runs one now. Work that depends on a school's own day (a due date, a Monday morning) is
 * decided per school in its own time zone inside `run`, since one schedule serves schools in every zone.
 */
import { removeExpiredExports } from './lib/export-school';
import { eraseLeavers } from './lib/erasure';
import { runFeeReminders } from './lib/fee-reminders';
import { runLateFees } from './lib/late-fees';
import { runAssignmentSchedule } from './lib/missing-work';
import { publishDuePosts } from './lib/publish-post';
import { tellHeldMessages } from './lib/held-messages';
import { publishDueReports } from './lib/reports-schedule';

export interface ScheduledJob {
  /** unix-cron: minute hour day-of-month month day-of-week. */
  schedule: string;
  timeZone: string;
  /** What it does, for the README's list and the log. */
  does: string;
  /** Does the work as of `now`, and says what it did in one line. */
  run(now: number): Promise<string>;
}

export const JOBS = {
  publishScheduledPosts: {
    schedule: '*/5 * * * *',
    timeZone: 'UTC',
    does: 'Publishes the posts whose scheduled time has come (within five minutes of it).',
    async run(now) {
      const published = await publishDuePosts(now);
      return `${published} scheduled post${published === 1 ? '' : 's'} published`;
    },
  },
  assignmentSchedule: {
    schedule: '*/15 * * * *',
    timeZone: 'UTC',
    does: "Opens work whose open date has come and marks work past its due time Missing, in each school's time zone.",
    async run(now) {
      const { opened, missing, notified } = await runAssignmentSchedule(now);
      return `${opened} opened, ${missing} marked missing, ${notified} guardians told`;
    },
  },
  lateFeeSchedule: {
    schedule: '0 * * * *',
    timeZone: 'UTC',
    does: "Adds late fees to invoices overdue since the day before, once each school's own midnight has passed.",
    async run(now) {
      const { schools, added, total } = await runLateFees(now);
      return `${added} late fee${added === 1 ? '' : 's'} added (${total} minor units) in ${schools} school${schools === 1 ? '' : 's'}`;
    },
  },
  feeReminderSchedule: {
    schedule: '0 * * * *',
    timeZone: 'UTC',
    does: 'Reminds families with overdue fees on Monday at 10:00 in their school’s time zone, each at most once a week.',
    async run(now) {
      const { schools, reminded } = await runFeeReminders(now);
      return `${reminded} famil${reminded === 1 ? 'y' : 'ies'} reminded in ${schools} school${schools === 1 ? '' : 's'} at their Monday 10:00`;
    },
  },
  removeExpiredExports: {
    schedule: '15 3 * * *',
    timeZone: 'UTC',
    does: 'Removes export archives seven days after they were made; the record of each export stays.',
    async run(now) {
      const removed = await removeExpiredExports(now);
      return `${removed} expired export archive${removed === 1 ? '' : 's'} removed`;
    },
  },
  eraseLeavers: {
    schedule: '30 2 * * *',
    timeZone: 'UTC',
    does: 'Erases the personal data of students who left longer ago than their school keeps leavers’ records.',
    async run(now) {
      const { schools, erased } = await eraseLeavers(now);
      return `${erased} leaver${erased === 1 ? '' : 's'} erased in ${schools} school${schools === 1 ? '' : 's'} with a retention setting`;
    },
  },
  tellHeldMessages: {
    schedule: '*/15 * * * *',
    timeZone: 'UTC',
    does: "Tells staff of the messages that came outside their working hours, once their hours begin in the school's time zone.",
    async run(now) {
      const told = await tellHeldMessages(now);
      return `${told} member${told === 1 ? '' : 's'} of staff told of messages held outside their hours`;
    },
  },
  publishDueReports: {
    schedule: '5 * * * *',
    timeZone: 'UTC',
    does: "Publishes report rounds on their chosen date, from 08:00 in the school's time zone: each approved report goes home.",
    async run(now) {
      const { rounds, reports } = await publishDueReports(now);
      return `${rounds} report round${rounds === 1 ? '' : 's'} started publishing (${reports} report${reports === 1 ? '' : 's'})`;
    },
  },
} satisfies Record<string, ScheduledJob>;

export type JobName = keyof typeof JOBS;
export const isJobName = (name: string): name is JobName => Object.hasOwn(JOBS, name);

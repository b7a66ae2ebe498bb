/**
 * Starting a round's publishing: by the office's press of Publish (api/reports/publish.ts), or by the round's own date
 * (`publishOn`): from 08:00 that day in the school's time zone, the hourly `publishDueReports` job starts it, so the
 * approved reports go home without anyone pressing anything. Either way it is one `reportsPublish` job per round at a
 * time (lib/reports-publish.ts does the work), and the round is published once.
 */
import { type DataJobDoc, newDataJob } from '@academy/shared/data-jobs';
import { PUBLISH_TIME, type ReportRoundDoc } from '@academy/shared/reports';
import { type IsoDate, schoolTimeOfDay, schoolToday } from '@academy/shared/school-time';
import { writeAudit } from './audit';
import { type Caller, systemCaller } from './caller';
import { conflict, HttpError, say } from './errors';
import { db } from './firebase';
import { schoolCollection } from './records';
import { noRound } from './reports';

const MESSAGES = {
  publishing: /*i18n*/ {
    id: 'api.reports.publishing-already',
    message: '{round} is being published already: wait for it to finish.',
  },
  nothingApproved: /*i18n*/ {
    id: 'api.reports.nothing-to-publish',
    message: 'No report of {round} is waiting to be published: approve reports first.',
  },
};

/** Who the audit log names when a round publishes itself on its date. */
export const SCHEDULE_ACTOR = 'reports-schedule';

/**
 * A round whose publishing has failed this many times is left to the office (its Publish button still works): the
 * hourly job does not start a fourth, so a report that cannot be made does not fill the jobs list hour after hour.
 */
export const SCHEDULED_TRIES = 3;

/**
 * Starts publishing a round's approved reports: a `reportsPublish` job made by `createdBy` (whose page shows its
 * progress), audited as `caller`. 409 while the round is being published, or when nothing approved waits.
 */
export async function startPublishing(caller: Caller, roundId: string, createdBy: string) {
  const roundRef = schoolCollection(caller, 'reportRounds').doc(roundId);
  const jobs = schoolCollection(caller, 'jobs');
  const ref = jobs.doc();
  const round = await db.runTransaction(async (tx) => {
    const snap = await tx.get(roundRef);
    if (!snap.exists) throw noRound();
    const round = snap.data() as ReportRoundDoc;
    const running = await tx.get(
      jobs
        .where('kind', '==', 'reportsPublish')
        .where('roundId', '==', roundId)
        .where('state', '==', 'running')
        .limit(1),
    );
    if (!running.empty) throw conflict(say(MESSAGES.publishing, { round: round.name }));
    if (round.approved <= round.published) throw conflict(say(MESSAGES.nothingApproved, { round: round.name }));
    const job: DataJobDoc = {
      ...newDataJob(createdBy, 'reportsPublish', round.name, null),
      roundId,
      total: round.approved - round.published,
      stage: 'starting',
    };
    tx.create(ref, job);
    writeAudit(tx, caller, {
      action: 'reports.published',
      target: `reportRounds/${roundId}`,
      before: { status: round.status },
      after: { job: ref.id },
    });
    return round;
  });
  return { round, jobId: ref.id, count: round.approved - round.published };
}

/** Whether a round chosen to publish on `publishOn` is due at `now`: from PUBLISH_TIME that day, where the school is. */
export function publishingDue(publishOn: IsoDate | null, timeZone: string, now: number): boolean {
  if (!publishOn) return false;
  const today = schoolToday(timeZone, now);
  return publishOn < today || (publishOn === today && schoolTimeOfDay(timeZone, now) >= PUBLISH_TIME);
}

/**
 * Runs every hour: in each school, every round whose publishOn has come (from 08:00 that day), not yet published and
 * with approved reports waiting, starts publishing. The job is the Admin's who last saved the round, so their round
 * page shows its progress. A round already being published is left to its job, and one whose publishing failed
 * SCHEDULED_TRIES times to the office.
 */
export async function publishDueReports(now: number): Promise<{ rounds: number; reports: number }> {
  const schools = await db.collection('schools').get();
  let rounds = 0;
  let reports = 0;
  for (const school of schools.docs) {
    const timeZone = (school.get('timezone') as string | undefined) ?? 'UTC';
    const due = await school.ref.collection('reportRounds').where('publishOn', '<=', schoolToday(timeZone, now)).get();
    const caller = systemCaller(school.id, SCHEDULE_ACTOR);
    for (const snap of due.docs) {
      const round = snap.data() as ReportRoundDoc;
      if (round.status === 'published' || round.approved <= round.published) continue;
      if (!publishingDue(round.publishOn, timeZone, now)) continue;
      const failed = await school.ref
        .collection('jobs')
        .where('kind', '==', 'reportsPublish')
        .where('roundId', '==', snap.id)
        .where('state', '==', 'failed')
        .count()
        .get();
      if (failed.data().count >= SCHEDULED_TRIES) continue;
      try {
        const started = await startPublishing(caller, snap.id, round.updatedBy ?? SCHEDULE_ACTOR);
        rounds++;
        reports += started.count;
      } catch (error) {
        if (error instanceof HttpError && error.status === 409) continue;
        throw error;
      }
    }
  }
  return { rounds, reports };
}

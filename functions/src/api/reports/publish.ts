import { progressKey, type ReportRoundDoc, roundSubjects } from '@academy/shared/reports';
import { schoolToday } from '@academy/shared/school-time';
import { writeAudit } from '../../lib/audit';
import { conflict, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { notifyInTransaction, sendPush } from '../../lib/notify';
import { readersOf, readInside, schoolReading } from '../../lib/readers';
import { noRound } from '../../lib/reports';
import { startPublishing } from '../../lib/reports-schedule';
import { schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  remindTitle: /*i18n*/ { id: 'alert.report.remind.title', message: 'Reports to finish: {round}' },
  remindBody: /*i18n*/ {
    id: 'alert.report.remind.body',
    message:
      '{count, plural, one {# class subject is} other {# class subjects are}} not finished yet; they are due by {date}.',
  },
  publishStarted: /*i18n*/ {
    id: 'api.reports.publish-started',
    message:
      'Publishing {round}: {count, plural, one {# report will be made and sent to families.} other {# reports will be made and sent to families.}}',
  },
  notOpen: /*i18n*/ {
    id: 'api.reports.round-not-open-to-remind',
    message:
      '{status, select, closed {{round} is closed: teachers can no longer write it.} published {{round} is published: teachers can no longer write it.} other {{round} is {status}: teachers can no longer write it.}}',
  },
  reminded: /*i18n*/ {
    id: 'api.reports.teachers-reminded',
    message: '{count, plural, one {# teacher was reminded.} other {# teachers were reminded.}}',
  },
};

/**
 * Publishes a round's approved reports as a job: the server makes each PDF in the background (on-data-job.ts) and
 * keeps the job's progress, which the Admin who started it watches. One job per round at a time.
 */
export const publishReports: Handler<'publishReports'> = async ({ roundId }, { caller }) => {
  const { round, jobId, count } = await startPublishing(caller, roundId, caller.uid);
  return {
    status: 200 as const,
    message: say(MESSAGES.publishStarted, { round: round.name, count }),
    id: jobId,
  };
};

/**
 * Tells the teachers of the class subjects not finished yet (all of the round's, or one class's, or one subject's),
 * once a school day each: the notification's key names the round and the day.
 */
export const remindReportTeachers: Handler<'remindReportTeachers'> = async (
  { roundId, classId, subjectId },
  { caller },
) => {
  const roundRef = schoolCollection(caller, 'reportRounds').doc(roundId);
  const result = await db.runTransaction(async (tx) => {
    const snap = await tx.get(roundRef);
    if (!snap.exists) throw noRound();
    const round = snap.data() as ReportRoundDoc;
    if (round.status !== 'open') throw conflict(say(MESSAGES.notOpen, { round: round.name, status: round.status }));
    const behind = new Map<string, number>();
    // By the round's own classes and subjects: an id may hold '_', so a progress key is never split.
    for (const c of round.classIds.filter((id) => !classId || id === classId))
      for (const s of roundSubjects(round).filter((id) => !subjectId || id === subjectId)) {
        const p = round.progress[progressKey(c, s)];
        if (p && p.written < p.total && p.teacherUid) behind.set(p.teacherUid, (behind.get(p.teacherUid) ?? 0) + 1);
      }
    const school = await tx.get(schoolDoc(caller));
    const reading = schoolReading(school.data());
    const readers = await readersOf(readInside(tx), [...behind.keys()], reading);
    const audience = [...behind].flatMap(([uid, count]) =>
      readers.tell([uid], (reader) => ({
        title: reader.t(MESSAGES.remindTitle, { round: round.name }),
        body: reader.t(MESSAGES.remindBody, { count, date: reader.date(round.teachersDueDate) }),
        link: '/app/teacher/reports',
      })),
    );
    const today = schoolToday(String(school.get('timezone') ?? 'UTC'));
    notifyInTransaction(tx, caller.school_id, audience, `report-remind-${roundId}-${today}`);
    writeAudit(tx, caller, {
      action: 'reports.reminded',
      target: `reportRounds/${roundId}`,
      before: null,
      after: { teachers: [...behind.keys()] },
    });
    return { audience, count: behind.size };
  });
  if (result.audience.length) await sendPush(caller.school_id, result.audience);
  return {
    status: 200 as const,
    message: say(MESSAGES.reminded, { count: result.count }),
    reminded: result.count,
  };
};

import {
  isEntryWritten,
  type ReportEntryDoc,
  reportEntryId,
  type ReportRoundDoc,
  roundSubjects,
} from '@academy/shared/reports';
import { FieldValue } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import { badRequest, conflict, notFound, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { notifyInTransaction, sendPush } from '../../lib/notify';
import { readersOf, readInside, schoolReading } from '../../lib/readers';
import { noRound, roundPublished, subjectLabel } from '../../lib/reports';
import { schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  returnedTitle: /*i18n*/ {
    id: 'alert.report.returned.title',
    message: '{subject} report for {student} sent back',
  },
  returnedBody: /*i18n*/ {
    id: 'alert.report.returned.body',
    message: 'The office asks you to change it: {note}',
  },
  noStudent: /*i18n*/ {
    id: 'api.reports.student-has-no-report',
    message: 'Student: this student has no report in this round. Choose one from the list.',
  },
  alreadyApproved: /*i18n*/ {
    id: 'api.reports.already-approved',
    message: 'The report of {student} was already approved.',
  },
  notWritten: /*i18n*/ {
    id: 'api.reports.not-written-yet',
    message: 'The {subject} for {student} is not written yet: it cannot be approved.',
  },
  approved: /*i18n*/ { id: 'api.reports.approved', message: 'The report of {student} is approved and locked.' },
  notApproved: /*i18n*/ { id: 'api.reports.not-approved', message: 'The report of {student} was not approved.' },
  reopened: /*i18n*/ { id: 'api.reports.reopened', message: 'The report of {student} is open again.' },
  notInReport: /*i18n*/ {
    id: 'api.reports.subject-not-in-report',
    message: 'Subject: this subject is not in the student’s report. Choose one from the list.',
  },
  returned: /*i18n*/ {
    id: 'api.reports.returned',
    message: 'The {subject} for {student} is sent back to its teacher.',
  },
  returnedToNobody: /*i18n*/ {
    id: 'api.reports.returned-no-account',
    message:
      'The {subject} for {student} is sent back to its teacher (nobody writes it yet: the teacher has no account).',
  },
};

/**
 * The office reviews one student's report: approving locks every entry (each must be written), returning sends one
 * subject back to its teacher with a note (and tells them), reopening unlocks an approved report. The round's count
 * of approved students changes in the same transaction.
 */
export const reviewReport: Handler<'reviewReport'> = async (
  { roundId, studentId, action, subjectId, note },
  { caller },
) => {
  const roundRef = schoolCollection(caller, 'reportRounds').doc(roundId);
  const entries = schoolCollection(caller, 'reportEntries');
  const result = await db.runTransaction(async (tx) => {
    const roundSnap = await tx.get(roundRef);
    if (!roundSnap.exists) throw noRound();
    const round = roundSnap.data() as ReportRoundDoc;
    if (round.status === 'published' && action !== 'approve') throw roundPublished(round);
    const subjects = roundSubjects(round);
    const snaps = await tx.getAll(...subjects.map((s) => entries.doc(reportEntryId(roundId, studentId, s))));
    const mine = snaps.filter((s) => s.exists).map((s) => ({ ref: s.ref, ...(s.data() as ReportEntryDoc) }));
    if (!mine.length) throw notFound(say(MESSAGES.noStudent));
    const subjectSnaps = await tx.getAll(...round.subjectIds.map((s) => schoolCollection(caller, 'subjects').doc(s)));
    const names = new Map(subjectSnaps.map((s) => [s.id, String(s.get('name') ?? s.id)]));
    const student = mine[0]!.studentName;
    const wasApproved = mine.every((e) => e.state === 'approved');
    const now = Date.now();
    const stamp = { updatedAt: now, updatedBy: caller.uid };

    if (action === 'approve') {
      if (wasApproved) return { message: say(MESSAGES.alreadyApproved, { student }), told: null };
      const missing = mine.find((e) => !isEntryWritten(round, e));
      if (missing)
        throw conflict(say(MESSAGES.notWritten, { subject: subjectLabel(missing.subjectId, names), student }));
      for (const e of mine) tx.update(e.ref, { state: 'approved', returnNote: null, ...stamp });
      tx.update(roundRef, { approved: FieldValue.increment(1), updatedAt: now });
      writeAudit(tx, caller, {
        action: 'reports.approved',
        target: `reportRounds/${roundId}`,
        before: null,
        after: { studentId },
      });
      return { message: say(MESSAGES.approved, { student }), told: null };
    }

    if (action === 'reopen') {
      if (!wasApproved) return { message: say(MESSAGES.notApproved, { student }), told: null };
      for (const e of mine) tx.update(e.ref, { state: 'submitted', ...stamp });
      tx.update(roundRef, { approved: FieldValue.increment(-1), updatedAt: now });
      writeAudit(tx, caller, {
        action: 'reports.reopened',
        target: `reportRounds/${roundId}`,
        before: null,
        after: { studentId },
      });
      return { message: say(MESSAGES.reopened, { student }), told: null };
    }

    const returned = mine.find((e) => e.subjectId === subjectId);
    if (!returned) throw badRequest(say(MESSAGES.notInReport));
    const subject = subjectLabel(returned.subjectId, names);
    const school = await tx.get(schoolDoc(caller));
    const readers = await readersOf(readInside(tx), [returned.teacherUid], schoolReading(school.data()));
    // Returning one subject of an approved report unlocks the rest for the office to approve again.
    if (wasApproved) {
      for (const e of mine) if (e !== returned) tx.update(e.ref, { state: 'submitted', ...stamp });
      tx.update(roundRef, { approved: FieldValue.increment(-1) });
    }
    tx.update(returned.ref, { state: 'returned', returnNote: note ?? '', ...stamp });
    const audience = returned.teacherUid
      ? readers.tell([returned.teacherUid], (reader) => ({
          // Through `say`: the subject may be a word of the catalogue (the tutor's or head's comment).
          title: reader.say(say(MESSAGES.returnedTitle, { subject, student })),
          body: reader.t(MESSAGES.returnedBody, { note: note ?? '' }),
          link: '/app/teacher/reports',
        }))
      : [];
    notifyInTransaction(tx, caller.school_id, audience, `report-returned-${returned.ref.id}-${now}`, now);
    writeAudit(tx, caller, {
      action: 'reports.returned',
      target: `reportEntries/${returned.ref.id}`,
      before: { state: returned.state },
      after: { state: 'returned', returnNote: note },
    });
    return {
      message: say(returned.teacherUid ? MESSAGES.returned : MESSAGES.returnedToNobody, { subject, student }),
      told: audience,
    };
  });
  if (result.told?.length) await sendPush(caller.school_id, result.told);
  return { status: 200 as const, message: result.message };
};

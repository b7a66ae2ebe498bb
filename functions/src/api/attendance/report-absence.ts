import { schoolLocaleOf } from '@academy/shared/date-format';
import { type AbsenceReportDoc, absenceReportId, EXPLAIN_DAYS_BACK } from '@academy/shared/attendance';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { writeAudit } from '../../lib/audit';
import { boardReport } from './confirm-absence';
import { badRequest, conflict, notFound, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';
import { schoolDaySentenceFor } from '../../lib/school-days';

const MESSAGES = {
  noChild: /*i18n*/ { id: 'api.absence.no-child', message: 'No child of yours with id {id}.' },
  noClass: /*i18n*/ { id: 'api.absence.no-class', message: '{name} is in no class yet, so has no register to miss.' },
  tooLongAgo: /*i18n*/ {
    id: 'api.absence.too-long-ago',
    message: 'Date: {day} is more than {days} days ago. For an absence that long ago, call the school office.',
  },
  tooFarAhead: /*i18n*/ {
    id: 'api.absence.too-far-ahead',
    message: 'Date: {day} is more than {days} days ahead. Report an absence nearer the day.',
  },
  // The reason is a sentence of its own, in the reader's language; a term's or a closure's name is the school's words.
  notSchoolDay: /*i18n*/ {
    id: 'api.absence.not-school-day',
    message: 'Date: {reason} There is no absence to report on it.',
  },
  confirmed: /*i18n*/ {
    id: 'api.absence.already-confirmed',
    message: 'The school has already confirmed {name}’s absence on {day}.',
  },
  reported: /*i18n*/ {
    id: 'api.absence.reported',
    message: 'Thank you: the school knows why {name} is absent on {day}.',
  },
};

/**
 * A guardian gives the reason for their child's absence: in advance (today or a later day) or afterwards, answering
 * an alert. The register shows it as reported by the parent; the marks already taken that day carry it too.
 */
export const reportAbsence: Handler<'reportAbsence'> = async (input, { caller }) => {
  const now = Date.now();
  return db.runTransaction(async (tx) => {
    const school = await tx.get(schoolDoc(caller));
    const where = schoolLocaleOf(school.data());
    const today = schoolToday(where.timeZone, now);
    const student = await tx.get(schoolCollection(caller, 'students').doc(input.studentId));
    // Another family's child is not found: a parent learns nothing about children who are not theirs.
    if (!student.exists || !(student.get('guardianUids') as string[]).includes(caller.uid))
      throw notFound(say(MESSAGES.noChild, { id: input.studentId }));
    const s = student.data()!;
    if (!s.classId) throw badRequest(say(MESSAGES.noClass, { name: s.firstName }));
    if (input.date < addIsoDays(today, -EXPLAIN_DAYS_BACK))
      throw badRequest(say(MESSAGES.tooLongAgo, { days: EXPLAIN_DAYS_BACK }, { day: input.date }));
    if (input.date > addIsoDays(today, 90))
      throw badRequest(say(MESSAGES.tooFarAhead, { days: 90 }, { day: input.date }));
    // Only a day the child would be at school can be missed: the same reasons a register is refused on that day.
    const klass = await tx.get(schoolCollection(caller, 'classes').doc(s.classId));
    const notSchoolDay = klass.exists
      ? await schoolDaySentenceFor(tx, caller.school_id, klass.data()!, input.date, school)
      : null;
    if (notSchoolDay) throw badRequest(say(MESSAGES.notSchoolDay, { reason: notSchoolDay }));
    const ref = schoolCollection(caller, 'absenceReports').doc(absenceReportId(input.studentId, input.date));
    const before = await tx.get(ref);
    if (before.get('state') === 'confirmed')
      throw conflict(say(MESSAGES.confirmed, { name: s.firstName }, { day: input.date }));
    const marks = await tx.get(
      schoolCollection(caller, 'attendanceRecords')
        .where('studentId', '==', input.studentId)
        .where('date', '==', input.date)
        .limit(20),
    );
    const user = await tx.get(db.doc(`users/${caller.uid}`));
    const report: AbsenceReportDoc = {
      studentId: input.studentId,
      studentName: `${s.firstName} ${s.lastName}`,
      classId: s.classId,
      date: input.date,
      reason: input.reason,
      note: input.note ?? '',
      state: 'reported',
      studentUid: s.accountUid,
      guardianUids: s.guardianUids,
      reportedByUid: caller.uid,
      reportedByName: String(user.get('username') ?? caller.email ?? 'A parent'),
      reportedAt: now,
      confirmedByName: null,
    };
    tx.set(ref, report);
    // The office's board lists the day's reasons from the day's summary.
    tx.set(
      schoolCollection(caller, 'attendanceDays').doc(input.date),
      // An empty map here would replace the day's registers under merge: only the report's own key is named.
      { date: input.date, reports: { [input.studentId]: boardReport(report) } },
      { merge: true },
    );
    const explanation = { state: 'reported', reason: input.reason, note: report.note };
    for (const m of marks.docs) tx.update(m.ref, { explanation });
    writeAudit(tx, caller, {
      action: 'absence.reported',
      target: `absenceReports/${ref.id}`,
      before: before.data() ?? null,
      after: report,
    });
    return {
      status: 200 as const,
      message: say(MESSAGES.reported, { name: s.firstName }, { day: input.date }),
    };
  });
};

import { formatDate, schoolLocaleOf } from '@academy/shared/date-format';
import {
  type AbsenceReportDoc,
  absenceReportId,
  type AttendanceRecordDoc,
  attendanceCodesOf,
  type AttendanceTotalsDoc,
  attendanceTotalsId,
  explainedCode,
  isFlagged,
  REGISTER_SESSION_DAY,
  registerCounts,
  type RegisterDoc,
  registerSummary,
  type RegisterSummary,
  totalsAfterMark,
} from '@academy/shared/attendance';
import { writeAudit } from '../../lib/audit';
import { writeClassAttendance } from '../../lib/class-totals';
import { badRequest } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { moveDayAttendance } from '../../lib/month-totals';
import { existing, schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** A guardian's reason as the office's board lists it. */
export const boardReport = (report: AbsenceReportDoc) => ({
  studentName: report.studentName,
  classId: report.classId,
  reason: report.reason,
  note: report.note,
  state: report.state,
  reportedByName: report.reportedByName,
});

/**
 * The office confirms a guardian's reason: the report is confirmed, and that day's absent marks of the student become
 * the school's explained code (Excused), in their registers and term totals.
 */
export const confirmAbsence: Handler<'confirmAbsence'> = async (input, { caller }) => {
  const now = Date.now();
  return db.runTransaction(async (tx) => {
    const school = await tx.get(schoolDoc(caller));
    const codes = attendanceCodesOf(school.get('settings.attendanceCodes'));
    const excused = explainedCode(codes);
    if (!excused) throw badRequest('The school has no code for an explained absence: add one in the settings.');
    const ref = schoolCollection(caller, 'absenceReports').doc(absenceReportId(input.studentId, input.date));
    const report = (await existing(tx, ref, 'absence report')).data()!;
    const records = await tx.get(
      schoolCollection(caller, 'attendanceRecords')
        .where('studentId', '==', input.studentId)
        .where('date', '==', input.date)
        .limit(20),
    );
    const absent = records.docs.filter((r) => !r.get('countsAsPresent') && r.get('code') !== excused.letter);
    const registers = absent.length
      ? await tx.getAll(...absent.map((r) => schoolCollection(caller, 'registers').doc(r.get('registerId') as string)))
      : [];
    // The term totals of the daily marks that change, read so their kept percentage stays exact.
    const totalsIds = [
      ...new Set(
        absent
          .filter((r) => r.get('session') === REGISTER_SESSION_DAY)
          .map((r) => attendanceTotalsId(r.get('termId') as string, input.studentId)),
      ),
    ];
    const totalsSnaps = totalsIds.length
      ? await tx.getAll(...totalsIds.map((id) => schoolCollection(caller, 'attendanceTotals').doc(id)))
      : [];
    const totals = new Map(totalsSnaps.map((t) => [t.id, t.data() as AttendanceTotalsDoc | undefined]));
    const user = await tx.get(db.doc(`users/${caller.uid}`));
    const byName = String(user.get('username') ?? caller.email ?? 'The office');

    tx.update(ref, { state: 'confirmed', confirmedByName: byName });
    const explanation = { state: 'confirmed', reason: report.reason, note: report.note };
    for (const r of records.docs) if (!absent.includes(r)) tx.update(r.ref, { explanation });
    const daySummaries: Record<string, RegisterSummary> = {};
    absent.forEach((r, i) => {
      const record = r.data() as AttendanceRecordDoc;
      const mark = { code: excused.letter, minutesLate: null, note: record.note, at: now, byUid: caller.uid, byName };
      tx.update(r.ref, {
        ...mark,
        countsAsPresent: excused.countsAsPresent,
        flagged: isFlagged(excused),
        explanation,
      });
      const register = registers[i]?.data() as RegisterDoc | undefined;
      if (register) {
        const marks = { ...register.marks, [input.studentId]: mark };
        tx.update(registers[i]!.ref, {
          [`marks.${input.studentId}`]: mark,
          counts: registerCounts(marks, codes),
          updatedAt: now,
        });
        daySummaries[registers[i]!.id] = registerSummary({ ...register, marks, updatedAt: now }, codes);
      }
      if (record.session === REGISTER_SESSION_DAY) {
        const id = attendanceTotalsId(record.termId, input.studentId);
        const kept = totals.get(id);
        if (kept) {
          const next: AttendanceTotalsDoc = { ...kept, ...totalsAfterMark(kept, record, mark, codes) };
          totals.set(id, next);
          tx.set(schoolCollection(caller, 'attendanceTotals').doc(id), next);
          writeClassAttendance(tx, caller, next.classId, next.termId, {
            [input.studentId]: { sessions: next.sessions, present: next.present },
          });
        }
      }
    });
    moveDayAttendance(
      tx,
      caller.school_id,
      input.date,
      absent
        .filter((r) => r.get('session') === REGISTER_SESSION_DAY)
        .map((r) => ({ before: r.get('code') as string, after: excused.letter })),
      codes,
    );
    // The office's board: the report is confirmed, and the registers' lines follow their marks.
    tx.set(
      schoolCollection(caller, 'attendanceDays').doc(input.date),
      {
        date: input.date,
        // An empty map would replace the day's registers under merge: named only when a register changed.
        ...(Object.keys(daySummaries).length ? { registers: daySummaries } : {}),
        reports: { [input.studentId]: { ...boardReport(report), state: 'confirmed' } },
      },
      { merge: true },
    );
    writeAudit(tx, caller, {
      action: 'absence.confirmed',
      target: `absenceReports/${ref.id}`,
      before: { state: report.state, codes: absent.map((r) => r.get('code') as string) },
      after: { state: 'confirmed', code: excused.letter, records: absent.map((r) => r.id) },
    });
    return {
      status: 200 as const,
      message: `${report.studentName}’s absence on ${formatDate(input.date, schoolLocaleOf(school.data()))} is confirmed${
        absent.length ? `: ${absent.length === 1 ? '1 mark' : `${absent.length} marks`} now ${excused.label}` : ''
      }.`,
    };
  });
};

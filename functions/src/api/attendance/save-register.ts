import { formatDate, schoolLocaleOf } from '@academy/shared/date-format';
import {
  type AbsenceReportDoc,
  absenceReportId,
  attendanceCodesOf,
  type AttendanceRecordDoc,
  attendanceRecordId,
  type AttendanceTotalsDoc,
  attendanceTotalsId,
  isFlagged,
  REGISTER_SESSION_DAY,
  registerCounts,
  type RegisterDoc,
  registerSummary,
  registerId,
  type RegisterMark,
  type RegisterSaved,
  totalsAfterMark,
} from '@academy/shared/attendance';
import { weekdayName } from '@academy/shared/lesson';
import { endOfSchoolDate, isoWeekday, schoolToday } from '@academy/shared/school-time';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import { writeClassAttendance } from '../../lib/class-totals';
import { badRequest, forbidden } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { correctedMessage, markedMessage } from '../../lib/attendance-alerts';
import { type Audience, notifyInTransaction, sendPush } from '../../lib/notify';
import { readersOf, readInside, schoolReading } from '../../lib/readers';
import { moveDayAttendance } from '../../lib/month-totals';
import { existing, schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';
import { schoolDayRefusalFor } from '../../lib/school-days';

/** A mark taken on a day a guardian had already explained carries their reason. */
function explanationFrom(report: AbsenceReportDoc | undefined): AttendanceRecordDoc['explanation'] {
  return report
    ? { state: report.state, reason: report.reason, note: report.note }
    : { state: 'none', reason: null, note: '' };
}

interface Alert {
  audience: Audience;
  key: string;
}

const sameMark = (a: RegisterMark, b: Pick<RegisterMark, 'code' | 'minutesLate' | 'note'>) =>
  a.code === b.code && a.minutesLate === b.minutesLate && a.note === b.note;

/**
 * Takes or changes a register. Each student's mark is kept on its own: only the students sent are touched, and a mark
 * made earlier than the one already saved for that student is left (the later change wins). Until the end of the
 * school day (in the school's zone) the class's teacher may change marks; after it only an Admin, with a reason.
 * Guardians hear of an alerting mark (Absent, Late) in the same transaction, once per child per register.
 */
export const saveRegister: Handler<'saveRegister'> = async (input, { caller }) => {
  const now = Date.now();
  const alerts: Alert[] = [];
  const result = await db.runTransaction(async (tx): Promise<RegisterSaved> => {
    alerts.length = 0;
    const school = await tx.get(schoolDoc(caller));
    const where = schoolLocaleOf(school.data());
    const { timeZone } = where;
    const day = formatDate(input.date, where);
    const codes = attendanceCodesOf(school.get('settings.attendanceCodes'));
    const letters = codes.map((c) => c.letter).join(', ');
    for (const [studentId, mark] of Object.entries(input.marks)) {
      if (!codes.some((c) => c.letter === mark.code))
        throw badRequest(`marks.${studentId}.code: ${mark.code} is not one of the school’s codes (${letters}).`);
    }

    const klass = (await existing(tx, schoolCollection(caller, 'classes').doc(input.classId), 'class')).data()!;
    if (input.date > schoolToday(timeZone, now))
      throw badRequest(`Date: ${day} is in the future; a register is taken on its day.`);
    const refusal = await schoolDayRefusalFor(tx, caller.school_id, klass, input.date, school);
    if (refusal) throw badRequest(`Date: ${refusal}`);

    // Who may take it: the office, the class's homeroom teacher (daily register), the lesson's teacher (lesson).
    let teacherId: string | null = null;
    if (caller.role === 'Teacher') {
      const own = await tx.get(schoolCollection(caller, 'teachers').where('accountUid', '==', caller.uid).limit(1));
      teacherId = own.docs[0]?.id ?? null;
    }
    let sessionLabel = 'Daily register';
    if (input.session === REGISTER_SESSION_DAY) {
      if (caller.role !== 'Admin' && (!teacherId || teacherId !== klass.homeroomTeacherId))
        throw forbidden(`Only ${klass.name}’s homeroom teacher or the office takes its daily register.`);
    } else {
      const lesson = await tx.get(schoolCollection(caller, 'lessons').doc(input.session));
      if (!lesson.exists || lesson.get('classId') !== input.classId)
        throw badRequest(`session: ${input.session} is not a lesson of ${klass.name}.`);
      const l = lesson.data()!;
      if (l.weekday !== isoWeekday(input.date))
        throw badRequest(`session: that lesson is taught on ${weekdayName(l.weekday)}, not on ${day}.`);
      if (caller.role !== 'Admin' && (!teacherId || teacherId !== l.teacherId))
        throw forbidden('Only the lesson’s teacher or the office takes its register.');
      sessionLabel = `${l.startTime}–${l.endTime} ${l.title}`;
    }

    const id = registerId(input.classId, input.date, input.session);
    const registerRef = schoolCollection(caller, 'registers').doc(id);
    const registerSnap = await tx.get(registerRef);
    const register = registerSnap.data();
    const user = await tx.get(db.doc(`users/${caller.uid}`));
    const byName = String(user.get('username') ?? caller.email ?? 'Staff');

    // The roster is fixed when the register is first taken: a later class move does not rewrite a past register. A
    // register first taken after its day lists the class as it is now, less anyone enrolled after that day.
    let roster = register?.roster;
    // A first save reads the class's students for its roster; their documents serve the records below too.
    const studentDocs = new Map<string, DocumentSnapshot>();
    if (!roster) {
      const students = await tx.get(schoolCollection(caller, 'students').where('classId', '==', input.classId));
      for (const s of students.docs) studentDocs.set(s.id, s);
      roster = students.docs
        .filter((s) => !s.get('archived') && !(String(s.get('enrolmentDate') ?? '') > input.date))
        .map((s) => ({ studentId: s.id, name: `${s.get('firstName')} ${s.get('lastName')}`, last: s.get('lastName') }))
        .sort((a, b) => String(a.last).localeCompare(String(b.last)) || a.name.localeCompare(b.name))
        .map(({ studentId, name }) => ({ studentId, name }));
    }
    const studentIds = Object.keys(input.marks);
    for (const sid of studentIds)
      if (!roster.some((r) => r.studentId === sid))
        throw badRequest(`marks: student ${sid} is not in ${klass.name} on ${day}.`);
    const closed = now >= endOfSchoolDate(input.date, timeZone);
    if (closed && caller.role !== 'Admin')
      throw forbidden(`The register of ${day} closed at the end of that school day: ask the office to change it.`);

    const previous = register?.marks ?? {};
    const changed: Record<string, RegisterMark> = {};
    const superseded: string[] = [];
    for (const sid of studentIds) {
      const sent = input.marks[sid]!;
      const code = codes.find((c) => c.letter === sent.code)!;
      const mark: RegisterMark = {
        code: code.letter,
        minutesLate: code.minutesLate ? (sent.minutesLate ?? null) : null,
        note: sent.note ?? '',
        at: Math.min(sent.at ?? now, now),
        byUid: caller.uid,
        byName,
      };
      const before = previous[sid];
      if (before && before.at > mark.at) {
        superseded.push(sid);
        continue;
      }
      if (before && sameMark(before, mark)) continue;
      changed[sid] = mark;
    }
    const changesSaved = Object.keys(changed).some((sid) => previous[sid]);
    if (closed && changesSaved && !input.reason)
      throw badRequest('reason: Say why a mark is changed after the end of its school day.');

    // Only the students whose mark changes get a record, totals and perhaps an alert: read what those need, once.
    const changedIds = Object.keys(changed);
    const unread = changedIds.filter((sid) => !studentDocs.has(sid));
    const fetched = unread.length
      ? await tx.getAll(...unread.map((sid) => schoolCollection(caller, 'students').doc(sid)))
      : [];
    fetched.forEach((snap, i) => studentDocs.set(unread[i]!, snap));
    const recordSnaps = changedIds.length
      ? await tx.getAll(
          ...changedIds.map((sid) => schoolCollection(caller, 'attendanceRecords').doc(attendanceRecordId(id, sid))),
        )
      : [];
    const reportSnaps = changedIds.length
      ? await tx.getAll(
          ...changedIds.map((sid) => schoolCollection(caller, 'absenceReports').doc(absenceReportId(sid, input.date))),
        )
      : [];
    // Daily registers keep each student's term totals; the totals are read so the kept percentage stays exact.
    const countsTowardsTotals = input.session === REGISTER_SESSION_DAY;
    const totalsRef = (sid: string) =>
      schoolCollection(caller, 'attendanceTotals').doc(attendanceTotalsId(klass.termId, sid));
    const totalsSnaps = countsTowardsTotals && changedIds.length ? await tx.getAll(...changedIds.map(totalsRef)) : [];
    // Who hears of a mark: an alerting one, or a correction of one. Their records (for their language) in one read.
    const alertFor = (sid: string): 'marked' | 'corrected' | null => {
      const mark = changed[sid]!;
      const code = codes.find((c) => c.letter === mark.code)!;
      const before = previous[sid];
      const old = before ? codes.find((c) => c.letter === before.code) : undefined;
      if (code.alertsGuardians && (!old || old.letter !== code.letter || before?.minutesLate !== mark.minutesLate))
        return 'marked';
      return !code.alertsGuardians && old?.alertsGuardians ? 'corrected' : null;
    };
    const guardiansOf = (sid: string) => (studentDocs.get(sid)!.get('guardianUids') as string[] | undefined) ?? [];
    const readers = await readersOf(
      readInside(tx),
      changedIds.filter((sid) => alertFor(sid)).flatMap(guardiansOf),
      schoolReading(school.data()),
    );

    const marks = { ...previous, ...changed };
    const doc: RegisterDoc = {
      classId: input.classId,
      className: klass.name,
      termId: klass.termId,
      date: input.date,
      session: input.session,
      sessionLabel,
      roster,
      marks,
      counts: registerCounts(marks, codes),
      takenByUid: register?.takenByUid ?? caller.uid,
      takenByName: register?.takenByName ?? byName,
      takenAt: register?.takenAt ?? now,
      updatedAt: now,
    };
    tx.set(registerRef, doc);
    // The office's board reads the day's summary, not every register: this register's line in it.
    tx.set(
      schoolCollection(caller, 'attendanceDays').doc(input.date),
      { date: input.date, registers: { [id]: registerSummary(doc, codes) } },
      { merge: true },
    );
    // The dashboard's attendance per day counts the daily registers' marks, as the term totals do.
    if (countsTowardsTotals)
      moveDayAttendance(
        tx,
        caller.school_id,
        input.date,
        changedIds.map((sid) => ({ before: previous[sid]?.code, after: changed[sid]!.code })),
        codes,
      );

    const classAttendance: Record<string, { sessions: number; present: number }> = {};
    changedIds.forEach((sid, i) => {
      const mark = changed[sid]!;
      const student = studentDocs.get(sid)!;
      const guardianUids = (student.get('guardianUids') as string[] | undefined) ?? [];
      const studentName = roster.find((r) => r.studentId === sid)?.name ?? sid;
      const code = codes.find((c) => c.letter === mark.code)!;
      const prior = recordSnaps[i]!.data();
      const record: AttendanceRecordDoc = {
        registerId: id,
        classId: input.classId,
        className: klass.name,
        termId: klass.termId,
        date: input.date,
        session: input.session,
        sessionLabel,
        studentId: sid,
        studentName,
        studentUid: (student.get('accountUid') as string | null | undefined) ?? null,
        guardianUids,
        ...mark,
        countsAsPresent: code.countsAsPresent,
        flagged: isFlagged(code),
        explanation: prior?.explanation ?? explanationFrom(reportSnaps[i]!.data()),
      };
      tx.set(schoolCollection(caller, 'attendanceRecords').doc(attendanceRecordId(id, sid)), record);

      const before = previous[sid];
      const old = before ? codes.find((c) => c.letter === before.code) : undefined;
      if (countsTowardsTotals) {
        const totals: AttendanceTotalsDoc = {
          termId: klass.termId,
          studentId: sid,
          studentName,
          classId: input.classId,
          studentUid: record.studentUid,
          guardianUids,
          ...totalsAfterMark(totalsSnaps[i]!.data(), before, mark, codes),
        };
        tx.set(totalsRef(sid), totals);
        classAttendance[sid] = { sessions: totals.sessions, present: totals.present };
      }

      const first = studentName.split(' ')[0] ?? studentName;
      const key = `attendance_${id}_${sid}`;
      const alert = alertFor(sid);
      if (!alert || guardianUids.length === 0) return;
      // A family who told the school already is not asked again: the alert says the school has their report.
      const reported = reportSnaps[i]!.data();
      const words = {
        name: first,
        className: klass.name,
        daily: input.session === REGISTER_SESSION_DAY,
        sessionLabel,
        date: input.date,
        code,
        minutesLate: mark.minutesLate,
        reported: reported?.reason ?? null,
        // The alert opens that child's own page, where the parent answers it.
        link: `/app/parent/students/${sid}`,
      };
      const audience = readers.tell(guardianUids, (reader) =>
        alert === 'marked' ? markedMessage(words, reader) : correctedMessage(words, old!, reader),
      );
      notifyInTransaction(tx, caller.school_id, audience, key, now);
      alerts.push({ audience, key });
    });

    // The class's figures follow its students' term totals, for the report grid's guide.
    writeClassAttendance(tx, caller, input.classId, klass.termId, classAttendance);

    writeAudit(tx, caller, {
      action: registerSnap.exists ? 'register.changed' : 'register.taken',
      target: `registers/${id}`,
      before: Object.fromEntries(changedIds.map((sid) => [sid, previous[sid]?.code ?? null])),
      after: {
        marks: Object.fromEntries(changedIds.map((sid) => [sid, changed[sid]!.code])),
        reason: input.reason ?? null,
      },
    });
    const saved = changedIds.length;
    return {
      status: 200,
      message:
        superseded.length > 0
          ? `${klass.name}: ${saved} marks saved; ${superseded.length} had a later change already saved.`
          : `${klass.name}: ${saved === 1 ? '1 mark' : `${saved} marks`} saved.`,
      id,
      saved,
      superseded,
      notified: alerts.reduce((n, a) => n + a.audience.reduce((m, group) => m + group.uids.length, 0), 0),
    };
  });
  for (const alert of alerts) await sendPush(caller.school_id, alert.audience);
  return result;
};

/** Demo Academy's and Northside's attendance: their register codes (and, below, their history). */
import { attendanceMove, type MonthTotalsDoc, monthTotalsId } from '@academy/shared/dashboard';
import {
  type AttendanceCode,
  type AttendanceRecordDoc,
  attendanceRecordId,
  type AttendanceTotalsDoc,
  attendanceTotalsId,
  DEFAULT_ATTENDANCE_CODES,
  isFlagged,
  REGISTER_SESSION_DAY,
  registerCounts,
  type RegisterDoc,
  registerId,
  type RegisterMark,
  registerSummary,
  totalsAfterMark,
  type AttendanceDayDoc,
} from '@academy/shared/attendance';
import { addIsoDays, isoWeekday, schoolToday, zonedInstant } from '@academy/shared/school-time';
import type { DemoSchool } from './demo-data';

const defaultCode = (letter: string) => DEFAULT_ATTENDANCE_CODES.find((c) => c.letter === letter)!;

/** Northside, an American school, marks tardies rather than lates (and has no off-site code). */
export const NORTHSIDE_ATTENDANCE_CODES: AttendanceCode[] = [
  defaultCode('P'),
  defaultCode('A'),
  { ...defaultCode('L'), letter: 'T', label: 'Tardy' },
  defaultCode('E'),
];

/** The attendance collections as the API keeps them: registers, one record per student per register, term totals. */
export type DemoAttendance = Record<
  'registers' | 'attendanceRecords' | 'attendanceTotals' | 'attendanceDays' | 'monthTotals',
  Record<string, object>
>;

/** Who is off when, in Demo Academy's last four weeks (days counted back from the day before today, school days only). */
const ABSENCES: Record<string, Record<number, { code: string; minutesLate?: number; note?: string }>> = {
  // Aisha (the demo parent's child) was ill for two days last week; her parent said so and the office confirmed it.
  'student-01': { 6: { code: 'E' }, 7: { code: 'E' } },
  // Her brother was late twice.
  'student-02': { 2: { code: 'L', minutesLate: 10, note: 'Bus was late' }, 11: { code: 'L', minutesLate: 5 } },
  // Two students under 90% this term.
  'student-05': { 1: { code: 'A' }, 4: { code: 'A' }, 9: { code: 'A' }, 14: { code: 'A' } },
  'student-17': { 3: { code: 'A' }, 8: { code: 'E' }, 12: { code: 'A' }, 18: { code: 'A' } },
  'student-12': { 5: { code: 'L', minutesLate: 15 } },
  'student-24': { 10: { code: 'O', note: 'Museum trip' } },
  'student-28': { 2: { code: 'A' } },
};
const NORTHSIDE_ABSENCES: typeof ABSENCES = {
  'student-01': { 3: { code: 'T', minutesLate: 7 } },
};

/**
 * Four weeks of daily registers before today (today's are left to take), built as saveRegister builds them. The
 * term totals count only these registers: the weeks before them are not in the demo.
 */
export function demoAttendance(
  school: Pick<DemoSchool, 'id' | 'school'> & {
    collections: Pick<DemoSchool['collections'], 'classes' | 'students' | 'teachers' | 'terms'>;
  },
  today: string = schoolToday(school.school.timezone),
  schoolDays = 20,
): DemoAttendance {
  const out: DemoAttendance = {
    registers: {},
    attendanceRecords: {},
    attendanceTotals: {},
    attendanceDays: {},
    monthTotals: {},
  };
  const codes = school.school.settings.attendanceCodes;
  const weekdays = school.school.settings.teachingWeekdays;
  const offs = school.id === 'northside-high' ? NORTHSIDE_ABSENCES : ABSENCES;
  const { classes, students, teachers } = school.collections;
  const days: string[] = [];
  for (
    let d = addIsoDays(today, -1);
    days.length < schoolDays && d > addIsoDays(today, -schoolDays * 3);
    d = addIsoDays(d, -1)
  )
    if (weekdays.includes(isoWeekday(d))) days.push(d);

  for (const [classId, klass] of Object.entries(classes)) {
    const term = school.collections.terms[klass.termId];
    const roster = Object.entries(students)
      .filter(([, s]) => s.classId === classId && !s.archived)
      .sort(([, a], [, b]) => a.lastName.localeCompare(b.lastName))
      .map(([studentId, s]) => ({ studentId, name: `${s.firstName} ${s.lastName}`, s }));
    const homeroom = klass.homeroomTeacherId ? teachers[klass.homeroomTeacherId] : undefined;
    const taker = homeroom?.accountUid
      ? { uid: homeroom.accountUid, name: `${homeroom.firstName} ${homeroom.lastName}` }
      : { uid: `${school.id}-office`, name: 'The office' };
    days.forEach((date, back) => {
      if (!term || date < term.startDate || date > term.endDate) return;
      const id = registerId(classId, date, REGISTER_SESSION_DAY);
      const takenAt = zonedInstant(date, '08:50', school.school.timezone);
      const marks: Record<string, RegisterMark> = {};
      for (const { studentId, name, s } of roster) {
        const off = offs[studentId]?.[back + 1];
        const code = codes.find((c) => c.letter === (off?.code ?? 'P')) ?? codes[0]!;
        const mark: RegisterMark = {
          code: code.letter,
          minutesLate: off?.minutesLate ?? null,
          note: off?.note ?? '',
          at: takenAt,
          byUid: taker.uid,
          byName: taker.name,
        };
        marks[studentId] = mark;
        const confirmedIllness = studentId === 'student-01' && code.explained && school.id !== 'northside-high';
        out.attendanceRecords[attendanceRecordId(id, studentId)] = {
          registerId: id,
          classId,
          className: klass.name,
          termId: klass.termId,
          date,
          session: REGISTER_SESSION_DAY,
          sessionLabel: 'Daily register',
          studentId,
          studentName: name,
          studentUid: s.accountUid,
          guardianUids: s.guardianUids,
          ...mark,
          countsAsPresent: code.countsAsPresent,
          flagged: isFlagged(code),
          explanation: confirmedIllness
            ? { state: 'confirmed', reason: 'ill', note: 'A temperature; back when it has gone.' }
            : { state: 'none', reason: null, note: '' },
        } satisfies AttendanceRecordDoc;
        const totalsId = attendanceTotalsId(klass.termId, studentId);
        const kept = out.attendanceTotals[totalsId] as AttendanceTotalsDoc | undefined;
        const totals: AttendanceTotalsDoc = {
          termId: klass.termId,
          studentId,
          studentName: name,
          classId,
          studentUid: s.accountUid,
          guardianUids: s.guardianUids,
          ...totalsAfterMark(kept, undefined, mark, codes),
        };
        out.attendanceTotals[totalsId] = totals;
      }
      const register: RegisterDoc = {
        classId,
        className: klass.name,
        termId: klass.termId,
        date,
        session: REGISTER_SESSION_DAY,
        sessionLabel: 'Daily register',
        roster: roster.map(({ studentId, name }) => ({ studentId, name })),
        marks,
        counts: registerCounts(marks, codes),
        takenByUid: taker.uid,
        takenByName: taker.name,
        takenAt,
        updatedAt: takenAt,
      };
      out.registers[id] = register;
      // The office's board of that day: each register's line.
      const day = (out.attendanceDays[date] as AttendanceDayDoc | undefined) ?? { date, registers: {}, reports: {} };
      day.registers[id] = registerSummary(register, codes);
      out.attendanceDays[date] = day;
      // The dashboard's chart: the day's marks and those present, as saving the register counts them.
      const month = (out.monthTotals[monthTotalsId(date)] as MonthTotalsDoc | undefined) ?? {
        month: monthTotalsId(date),
        attendance: {},
        collected: {},
        due: {},
      };
      const move = attendanceMove(
        Object.values(marks).map((m) => ({ before: undefined, after: m.code })),
        (letter) => codes.some((c) => c.letter === letter && c.countsAsPresent),
      );
      const before = month.attendance[date] ?? { sessions: 0, present: 0 };
      month.attendance[date] = { sessions: before.sessions + move.sessions, present: before.present + move.present };
      out.monthTotals[monthTotalsId(date)] = month;
    });
  }
  return out;
}

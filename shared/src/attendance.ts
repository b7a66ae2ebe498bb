/**
 * Attendance: the school's register codes, the registers (one per class, date and session), one record per student
 * per register, and each student's term totals, kept as registers are saved so reports never read every mark.
 */
import { z } from 'zod';
import { chosenDate } from './chosen-date';
import { checkMessage } from './sentence';
import { recordId } from './structure-api';

/** One register code of a school: its letter, what it means, and how it counts. */
export const attendanceCodeSchema = z.strictObject({
  letter: z.string('Each code needs a letter.').regex(/^[A-Z]{1,3}$/, 'A code letter must be 1 to 3 capital letters.'),
  label: z
    .string('Each code needs a label.')
    .trim()
    .min(1, 'Each code needs a label.')
    .max(40, 'A code label must be at most 40 characters.'),
  countsAsPresent: z.boolean('countsAsPresent must be true or false.'),
  /** The teacher records how many minutes late (Late). */
  minutesLate: z.boolean('minutesLate must be true or false.').default(false),
  /** The mark stands for an explained absence (Excused): the office's confirmation of a parent's reason gives it. */
  explained: z.boolean('explained must be true or false.').default(false),
  /** Guardians are told at once when their child gets this mark (Absent, Late). */
  alertsGuardians: z.boolean('alertsGuardians must be true or false.').default(false),
});
export type AttendanceCode = z.output<typeof attendanceCodeSchema>;

/** Present, Late, Absent, Excused, Off-site: a school's codes until an Admin changes them. */
export const DEFAULT_ATTENDANCE_CODES: AttendanceCode[] = [
  {
    letter: 'P',
    label: 'Present',
    countsAsPresent: true,
    minutesLate: false,
    explained: false,
    alertsGuardians: false,
  },
  { letter: 'L', label: 'Late', countsAsPresent: true, minutesLate: true, explained: false, alertsGuardians: true },
  { letter: 'A', label: 'Absent', countsAsPresent: false, minutesLate: false, explained: false, alertsGuardians: true },
  {
    letter: 'E',
    label: 'Excused',
    countsAsPresent: false,
    minutesLate: false,
    explained: true,
    alertsGuardians: false,
  },
  {
    letter: 'O',
    label: 'Off-site activity',
    countsAsPresent: true,
    minutesLate: false,
    explained: false,
    alertsGuardians: false,
  },
];

/** The school's stored codes; a school stored before codes were objects (or with none) has the defaults. */
export function attendanceCodesOf(stored: unknown): AttendanceCode[] {
  const parsed = attendanceCodeSchema.array().min(1).safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_ATTENDANCE_CODES;
}

/** Registers not taken by this school-local time are highlighted on the office's board. */
export const DEFAULT_REGISTERS_DUE_BY = '09:30';

const timeOfDay = z
  .string('registersDueBy is required.')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'registersDueBy must be a time like 09:30 (24-hour).');

export const attendanceCodesSchema = z
  .array(attendanceCodeSchema, 'codes must be a list of codes.')
  .min(1, 'codes must hold at least one code.')
  .max(12, 'codes may hold at most 12 codes.')
  .refine((codes) => new Set(codes.map((c) => c.letter)).size === codes.length, 'Each code letter may be used once.')
  .refine((codes) => codes.some((c) => c.countsAsPresent && !c.minutesLate), 'One code must mean present.');

export const updateAttendanceSettingsInput = z.strictObject({
  codes: attendanceCodesSchema,
  teachingWeekdays: z
    .array(
      z
        .number('Each teaching weekday must be a day from 1 (Monday) to 7 (Sunday).')
        .int('Each teaching weekday must be a day from 1 (Monday) to 7 (Sunday).')
        .min(1, 'Each teaching weekday must be a day from 1 (Monday) to 7 (Sunday).')
        .max(7, 'Each teaching weekday must be a day from 1 (Monday) to 7 (Sunday).'),
      'teachingWeekdays must be a list of weekdays.',
    )
    .min(1, 'teachingWeekdays must hold at least one day.')
    .max(7, 'teachingWeekdays may hold at most 7 days.'),
  registersDueBy: timeOfDay,
});
export type AttendanceSettingsInput = z.output<typeof updateAttendanceSettingsInput>;

/** The code a register starts from with "All present": the first that counts as present and is not late. */
export function presentCode(codes: readonly AttendanceCode[]): AttendanceCode {
  return codes.find((c) => c.countsAsPresent && !c.minutesLate) ?? codes[0]!;
}

/** The code the office gives when it confirms a parent's reason. */
export function explainedCode(codes: readonly AttendanceCode[]): AttendanceCode | undefined {
  return codes.find((c) => c.explained);
}

export const REGISTER_SESSION_DAY = 'day';

/** A register's id: one per class, date and session ('day' or a lesson's id). */
export const registerId = (classId: string, date: string, session: string) => `${classId}_${date}_${session}`;
/** A student's record in a register. */
export const attendanceRecordId = (register: string, studentId: string) => `${register}_${studentId}`;
/** A student's totals for a term. */
export const attendanceTotalsId = (termId: string, studentId: string) => `${termId}_${studentId}`;

const markFields = {
  code: z.string(),
  minutesLate: z.number().int().min(0).max(600).nullable(),
  note: z.string().max(500),
  /** When the mark was made (milliseconds): the later change of the same student's mark wins. */
  at: z.number().int().nonnegative(),
  byUid: z.string(),
  byName: z.string(),
};

export const registerMarkSchema = z.object(markFields);
export type RegisterMark = z.infer<typeof registerMarkSchema>;

/** `schools/{id}/registers/{classId}_{date}_{session}`: a whole class's marks, so staff only. */
export const registerSchema = z.object({
  classId: z.string(),
  className: z.string(),
  termId: z.string(),
  date: z.string(),
  session: z.string(),
  /** What the session is: "Daily register" or the lesson's title and time. */
  sessionLabel: z.string(),
  /** The students in the class on that date, kept when the register is first taken. */
  roster: z.array(z.object({ studentId: z.string(), name: z.string() })),
  marks: z.record(z.string(), registerMarkSchema),
  counts: z.object({ present: z.number().int(), late: z.number().int(), absent: z.number().int() }),
  takenByUid: z.string(),
  takenByName: z.string(),
  takenAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type RegisterDoc = z.infer<typeof registerSchema>;

export const EXPLANATION_STATES = ['none', 'reported', 'confirmed'] as const;
export const ABSENCE_REASONS = ['ill', 'appointment', 'family', 'other'] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

/** `schools/{id}/attendanceRecords/{registerId}_{studentId}`: one student's mark, readable by them and their guardians. */
export const attendanceRecordSchema = z.object({
  registerId: z.string(),
  classId: z.string(),
  className: z.string(),
  termId: z.string(),
  date: z.string(),
  session: z.string(),
  sessionLabel: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  /** Who beside staff may read it: the student's account and their guardians' accounts. */
  studentUid: z.string().nullable(),
  guardianUids: z.array(z.string()),
  ...markFields,
  countsAsPresent: z.boolean(),
  /** An absence or a late: what the child's page lists under "recent absences and lates". */
  flagged: z.boolean(),
  /** A parent's reason for the absence, and whether the office confirmed it. */
  explanation: z.object({
    state: z.enum(EXPLANATION_STATES),
    reason: z.enum(ABSENCE_REASONS).nullable(),
    note: z.string().max(500),
  }),
});
export type AttendanceRecordDoc = z.infer<typeof attendanceRecordSchema>;

/** `schools/{id}/attendanceTotals/{termId}_{studentId}`: daily sessions this term, present, and the count per code. */
export const attendanceTotalsSchema = z.object({
  termId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  classId: z.string(),
  studentUid: z.string().nullable(),
  guardianUids: z.array(z.string()),
  sessions: z.number().int().min(0),
  present: z.number().int().min(0),
  codes: z.record(z.string(), z.number().int()),
  /** Minutes late this term, summed over the daily registers. */
  minutesLate: z.number().int().min(0),
  /** Present as a percentage of sessions (one decimal), kept so the persistent-absence list is one indexed query. */
  presentPercent: z.number().min(0).max(100),
});
export type AttendanceTotalsDoc = z.infer<typeof attendanceTotalsSchema>;

/** What a change of one student's daily mark does to their term totals: the mark before (if any) and after. */
export type TotalsCounts = Pick<
  AttendanceTotalsDoc,
  'sessions' | 'present' | 'codes' | 'minutesLate' | 'presentPercent'
>;

export const EMPTY_TOTALS: TotalsCounts = { sessions: 0, present: 0, codes: {}, minutesLate: 0, presentPercent: 100 };

/**
 * A student's term totals after one daily mark is taken or changed: a new mark adds a session, a changed one moves one
 * count from its old code to its new one; minutes late follow the mark; the percentage is recomputed.
 */
export function totalsAfterMark(
  totals: Partial<TotalsCounts> | undefined,
  before: Pick<RegisterMark, 'code' | 'minutesLate'> | undefined,
  after: Pick<RegisterMark, 'code' | 'minutesLate'>,
  codes: readonly AttendanceCode[],
): TotalsCounts {
  const counts = { ...(totals?.codes ?? {}) };
  const sessions = (totals?.sessions ?? 0) + (before ? 0 : 1);
  const presentOf = (letter: string | undefined) => (codes.find((c) => c.letter === letter)?.countsAsPresent ? 1 : 0);
  const present = Math.max(0, (totals?.present ?? 0) + presentOf(after.code) - presentOf(before?.code));
  if (before) counts[before.code] = (counts[before.code] ?? 0) - 1;
  counts[after.code] = (counts[after.code] ?? 0) + 1;
  const minutesLate = Math.max(0, (totals?.minutesLate ?? 0) - (before?.minutesLate ?? 0) + (after.minutesLate ?? 0));
  return {
    sessions,
    present,
    codes: counts,
    minutesLate,
    presentPercent: presentPercent({ sessions, present }) ?? 100,
  };
}

/** Present as a whole percentage of sessions; null before the first session. */
export function presentPercent(totals: Pick<AttendanceTotalsDoc, 'sessions' | 'present'>): number | null {
  return totals.sessions === 0 ? null : Math.round((totals.present / totals.sessions) * 1000) / 10;
}

/** Whether a mark is an absence or a late (anything but a plain present). */
export const isFlagged = (code: Pick<AttendanceCode, 'countsAsPresent' | 'minutesLate'>) =>
  !code.countsAsPresent || code.minutesLate;

/** Below this share of sessions present this term, a student is on the persistent-absence list. */
export const PERSISTENT_ABSENCE_BELOW = 90;

/** What the register screen sends for one student. */
export const markInput = z.strictObject({
  code: z.string('code is required.').min(1, 'code is required.').max(3, 'code is not one of the school’s codes.'),
  minutesLate: z
    .number('minutesLate must be a number of minutes.')
    .int('minutesLate must be a whole number of minutes.')
    .min(0, 'minutesLate must be at least 0.')
    .max(600, 'minutesLate must be at most 600.')
    .optional(),
  note: z.string('note must be text.').trim().max(500, 'note must be at most 500 characters.').optional(),
  /** When the mark was made on the device (milliseconds); marks sent later from offline carry it. */
  at: z
    .number('at must be a time in milliseconds.')
    .int('at must be a time in milliseconds.')
    .min(0, 'at must be a time in milliseconds.')
    .optional(),
});
export type MarkInput = z.output<typeof markInput>;

export const saveRegisterInput = z.strictObject({
  classId: recordId('classId'),
  date: chosenDate('Date'),
  session: recordId('session'),
  marks: z
    .record(recordId('Each student id in marks'), markInput, 'marks must map student ids to marks.')
    .refine((m) => Object.keys(m).length > 0, 'marks must hold at least one mark.')
    .refine((m) => Object.keys(m).length <= 60, 'marks may hold at most 60 marks.'),
  reason: z.string('reason must be text.').trim().max(500, 'reason must be at most 500 characters.').optional(),
});
export type SaveRegisterInput = z.output<typeof saveRegisterInput>;

export interface RegisterSaved {
  status: 200;
  message: string;
  id: string;
  /** Marks kept as sent, and those left because a later change of the same student's mark was already saved. */
  saved: number;
  superseded: string[];
  /** Guardians notified (in-app) by this save. */
  notified: number;
}

/** The register's totals from its marks, with the school's codes. */
export function registerCounts(
  marks: Record<string, Pick<RegisterMark, 'code'>>,
  codes: readonly AttendanceCode[],
): RegisterDoc['counts'] {
  const counts = { present: 0, late: 0, absent: 0 };
  for (const mark of Object.values(marks)) {
    const code = codes.find((c) => c.letter === mark.code);
    if (!code) continue;
    if (code.minutesLate) counts.late++;
    else if (code.countsAsPresent) counts.present++;
    else counts.absent++;
  }
  return counts;
}

/** `schools/{id}/absenceReports/{studentId}_{date}`: a guardian's reason for a day's absence, and the office's confirmation. */
export const absenceReportSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  classId: z.string(),
  date: z.string(),
  reason: z.enum(ABSENCE_REASONS),
  note: z.string().max(500),
  state: z.enum(['reported', 'confirmed']),
  studentUid: z.string().nullable(),
  guardianUids: z.array(z.string()),
  reportedByUid: z.string(),
  reportedByName: z.string(),
  reportedAt: z.number().int(),
  confirmedByName: z.string().nullable(),
});
export type AbsenceReportDoc = z.infer<typeof absenceReportSchema>;
export const absenceReportId = (studentId: string, date: string) => `${studentId}_${date}`;

/** How far back a guardian may still explain an absence. */
export const EXPLAIN_DAYS_BACK = 30;

/** A guardian's report, with messages that name the fields of the report form by their labels. */
// A parent's form: its checks are answered in the parent's language.
export const reportAbsenceInput = z.strictObject({
  studentId: recordId(/*i18n*/ { id: 'check.absence.child', message: 'Child' }),
  date: z.iso.date(
    checkMessage(/*i18n*/ { id: 'check.absence.date', message: 'Date must be a day, such as 2026-11-26.' }),
  ),
  reason: z.enum(
    ABSENCE_REASONS,
    checkMessage(
      /*i18n*/ {
        id: 'check.absence.reason',
        message: 'Reason must be one of ill, appointment, family or other.',
      },
    ),
  ),
  note: z
    .string(
      checkMessage(
        /*i18n*/ { id: 'check.absence.note-text', message: 'Anything the school should know must be text.' },
      ),
    )
    .trim()
    .max(
      500,
      checkMessage(
        /*i18n*/ {
          id: 'check.absence.note-too-long',
          message: 'Anything the school should know must be at most 500 characters.',
        },
      ),
    )
    .optional(),
});

export const confirmAbsenceInput = z.strictObject({
  studentId: recordId('studentId'),
  date: chosenDate('Date'),
});

/** One register as the office's board shows it: its counts, who took it, and who is absent (no marks of others). */
export const registerSummarySchema = z.object({
  classId: z.string(),
  className: z.string(),
  session: z.string(),
  sessionLabel: z.string(),
  counts: z.object({ present: z.number().int(), late: z.number().int(), absent: z.number().int() }),
  takenByName: z.string(),
  takenAt: z.number().int(),
  updatedAt: z.number().int(),
  absent: z.array(z.object({ studentId: z.string(), name: z.string(), code: z.string() })),
});
export type RegisterSummary = z.infer<typeof registerSummarySchema>;

/** A guardian's reason as the office's board lists it. */
export const daySummaryReportSchema = z.object({
  studentName: z.string(),
  classId: z.string(),
  reason: z.enum(ABSENCE_REASONS),
  note: z.string(),
  state: z.enum(['reported', 'confirmed']),
  reportedByName: z.string(),
});

/**
 * `schools/{id}/attendanceDays/{date}` (office only): every register taken that day and every guardian's reason for
 * it, kept by the saves, so the office's board reads one document for the whole school's day.
 */
export const attendanceDaySchema = z.object({
  date: z.string(),
  registers: z.record(z.string(), registerSummarySchema),
  reports: z.record(z.string(), daySummaryReportSchema),
});
export type AttendanceDayDoc = z.infer<typeof attendanceDaySchema>;

/** The board's line for a register, from the register itself: absent means a code that does not count as present. */
export function registerSummary(
  register: Pick<
    RegisterDoc,
    'classId' | 'className' | 'session' | 'sessionLabel' | 'roster' | 'marks' | 'takenByName' | 'takenAt' | 'updatedAt'
  >,
  codes: readonly AttendanceCode[],
): RegisterSummary {
  const absentCodes = new Set(codes.filter((c) => !c.countsAsPresent).map((c) => c.letter));
  return {
    classId: register.classId,
    className: register.className,
    session: register.session,
    sessionLabel: register.sessionLabel,
    counts: registerCounts(register.marks, codes),
    takenByName: register.takenByName,
    takenAt: register.takenAt,
    updatedAt: register.updatedAt,
    absent: register.roster
      .filter((s) => absentCodes.has(register.marks[s.studentId]?.code ?? ''))
      .map((s) => ({ studentId: s.studentId, name: s.name, code: register.marks[s.studentId]!.code })),
  };
}

/**
 * `classWeeks/{classId}_{monday}`: each register of one class taken in one week (Monday to Sunday), by register id,
 * with its date, session and counts, written again from the register whenever it changes
 * (functions/src/on-class-weeks.ts). A teacher's dashboard reads a class's registers of today and of the week as
 * this one document. Read as the registers are: the office and the class's teachers.
 */
export const classWeekSchema = z.object({
  classId: z.string(),
  week: z.iso.date(),
  registers: z
    .record(
      z.string(),
      z.object({
        date: z.string(),
        session: z.string(),
        counts: z.object({ present: z.number().int(), late: z.number().int(), absent: z.number().int() }),
      }),
    )
    .default({}),
});
export type ClassWeekDoc = z.output<typeof classWeekSchema>;

/** The Monday of a school-local date's week. */
const mondayOf = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};

/** The class week document a register of `date` is kept in. */
export const classWeekId = (classId: string, date: string) => `${classId}_${mondayOf(date)}`;

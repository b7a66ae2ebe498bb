/**
 * What a guardian reads when a register marks their child (an alerting mark, or its correction), in the guardian's
 * language. A code the school kept as it came (Absent, Late …) reads in the reader's words; one the school renamed
 * reads as the school wrote it.
 */
import { type AbsenceReason, type AttendanceCode, DEFAULT_ATTENDANCE_CODES } from '@academy/shared/attendance';
import type { Message } from './notify';
import type { Reader } from './readers';

const MARK_KEYS: Record<string, string> = {
  Present: 'present',
  Late: 'late',
  Absent: 'absent',
  Excused: 'excused',
  'Off-site activity': 'offsite',
};

/** The select key of a code: one of the defaults' (its label unchanged), else `other` (its label as written). */
export function markKey(code: Pick<AttendanceCode, 'letter' | 'label'>): string {
  const kept = DEFAULT_ATTENDANCE_CODES.some((c) => c.letter === code.letter && c.label === code.label);
  return kept ? (MARK_KEYS[code.label] ?? 'other') : 'other';
}

const MESSAGES = {
  marked: /*i18n*/ {
    id: 'alert.attendance.marked.title',
    message:
      '{mark, select, absent {{name} was marked absent} late {{name} was marked late} present {{name} was marked present} excused {{name} was marked excused} offsite {{name} was marked off-site activity} other {{name} was marked {label}}}',
  },
  corrected: /*i18n*/ {
    id: 'alert.attendance.corrected.title',
    message:
      '{mark, select, absent {Correction: {name} is marked absent} late {Correction: {name} is marked late} present {Correction: {name} is marked present} excused {Correction: {name} is marked excused} offsite {Correction: {name} is marked off-site activity} other {Correction: {name} is marked {label}}}',
  },
  dailyRegister: /*i18n*/ { id: 'alert.attendance.daily-register', message: 'daily register' },
  askWhy: /*i18n*/ {
    id: 'alert.attendance.marked.body',
    message: '{className}, {session}, {day}. Tell the school why from {name}’s page.',
  },
  askWhyLate: /*i18n*/ {
    id: 'alert.attendance.marked.body-late',
    message:
      '{className}, {session}, {day}: {minutes, plural, one {# minute late} other {# minutes late}}. Tell the school why from {name}’s page.',
  },
  reported: /*i18n*/ {
    id: 'alert.attendance.marked.body-reported',
    message:
      '{className}, {session}, {day}. The school has your report ({reason, select, ill {ill} appointment {appointment} family {family} other {other}}), so there is nothing more to do.',
  },
  reportedLate: /*i18n*/ {
    id: 'alert.attendance.marked.body-late-reported',
    message:
      '{className}, {session}, {day}: {minutes, plural, one {# minute late} other {# minutes late}}. The school has your report ({reason, select, ill {ill} appointment {appointment} family {family} other {other}}), so there is nothing more to do.',
  },
  correction: /*i18n*/ {
    id: 'alert.attendance.corrected.body',
    message:
      '{mark, select, absent {{className}, {session}, {day}: the earlier absent mark was changed.} late {{className}, {session}, {day}: the earlier late mark was changed.} other {{className}, {session}, {day}: the earlier {label} mark was changed.}}',
  },
};

export interface MarkAlert {
  /** The child's first name, as written. */
  name: string;
  className: string;
  /** The register: daily, or the lesson's label as written. */
  daily: boolean;
  sessionLabel: string;
  /** The register's date (YYYY-MM-DD). */
  date: string;
  code: AttendanceCode;
  minutesLate: number | null;
  /** The family's reason when they told the school already. */
  reported: AbsenceReason | null;
  link: string;
}

const lower = (label: string) => label.toLowerCase();

function where(alert: MarkAlert, reader: Reader) {
  return {
    className: alert.className,
    session: alert.daily ? reader.t(MESSAGES.dailyRegister) : lower(alert.sessionLabel),
    day: reader.date(alert.date),
    name: alert.name,
  };
}

/** An alerting mark (Absent, Late …): what happened, and what the family can do about it. */
export function markedMessage(alert: MarkAlert, reader: Reader): Message {
  const values = { ...where(alert, reader), minutes: alert.minutesLate, reason: alert.reported };
  const body = alert.reported
    ? alert.minutesLate
      ? MESSAGES.reportedLate
      : MESSAGES.reported
    : alert.minutesLate
      ? MESSAGES.askWhyLate
      : MESSAGES.askWhy;
  return {
    title: reader.t(MESSAGES.marked, { mark: markKey(alert.code), name: alert.name, label: lower(alert.code.label) }),
    body: reader.t(body, values),
    link: alert.link,
  };
}

/** An alerting mark changed to one that does not alert: the earlier alert is withdrawn. */
export function correctedMessage(alert: MarkAlert, old: AttendanceCode, reader: Reader): Message {
  return {
    title: reader.t(MESSAGES.corrected, {
      mark: markKey(alert.code),
      name: alert.name,
      label: lower(alert.code.label),
    }),
    body: reader.t(MESSAGES.correction, { ...where(alert, reader), mark: markKey(old), label: lower(old.label) }),
    link: alert.link,
  };
}

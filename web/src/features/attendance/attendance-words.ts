/**
 * The attendance words a reader sees in their own language: the reasons a family gives, where a reason stands, the
 * daily register's name, and the school's codes while they keep their default labels.
 *
 * A code's label is the school's own word (Settings can rename it). A code the school has left as it came (the same
 * letter and the same English label as `DEFAULT_ATTENDANCE_CODES`) reads in the reader's language; a renamed or added
 * code is the school's text and shows exactly as the school wrote it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type AbsenceReason,
  type AttendanceCode,
  DEFAULT_ATTENDANCE_CODES,
  EXPLANATION_STATES,
  REGISTER_SESSION_DAY,
} from '@academy/shared/attendance';

type Translate = (descriptor: MessageDescriptor) => string;

/** A family's reason for an absence (the report form's choices and every list that shows one). */
export const REASON_LABEL: Record<AbsenceReason, MessageDescriptor> = {
  ill: msg({ message: 'Ill', context: 'absence reason' }),
  appointment: msg({ message: 'Appointment', context: 'absence reason' }),
  family: msg({ message: 'Family', context: 'absence reason' }),
  other: msg({ message: 'Other', context: 'absence reason' }),
};

/** Where an absence's explanation stands, as a family reads it about their own child. */
export const FAMILY_EXPLANATION: Record<(typeof EXPLANATION_STATES)[number], MessageDescriptor> = {
  none: msg`unexplained`,
  reported: msg`reported by you`,
  confirmed: msg`confirmed by the school`,
};

/** The default codes' labels, by letter: each used only while the school's code still has the default label. */
const DEFAULT_CODE_LABEL: Record<string, MessageDescriptor> = {
  P: msg({ message: 'Present', context: 'attendance code' }),
  L: msg({ message: 'Late', context: 'attendance code' }),
  A: msg({ message: 'Absent', context: 'attendance code' }),
  E: msg({ message: 'Excused', context: 'attendance code' }),
  O: msg({ message: 'Off-site activity', context: 'attendance code' }),
};

const DEFAULT_LABELS = new Map(DEFAULT_ATTENDANCE_CODES.map((c) => [c.letter, c.label]));

/** A code's label for the reader: the default's translation while the school has not renamed it, else its own. */
export function codeLabel(code: Pick<AttendanceCode, 'letter' | 'label'>, t: Translate): string {
  const descriptor = DEFAULT_CODE_LABEL[code.letter];
  return descriptor && DEFAULT_LABELS.get(code.letter) === code.label ? t(descriptor) : code.label;
}

/** A mark's label from its letter, with the school's codes (a letter no longer among them shows as it is). */
export function markLabel(letter: string, codes: readonly AttendanceCode[], t: Translate): string {
  const code = codes.find((c) => c.letter === letter);
  return code ? codeLabel(code, t) : letter;
}

/**
 * A register's name: the daily register in the reader's language; a lesson's register by its stored label (the
 * lesson's time and title, as the school wrote them). The server stores the daily register's label in English.
 */
export function sessionName(register: { session: string; sessionLabel: string }, t: Translate): string {
  return register.session === REGISTER_SESSION_DAY ? t(DAILY_REGISTER) : register.sessionLabel;
}

export const DAILY_REGISTER = msg`Daily register`;

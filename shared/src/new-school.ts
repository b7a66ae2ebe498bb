/** A school's record as it starts: what the bootstrap command, the demo data and the benches all write. */
import { type AttendanceCode, DEFAULT_ATTENDANCE_CODES } from './attendance';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from './password-policy';
import { type SchoolDoc, schoolSchema } from './school';

export interface NewSchool {
  name: string;
  timezone: string;
  currency: string;
  /** How the school's dates read; en-GB when not given. */
  locale?: string;
  currentTermId?: string | null;
  attendanceCodes?: AttendanceCode[];
  /** Only what differs from the default policy (6 characters, nothing else required). */
  passwordPolicy?: Partial<PasswordPolicy>;
}

export function newSchoolRecord({
  currentTermId = null,
  attendanceCodes = DEFAULT_ATTENDANCE_CODES,
  passwordPolicy,
  ...school
}: NewSchool): SchoolDoc {
  return schoolSchema.parse({
    ...school,
    currentTermId,
    settings: { attendanceCodes, passwordPolicy: { ...DEFAULT_PASSWORD_POLICY, ...passwordPolicy } },
  });
}

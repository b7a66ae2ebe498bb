import { z } from 'zod';
import { attendanceCodeSchema, DEFAULT_REGISTERS_DUE_BY } from './attendance';
import { DEFAULT_LOCALE, isLocale } from './date-format';
import { fileRefSchema } from './files';
import { LATE_FEE_OFF, lateFeeSettingSchema } from './fees';
import { messageSettingsSchema } from './messages';
import { DEFAULT_SIGN_IN_SETTINGS, signInSettingsSchema } from './sign-in-methods';

export const passwordPolicySchema = z.object({
  minLength: z.number().int().min(6).max(128).default(6),
  maxLength: z.number().int().min(6).max(4096).optional(),
  requireLowercase: z.boolean().default(false),
  requireUppercase: z.boolean().default(false),
  requireNumeric: z.boolean().default(false),
  requireNonAlphanumeric: z.boolean().default(false),
});

export const schoolSchema = z.object({
  name: z.string().trim().min(1).max(120),
  timezone: z.string().min(1),
  /** How dates and times read (BCP 47, e.g. "en-GB"); a record written before schools had one reads as en-GB. */
  locale: z
    .string()
    .trim()
    .refine(isLocale, 'Locale: choose a language and region, such as en-GB.')
    .default(DEFAULT_LOCALE),
  /** The Admin's choice over the locale: 12 or 24 hours (unset: the locale's own). */
  hourCycle: z.enum(['h12', 'h23']).optional(),
  /** The ISO weekday (1 Monday … 7 Sunday) a week begins on (unset: the locale's own). */
  weekStart: z.number().int().min(1).max(7).optional(),
  /**
   * The language of the school's own documents (a catalogue in locales/): what is sent to someone who has not chosen
   * a language, such as a letter to a parent without an account yet. English until the school chooses another.
   */
  language: z.string().trim().min(2).max(35).default('en'),
  currency: z.string().length(3),
  /** The school's logo (the `logo` place): shown in the app's header, on /join, on receipts and on letters. */
  logo: fileRefSchema.nullable().optional(),
  currentTermId: z.string().nullable(),
  settings: z.object({
    /** The register's codes: letter, label, whether it counts as present (see attendance.ts). */
    attendanceCodes: z.array(attendanceCodeSchema).min(1),
    /** Registers still untaken at this school-local time are highlighted on the office's board. */
    registersDueBy: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .default(DEFAULT_REGISTERS_DUE_BY),
    /** ISO weekdays the school teaches (1 Monday … 7 Sunday): registers are refused on the others. */
    teachingWeekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7).default([1, 2, 3, 4, 5]),
    passwordPolicy: passwordPolicySchema,
    /** Fees: the late fee the office may switch on (off by default). */
    lateFee: lateFeeSettingSchema.default(LATE_FEE_OFF),
    /** Days an invitation to make an account holds (invitationDaysOf; 14 unless set). */
    invitationDays: z.number().int().min(1).max(90).optional(),
    /** Which ways each role may sign in, allowed e-mail domains, and whether Admins need a second step. */
    signIn: signInSettingsSchema.default(DEFAULT_SIGN_IN_SETTINGS),
    /** Months after a student leaves (is archived) before their data is erased; absent or null: kept until erased by hand. */
    eraseLeaversAfterMonths: z.number().int().min(1).max(120).nullable().optional(),
    /** Messages: students on or off, the staff's default working hours, how long conversations are kept. */
    messages: messageSettingsSchema.optional(),
  }),
});
export type SchoolDoc = z.infer<typeof schoolSchema>;
export type School = SchoolDoc & { id: string };

import { z } from 'zod';

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
  currency: z.string().length(3),
  currentTermId: z.string().nullable(),
  settings: z.object({
    attendanceCodes: z.array(z.string().min(1).max(3)),
    /** ISO weekdays the school teaches (1 Monday … 7 Sunday): registers are refused on the others. */
    teachingWeekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7).default([1, 2, 3, 4, 5]),
    passwordPolicy: passwordPolicySchema,
  }),
});
export type SchoolDoc = z.infer<typeof schoolSchema>;
export type School = SchoolDoc & { id: string };

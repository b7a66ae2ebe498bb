import { z } from 'zod';

const isoDate = z.iso.date();

export const termSchema = z.object({
  schoolYear: z.string().regex(/^\d{4}\/\d{4}$/, 'School year must look like 2026/2027'),
  name: z.string().trim().min(1).max(60),
  startDate: isoDate,
  endDate: isoDate,
  current: z.boolean(),
  /** Prefixes of the name and school year, for the list's search (recordSearchTokens). */
  searchTokens: z.array(z.string()).default([]),
});
export type TermDoc = z.infer<typeof termSchema>;

export const subjectSchema = z.object({
  code: z.string().trim().min(1).max(12),
  name: z.string().trim().min(1).max(80),
  department: z.string().max(80),
  gradeLevels: z.array(z.number().int().min(0).max(13)),
  searchTokens: z.array(z.string()).default([]),
});
export type SubjectDoc = z.infer<typeof subjectSchema>;

export const classSchema = z.object({
  name: z.string().trim().min(1).max(40),
  grade: z.number().int().min(0).max(13),
  section: z.string().max(10),
  capacity: z.number().int().min(1).max(200),
  homeroomTeacherId: z.string().nullable(),
  /** Accounts of the teachers who teach this class: what a teacher's reads are checked against. */
  teacherUids: z.array(z.string()),
  /**
   * Accounts of the guardians of the class's students: what lets a parent read their child's class (and its
   * timetable). The API recomputes it whenever a student's class or guardians change (functions/src/lib/class-families.ts).
   */
  guardianUids: z.array(z.string()).default([]),
  /** The homeroom teacher's name, kept with the class so its families can read it without reading the staff records. */
  homeroomTeacherName: z.string().default(''),
  termId: z.string(),
  studentCount: z.number().int().min(0),
  searchTokens: z.array(z.string()).default([]),
});
export type ClassDoc = z.infer<typeof classSchema>;

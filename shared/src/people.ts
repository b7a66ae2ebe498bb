import { z } from 'zod';
import { personAccountSchema } from './invitations';

const isoDate = z.iso.date();
/** Set once a person's data is erased: the record stays as a pseudonym ("Erased student 4F2A") with its figures. */
const erasedFields = {
  erased: z.boolean().optional(),
  erasedAt: z.number().int().optional(),
};
const personName = z.string().trim().min(1).max(80);

/** How a student is written of (a report's comment bank fills he/his/him with them). */
export const PRONOUNS = ['he', 'she', 'they'] as const;
export type Pronouns = (typeof PRONOUNS)[number];

export const STUDENT_STATUSES = ['enrolled', 'withdrawn', 'graduated'] as const;
export const EMPLOYMENT_STATUSES = ['active', 'on-leave', 'left'] as const;

export const studentSchema = z.object({
  admissionNumber: z.string().trim().min(1).max(20),
  firstName: personName,
  lastName: personName,
  dateOfBirth: isoDate,
  gender: z.enum(['female', 'male', 'other']),
  /** Absent: from `gender` (female: she, male: he, other: they); see `pronounsOf` in reports.ts. */
  pronouns: z.enum(PRONOUNS).optional(),
  classId: z.string().nullable(),
  guardianIds: z.array(z.string()),
  status: z.enum(STUDENT_STATUSES),
  enrolmentDate: isoDate,
  medicalNotes: z.string().max(2000).default(''),
  emergencyContact: z.object({ name: z.string().max(120), phone: z.string().max(40) }),
  /** Who may read this record beside staff: the student's own account and their guardians' accounts. */
  accountUid: z.string().nullable(),
  /** The account's standing for the lists' filters: kept with every invitation and acceptance (invitations.ts). */
  account: personAccountSchema.optional(),
  guardianUids: z.array(z.string()),
  /**
   * Guardians (parent ids) whom staff may leave out of a conversation about this child, where the school has a reason
   * (a court order, a parent who asked). Every other guardian with an account is in every such conversation.
   */
  messagesMayLeaveOut: z.array(z.string()).optional(),
  searchTokens: z.array(z.string()),
  archived: z.boolean().default(false),
  /**
   * The family record (fees) the child belongs to, set once when it is first opened or joined: linking or unlinking
   * a guardian never moves the child to another family, so the family's balance and credit stay in one place.
   */
  familyId: z.string().optional(),
  /** When the student was last archived (left): what the school's retention setting counts from. */
  archivedAt: z.number().int().optional(),
  ...erasedFields,
});
export type StudentDoc = z.infer<typeof studentSchema>;
export type Student = StudentDoc & { id: string };

const contact = {
  firstName: personName,
  lastName: personName,
  email: z.email(),
  phone: z.string().max(40).default(''),
  accountUid: z.string().nullable(),
  account: personAccountSchema.optional(),
  archived: z.boolean().default(false),
};

export const parentSchema = z.object({
  ...contact,
  /** '' for a parent the school knows only by phone. */
  email: z.union([z.literal(''), z.email()]),
  relationship: z.string().max(40),
  childIds: z.array(z.string()),
  /** The classes of the parent's children who are not archived, kept by the server, for "parents of a class". */
  childClassIds: z.array(z.string()).default([]),
  /** Prefixes of the names and e-mail words, for the Parents list's search box. */
  searchTokens: z.array(z.string()).default([]),
  ...erasedFields,
});
export type ParentDoc = z.infer<typeof parentSchema>;

const employee = {
  ...contact,
  department: z.string().max(80),
  position: z.string().max(80),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES),
  /** Prefixes of the name, department and position, for the list's search (employeeSearchTokens). */
  searchTokens: z.array(z.string()).default([]),
};

export const teacherSchema = z.object({ ...employee, subjectIds: z.array(z.string()) });
export type TeacherDoc = z.infer<typeof teacherSchema>;

export const staffSchema = z.object(employee);
export type StaffDoc = z.infer<typeof staffSchema>;

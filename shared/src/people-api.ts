/** What an Admin sends to create, change or archive a student; the web form checks the same schema field by field. */
import { z } from 'zod';
import { EMPLOYMENT_STATUSES, type ParentDoc, STUDENT_STATUSES } from './people';
import { recordSearchTokens } from './search-tokens';
import { recordId } from './structure-api';

const text = (label: string, max: number) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
const optionalText = (label: string, max: number) =>
  z.string(`${label} must be text.`).trim().max(max, `${label} must be at most ${max} characters.`);
const isoDate = (label: string) => z.iso.date(`${label} must be a date (YYYY-MM-DD).`);

const studentFields = {
  admissionNumber: z
    .string('Admission number is required.')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9/-]{0,19}$/, 'Admission number must be 1 to 20 letters, digits, dashes or slashes.'),
  firstName: text('First name', 80),
  lastName: text('Last name', 80),
  dateOfBirth: isoDate('Date of birth'),
  gender: z.enum(['female', 'male', 'other'], 'Gender must be female, male or other.'),
  classId: recordId('Class').nullable(),
  guardianIds: z
    .array(recordId('Guardian'), 'Guardians must be a list of parents.')
    .max(6, 'A student can have at most 6 guardians.'),
  status: z.enum(STUDENT_STATUSES, 'Status must be enrolled, withdrawn or graduated.'),
  enrolmentDate: isoDate('Enrolment date'),
  medicalNotes: optionalText('Medical notes', 2000),
  emergencyContactName: optionalText('Emergency contact', 120),
  emergencyContactPhone: optionalText('Emergency phone', 40).regex(
    /^[0-9+()\s.-]*$/,
    'Emergency phone may hold only digits, spaces and + ( ) . - characters.',
  ),
};
function studentChecks<T extends z.ZodType<{ dateOfBirth: string; enrolmentDate: string }>>(schema: T) {
  return schema.refine((s) => s.enrolmentDate > s.dateOfBirth, {
    message: 'Enrolment date must be after the date of birth.',
    path: ['enrolmentDate'],
  });
}
export const createStudentInput = studentChecks(z.strictObject(studentFields));
export const updateStudentInput = studentChecks(z.strictObject({ id: recordId('id'), ...studentFields }));

/** Students are archived, never deleted: their history (attendance, fees …) stays theirs. */
export const archiveStudentInput = z.strictObject({
  id: recordId('id'),
  archived: z.boolean('archived must be true or false.'),
});

const parentFields = {
  firstName: text('First name', 80),
  lastName: text('Last name', 80),
  email: z
    .email('E-mail must be a valid e-mail address.')
    .max(254, 'E-mail must be at most 254 characters.')
    .transform((e) => e.toLowerCase()),
  phone: optionalText('Phone', 40).regex(
    /^[0-9+()\s.-]*$/,
    'Phone may hold only digits, spaces and + ( ) . - characters.',
  ),
  relationship: optionalText('Relationship', 40),
  childIds: z
    .array(recordId('Child'), 'Children must be a list of students.')
    .max(20, 'A parent can have at most 20 children here.'),
};
export const createParentInput = z.strictObject(parentFields);
export const updateParentInput = z.strictObject({ id: recordId('id'), ...parentFields });
export const archiveParentInput = archiveStudentInput;

const employeeFields = {
  firstName: parentFields.firstName,
  lastName: parentFields.lastName,
  email: parentFields.email,
  phone: parentFields.phone,
  department: optionalText('Department', 80),
  position: optionalText('Position', 80),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES, 'Employment status must be active, on-leave or left.'),
};
const teacherFields = {
  ...employeeFields,
  subjectIds: z
    .array(recordId('Subject'), 'Subjects must be a list of subjects.')
    .max(20, 'A teacher can teach at most 20 subjects here.'),
};
/** Teachers and office staff: e-mail unique among the school's teachers (or staff); archived, never deleted. */
export const createTeacherInput = z.strictObject(teacherFields);
export const updateTeacherInput = z.strictObject({ id: recordId('id'), ...teacherFields });
export const archiveTeacherInput = archiveStudentInput;
export const createStaffInput = z.strictObject(employeeFields);
export const updateStaffInput = z.strictObject({ id: recordId('id'), ...employeeFields });
export const archiveStaffInput = archiveStudentInput;

/** The words a parent is found by in the Parents list: names and the words of their e-mail. */
export const parentSearchTokens = (p: Pick<ParentDoc, 'firstName' | 'lastName' | 'email'>) =>
  recordSearchTokens(p.firstName, p.lastName, p.email.replace(/[@.]/g, ' '));

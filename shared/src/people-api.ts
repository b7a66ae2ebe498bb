/** What an Admin sends to create, change or archive a student; the web form checks the same schema field by field. */
import { z } from 'zod';
import { chosenDate } from './chosen-date';
import { EMPLOYMENT_STATUSES, type ParentDoc, STUDENT_STATUSES, type StaffDoc } from './people';
import { emailText, proseText } from './plain-text';
import { recordSearchTokens } from './search-tokens';
import { optionalText, recordId, text } from './structure-api';

/** Digits and punctuation only (the regex beside each use), so nothing invisible gets through. */
const phoneText = (label: string) =>
  z.string(`${label} must be text.`).trim().max(40, `${label} must be at most 40 characters.`);
const isoDate = chosenDate;

/** The key a student is matched on in imports, so a lookup only ever queries with a value that could be on file. */
export const admissionNumberField = z
  .string('Admission number is required.')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9/-]{0,19}$/, 'Admission number must be 1 to 20 letters, digits, dashes or slashes.');
/** The key a parent, teacher or staff member is matched on. */
export const personEmailField = emailText('E-mail');

const studentFields = {
  admissionNumber: admissionNumberField,
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
  medicalNotes: proseText('Medical notes', 2000),
  emergencyContactName: optionalText('Emergency contact', 120),
  emergencyContactPhone: phoneText('Emergency phone').regex(
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

/** A parent the school knows only by phone has no e-mail (''): they are invited on paper and join with the phone. */
const parentEmailField = z.string('E-mail must be a valid e-mail address.').transform((value, ctx) => {
  if (value === '') return '';
  const checked = personEmailField.safeParse(value);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

const parentFields = {
  firstName: text('First name', 80),
  lastName: text('Last name', 80),
  email: parentEmailField,
  phone: phoneText('Phone').regex(/^[0-9+()\s.-]*$/, 'Phone may hold only digits, spaces and + ( ) . - characters.'),
  relationship: optionalText('Relationship', 40),
  childIds: z
    .array(recordId('Child'), 'Children must be a list of students.')
    .max(20, 'A parent can have at most 20 children here.'),
};
/** Without an e-mail address the school must have a phone number, or it could not reach the parent at all. */
const reachable = { message: 'E-mail: give an e-mail address or a phone number for this parent.', path: ['email'] };
export const createParentInput = z
  .strictObject(parentFields)
  .refine((p) => p.email !== '' || p.phone.trim() !== '', reachable);
export const updateParentInput = z
  .strictObject({ id: recordId('id'), ...parentFields })
  .refine((p) => p.email !== '' || p.phone.trim() !== '', reachable);
export const archiveParentInput = archiveStudentInput;

const employeeFields = {
  firstName: parentFields.firstName,
  lastName: parentFields.lastName,
  email: personEmailField,
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

/** The words a teacher or staff member is found by in their list's search box. */
export const employeeSearchTokens = (p: Pick<StaffDoc, 'firstName' | 'lastName' | 'department' | 'position'>) =>
  recordSearchTokens(p.firstName, p.lastName, p.department, p.position);

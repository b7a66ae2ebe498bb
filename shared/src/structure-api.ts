/**
 * What an Admin sends to create or change terms, subjects and classes. The same schemas validate the web forms
 * (field by field) and the API (first problem), so a form and the server can never disagree.
 */
import { z } from 'zod';
import { chosenDate } from './chosen-date';
import { documentIdField } from './document-id';
import { nameText, optionalNameText } from './plain-text';
import { recordSearchTokens } from './search-tokens';
import type { ClassDoc, SubjectDoc, TermDoc } from './structure';

/** A Firestore document id: letters, digits, - and _ only, so it can never reach another path. */
export const recordId = (label: Parameters<typeof documentIdField>[0]) => documentIdField(label);

/** A required one-line name or title (NFC, nothing invisible); see plain-text.ts. */
export const text = nameText;
/** An optional one-line field. */
export const optionalText = optionalNameText;
const isoDate = chosenDate;
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number(`${label} must be a number.`)
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);
const grade = (label: string) => wholeNumber(label, 0, 13);

const termFields = {
  schoolYear: z
    .string('School year is required.')
    .regex(/^\d{4}\/\d{4}$/, 'School year must look like 2026/2027.')
    .refine((y) => Number(y.slice(5)) === Number(y.slice(0, 4)) + 1, 'School year must be two consecutive years.'),
  name: text('Name', 60),
  startDate: isoDate('Start date'),
  endDate: isoDate('End date'),
  current: z.boolean('Current must be true or false.'),
};
function termChecks<T extends z.ZodType<{ startDate: string; endDate: string }>>(schema: T) {
  return schema.refine((t) => t.endDate > t.startDate, {
    message: 'End date must be after the start date.',
    path: ['endDate'],
  });
}
export const createTermInput = termChecks(z.strictObject(termFields));
export const updateTermInput = termChecks(z.strictObject({ id: recordId('id'), ...termFields }));

const subjectFields = {
  code: z
    .string('Code is required.')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{1,12}$/, 'Code must be 1 to 12 letters, digits or dashes.'),
  name: text('Name', 80),
  department: optionalText('Department', 80),
  gradeLevels: z
    .array(grade('Each grade level'), 'Grade levels must be a list of grades.')
    .max(14, 'Grade levels can list at most 14 grades.'),
};
export const createSubjectInput = z.strictObject(subjectFields);
export const updateSubjectInput = z.strictObject({ id: recordId('id'), ...subjectFields });

const classFields = {
  name: text('Name', 40),
  grade: grade('Grade'),
  section: optionalText('Section', 10),
  capacity: wholeNumber('Capacity', 1, 200),
  homeroomTeacherId: recordId('Homeroom teacher').nullable(),
  termId: recordId('Term'),
};
export const createClassInput = z.strictObject(classFields);
export const updateClassInput = z.strictObject({ id: recordId('id'), ...classFields });

/** Add (from no class), move (from another class) or remove (classId null) students: one roster change. */
export const assignStudentsInput = z.strictObject({
  studentIds: z
    .array(recordId('Student'), 'Students must be a list of student ids.')
    .min(1, 'Choose at least one student.')
    .max(100, 'Move at most 100 students at a time.'),
  classId: recordId('Class').nullable(),
});

export const deleteRecordInput = z.strictObject({ id: recordId('id') });

/** Every API write of a record answers with what happened and the record's id. */
export interface RecordSaved {
  status: 200;
  message: string;
  id: string;
}

/** The words each record is found by in its list's search box. */
export const termSearchTokens = (t: Pick<TermDoc, 'name' | 'schoolYear'>) =>
  recordSearchTokens(t.name, t.schoolYear.replace('/', ' '));
export const subjectSearchTokens = (s: Pick<SubjectDoc, 'code' | 'name' | 'department'>) =>
  recordSearchTokens(s.code, s.name, s.department);
export const classSearchTokens = (c: Pick<ClassDoc, 'name' | 'section'>) => recordSearchTokens(c.name, c.section);

/**
 * Per-field messages for a form: the first problem of each field, keyed by the field's name. The API answers
 * with the first of them only.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  }
  return out;
}

/**
 * The import columns in words (shared/src/people-import.ts keeps their names, which the file's header uses): each
 * column's label and what its cell holds, for the column guide and the preview.
 */
import type { ImportKind } from '@academy/shared/people-import';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const COLUMN_LABELS: Record<string, MessageDescriptor> = {
  admissionNumber: msg`Admission number`,
  firstName: msg`First name`,
  lastName: msg`Last name`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  department: msg`Department`,
  position: msg`Position`,
  employmentStatus: msg`Employment status`,
  dateOfBirth: msg`Date of birth`,
  gender: msg`Gender`,
  class: msg`Class`,
  status: msg`Status`,
  enrolmentDate: msg`Enrolment date`,
  medicalNotes: msg`Medical notes`,
  emergencyContactName: msg`Emergency contact`,
  emergencyContactPhone: msg`Emergency phone`,
  guardianEmails: msg`Guardians`,
  relationship: msg`Relationship`,
  childAdmissionNumbers: msg`Children`,
  subjectCodes: msg`Subjects`,
};

/** What a cell holds, where the label alone does not say. Values the file must spell as shown stay in English. */
export const COLUMN_HELP: Record<string, MessageDescriptor> = {
  admissionNumber: msg`Unique: a row with an admission number already on file updates that student.`,
  email: msg`Unique: a row with an e-mail already on file updates that person.`,
  employmentStatus: msg`active, on-leave or left; empty keeps it as it is (active for someone new).`,
  dateOfBirth: msg`YYYY-MM-DD.`,
  enrolmentDate: msg`YYYY-MM-DD.`,
  gender: msg`female, male or other.`,
  class: msg`The name of a class of the current term, e.g. Grade 7A; empty for no class.`,
  status: msg`enrolled, withdrawn or graduated; empty keeps it as it is (enrolled for someone new).`,
  guardianEmails: msg`E-mails of parents already on file, separate several with ";".`,
  relationship: msg`e.g. Mother, Guardian.`,
  childAdmissionNumbers: msg`Admission numbers of students already on file, separate several with ";".`,
  subjectCodes: msg`Codes of subjects already on file, separate several with ";".`,
};

export const IMPORT_TITLE: Record<ImportKind, MessageDescriptor> = {
  students: msg`Import students from a CSV file`,
  parents: msg`Import parents from a CSV file`,
  teachers: msg`Import teachers from a CSV file`,
  staff: msg`Import staff from a CSV file`,
};

/** How a row finds the person it updates: by the kind's key column. */
export const IMPORT_INTRO: Record<ImportKind, MessageDescriptor> = {
  students: msg`Fill in the template in a spreadsheet, save it as CSV and choose it here. A row whose admission number is already on file updates that student; the others are added.`,
  parents: msg`Fill in the template in a spreadsheet, save it as CSV and choose it here. A row whose e-mail is already on file updates that parent; the others are added.`,
  teachers: msg`Fill in the template in a spreadsheet, save it as CSV and choose it here. A row whose e-mail is already on file updates that teacher; the others are added.`,
  staff: msg`Fill in the template in a spreadsheet, save it as CSV and choose it here. A row whose e-mail is already on file updates that staff member; the others are added.`,
};

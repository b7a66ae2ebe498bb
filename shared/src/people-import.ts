/**
 * CSV import of students, parents, teachers and staff: the columns of each kind's file, how a header row is matched
 * to them, and what an Admin sends to check (dry run) or import the rows. The server turns each row into the same
 * input the person's form sends (createStudentInput …) and checks it with the same schema.
 */
import { z } from 'zod';

export const IMPORT_KINDS = ['students', 'parents', 'teachers', 'staff'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * At most this many rows in one import. Everything is written in one transaction (all or nothing), and Firestore
 * takes at most 500 writes in one: a student row is one write, plus its guardians and classes, plus the audit entry.
 * The server counts the writes before committing and refuses a file that would need more.
 */
export const MAX_IMPORT_ROWS = 400;
export const MAX_IMPORT_WRITES = 500;

export interface ImportColumn {
  /** The header as the template writes it; matched case-insensitively, ignoring spaces, dashes and underscores. */
  name: string;
  label: string;
  required: boolean;
  /** What the cell holds, for the column guide beside the upload. */
  help: string;
  example: string;
}

const LIST_HELP = 'separate several with ";"';
const email: ImportColumn = {
  name: 'email',
  label: 'E-mail',
  required: true,
  help: 'Unique: a row with an e-mail already on file updates that person.',
  example: 'sam.lee@example.org',
};
const firstName: ImportColumn = { name: 'firstName', label: 'First name', required: true, help: '', example: 'Sam' };
const lastName: ImportColumn = { name: 'lastName', label: 'Last name', required: true, help: '', example: 'Lee' };
const phone: ImportColumn = { name: 'phone', label: 'Phone', required: false, help: '', example: '+44 7700 900123' };
const employeeColumns: ImportColumn[] = [
  firstName,
  lastName,
  email,
  phone,
  { name: 'department', label: 'Department', required: false, help: '', example: 'Science' },
  { name: 'position', label: 'Position', required: false, help: '', example: 'Class teacher' },
  {
    name: 'employmentStatus',
    label: 'Employment status',
    required: false,
    help: 'active, on-leave or left; empty keeps it as it is (active for someone new).',
    example: 'active',
  },
];

export const IMPORT_COLUMNS: Record<ImportKind, ImportColumn[]> = {
  students: [
    {
      name: 'admissionNumber',
      label: 'Admission number',
      required: true,
      help: 'Unique: a row with an admission number already on file updates that student.',
      example: 'DA-0101',
    },
    firstName,
    lastName,
    { name: 'dateOfBirth', label: 'Date of birth', required: true, help: 'YYYY-MM-DD.', example: '2013-04-21' },
    { name: 'gender', label: 'Gender', required: true, help: 'female, male or other.', example: 'female' },
    {
      name: 'class',
      label: 'Class',
      required: false,
      help: 'The name of a class of the current term, e.g. Grade 7A; empty for no class.',
      example: 'Grade 7A',
    },
    {
      name: 'status',
      label: 'Status',
      required: false,
      help: 'enrolled, withdrawn or graduated; empty keeps it as it is (enrolled for someone new).',
      example: 'enrolled',
    },
    { name: 'enrolmentDate', label: 'Enrolment date', required: true, help: 'YYYY-MM-DD.', example: '2026-09-01' },
    { name: 'medicalNotes', label: 'Medical notes', required: false, help: '', example: '' },
    { name: 'emergencyContactName', label: 'Emergency contact', required: false, help: '', example: 'Jo Lee' },
    { name: 'emergencyContactPhone', label: 'Emergency phone', required: false, help: '', example: '+44 7700 900123' },
    {
      name: 'guardianEmails',
      label: 'Guardians',
      required: false,
      help: `E-mails of parents already on file, ${LIST_HELP}.`,
      example: 'jo.lee@example.org',
    },
  ],
  parents: [
    firstName,
    lastName,
    email,
    phone,
    { name: 'relationship', label: 'Relationship', required: false, help: 'e.g. Mother, Guardian.', example: 'Mother' },
    {
      name: 'childAdmissionNumbers',
      label: 'Children',
      required: false,
      help: `Admission numbers of students already on file, ${LIST_HELP}.`,
      example: 'DA-0101',
    },
  ],
  teachers: [
    ...employeeColumns,
    {
      name: 'subjectCodes',
      label: 'Subjects',
      required: false,
      help: `Codes of subjects already on file, ${LIST_HELP}.`,
      example: 'MATH;SCI',
    },
  ],
  staff: employeeColumns,
};

/** The column a row is matched on: a student's admission number, anyone else's e-mail. */
export const IMPORT_KEY: Record<ImportKind, string> = {
  students: 'admissionNumber',
  parents: 'email',
  teachers: 'email',
  staff: 'email',
};

export const IMPORT_NOUN: Record<ImportKind, { one: string; many: string }> = {
  students: { one: 'student', many: 'students' },
  parents: { one: 'parent', many: 'parents' },
  teachers: { one: 'teacher', many: 'teachers' },
  staff: { one: 'staff member', many: 'staff' },
};

const headerKey = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .replace(/[\s_-]+/g, '')
    .toLowerCase();

export interface HeaderMatch {
  /** For each column of the file, the template column it is, or null when it is not one. */
  columns: (string | null)[];
  unknown: string[];
  missing: string[];
  duplicated: string[];
}

/** Matches a file's header row to the kind's columns: "First Name", "first_name" and "firstname" are firstName. */
export function matchHeaders(kind: ImportKind, headers: readonly string[]): HeaderMatch {
  const byKey = new Map(IMPORT_COLUMNS[kind].map((c) => [headerKey(c.name), c.name]));
  const columns = headers.map((h) => byKey.get(headerKey(h)) ?? null);
  const seen = new Set<string>();
  const duplicated = new Set<string>();
  for (const c of columns) {
    if (c && seen.has(c)) duplicated.add(c);
    if (c) seen.add(c);
  }
  return {
    columns,
    unknown: headers.filter((h, i) => columns[i] === null && h.trim() !== ''),
    missing: IMPORT_COLUMNS[kind].filter((c) => c.required && !seen.has(c.name)).map((c) => c.name),
    duplicated: [...duplicated],
  };
}

/** Sentences saying what is wrong with a header row, or none when it can be imported. */
export function headerProblems(match: HeaderMatch): string[] {
  const out: string[] = [];
  const list = (names: string[]) => names.join(', ');
  if (match.missing.length)
    out.push(`The file has no ${list(match.missing)} column${match.missing.length > 1 ? 's' : ''}.`);
  if (match.unknown.length)
    out.push(`Unknown column${match.unknown.length > 1 ? 's' : ''}: ${list(match.unknown)}. Use the template's names.`);
  if (match.duplicated.length) out.push(`The column ${list(match.duplicated)} appears more than once.`);
  return out;
}

/** A cell as the Academy's own CSV export wrote it: a leading ' that defused a formula (=, +, -, @) is taken off. */
export function cellValue(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

/** A list cell ("a@x.org; b@x.org"): its items, trimmed, without empty ones. */
export function listCell(cell: string): string[] {
  return cell
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The template: the header row alone, so a file filled from it never carries an example person by mistake. */
export function templateHeader(kind: ImportKind): string[] {
  return IMPORT_COLUMNS[kind].map((c) => c.name);
}

const columnName = z
  .string('Each column name must be text.')
  .max(40, 'Each column name must be at most 40 characters.')
  .regex(/^[A-Za-z]+$/, 'Each column name must be a template column name.');
const importRow = z.strictObject({
  /** The row's line in the file (the header is row 1), so every message names the row the user sees. */
  row: z
    .number('Each row needs its row number.')
    .int('Each row number must be a whole number.')
    .min(2, 'Row numbers start at 2 (row 1 is the header).')
    .max(100_000, 'Row numbers must be at most 100000.'),
  values: z.record(
    columnName,
    z.string('Each cell must be text.').max(2000, 'Each cell must be at most 2000 characters.'),
    'Each row must map column names to cells.',
  ),
});

export const importPeopleInput = z
  .strictObject({
    kind: z.enum(IMPORT_KINDS, 'Kind must be students, parents, teachers or staff.'),
    rows: z
      .array(importRow, 'Rows must be a list of rows.')
      .min(1, 'The file has no rows to import.')
      .max(MAX_IMPORT_ROWS, `A file can hold at most ${MAX_IMPORT_ROWS} rows: split it into smaller files.`),
    /** false: check every row and say what would happen, writing nothing. true: write every row, or nothing. */
    commit: z.boolean('commit must be true or false.'),
  })
  .superRefine(({ kind, rows }, ctx) => {
    const known = new Set(IMPORT_COLUMNS[kind].map((c) => c.name));
    const unknown = [...new Set(rows.flatMap((r) => Object.keys(r.values)).filter((c) => !known.has(c)))];
    if (unknown.length)
      ctx.addIssue({
        code: 'custom',
        path: ['rows'],
        message: `Unknown column for ${kind}: ${unknown.join(', ')}. Use the template's names.`,
      });
  });
export type ImportRow = z.infer<typeof importRow>;

export type ImportOutcome = 'new' | 'update' | 'unchanged' | 'error';

export interface ImportRowResult {
  row: number;
  /** The admission number or e-mail the row is matched on. */
  key: string;
  name: string;
  outcome: ImportOutcome;
  /** For an update: the labels of the fields that change. */
  changes: string[];
  /** Sentences naming the row and the field: "Row 7: Date of birth must be a date (YYYY-MM-DD)." */
  errors: string[];
}

export interface ImportCounts {
  new: number;
  update: number;
  unchanged: number;
  error: number;
}

export interface ImportReport {
  status: number;
  message: string;
  committed: boolean;
  counts: ImportCounts;
  rows: ImportRowResult[];
  /** Once committed: the records the import created, for "Invite everyone imported". */
  createdIds?: string[];
}

export function countOutcomes(rows: readonly ImportRowResult[]): ImportCounts {
  const counts: ImportCounts = { new: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of rows) counts[r.outcome]++;
  return counts;
}

export function importSummary(counts: ImportCounts): string {
  return `${counts.new} new, ${counts.update} updated, ${counts.unchanged} unchanged`;
}

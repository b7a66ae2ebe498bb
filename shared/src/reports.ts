/**
 * School reports: a grade, effort and comment per subject, written by teachers, checked by the office, sent home as a
 * PDF.
 *
 * - `schools/{id}/gradeScales/{s}`: a named, ordered list of grades (best first); attainment or effort.
 * - `schools/{id}/reportRounds/{r}`: one round ("Autumn report 2026"): its classes, subjects, what each reports, the
 *   teachers' date, its state, and the progress per class and subject, kept in the same transaction as the entries.
 * - `schools/{id}/reportEntries/{round}_{student}_{subject}`: one student's grade, effort and comment in one subject
 *   (subject 'tutor' and 'head' hold those comments). Made for every student of the round's classes when the round is
 *   saved, so a teacher's grid reads one query. Read by the Admin and the teacher whose `teacherUid` it is, never families.
 * - `schools/{id}/reports/{round}_{student}`: the published report, the PDF's pointer; read by the student's guardians,
 *   the student when the round says so, and staff.
 * - `schools/{id}/commentBanks/{owner}`: sentences to insert ('school': the school's; a teacher's uid: their own).
 *
 * Only the server writes any of them.
 */
import { z } from 'zod';
import { chosenDate } from './chosen-date';
import { documentIdField } from './document-id';
import { fileRefSchema } from './files';
import { nameText, proseText } from './plain-text';
import { PRONOUNS, type Pronouns } from './people';

export const SCALE_KINDS = ['attainment', 'effort'] as const;
export type ScaleKind = (typeof SCALE_KINDS)[number];
/** The time of its publishOn day, in the school's time zone, from which a round publishes itself (HH:MM). */
export const PUBLISH_TIME = '08:00';
export const ROUND_STATUSES = ['open', 'closed', 'published'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
export const ENTRY_STATES = ['draft', 'submitted', 'returned', 'approved'] as const;
export type EntryState = (typeof ENTRY_STATES)[number];

/** The entries that are not a subject: the form tutor's comment and the head's. */
export const TUTOR_SUBJECT = 'tutor';
export const HEAD_SUBJECT = 'head';
export const COMMENT_SUBJECTS = [TUTOR_SUBJECT, HEAD_SUBJECT] as const;
export const isCommentSubject = (subjectId: string) => subjectId === TUTOR_SUBJECT || subjectId === HEAD_SUBJECT;

/** Limits: a grid's save, a scale's length, a bank's size, a comment's length. */
export const MAX_ROWS_PER_SAVE = 60;
export const MAX_GRADES = 20;
export const MAX_BANK_SENTENCES = 200;
export const MAX_BANK_SENTENCE = 500;
export const MIN_COMMENT_CHARS = 50;
export const MAX_COMMENT_CHARS = 2000;
export const MAX_ROUND_CLASSES = 100;
export const MAX_ROUND_SUBJECTS = 30;
/** The owner id of the school's own comment bank (any other owner id is a teacher's uid). */
export const SCHOOL_BANK = 'school';

export const gradeSchema = z.object({ code: z.string().min(1).max(12), label: z.string().max(60) });
export type Grade = z.infer<typeof gradeSchema>;

export const gradeScaleSchema = z.object({
  name: z.string().max(80),
  kind: z.enum(SCALE_KINDS),
  /** Best first. */
  grades: z.array(gradeSchema).min(1).max(MAX_GRADES),
  updatedAt: z.number().int(),
});
export type GradeScaleDoc = z.infer<typeof gradeScaleSchema>;
export type GradeScale = GradeScaleDoc & { id: string };

/** How far one class's subject is: entries written (see `isEntryWritten`) of the class's students. */
export const progressSchema = z.object({
  written: z.number().int().min(0),
  total: z.number().int().min(0),
  /** Who writes them (the class's teacher of the subject, the form tutor); null: nobody with an account, or the head. */
  teacherUid: z.string().nullable().default(null),
});
export type Progress = z.infer<typeof progressSchema>;
/** The progress map's key: `<classId>_<subjectId>` ('tutor' and 'head' included when the round has them). */
export const progressKey = (classId: string, subjectId: string) => `${classId}_${subjectId}`;

export const reportRoundSchema = z.object({
  name: z.string().max(120),
  /** The term whose attendance and gradebook the report shows; null: the classes' own terms. */
  termId: z.string().nullable().default(null),
  classIds: z.array(z.string()).min(1),
  subjectIds: z.array(z.string()).min(1),
  attainmentScaleId: z.string(),
  /** null: no effort grade. */
  effortScaleId: z.string().nullable().default(null),
  /**
   * The scales' grades as the round uses them (saveRound writes them, saveScale keeps them in step), so a teacher's grid
   * reads no scale of its own. Absent on a round saved before they were kept: its grid reads the two scales.
   */
  grades: z.object({ attainment: z.array(gradeSchema), effort: z.array(gradeSchema).nullable() }).optional(),
  /** Subject id → its name when the round was last saved: the grid's heading, without reading the subject. */
  subjectNames: z.record(z.string(), z.string()).optional(),
  /**
   * Class id → its name when the round was last saved: the round's page and a teacher's list of grids name each class
   * without reading the school's classes. Absent on a round saved before they were kept: those pages read the classes.
   */
  classNames: z.record(z.string(), z.string()).optional(),
  commentMaxChars: z.number().int().min(MIN_COMMENT_CHARS).max(MAX_COMMENT_CHARS),
  showGradebookAverage: z.boolean(),
  showAttendance: z.boolean(),
  tutorComment: z.boolean(),
  headComment: z.boolean(),
  /** The date by which teachers must finish (YYYY-MM-DD, the school's day). */
  teachersDueDate: z.iso.date(),
  /**
   * The date the round publishes itself (from 08:00 that day, in the school's time zone: the `publishDueReports` job);
   * null: only when the office presses Publish.
   */
  publishOn: z.iso.date().nullable().default(null),
  /** Whether the student's own account gets the report too. */
  sendToStudent: z.boolean(),
  status: z.enum(ROUND_STATUSES),
  /** `<classId>_<subjectId>` → written of total; kept in the same transaction as each entry. */
  progress: z.record(z.string(), progressSchema),
  /** Students approved, of the round's students: the office's review count. */
  approved: z.number().int().min(0).default(0),
  students: z.number().int().min(0).default(0),
  /** Reports published so far (the publish job counts them). */
  published: z.number().int().min(0).default(0),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  /** uid of the Admin who last saved the round: a publish its date starts is theirs to watch. */
  updatedBy: z.string().nullable().default(null),
  publishedAt: z.number().int().nullable().default(null),
});
export type ReportRoundDoc = z.infer<typeof reportRoundSchema>;
export type ReportRound = ReportRoundDoc & { id: string };

export const reportEntrySchema = z.object({
  roundId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  /**
   * The student's first name and pronouns, for the comment bank's placeholders and the other-name warning, as their
   * record had them when the round was last saved (absent on older entries: the grid takes the name's first word).
   */
  firstName: z.string().optional(),
  pronouns: z.enum(PRONOUNS).optional(),
  classId: z.string(),
  /** A subject's id, or 'tutor' / 'head'. */
  subjectId: z.string(),
  /** The teacher who writes it (the class's teacher of the subject; the form tutor for 'tutor'); null: the office. */
  teacherUid: z.string().nullable(),
  /** A code of the round's attainment scale; null until chosen (always null for 'tutor' and 'head'). */
  grade: z.string().nullable().default(null),
  /** A code of the round's effort scale; null until chosen, or when the round has none. */
  effort: z.string().nullable().default(null),
  comment: z.string().max(MAX_COMMENT_CHARS),
  state: z.enum(ENTRY_STATES),
  /** Why the office sent it back; null unless returned. */
  returnNote: z.string().max(1000).nullable().default(null),
  updatedAt: z.number().int(),
  /** uid of the last writer; null while nobody has written it. */
  updatedBy: z.string().nullable(),
});
export type ReportEntryDoc = z.infer<typeof reportEntrySchema>;
export type ReportEntry = ReportEntryDoc & { id: string };
export const reportEntryId = (roundId: string, studentId: string, subjectId: string) =>
  `${roundId}_${studentId}_${subjectId}`;

export const reportSchema = z.object({
  roundId: z.string(),
  roundName: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  classId: z.string(),
  /** Who reads it beside staff (the rules): the guardians' accounts, and the student's when the round sends to them. */
  guardianUids: z.array(z.string()),
  studentUid: z.string().nullable().default(null),
  /** The PDF: a file of the 'report' place (files.ts), read through `reportLink` or the files' own links. */
  file: fileRefSchema,
  publishedAt: z.number().int(),
});
export type ReportDoc = z.infer<typeof reportSchema>;
export type Report = ReportDoc & { id: string };
export const reportId = (roundId: string, studentId: string) => `${roundId}_${studentId}`;

export const commentBankSchema = z.object({
  sentences: z.array(z.string().max(MAX_BANK_SENTENCE)).max(MAX_BANK_SENTENCES),
  updatedAt: z.number().int(),
});
export type CommentBankDoc = z.infer<typeof commentBankSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Rules with no Firebase in them.

export { PRONOUNS, type Pronouns };

/** A student's pronouns: their record's own, else from its gender ('other': they). */
export function pronounsOf(student: { pronouns?: Pronouns | null; gender?: string }): Pronouns {
  if (student.pronouns) return student.pronouns;
  return student.gender === 'female' ? 'she' : student.gender === 'male' ? 'he' : 'they';
}

const PRONOUN_WORDS: Record<Pronouns, { he: string; his: string; him: string }> = {
  he: { he: 'he', his: 'his', him: 'him' },
  she: { he: 'she', his: 'her', him: 'her' },
  they: { he: 'they', his: 'their', him: 'them' },
};

/** The placeholders a bank sentence may hold. */
export const PLACEHOLDERS = ['{name}', '{he}', '{his}', '{him}'] as const;
const PLACEHOLDER = /\{(name|he|his|him|He|His|Him)\}/g;

/**
 * A bank sentence with the child's name and pronouns filled in: `{name}`, `{he}`, `{his}`, `{him}` (capitalised forms
 * `{He}`, `{His}`, `{Him}` too, for a sentence's start). Other braces are left as they are.
 */
export function fillPlaceholders(sentence: string, child: { firstName: string; pronouns: Pronouns }): string {
  const words = PRONOUN_WORDS[child.pronouns];
  return sentence.replace(PLACEHOLDER, (_all, key: string) => {
    if (key === 'name') return child.firstName;
    const word = words[key.toLowerCase() as 'he' | 'his' | 'him'];
    return key.charAt(0) === key.charAt(0).toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  });
}

export type CommentProblem =
  | { kind: 'tooLong'; over: number }
  | { kind: 'placeholder'; placeholder: string }
  | { kind: 'otherName'; name: string };

/**
 * What is wrong with a comment before it is sent home: longer than the round allows, a placeholder left in, or another
 * child's first name in it (a comment copied from a classmate's row). `otherNames` are the classmates' first names;
 * a name the child shares is not counted.
 */
export function commentProblems(
  comment: string,
  maxChars: number,
  child: { firstName: string },
  otherNames: readonly string[],
): CommentProblem[] {
  const problems: CommentProblem[] = [];
  if (comment.length > maxChars) problems.push({ kind: 'tooLong', over: comment.length - maxChars });
  const left = /\{[A-Za-z]+\}/.exec(comment);
  if (left) problems.push({ kind: 'placeholder', placeholder: left[0] });
  const own = child.firstName.toLocaleLowerCase();
  for (const name of new Set(otherNames)) {
    if (!name || name.toLocaleLowerCase() === own) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'iu').test(comment)) {
      problems.push({ kind: 'otherName', name });
      break;
    }
  }
  return problems;
}

/** Whether an entry counts as written: its comment, and for a subject its grade (and effort when the round has it). */
export function isEntryWritten(
  round: Pick<ReportRoundDoc, 'effortScaleId'>,
  entry: Pick<ReportEntryDoc, 'subjectId' | 'grade' | 'effort' | 'comment'>,
): boolean {
  if (!entry.comment.trim()) return false;
  if (isCommentSubject(entry.subjectId)) return true;
  return entry.grade !== null && (round.effortScaleId === null || entry.effort !== null);
}

/** The subjects each student of a round has an entry in: its subjects, then the tutor's and head's when it has them. */
export function roundSubjects(round: Pick<ReportRoundDoc, 'subjectIds' | 'tutorComment' | 'headComment'>): string[] {
  return [
    ...round.subjectIds,
    ...(round.tutorComment ? [TUTOR_SUBJECT] : []),
    ...(round.headComment ? [HEAD_SUBJECT] : []),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Route inputs. Only staff write reports, so their checks are plain English sentences naming the field; the one route
// a family calls (reportLink) names its field through the catalogue.

const id = (label: string) => documentIdField(label);
const roundId = id('Report round');
const studentId = id('Student');
const subjectId = id('Subject');
const yesNo = (label: string) => z.boolean(`${label} must be true or false.`);

const gradeInput = z.strictObject({
  code: nameText('Grade code', 12),
  label: z
    .string('Grade label must be text.')
    .transform((v) => v.normalize('NFC').trim())
    .pipe(z.string().max(60, 'Grade label must be at most 60 characters.')),
});

/** `POST /api/reports/saveScale`: a new scale (no id) or a change to one. */
export const saveScaleInput = z.strictObject({
  id: id('Scale').optional(),
  name: nameText('Scale name', 80),
  kind: z.enum(SCALE_KINDS, 'Kind must be attainment or effort.'),
  grades: z
    .array(gradeInput, 'Grades must be a list of grades, best first.')
    .min(1, 'Grades: add at least one grade.')
    .max(MAX_GRADES, `Grades: a scale has at most ${MAX_GRADES} grades.`)
    .refine(
      (grades) => new Set(grades.map((g) => g.code.toLocaleLowerCase())).size === grades.length,
      'Grades: each grade code must be different.',
    ),
});
export type SaveScaleInput = z.input<typeof saveScaleInput>;

/** `POST /api/reports/saveRound`: a new round (no id; it opens) or a change to one (close or reopen by `status`). */
export const saveRoundInput = z
  .strictObject({
    id: id('Report round').optional(),
    name: nameText('Round name', 120),
    termId: id('Term').nullable().default(null),
    classIds: z
      .array(id('Each class'), 'Classes must be a list of classes.')
      .min(1, 'Classes: choose at least one class.')
      .max(MAX_ROUND_CLASSES, `Classes: a round has at most ${MAX_ROUND_CLASSES} classes.`),
    subjectIds: z
      .array(id('Each subject'), 'Subjects must be a list of subjects.')
      .min(1, 'Subjects: choose at least one subject.')
      .max(MAX_ROUND_SUBJECTS, `Subjects: a round has at most ${MAX_ROUND_SUBJECTS} subjects.`),
    attainmentScaleId: id('Attainment scale'),
    effortScaleId: id('Effort scale').nullable().default(null),
    commentMaxChars: z
      .number('Comment length must be a number of characters.')
      .int('Comment length must be a whole number of characters.')
      .min(MIN_COMMENT_CHARS, `Comment length must be at least ${MIN_COMMENT_CHARS} characters.`)
      .max(MAX_COMMENT_CHARS, `Comment length must be at most ${MAX_COMMENT_CHARS} characters.`),
    showGradebookAverage: yesNo('Show the gradebook average'),
    showAttendance: yesNo('Show attendance'),
    tutorComment: yesNo("Tutor's comment"),
    headComment: yesNo("Head's comment"),
    teachersDueDate: chosenDate('Teachers finish by'),
    publishOn: chosenDate('Publish on').nullable().default(null),
    sendToStudent: yesNo('Send to the student too'),
    status: z.enum(['open', 'closed'], 'Status must be open or closed.').default('open'),
  })
  .refine((r) => new Set(r.classIds).size === r.classIds.length, {
    message: 'Classes: choose each class once.',
    path: ['classIds'],
  })
  .refine((r) => new Set(r.subjectIds).size === r.subjectIds.length, {
    message: 'Subjects: choose each subject once.',
    path: ['subjectIds'],
  })
  .refine((r) => !r.publishOn || r.publishOn >= r.teachersDueDate, {
    message: 'Publish on must be on or after the date teachers finish by.',
    path: ['publishOn'],
  });
export type SaveRoundInput = z.input<typeof saveRoundInput>;

/** Codes are checked against the round's scales by the server; here only their shape. */
const gradeCode = (label: string) =>
  z
    .string(`${label} must be a grade of the scale.`)
    .trim()
    .min(1, `${label} must be a grade of the scale.`)
    .max(12, `${label} must be a grade of the scale.`);

export const entryRowInput = z.strictObject({
  studentId,
  /** A subject of the round, or 'tutor' / 'head'. */
  subjectId,
  grade: gradeCode('Grade').nullable().default(null),
  effort: gradeCode('Effort').nullable().default(null),
  comment: proseText('Comment', MAX_COMMENT_CHARS).default(''),
  /** The teacher says the row is finished: it goes to the office to review. */
  submit: yesNo('Submit').default(false),
});
export type EntryRowInput = z.input<typeof entryRowInput>;

/** `POST /api/reports/saveEntries`: rows of a grid, saved together (one transaction). */
export const saveEntriesInput = z.strictObject({
  roundId,
  rows: z
    .array(entryRowInput, 'Rows must be a list of report rows.')
    .min(1, 'Rows: send at least one row.')
    .max(MAX_ROWS_PER_SAVE, `Rows: save at most ${MAX_ROWS_PER_SAVE} rows at a time.`)
    .refine(
      (rows) => new Set(rows.map((r) => `${r.studentId}_${r.subjectId}`)).size === rows.length,
      'Rows: each student and subject may appear once.',
    ),
});
export type SaveEntriesInput = z.input<typeof saveEntriesInput>;

/** `POST /api/reports/review`: approve a student's whole report (locking it), or return one subject with a note. */
export const reviewInput = z
  .strictObject({
    roundId,
    studentId,
    action: z.enum(['approve', 'return', 'reopen'], 'Action must be approve, return or reopen.'),
    subjectId: subjectId.optional(),
    note: proseText('Note', 1000).optional(),
  })
  .refine((r) => r.action !== 'return' || !!r.subjectId, {
    message: 'Subject: choose the subject to send back.',
    path: ['subjectId'],
  })
  .refine((r) => r.action !== 'return' || !!r.note, {
    message: 'Note is required: say what the teacher should change.',
    path: ['note'],
  });
export type ReviewInput = z.input<typeof reviewInput>;

/** `POST /api/reports/publish`: every approved, unpublished report of the round becomes a PDF, as a job. */
export const publishRoundInput = z.strictObject({ roundId });

/** `POST /api/reports/remind`: tell the teachers behind (of one class and subject, or all of the round's). */
export const remindTeachersInput = z.strictObject({
  roundId,
  classId: id('Class').optional(),
  subjectId: subjectId.optional(),
});

/** `POST /api/reports/saveCommentBank`: the caller's own sentences, or the school's (Admin only). */
export const saveCommentBankInput = z.strictObject({
  owner: z.enum(['school', 'mine'], 'Bank must be school or mine.'),
  sentences: z
    .array(proseText('Each sentence', MAX_BANK_SENTENCE), 'Sentences must be a list of sentences.')
    .max(MAX_BANK_SENTENCES, `Sentences: a bank holds at most ${MAX_BANK_SENTENCES} sentences.`)
    .transform((list) => list.filter((s) => s.length > 0)),
});

/** `POST /api/reports/reportLink`: a short-lived download link of one published report. */
export const reportLinkInput = z.strictObject({
  reportId: documentIdField(/*i18n*/ { id: 'check.reports.report', message: 'Report' }),
});

/** `GET /api/reports/classPdf`: the office's one PDF of a class's published reports, to print. */
export const classPdfInput = z.strictObject({ roundId, classId: id('Class') });

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export interface ScaleSaved {
  status: 200;
  message: string;
  id: string;
}

export interface RoundSaved {
  status: 200;
  message: string;
  id: string;
  /** Entries made for students new to the round (all of them when it is new). */
  entriesCreated: number;
}

export interface EntriesSaved {
  status: 200;
  message: string;
  saved: number;
  /** The progress of each class and subject the save touched. */
  progress: Record<string, Progress>;
}

export interface TeachersReminded {
  status: 200;
  message: string;
  /** Teachers told. */
  reminded: number;
}

/** A download of the report's PDF (`GET /api/files/download?…`), for the caller only, for minutes. */
export interface ReportLink {
  status: 200;
  url: string;
  expires: number;
  name: string;
}

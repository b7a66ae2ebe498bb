/**
 * Assignments: work a teacher sets for one or more classes, one submission per student, marks kept as drafts until
 * returned, and per-student totals the gradebook reads. The rules here have no Firebase in them.
 */
import { z } from 'zod';
import { chosenDate } from './chosen-date';
import { proseText, utf8Bytes } from './plain-text';
import { formatDate, type SchoolLocale } from './date-format';
import { addIsoDays, type IsoDate, isoWeekday, schoolDate, zonedInstant } from './school-time';
import { fileRefSchema } from './files';
import { checkMessage } from './sentence';
import { recordId, text } from './structure-api';

/**
 * Most students one assignment reaches: its submissions and the students' gradebook rows are written in one
 * transaction, and Firestore takes at most 500 writes in one.
 */
export const MAX_STUDENTS_PER_ASSIGNMENT = 200;
export const MAX_CLASSES_PER_ASSIGNMENT = 10;
export const INSTRUCTIONS_MAX = 10_000;
/**
 * Instructions and links are copied onto every student's submission, all in one transaction (at most 10 MiB): together
 * they may use this many bytes, so 200 copies stay well inside it.
 */
export const WORK_BYTES_MAX = 30_000;
export const ANSWER_MAX = 20_000;
export const FEEDBACK_MAX = 2_000;
export const MAX_LINKS = 20;
/** How many students one grade call marks or returns. */
export const MAX_GRADES_PER_CALL = 50;

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const LINK_CHECKS = {
  address: checkMessage(
    /*i18n*/ {
      id: 'check.link.address',
      message: 'Link must be a web address starting with http:// or https://.',
    },
  ),
  tooLong: checkMessage(/*i18n*/ { id: 'check.link.too-long', message: 'Link must be at most 2000 characters.' }),
};

export const resourceLinkSchema = z.strictObject({
  title: text('Link title', 120),
  url: z.string(LINK_CHECKS.address).trim().max(2000, LINK_CHECKS.tooLong).refine(isWebAddress, LINK_CHECKS.address),
});
export type ResourceLink = z.infer<typeof resourceLinkSchema>;
const links = z.array(resourceLinkSchema, 'links must be a list of { title, url }.').max(
  MAX_LINKS,
  checkMessage(
    /*i18n*/ { id: 'check.work.too-many-links', message: 'links may hold at most {max} links.' },
    {
      max: MAX_LINKS,
    },
  ),
);

/** A file handed in, once Cloud Storage is added: its name, where it is kept, its size in bytes and type. */
/** A file the student handed in, or the teacher returned with the mark (files.ts). */
export const attachmentSchema = fileRefSchema;

export const SUBMISSION_STATUSES = ['assigned', 'missing', 'handedIn', 'returned', 'excused'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The live counts on an assignment, kept in the same transaction as each change of a submission. */
export const assignmentCountsSchema = z.object({
  students: z.number().int().min(0),
  handedIn: z.number().int().min(0),
  late: z.number().int().min(0),
  missing: z.number().int().min(0),
  returned: z.number().int().min(0),
  excused: z.number().int().min(0),
});
export type AssignmentCounts = z.infer<typeof assignmentCountsSchema>;
export const NO_COUNTS: AssignmentCounts = { students: 0, handedIn: 0, late: 0, missing: 0, returned: 0, excused: 0 };

/** What the student sees of the work, copied onto each submission (students and parents never read assignments). */
const workFields = {
  title: z.string().min(1).max(120),
  instructions: z.string().max(INSTRUCTIONS_MAX),
  links: z.array(resourceLinkSchema),
  /** Files the teacher attached to the work (the assignment's, copied onto each submission by the files API). */
  resources: z.array(fileRefSchema).optional(),
  subjectId: z.string(),
  subjectName: z.string(),
  /** The course of that subject the work belongs to, if it is set for one rather than the whole subject. */
  courseId: z.string().nullable().optional(),
  courseTitle: z.string().nullable().optional(),
  openDate: z.string(),
  dueDate: z.string(),
  dueTime: z.string(),
  /** The due instant in the school's zone, milliseconds. */
  dueAt: z.number(),
  /** Out of how many points; null: no grade. */
  points: z.number().int().min(1).max(1000).nullable(),
  lateAccepted: z.boolean(),
  /** The work is done on paper or in class: handing it in only says it is done, with no answer or link. */
  nothingToHandIn: z.boolean().optional(),
};

export const assignmentSchema = z.object({
  ...workFields,
  classIds: z.array(z.string()).min(1),
  classNames: z.array(z.string()),
  termId: z.string(),
  /** The accounts of the classes' teachers when it was saved: who may read it besides Admins. */
  teacherUids: z.array(z.string()),
  setByUid: z.string(),
  setByName: z.string(),
  archived: z.boolean().default(false),
  counts: assignmentCountsSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AssignmentDoc = z.infer<typeof assignmentSchema>;

/** What the work is for, as people read it: the subject, and the course when it belongs to one ("Maths: Fractions"). */
export const workSubject = (w: { subjectName: string; courseTitle?: string | null | undefined }) =>
  w.courseTitle ? `${w.subjectName}: ${w.courseTitle}` : w.subjectName;
export type Assignment = AssignmentDoc & { id: string };

export const gradeSchema = z.object({
  points: z.number().min(0).nullable(),
  feedback: z.string().max(FEEDBACK_MAX),
  returnedAt: z.number(),
});

/** `submissions/<assignmentId>_<studentId>`: one student's copy of the work, their answer and, once returned, the grade. */
export const submissionSchema = z.object({
  ...workFields,
  assignmentId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  classId: z.string(),
  className: z.string(),
  /** Who reads it besides staff: the student's account and their guardians' accounts. */
  studentUid: z.string().nullable(),
  guardianUids: z.array(z.string()),
  /** Whether students and parents see it yet (its open date has come). */
  open: z.boolean(),
  openAt: z.number(),
  status: z.enum(SUBMISSION_STATUSES),
  late: z.boolean(),
  /** A later due date for this student only. */
  extensionDueAt: z.number().nullable(),
  /** The extension's due date, or the assignment's: what late and missing are decided against. */
  effectiveDueAt: z.number(),
  answer: z.string().max(ANSWER_MAX),
  answerLinks: z.array(resourceLinkSchema),
  attachments: z.array(attachmentSchema),
  /** Files the teacher returns with the mark (a marked-up copy): the family sees them once the work is returned. */
  returnedFiles: z.array(attachmentSchema).optional(),
  /** The teacher's limits for the student's files, when not the place's defaults (10 files, 25 MB each). */
  maxFiles: z.number().int().min(0).optional(),
  maxFileBytes: z.number().int().min(0).optional(),
  submittedAt: z.number().nullable(),
  grade: gradeSchema.nullable(),
  updatedAt: z.number(),
});
export type SubmissionDoc = z.infer<typeof submissionSchema>;
export type Submission = SubmissionDoc & { id: string };

export const submissionId = (assignmentId: string, studentId: string) => `${assignmentId}_${studentId}`;

/** `gradeDrafts/<assignmentId>_<classId>`: marks not yet returned, staff only. */
export const gradeDraftSchema = z.object({
  assignmentId: z.string(),
  classId: z.string(),
  drafts: z.record(z.string(), z.object({ points: z.number().min(0).nullable(), feedback: z.string() })),
});
export type GradeDraftDoc = z.infer<typeof gradeDraftSchema>;
export const gradeDraftId = (assignmentId: string, classId: string) => `${assignmentId}_${classId}`;

/** One returned (or missing) piece of work in a student's term totals. */
export const markSchema = z.object({
  subjectId: z.string(),
  subjectName: z.string(),
  points: z.number().nullable(),
  outOf: z.number().nullable(),
  missing: z.boolean(),
  returned: z.boolean(),
});
export type Mark = z.infer<typeof markSchema>;

/** `gradeTotals/<termId>_<studentId>`: a student's marks of the term, kept as work is returned or goes missing. */
export const gradeTotalsSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  classId: z.string(),
  termId: z.string(),
  studentUid: z.string().nullable(),
  guardianUids: z.array(z.string()),
  /** Absent until a first mark: a row made with the work names no marks. */
  marks: z.record(z.string(), markSchema).default({}),
});
export type GradeTotalsDoc = z.infer<typeof gradeTotalsSchema>;
export const gradeTotalsId = (termId: string, studentId: string) => `${termId}_${studentId}`;

/** `workload/<classId>_<dueDate>`: how many pieces each student of the class has due that day. */
export const workloadSchema = z.object({
  classId: z.string(),
  dueDate: z.string(),
  pieces: z.record(z.string(), z.number().int().min(0)),
});
export type WorkloadDoc = z.infer<typeof workloadSchema>;
export const workloadId = (classId: string, dueDate: string) => `${classId}_${dueDate}`;

/**
 * Most pieces of work one class may have in a term: the class's list of work is one document (at most 1 MiB), and an
 * entry (a title of 120 characters, a subject name of 80) takes at most about 1 KB.
 */
export const MAX_WORK_PER_CLASS_TERM = 500;

/** One piece of work in a class's list for the term: what a gradebook column shows. */
export const classWorkEntrySchema = z.object({
  title: z.string(),
  subjectName: z.string(),
  /** Out of how many points; null: no grade (no gradebook column). */
  points: z.number().int().nullable(),
  dueAt: z.number(),
  dueDate: z.string(),
  archived: z.boolean(),
});
export type ClassWorkEntry = z.infer<typeof classWorkEntrySchema>;

/**
 * `classWork/<classId>_<termId>`: every piece of work set for a class in a term, by assignment id, kept in the same
 * transaction as each save and delete, so a gradebook reads one document for its columns whatever the school's size.
 */
export const classWorkSchema = z.object({
  classId: z.string(),
  termId: z.string(),
  work: z.record(z.string(), classWorkEntrySchema),
});
export type ClassWorkDoc = z.infer<typeof classWorkSchema>;
export const classWorkId = (classId: string, termId: string) => `${classId}_${termId}`;

/** What a class's list keeps of an assignment. */
export const classWorkEntry = (
  a: Pick<AssignmentDoc, 'title' | 'subjectName' | 'points' | 'dueAt' | 'dueDate' | 'archived'>,
): ClassWorkEntry => ({
  title: a.title,
  subjectName: a.subjectName,
  points: a.points,
  dueAt: a.dueAt,
  dueDate: a.dueDate,
  archived: a.archived,
});

/** A gradebook's columns: the class's graded work, due soonest first. */
export const gradebookColumns = (work: Record<string, ClassWorkEntry>) =>
  Object.entries(work)
    .filter(([, w]) => w.points !== null)
    .map(([id, w]) => ({ id, ...w, points: w.points! }))
    .sort((a, b) => a.dueAt - b.dueAt || a.title.localeCompare(b.title));

// ----- What the routes take -----

const isoDate = chosenDate;
const dueTime = z
  .string('Due time must be a time such as 15:30.')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Due time must be a time such as 15:30.');
const answerText = (label: Parameters<typeof proseText>[0], max: number) => proseText(label, max);

export const saveAssignmentInput = z
  .strictObject({
    id: recordId('id').optional(),
    title: text('Title', 120),
    instructions: answerText('Instructions', INSTRUCTIONS_MAX),
    links,
    classIds: z
      .array(recordId('Each class'), 'classIds must be a list of class ids.')
      .min(1, 'Choose at least one class.')
      .max(MAX_CLASSES_PER_ASSIGNMENT, `Choose at most ${MAX_CLASSES_PER_ASSIGNMENT} classes.`)
      .refine((ids) => new Set(ids).size === ids.length, 'A class is chosen twice.'),
    subjectId: recordId('Subject'),
    /** A course of that subject taught to every chosen class; null or absent: the work is for the whole subject. */
    courseId: recordId('Course').nullable().optional(),
    openDate: isoDate('Open date'),
    dueDate: isoDate('Due date'),
    dueTime,
    points: z
      .number('Points must be a number, or null for no grade.')
      .int('Points must be a whole number.')
      .min(1, 'Points must be at least 1.')
      .max(1000, 'Points must be at most 1000.')
      .nullable(),
    lateAccepted: z.boolean('Late accepted must be true or false.'),
    nothingToHandIn: z.boolean('Nothing to hand in must be true or false.').optional(),
    archived: z.boolean('Archived must be true or false.').optional(),
  })
  .refine((a) => a.dueDate >= a.openDate, { message: 'Due date must not be before the open date.', path: ['dueDate'] })
  .refine(
    (a) =>
      utf8Bytes(a.instructions) + a.links.reduce((n, l) => n + utf8Bytes(l.title) + utf8Bytes(l.url), 0) <=
      WORK_BYTES_MAX,
    {
      message: `Instructions and links are too long to store together: shorten them (at most ${WORK_BYTES_MAX} bytes).`,
      path: ['instructions'],
    },
  );
export type SaveAssignmentInput = z.output<typeof saveAssignmentInput>;

export const deleteAssignmentInput = z.strictObject({ id: recordId('id') });

export const submitWorkInput = z.strictObject({
  assignmentId: recordId('assignmentId'),
  answer: answerText(/*i18n*/ { id: 'check.work.answer', message: 'Answer' }, ANSWER_MAX),
  links,
});
/**
 * What is wrong with the points typed for a piece of work out of `outOf`, before they are sent, or null: a number from
 * 0 to `outOf` (empty is no mark yet).
 */
export function pointsProblem(typed: string, outOf: number): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n)) return 'Points must be a number, such as 7.';
  if (n < 0) return 'Points cannot be below 0.';
  if (n > outOf) return `${text} is more than the ${outOf} points the work is out of. Give ${outOf} or fewer.`;
  return null;
}

/**
 * Why this hand-in is refused, or null: work that asks for something handed in needs an answer or a link; work done on
 * paper or in class (nothingToHandIn) is handed in empty, as "done".
 */
export function emptyHandInProblem(
  work: { nothingToHandIn?: boolean | undefined; attachments?: readonly unknown[] | undefined },
  answer: string,
  links: readonly unknown[],
): string | null {
  if (work.nothingToHandIn || answer.trim() !== '' || links.length > 0 || (work.attachments?.length ?? 0) > 0)
    return null;
  return 'Your answer is empty: write your answer, attach a file or add a link to your work before handing it in.';
}

export const unsubmitWorkInput = z.strictObject({ assignmentId: recordId('assignmentId') });

export const gradeWorkInput = z.strictObject({
  assignmentId: recordId('assignmentId'),
  grades: z
    .array(
      z.strictObject({
        studentId: recordId('studentId'),
        points: z
          .number('Points must be a number, or null.')
          .min(0, 'Points must not be negative.')
          .max(1000, 'Points must be at most 1000.')
          .nullable(),
        feedback: answerText('Feedback', FEEDBACK_MAX),
      }),
      'grades must be a list of { studentId, points, feedback }.',
    )
    .min(1, 'grades must name at least one student.')
    .max(MAX_GRADES_PER_CALL, `grades may name at most ${MAX_GRADES_PER_CALL} students.`)
    .refine((g) => new Set(g.map((x) => x.studentId)).size === g.length, 'A student is graded twice.'),
  /** false: keep as draft; true: return to the students. */
  return: z.boolean('return must be true or false.'),
});
export type GradeWorkInput = z.output<typeof gradeWorkInput>;

export const setExceptionInput = z
  .strictObject({
    assignmentId: recordId('assignmentId'),
    studentId: recordId('studentId'),
    kind: z.enum(['extension', 'excuse', 'clear'], 'kind must be one of extension, excuse, clear.'),
    dueDate: isoDate('Due date').optional(),
    dueTime: dueTime.optional(),
  })
  .refine((e) => e.kind !== 'extension' || (e.dueDate && e.dueTime), {
    message: 'An extension needs a due date and time.',
    path: ['dueDate'],
  });

// ----- Rules with no Firebase in them -----

/** Late: handed in after the student's own due instant (an extension's, or the assignment's). */
export const isLate = (submittedAt: number, effectiveDueAt: number) => submittedAt > effectiveDueAt;

/** The due instant of a date and time in the school's zone. */
export const dueInstant = (date: IsoDate, time: string, timeZone: string) => zonedInstant(date, time, timeZone);

/** How one submission counts on its assignment. */
function countsOf(s: Pick<SubmissionDoc, 'status' | 'late'> | null): AssignmentCounts {
  const c = { ...NO_COUNTS };
  if (!s) return c;
  c.students = 1;
  if (s.status === 'handedIn') c.handedIn = 1;
  if (s.status === 'missing') c.missing = 1;
  if (s.status === 'returned') c.returned = 1;
  if (s.status === 'excused') c.excused = 1;
  if (s.late && (s.status === 'handedIn' || s.status === 'returned')) c.late = 1;
  return c;
}

/** The assignment's counts after one submission changes from `before` to `after` (null: none). */
export function applyCountChange(
  counts: AssignmentCounts,
  before: Pick<SubmissionDoc, 'status' | 'late'> | null,
  after: Pick<SubmissionDoc, 'status' | 'late'> | null,
): AssignmentCounts {
  const b = countsOf(before);
  const a = countsOf(after);
  const next = { ...counts };
  for (const key of Object.keys(NO_COUNTS) as (keyof AssignmentCounts)[])
    next[key] = Math.max(0, counts[key] - b[key] + a[key]);
  return next;
}

/** Counts from scratch, for a whole list of submissions. */
export function countAll(subs: Pick<SubmissionDoc, 'status' | 'late'>[]): AssignmentCounts {
  return subs.reduce((c, s) => applyCountChange(c, null, s), { ...NO_COUNTS });
}

/** Where a piece of work not handed in stands at an instant: missing once its due instant has passed. */
export const waitingStatus = (effectiveDueAt: number, now: number): SubmissionStatus =>
  now > effectiveDueAt ? 'missing' : 'assigned';

const WEEKDAY = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const weekdayName = (date: IsoDate) => WEEKDAY[isoWeekday(date)] ?? date;

/**
 * The workload hint for one class and one day, from the pieces each student already has due:
 * "14 of 28 students already have 2 pieces due on Thursday", or null when nobody has anything due.
 */
export function workloadHint(pieces: Record<string, number>, classSize: number, date: IsoDate, className?: string) {
  const busy = Object.values(pieces).filter((n) => n > 0);
  if (busy.length === 0) return null;
  const most = Math.max(...busy);
  const atMost = busy.filter((n) => n === most).length;
  const who = `${atMost} of ${classSize} students${className ? ` in ${className}` : ''}`;
  const pieceWord = most === 1 ? '1 piece' : `${most} pieces`;
  const others = busy.length - atMost;
  const rest = others > 0 ? `; ${others} more have fewer` : '';
  return `${who} already have ${pieceWord} due on ${weekdayName(date)}${rest}.`;
}

/** The day before a due date, the other day the hint looks at. */
export const dayBefore = (date: IsoDate) => addIsoDays(date, -1);

/** "due yesterday", "due today" or "due Mon, 23 Nov 2026", as the school's calendar has it. */
export function dueWords(dueAt: number, where: SchoolLocale, now: number): string {
  const due = schoolDate(where.timeZone, dueAt);
  const today = schoolDate(where.timeZone, now);
  if (due === today) return 'due today';
  if (due === addIsoDays(today, -1)) return 'due yesterday';
  return `due ${formatDate(due, where)}`;
}

/** The missing-work notice a guardian receives. */
export const missingWorkMessage = (firstName: string, title: string, due: string) =>
  `${firstName} has not handed in “${title}”, ${due}.`;

/** A percentage rounded to a whole number, or null when there is nothing to divide. */
export const percent = (points: number, outOf: number) => (outOf > 0 ? Math.round((points / outOf) * 100) : null);

export interface Average {
  points: number;
  outOf: number;
  percent: number | null;
  count: number;
}

/** The average of the returned, graded marks (total points over total possible). */
export function averageOf(marks: Pick<Mark, 'points' | 'outOf' | 'returned'>[]): Average {
  let points = 0;
  let outOf = 0;
  let count = 0;
  for (const m of marks) {
    if (!m.returned || m.points === null || m.outOf === null) continue;
    points += m.points;
    outOf += m.outOf;
    count++;
  }
  return { points, outOf, percent: percent(points, outOf), count };
}

/** Per subject, a student's average of the term's returned marks, by subject name. */
export function subjectAverages(marks: Record<string, Mark>): { subjectName: string; average: Average }[] {
  const bySubject = new Map<string, Mark[]>();
  for (const m of Object.values(marks)) bySubject.set(m.subjectName, [...(bySubject.get(m.subjectName) ?? []), m]);
  return [...bySubject]
    .map(([subjectName, list]) => ({ subjectName, average: averageOf(list) }))
    .filter((s) => s.average.count > 0)
    .sort((a, b) => a.subjectName.localeCompare(b.subjectName));
}

/** The status a student and parent read, in the school's words. */
export const STATUS_WORDS: Record<SubmissionStatus, string> = {
  assigned: 'To do',
  missing: 'Missing',
  handedIn: 'Handed in',
  returned: 'Returned',
  excused: 'Excused',
};

/** How many of each list a work summary keeps: as many as a dashboard shows. */
export const WORK_SUMMARY_SHOWN = 3;

/**
 * `workSummaries/<studentId>`: a student's open work as the dashboards show it, written again from the submissions
 * whenever one of the student's changes (functions/src/on-work-summaries.ts): to do, due soonest first; missing and
 * returned, latest first; `WORK_SUMMARY_SHOWN` of each. Read by the student and their guardians, as the open
 * submissions are, through `studentUid` and `guardianUids` (taken from the student's record).
 */
export const workSummarySchema = z.object({
  studentId: z.string(),
  studentUid: z.string().nullable(),
  guardianUids: z.array(z.string()),
  assigned: z.array(submissionSchema.extend({ id: z.string() })),
  missing: z.array(submissionSchema.extend({ id: z.string() })),
  returned: z.array(submissionSchema.extend({ id: z.string() })),
});
export type WorkSummaryDoc = z.infer<typeof workSummarySchema>;

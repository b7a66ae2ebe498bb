/**
 * Every collection under `schools/{schoolId}/`, in one table: its zod document schema and whether its records carry
 * lower-case search words (`searchTokens`, searched with array-contains). The server's typed collections, the web's
 * list and record hooks, the demo-data seed and the rules-coverage test all read it. A new module's collection is
 * added here first.
 */
import type { z } from 'zod';
import { auditEntrySchema } from './audit';
import { courseSchema, courseSearchTokens } from './course';
import { lessonSchema, timetableSchema } from './lesson';
import { notificationSchema } from './notification';
import { parentSchema, staffSchema, studentSchema, teacherSchema } from './people';
import { employeeSearchTokens, parentSearchTokens } from './people-api';
import { searchTokensFor } from './search-tokens';
import { classSchema, subjectSchema, termSchema } from './structure';
// Attendance
import { classTotalsSchema } from './class-totals';
import {
  absenceReportSchema,
  attendanceRecordSchema,
  attendanceTotalsSchema,
  classWeekSchema,
  registerSchema,
} from './attendance';
// Attendance: the office's day summary
import { attendanceDaySchema } from './attendance';
import { fileSchema, fileUsageSchema, messageFilesSchema, studentFilesSchema } from './files';
// Calendar and Newsfeed
import { reachSchema } from './audience';
import { eventSchema } from './calendar';
import { acknowledgementSchema, postSchema } from './newsfeed';
// Assignments
import {
  assignmentSchema,
  classWorkSchema,
  gradeDraftSchema,
  gradeTotalsSchema,
  submissionSchema,
  workSummarySchema,
  workloadSchema,
} from './assignment';
import { classSearchTokens, subjectSearchTokens, termSearchTokens } from './structure-api';
// Fees and payments
import {
  cardRefundSchema,
  checkoutSessionSchema,
  classFeeTotalSchema,
  familySchema,
  feeCounterSchema,
  feeItemSchema,
  feeScheduleSchema,
  invoiceSchema,
  paymentKeySchema,
  paymentSchema,
  receiptSchema,
} from './fees';
// Course store
import { enrolmentSchema } from './enrolment';
// Fees: the office's reports
import { creditNoteSchema, feeCollectionSchema, feeDueTotalSchema } from './fees';
// Dashboards: per-day totals by month
import { monthTotalsSchema, schoolTotalsSchema, termTotalsSchema } from './dashboard';
// Accounts: invitations and the e-mail the school sends
import { invitationSchema } from './invitations';
import { mailSchema } from './mail';
import { inviteJobSchema } from './invite-jobs';
// A school's data: long work with progress
import { dataJobSchema } from './data-jobs';
// Messages
import { conversationSchema, messageHoursSchema, messageInboxSchema, withdrawnMessageSchema } from './messages';
// Reports
import { commentBankSchema, gradeScaleSchema, reportEntrySchema, reportRoundSchema, reportSchema } from './reports';

type DocSchema = z.ZodType<Record<string, unknown>>;

interface CollectionEntry<S extends DocSchema, Searchable extends boolean> {
  schema: S;
  /** Whether the records carry `searchTokens`. */
  searchable: Searchable;
  /** How the words are made from the record alone; absent where they are built with the record (lessons). */
  searchTokensOf?: (record: Omit<z.output<S>, 'searchTokens'>) => string[];
}

const entry = <S extends DocSchema, Searchable extends boolean>(e: CollectionEntry<S, Searchable>) => e;

export const SCHOOL_COLLECTIONS = {
  terms: entry({ schema: termSchema, searchable: true, searchTokensOf: termSearchTokens }),
  subjects: entry({ schema: subjectSchema, searchable: true, searchTokensOf: subjectSearchTokens }),
  classes: entry({ schema: classSchema, searchable: true, searchTokensOf: classSearchTokens }),
  students: entry({ schema: studentSchema, searchable: true, searchTokensOf: searchTokensFor }),
  parents: entry({ schema: parentSchema, searchable: true, searchTokensOf: parentSearchTokens }),
  teachers: entry({ schema: teacherSchema, searchable: true, searchTokensOf: employeeSearchTokens }),
  staff: entry({ schema: staffSchema, searchable: true, searchTokensOf: employeeSearchTokens }),
  courses: entry({ schema: courseSchema, searchable: true, searchTokensOf: courseSearchTokens }),
  /** Lessons carry the names of their class, teacher and course or subject, and words made from them (lessonRecord). */
  lessons: entry({ schema: lessonSchema, searchable: true }),
  // Each class's and each teacher's lessons in one document, for a day's timetable.
  timetables: entry({ schema: timetableSchema, searchable: false }),
  notifications: entry({ schema: notificationSchema, searchable: false }),
  auditLog: entry({ schema: auditEntrySchema, searchable: false }),
  // Attendance: registers (staff only), one record per student per register, each student's term totals.
  registers: entry({ schema: registerSchema, searchable: false }),
  attendanceRecords: entry({ schema: attendanceRecordSchema, searchable: false }),
  attendanceTotals: entry({ schema: attendanceTotalsSchema, searchable: false }),
  // Each class's registers of a week (dates, sessions, counts) in one document, for a teacher's dashboard.
  classWeeks: entry({ schema: classWeekSchema, searchable: false }),
  absenceReports: entry({ schema: absenceReportSchema, searchable: false }),
  // Calendar and Newsfeed: events and posts by audience, acknowledgements, and each member's audience words.
  events: entry({ schema: eventSchema, searchable: false }),
  posts: entry({ schema: postSchema, searchable: false }),
  acknowledgements: entry({ schema: acknowledgementSchema, searchable: false }),
  reach: entry({ schema: reachSchema, searchable: false }),
  // Assignments: the work set, one submission per student, staff-only draft marks, term totals, due-day workload.
  assignments: entry({ schema: assignmentSchema, searchable: false }),
  submissions: entry({ schema: submissionSchema, searchable: false }),
  // Each student's open work as the dashboards show it, in one document.
  workSummaries: entry({ schema: workSummarySchema, searchable: false }),
  gradeDrafts: entry({ schema: gradeDraftSchema, searchable: false }),
  gradeTotals: entry({ schema: gradeTotalsSchema, searchable: false }),
  workload: entry({ schema: workloadSchema, searchable: false }),
  // Fees and payments: money collections; families carry their children's and guardians' names for the desk's search.
  feeItems: entry({ schema: feeItemSchema, searchable: false }),
  feeSchedules: entry({ schema: feeScheduleSchema, searchable: false }),
  invoices: entry({ schema: invoiceSchema, searchable: false }),
  payments: entry({ schema: paymentSchema, searchable: false }),
  receipts: entry({ schema: receiptSchema, searchable: false }),
  families: entry({ schema: familySchema, searchable: true }),
  classFeeTotals: entry({ schema: classFeeTotalSchema, searchable: false }),
  feeCounters: entry({ schema: feeCounterSchema, searchable: false }),
  checkoutSessions: entry({ schema: checkoutSessionSchema, searchable: false }),
  paymentKeys: entry({ schema: paymentKeySchema, searchable: false }),
  // Attendance: the day's registers and guardians' reasons in one document, for the office's board.
  attendanceDays: entry({ schema: attendanceDaySchema, searchable: false }),
  // Assignments: each class's list of the term's work, the gradebook's columns.
  classWork: entry({ schema: classWorkSchema, searchable: false }),
  // Course store: one place per course and student, with the student's progress.
  enrolments: entry({ schema: enrolmentSchema, searchable: false }),
  // Fees: the office's reports, totals kept as money moves (per due date for aged debt, per month by method).
  feeDueTotals: entry({ schema: feeDueTotalSchema, searchable: false }),
  feeCollections: entry({ schema: feeCollectionSchema, searchable: false }),
  // Fees: what voiding a paid invoice gave back as family credit, numbered.
  creditNotes: entry({ schema: creditNoteSchema, searchable: false }),
  // Fees: family credit paid back to the card of an online payment, from the office's request to the provider's word.
  cardRefunds: entry({ schema: cardRefundSchema, searchable: false }),
  // Dashboards: each day's attendance, money taken and money falling due, one document per month.
  monthTotals: entry({ schema: monthTotalsSchema, searchable: false }),
  // Dashboards: each term's students by grade, kept with each class's count.
  termTotals: entry({ schema: termTotalsSchema, searchable: false }),
  // Dashboards: the office's figures (counts, students by grade, what each due date still owes) in one document.
  schoolTotals: entry({ schema: schoolTotalsSchema, searchable: false }),
  // Accounts: invitations (a hash of each code, never the code) and every e-mail sent with its state; Admins read them.
  invitations: entry({ schema: invitationSchema, searchable: false }),
  mail: entry({ schema: mailSchema, searchable: false }),
  // Accounts: inviting many, worked through in the background; its counts and refusals (letters' codes beneath it).
  inviteJobs: entry({ schema: inviteJobSchema, searchable: false }),
  // Files: one record per stored file (owner record, type, bytes, hash), and the school's usage by module.
  files: entry({ schema: fileSchema, searchable: false }),
  fileUsage: entry({ schema: fileUsageSchema, searchable: false }),
  // Files: a student's photo and documents, staff-only ones included; read only through the API.
  studentFiles: entry({ schema: studentFilesSchema, searchable: false }),
  // A school's data: long work an Admin starts and watches (exports), with its progress and the archive it made.
  jobs: entry({ schema: dataJobSchema, searchable: false }),
  // Messages: conversations (their messages beneath each), each person's unread total, staff hours and away notices,
  // and what withdrawn messages said (the office's).
  conversations: entry({ schema: conversationSchema, searchable: false }),
  messageInboxes: entry({ schema: messageInboxSchema, searchable: false }),
  messageHours: entry({ schema: messageHoursSchema, searchable: false }),
  withdrawnMessages: entry({ schema: withdrawnMessageSchema, searchable: false }),
  // Messages: every file added to a conversation, sent or waiting to be; read only through the API.
  messageFiles: entry({ schema: messageFilesSchema, searchable: false }),
  // Reports: grade scales, rounds with their progress, each student's entry per subject (teachers and the office
  // only), the published report per student (its PDF's pointer, for the family), and the comment banks.
  gradeScales: entry({ schema: gradeScaleSchema, searchable: false }),
  reportRounds: entry({ schema: reportRoundSchema, searchable: false }),
  reportEntries: entry({ schema: reportEntrySchema, searchable: false }),
  reports: entry({ schema: reportSchema, searchable: false }),
  commentBanks: entry({ schema: commentBankSchema, searchable: false }),
  // Each class's term in figures per student (attendance, gradebook sums): the guide beside a report's grid, one read.
  classTotals: entry({ schema: classTotalsSchema, searchable: false }),
} as const;

export type SchoolCollectionName = keyof typeof SCHOOL_COLLECTIONS;
/** Any entry of the table, for code that handles every collection alike (the seed). */
export interface SchoolCollectionEntry {
  schema: DocSchema;
  searchable: boolean;
  searchTokensOf?: (record: never) => string[];
}
/** The names, for code that must cover every collection (the rules-coverage test). */
export const SCHOOL_COLLECTION_NAMES = Object.keys(SCHOOL_COLLECTIONS) as SchoolCollectionName[];
/** The collections whose records carry `searchTokens`. */
export type SearchableCollectionName = {
  [N in SchoolCollectionName]: (typeof SCHOOL_COLLECTIONS)[N]['searchable'] extends true ? N : never;
}[SchoolCollectionName];

/** The stored shape of a record of collection N. */
export type SchoolDocOf<N extends SchoolCollectionName> = z.output<(typeof SCHOOL_COLLECTIONS)[N]['schema']>;
/** The read shape: the stored record and its document id. */
export type SchoolRecordOf<N extends SchoolCollectionName> = SchoolDocOf<N> & { id: string };

export function isSchoolCollectionName(name: string): name is SchoolCollectionName {
  return Object.hasOwn(SCHOOL_COLLECTIONS, name);
}

/** Every REST route under /api, in one table: the server's handlers and the web client's fetcher both take their types from it. */
import { z } from 'zod';
import { documentIdField, isReservedId } from './document-id';
import { checkSentence, sentence, type SharedSentence } from './sentence';
import { PERSON_COLLECTIONS } from './accounts';
import { checkSignInInput, updateSignInMethodsInput } from './sign-in-methods';
import { type ImportReport, importPeopleInput } from './people-import';
import { publicPostsInput, schoolRegistrationInput } from './landing';
import type { PublicCategory, PublicPartner, PublicPost } from './public-lists';
import type { Student } from './people';
import { type AcademyClaims, type ModulesMap, type Role, ROLES } from './roles';
import { modulesMapSchema } from './user';
import {
  assignStudentsInput,
  createClassInput,
  createSubjectInput,
  createTermInput,
  deleteRecordInput,
  type RecordSaved,
  updateClassInput,
  updateSubjectInput,
  updateTermInput,
} from './structure-api';
import {
  archiveStudentInput,
  createParentInput,
  createStaffInput,
  createStudentInput,
  createTeacherInput,
  updateParentInput,
  updateStaffInput,
  updateStudentInput,
  updateTeacherInput,
} from './people-api';
import { createCourseInput, type PublicCourse, updateCourseInput } from './course';
import { createLessonInput, updateLessonInput } from './lesson';
// Attendance
import {
  confirmAbsenceInput,
  type RegisterSaved,
  reportAbsenceInput,
  saveRegisterInput,
  updateAttendanceSettingsInput,
} from './attendance';
// Calendar and Newsfeed
import { changeOccurrenceInput, deleteEventInput, saveEventInput } from './calendar';
import {
  acknowledgeInput,
  audienceSizeInput,
  type AudienceSizeResult,
  remindAcknowledgementsInput,
  savePostInput,
  withdrawPostInput,
} from './newsfeed';
// Assignments
import {
  deleteAssignmentInput,
  gradeWorkInput,
  saveAssignmentInput,
  setExceptionInput,
  submitWorkInput,
  unsubmitWorkInput,
} from './assignment';
// Fees and payments
import {
  checkoutStartInput,
  checkoutTestProviderInput,
  checkoutWebhookInput,
  type CheckoutStarted,
  generateInvoicesInput,
  issueInvoicesInput,
  type GenerateInvoicesResult,
  type InvoicesIssued,
  type PaymentRecorded,
  recordPaymentInput,
  refundToCardInput,
  type CardRefundRequested,
  saveFeeItemInput,
  saveScheduleInput,
  voidInvoiceInput,
} from './fees-api';
// Files
import {
  type ChunkReceived,
  type ClassPhotos,
  classPhotosInput,
  deleteFileInput,
  downloadFileInput,
  schoolLogoInput,
  fileLinksInput,
  type FileLinks,
  finishUploadInput,
  shareStudentDocumentInput,
  startUploadInput,
  type StudentFiles,
  studentFilesInput,
  type UploadFinished,
  type UploadStarted,
  uploadChunkInput,
} from './files';
import {
  type InvitationAccepted,
  type InvitationPreview,
  invitationSecretInput,
  inviteInput,
  type InviteResult,
  revokeInvitationInput,
} from './invitations-api';
import { type InviteJobStarted, startInviteJobInput } from './invite-jobs';
// Course store
import { enrolInput, saveProgressInput, withdrawInput } from './enrolment';
import { updateSchoolLocaleInput } from './school-api';
import {
  type DataJobStarted,
  exportDownloadInput,
  type ExportLink,
  exportLinkInput,
  exportPersonInput,
  exportSchoolInput,
} from './data-jobs';
import { erasePersonInput, type PersonErased, updateRetentionInput } from './erasure';
import { mailBouncedInput } from './mail';
// Messages
import {
  type ConversationStarted,
  markConversationReadInput,
  type ConversationsFor,
  conversationsForInput,
  type MessageSent,
  type Oversight,
  overseeInput,
  type Recipients,
  recipientsInput,
  reportMessageInput,
  sendMessageInput,
  sendToClassInput,
  type SentToClass,
  setSafeguardingLeadInput,
  startConversationInput,
  updateChildGuardiansInput,
  updateHoursInput,
  updateMessageSettingsInput,
  withdrawMessageInput,
} from './messages';
// Reports
import {
  classPdfInput,
  type EntriesSaved,
  publishRoundInput,
  remindTeachersInput,
  type ReportLink,
  reportLinkInput,
  reviewInput,
  type RoundSaved,
  saveCommentBankInput,
  saveEntriesInput,
  saveRoundInput,
  saveScaleInput,
  type ScaleSaved,
  type TeachersReminded,
} from './reports';
// Fees: late fees and the office's reports
import {
  type FeeRemindersSent,
  type LateFeesPreview,
  previewLateFeesInput,
  sendFeeRemindersInput,
  updateLateFeesInput,
} from './fees-api';

export type HttpMethod = 'GET' | 'POST';
/** required: a valid ID token; optional: checked when sent; none: public. */
export type AuthMode = 'required' | 'optional' | 'none';

export interface RouteDef<Input extends z.ZodType = z.ZodType, Response = unknown, Auth extends AuthMode = AuthMode> {
  method: HttpMethod;
  path: string;
  input: Input;
  /** Where the input is read from when not the method's usual place: a file's part is the body, its details the query. */
  inputFrom?: 'query';
  /** Kept as its literal, so a handler of a route that requires sign-in is typed with a caller that is never null. */
  auth: Auth;
  /** Roles that may call it at all; finer checks (own record, own school) live in the handler. */
  roles: readonly Role[];
  /**
   * How long browsers and Hosting's CDN may keep a 200 answer (a public route whose answer is the same for everyone);
   * every other answer is `no-store`.
   */
  cacheControl?: string;
  /** Phantom: carries the response type, never read at run time. */
  response?: Response;
}

/** A public list's answer: a browser keeps it a minute, Hosting's CDN five, so a busy day costs a read every few minutes. */
const PUBLIC_LIST_CACHE = 'public, max-age=60, s-maxage=300';

function route<Response>() {
  return <Input extends z.ZodType, Auth extends AuthMode>(
    def: Omit<RouteDef<Input, Response, Auth>, 'response'>,
  ): RouteDef<Input, Response, Auth> => def;
}

/** How an Admin takes a record away: some are deleted, others (people) archived and kept with their history. */
export type RemoveVerb = 'delete' | 'archive';
const REMOVE_INPUT = { delete: deleteRecordInput, archive: archiveStudentInput } as const;
type RemoveInput = typeof REMOVE_INPUT;

type AdminRoute<Input extends z.ZodType> = RouteDef<Input, RecordSaved, 'required'>;
export type AdminRecordRoutes<
  Noun extends string,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Remove extends RemoveVerb,
> = Record<`create${Noun}`, AdminRoute<Create>> &
  Record<`update${Noun}`, AdminRoute<Update>> &
  Record<`${Remove}${Noun}`, AdminRoute<RemoveInput[Remove]>>;

/**
 * The three Admin-only writes of a school record: `create<Noun>`, `update<Noun>` and `delete<Noun>` (or
 * `archive<Noun>`) at `/<area>/create`, `/<area>/update` and `/<area>/delete` (or `/archive`), each answering
 * `RecordSaved`. Spread into `apiRoutes`.
 */
export function adminRecordRoutes<
  const Noun extends string,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Remove extends RemoveVerb,
>(
  area: string,
  noun: Noun,
  inputs: { create: Create; update: Update; remove: Remove },
): AdminRecordRoutes<Noun, Create, Update, Remove> {
  const admin = <Input extends z.ZodType>(action: string, input: Input): AdminRoute<Input> => ({
    method: 'POST',
    path: `/${area}/${action}`,
    input,
    auth: 'required',
    roles: ['Admin'],
  });
  return {
    [`create${noun}`]: admin('create', inputs.create),
    [`update${noun}`]: admin('update', inputs.update),
    [`${inputs.remove}${noun}`]: admin(inputs.remove, REMOVE_INPUT[inputs.remove]),
  } as AdminRecordRoutes<Noun, Create, Update, Remove>;
}

/** The signed-in user record the client builds its session from. */
export interface UserRecord {
  uid: string;
  /** Absent for an account that signs in only with a phone number. */
  email?: string;
  phoneNumber?: string;
  username: string;
  role: Role;
  school_id: string;
  modules: ModulesMap;
  personId: string | null;
  /** An Admin whose school requires a second step and who signed in without one: the app asks them to add it. */
  needsSecondStep?: boolean;
  /** Every role the account holds (one for most people; Teacher and Parent for a teacher whose child is at the school). */
  roles: Role[];
  /** The custom claims carrying the role. */
  info: AcademyClaims;
}

export interface ApiErrorBody {
  status: number;
  message: string;
  /**
   * The input's field the refusal is about, when it is about one: a form shows the message beside that field, in
   * whatever language the message is written.
   */
  field?: string;
}

/**
 * One search result: what the header's result list shows and where it leads, nothing more. The record itself (medical
 * notes, contacts, guardians) is read from Firestore when the result is opened, so the rules decide who sees it: a
 * teacher searching the whole school cannot read a student outside their classes through the search.
 */
export type StudentSearchHit = Pick<
  Student,
  'id' | 'firstName' | 'lastName' | 'admissionNumber' | 'classId' | 'status'
>;

/** A student search's answer: the hits in data, their type (Student), and a status. */
export interface StudentSearchResult {
  status: 200;
  type: 'Student';
  data: StudentSearchHit[];
  message: string;
}

export const STUDENT_SEARCH_LIMIT = 20;

const email = z.email('email must be a valid e-mail address.').max(254, 'email must be at most 254 characters.');
const role = z.enum(ROLES, 'role must be one of Admin, Teacher, Student, Parent.');
/** A Firestore document id we create: letters, digits, - and _ only, so it can never reach another path. */
const documentId = (name: string) => documentIdField(name);
const schoolId = documentId('school_id');

/** Without an e-mail: the caller's own record (an account that signs in with a phone number has no e-mail). */
export const getUserDataInput = z.strictObject({ email: email.optional(), role });

export const getStudentInput = z.strictObject({
  params: z
    .string('Search text is required.')
    .trim()
    .min(1, 'Search text is required.')
    .max(100, 'Search text must be at most 100 characters.'),
  school_id: schoolId,
});

/** A plain outcome: what the notification toast shows. */
export interface StatusMessage {
  status: number;
  message: string;
}

const secretField = (name: string) =>
  z.string(`${name} is required.`).max(4096, `${name} must be at most 4096 characters.`);

export const updatePasswordInput = z
  .strictObject({
    email,
    role,
    secret: secretField('secret'),
    confirmSecret: secretField('confirmSecret'),
    oldSecret: secretField('oldSecret').optional(),
  })
  .refine((d) => d.secret === d.confirmSecret, {
    message: 'The new passwords do not match.',
    path: ['confirmSecret'],
  });

const uid = documentId('uid');

export const createAccountInput = z.strictObject({
  personType: z.enum(PERSON_COLLECTIONS, 'personType must be one of teachers, staff, students, parents.'),
  personId: documentId('personId'),
  /** For people whose record has no e-mail (students): the address the school gives them. */
  email: email.optional(),
});

export interface AccountSummary {
  uid: string;
  /** Absent for an account that signs in only with a phone number. */
  email?: string;
  phoneNumber?: string;
  role: Role;
  disabled: boolean;
  modules: ModulesMap;
}

export const updateAccountInput = z
  .strictObject({
    uid,
    role: role.optional(),
    disabled: z.boolean('disabled must be true or false.').optional(),
    modules: modulesMapSchema.optional(),
  })
  .refine((d) => d.role !== undefined || d.disabled !== undefined || d.modules !== undefined, {
    message: 'Say what to change: role, disabled or modules.',
    path: ['role'],
  });

/** The view to switch to: one of the roles the signed-in account holds in its school. */
export const switchRoleInput = z.strictObject({
  role: z.enum(ROLES, 'Role must be one of Admin, Teacher, Student, Parent.'),
});

/**
 * The language the signed-in person reads Academy in (a catalogue tag, e.g. "pl"). The shape only: the server refuses
 * a tag it has no catalogue for, naming the ones it has.
 */
export const setLanguageInput = z.strictObject({
  language: z
    .string('Language must be text, e.g. "pl".')
    .trim()
    .min(2, 'Language must be a language tag, e.g. "pl".')
    .max(35, 'Language must be a language tag, e.g. "pl".'),
});

/** A notification call's answer: status and message. */
export interface ResultMessage {
  status: 200;
  message: string;
}

export const markNotificationsReadInput = z.strictObject({
  ids: z
    .array(documentId('Each of ids'), 'ids must be a list of notification ids.')
    .min(1, 'ids must name at least one notification.')
    .max(100, 'ids may name at most 100 notifications.'),
});

export const savePushTokenInput = z.strictObject({
  token: z
    .string('token is required.')
    .trim()
    .min(20, 'token is not a push token.')
    .max(4096, 'token must be at most 4096 characters.'),
});

export { schoolRegistrationInput };

/** A response that is not JSON (the calendar feed): the router sends `body` as it is, with its content type. */
export interface RawText {
  raw: true;
  contentType: string;
  body: string;
}

/** A file sent as it is stored (a download): the router streams `body` with these headers. */
export interface RawFile {
  file: true;
  contentType: string;
  bytes: number;
  /** The name it is saved under; `inline` shows it in the browser (images, PDFs, video, sound only). */
  name: string;
  inline: boolean;
  body: NodeJS.ReadableStream;
  /** How long others may keep it (a public picture); a private, unstored download when not given. */
  cacheControl?: string;
}

/** Where a member's private calendar feed is: a path under the app's origin, holding its secret token. */
export interface CalendarFeedAddress {
  status: 200;
  message: string;
  path: string;
}

/** The member's feed address; `reset: true` makes a new one and turns the old one off. */
export const calendarFeedAddressInput = z.strictObject({
  reset: z.boolean('reset must be true or false.').default(false),
});

export const calendarFeedInput = z.strictObject({
  token: z
    .string('token is required.')
    .regex(/^[A-Za-z0-9_-]{20,64}$/, 'token is not a calendar feed token.')
    .refine((t) => !isReservedId(t), 'token is not a calendar feed token.'),
});

export const apiRoutes = {
  getUserData: route<UserRecord>()({
    method: 'GET',
    path: '/auth/getUserData',
    input: getUserDataInput,
    auth: 'required',
    roles: ROLES,
  }),
  getStudent: route<StudentSearchResult>()({
    method: 'POST',
    path: '/search/getStudent',
    input: getStudentInput,
    auth: 'required',
    roles: ROLES,
  }),
  updatePassword: route<StatusMessage>()({
    method: 'POST',
    path: '/auth/updatePassword',
    input: updatePasswordInput,
    auth: 'optional',
    roles: ROLES,
  }),
  createAccount: route<StatusMessage & { account: AccountSummary }>()({
    method: 'POST',
    path: '/accounts/create',
    input: createAccountInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  updateAccount: route<StatusMessage & { account: AccountSummary }>()({
    method: 'POST',
    path: '/accounts/update',
    input: updateAccountInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  // Anyone signed in: acting as another role the account holds (a teacher who is also a parent).
  switchRole: route<StatusMessage & { role: Role }>()({
    method: 'POST',
    path: '/accounts/switchRole',
    input: switchRoleInput,
    auth: 'required',
    roles: ROLES,
  }),
  // Anyone signed in: the language their own account reads Academy in (and what the school sends them comes in).
  setLanguage: route<ResultMessage & { language: string }>()({
    method: 'POST',
    path: '/accounts/setLanguage',
    input: setLanguageInput,
    auth: 'required',
    roles: ROLES,
  }),
  // Invitations: the office invites; /join checks and accepts (signed in, with or without a role yet).
  invite: route<InviteResult>()({
    method: 'POST',
    path: '/accounts/invite',
    input: inviteInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  // Inviting many: a job the server works through in the background (schools/{id}/inviteJobs).
  startInviteJob: route<InviteJobStarted>()({
    method: 'POST',
    path: '/accounts/inviteJobs/start',
    input: startInviteJobInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  revokeInvitation: route<ResultMessage>()({
    method: 'POST',
    path: '/accounts/revokeInvitation',
    input: revokeInvitationInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  checkInvitation: route<InvitationPreview>()({
    method: 'POST',
    path: '/accounts/checkInvitation',
    input: invitationSecretInput,
    auth: 'none',
    roles: ROLES,
  }),
  // 'none' to the router: a new user has no role claim yet, so the handler checks the ID token itself.
  acceptInvitation: route<InvitationAccepted>()({
    method: 'POST',
    path: '/accounts/acceptInvitation',
    input: invitationSecretInput,
    auth: 'none',
    roles: ROLES,
  }),
  /** Which ways each role of the Admin's school may sign in (and allowed domains, and the Admins' second step). */
  updateSignInMethods: route<ResultMessage>()({
    method: 'POST',
    path: '/accounts/updateSignInMethods',
    input: updateSignInMethodsInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  /** Right after a sign-in: does the school allow the way just used? 403 with the reason when it does not. */
  checkSignIn: route<ResultMessage>()({
    method: 'POST',
    path: '/auth/checkSignIn',
    input: checkSignInInput,
    auth: 'required',
    roles: ROLES,
  }),
  markNotificationsRead: route<ResultMessage>()({
    method: 'POST',
    path: '/notifications/markRead',
    input: markNotificationsReadInput,
    auth: 'required',
    roles: ROLES,
  }),
  savePushToken: route<ResultMessage>()({
    method: 'POST',
    path: '/notifications/savePushToken',
    input: savePushTokenInput,
    auth: 'required',
    roles: ROLES,
  }),
  registerSchool: route<ResultMessage>()({
    method: 'POST',
    path: '/landing/registerSchool',
    input: schoolRegistrationInput,
    auth: 'none',
    roles: ROLES,
  }),
  /**
   * The courses schools have made public, for the landing site (their public projection, never the courses). The same
   * for every visitor, so kept a while as the other public lists are.
   */
  publicCourses: route<{ status: 200; courses: PublicCourse[] }>()({
    method: 'GET',
    path: '/landing/publicCourses',
    input: z.strictObject({}),
    auth: 'none',
    roles: ROLES,
    cacheControl: PUBLIC_LIST_CACHE,
  }),
  /** The partners, in their order, for /partners. The same for everyone, so kept a while. */
  publicPartners: route<{ status: 200; partners: PublicPartner[] }>()({
    method: 'GET',
    path: '/landing/partners',
    input: z.strictObject({}),
    auth: 'none',
    roles: ROLES,
    cacheControl: PUBLIC_LIST_CACHE,
  }),
  /** The newest published posts (of one category with `?category=`) and the categories, for /blog. */
  publicPosts: route<{ status: 200; posts: PublicPost[]; categories: PublicCategory[] }>()({
    method: 'GET',
    path: '/landing/posts',
    input: publicPostsInput,
    auth: 'none',
    roles: ROLES,
    cacheControl: PUBLIC_LIST_CACHE,
  }),

  // School structure: terms, subjects, classes and class rosters. Admins only; reads go to Firestore.
  ...adminRecordRoutes('terms', 'Term', { create: createTermInput, update: updateTermInput, remove: 'delete' }),
  ...adminRecordRoutes('subjects', 'Subject', {
    create: createSubjectInput,
    update: updateSubjectInput,
    remove: 'delete',
  }),
  ...adminRecordRoutes('classes', 'Class', { create: createClassInput, update: updateClassInput, remove: 'delete' }),
  assignStudents: route<RecordSaved>()({
    method: 'POST',
    path: '/classes/assignStudents',
    input: assignStudentsInput,
    auth: 'required',
    roles: ['Admin'],
  }),

  // People: students are archived, never deleted.
  ...adminRecordRoutes('students', 'Student', {
    create: createStudentInput,
    update: updateStudentInput,
    remove: 'archive',
  }),
  ...adminRecordRoutes('parents', 'Parent', {
    create: createParentInput,
    update: updateParentInput,
    remove: 'archive',
  }),

  // CSV import of people: one route checks (commit: false) or imports (commit: true) a file's rows.
  importPeople: route<ImportReport>()({
    method: 'POST',
    path: '/people/import',
    input: importPeopleInput,
    auth: 'required',
    roles: ['Admin'],
  }),

  // Teachers and office staff: archived, never deleted.
  ...adminRecordRoutes('teachers', 'Teacher', {
    create: createTeacherInput,
    update: updateTeacherInput,
    remove: 'archive',
  }),
  ...adminRecordRoutes('staff', 'Staff', { create: createStaffInput, update: updateStaffInput, remove: 'archive' }),

  // Courses: the academy's courses with their syllabus; a course lessons use cannot be deleted.
  ...adminRecordRoutes('courses', 'Course', { create: createCourseInput, update: updateCourseInput, remove: 'delete' }),

  // Lessons: the weekly timetable, refused when it clashes. Admins write; the school's members read it.
  ...adminRecordRoutes('lessons', 'Lesson', { create: createLessonInput, update: updateLessonInput, remove: 'delete' }),

  // Attendance: the school's register settings (Admin), and registers taken by teachers and the office.
  updateAttendanceSettings: route<ResultMessage>()({
    method: 'POST',
    path: '/attendance/updateSettings',
    input: updateAttendanceSettingsInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  saveRegister: route<RegisterSaved>()({
    method: 'POST',
    path: '/attendance/saveRegister',
    input: saveRegisterInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  reportAbsence: route<ResultMessage>()({
    method: 'POST',
    path: '/attendance/reportAbsence',
    input: reportAbsenceInput,
    auth: 'required',
    roles: ['Parent'],
  }),
  confirmAbsence: route<ResultMessage>()({
    method: 'POST',
    path: '/attendance/confirmAbsence',
    input: confirmAbsenceInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  // Calendar and Newsfeed: Admins write to any audience, teachers to their own classes; the audience reads Firestore.
  saveEvent: route<RecordSaved>()({
    method: 'POST',
    path: '/calendar/saveEvent',
    input: saveEventInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  deleteEvent: route<RecordSaved>()({
    method: 'POST',
    path: '/calendar/deleteEvent',
    input: deleteEventInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  calendarFeedAddress: route<CalendarFeedAddress>()({
    method: 'POST',
    path: '/calendar/feedAddress',
    input: calendarFeedAddressInput,
    auth: 'required',
    roles: ROLES,
  }),
  // Files: every upload and download goes through these (clients never reach Cloud Storage).
  startUpload: route<UploadStarted>()({
    method: 'POST',
    path: '/files/startUpload',
    input: startUploadInput,
    auth: 'required',
    roles: ROLES,
  }),
  uploadChunk: route<ChunkReceived>()({
    method: 'POST',
    path: '/files/uploadChunk',
    input: uploadChunkInput,
    inputFrom: 'query',
    auth: 'required',
    roles: ROLES,
  }),
  finishUpload: route<UploadFinished>()({
    method: 'POST',
    path: '/files/finishUpload',
    input: finishUploadInput,
    auth: 'required',
    roles: ROLES,
  }),
  fileLinks: route<FileLinks>()({
    method: 'POST',
    path: '/files/links',
    input: fileLinksInput,
    auth: 'required',
    roles: ROLES,
  }),
  downloadFile: route<RawFile>()({
    method: 'GET',
    path: '/files/download',
    input: downloadFileInput,
    auth: 'required',
    roles: ROLES,
  }),
  deleteFile: route<RecordSaved>()({
    method: 'POST',
    path: '/files/delete',
    input: deleteFileInput,
    auth: 'required',
    roles: ROLES,
  }),
  studentFiles: route<StudentFiles>()({
    method: 'POST',
    path: '/files/student',
    input: studentFilesInput,
    auth: 'required',
    roles: ['Admin', 'Teacher', 'Parent'],
  }),
  classPhotos: route<ClassPhotos>()({
    method: 'POST',
    path: '/files/classPhotos',
    input: classPhotosInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  shareStudentDocument: route<RecordSaved>()({
    method: 'POST',
    path: '/files/shareDocument',
    input: shareStudentDocumentInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  /** The school's logo, to anyone who names the school: the picture alone, cached for minutes. */
  schoolLogo: route<RawFile>()({
    method: 'GET',
    path: '/school/logo',
    input: schoolLogoInput,
    auth: 'none',
    roles: ROLES,
  }),
  calendarFeed: route<RawText>()({
    method: 'GET',
    path: '/calendar/feed',
    input: calendarFeedInput,
    auth: 'none',
    roles: ROLES,
  }),
  savePost: route<RecordSaved>()({
    method: 'POST',
    path: '/newsfeed/savePost',
    input: savePostInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  withdrawPost: route<RecordSaved>()({
    method: 'POST',
    path: '/newsfeed/withdrawPost',
    input: withdrawPostInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  audienceSize: route<AudienceSizeResult>()({
    method: 'POST',
    path: '/newsfeed/audienceSize',
    input: audienceSizeInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  acknowledge: route<RecordSaved>()({
    method: 'POST',
    path: '/newsfeed/acknowledge',
    input: acknowledgeInput,
    auth: 'required',
    roles: ROLES,
  }),
  remindAcknowledgements: route<RecordSaved>()({
    method: 'POST',
    path: '/newsfeed/remind',
    input: remindAcknowledgementsInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  // Assignments: teachers set and mark work for their classes (Admins for any class); students hand it in.
  saveAssignment: route<RecordSaved>()({
    method: 'POST',
    path: '/assignments/saveAssignment',
    input: saveAssignmentInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  deleteAssignment: route<RecordSaved>()({
    method: 'POST',
    path: '/assignments/deleteAssignment',
    input: deleteAssignmentInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  submit: route<RecordSaved & { late: boolean }>()({
    method: 'POST',
    path: '/assignments/submit',
    input: submitWorkInput,
    auth: 'required',
    roles: ['Student'],
  }),
  unsubmit: route<RecordSaved>()({
    method: 'POST',
    path: '/assignments/unsubmit',
    input: unsubmitWorkInput,
    auth: 'required',
    roles: ['Student'],
  }),
  grade: route<RecordSaved & { returned: number; drafts: number }>()({
    method: 'POST',
    path: '/assignments/grade',
    input: gradeWorkInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  setException: route<RecordSaved>()({
    method: 'POST',
    path: '/assignments/setException',
    input: setExceptionInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  // Fees and payments: the office charges and takes money; parents pay online through checkout.
  saveFeeItem: route<RecordSaved>()({
    method: 'POST',
    path: '/fees/saveFeeItem',
    input: saveFeeItemInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  saveSchedule: route<RecordSaved>()({
    method: 'POST',
    path: '/fees/saveSchedule',
    input: saveScheduleInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  generateInvoices: route<GenerateInvoicesResult>()({
    method: 'POST',
    path: '/fees/generateInvoices',
    input: generateInvoicesInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  issueInvoices: route<InvoicesIssued>()({
    method: 'POST',
    path: '/fees/issueInvoices',
    input: issueInvoicesInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  recordPayment: route<PaymentRecorded>()({
    method: 'POST',
    path: '/fees/recordPayment',
    input: recordPaymentInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  refundToCard: route<CardRefundRequested>()({
    method: 'POST',
    path: '/fees/refundToCard',
    input: refundToCardInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  voidInvoice: route<RecordSaved>()({
    method: 'POST',
    path: '/fees/voidInvoice',
    input: voidInvoiceInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  checkoutStart: route<CheckoutStarted>()({
    method: 'POST',
    path: '/checkout/start',
    input: checkoutStartInput,
    auth: 'required',
    roles: ['Parent'],
  }),
  /** The emulators' test provider: the signed event its checkout page posts to the webhook (404 anywhere else). */
  checkoutTestProvider: route<{ status: 200; payload: string; signature: string }>()({
    method: 'POST',
    path: '/checkout/testProvider',
    input: checkoutTestProviderInput,
    auth: 'required',
    roles: ['Parent'],
  }),
  /** The payment provider calls it; its signature, not a sign-in, says who sent it. */
  checkoutWebhook: route<ResultMessage>()({
    method: 'POST',
    path: '/checkout/webhook',
    input: checkoutWebhookInput,
    auth: 'none',
    roles: ROLES,
  }),
  /** The mail provider's bounce report; the shared secret in its header, not a sign-in, says who sent it. */
  mailBounced: route<ResultMessage>()({
    method: 'POST',
    path: '/mail/bounced',
    input: mailBouncedInput,
    auth: 'none',
    roles: ROLES,
  }),
  // Calendar: one date of a repeating event cancelled or changed on its own.
  changeOccurrence: route<RecordSaved>()({
    method: 'POST',
    path: '/calendar/changeOccurrence',
    input: changeOccurrenceInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  // Course store: a student takes a free course (or a guardian or the office for them), withdraws, and keeps progress.
  enrol: route<RecordSaved & { placeStatus: 'enrolled' | 'waiting' }>()({
    method: 'POST',
    path: '/courses/enrol',
    input: enrolInput,
    auth: 'required',
    roles: ['Admin', 'Student', 'Parent'],
  }),
  withdraw: route<RecordSaved>()({
    method: 'POST',
    path: '/courses/withdraw',
    input: withdrawInput,
    auth: 'required',
    roles: ['Admin', 'Student', 'Parent'],
  }),
  saveProgress: route<RecordSaved & { percent: number }>()({
    method: 'POST',
    path: '/courses/saveProgress',
    input: saveProgressInput,
    auth: 'required',
    roles: ['Student'],
  }),
  // The school's own settings (Admin): the locale every date and time is shown in.
  updateSchoolLocale: route<ResultMessage>()({
    method: 'POST',
    path: '/school/updateLocale',
    input: updateSchoolLocaleInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  // Fees: the late fee the office switches on, and tomorrow's late fees before they are added.
  updateLateFees: route<ResultMessage>()({
    method: 'POST',
    path: '/fees/updateLateFees',
    input: updateLateFeesInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  previewLateFees: route<LateFeesPreview>()({
    method: 'POST',
    path: '/fees/previewLateFees',
    input: previewLateFeesInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  sendFeeReminders: route<FeeRemindersSent>()({
    method: 'POST',
    path: '/fees/sendReminders',
    input: sendFeeRemindersInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  // A school's data (Admin): the whole school as one archive, made as a job and downloaded through a short link.
  exportSchool: route<DataJobStarted>()({
    method: 'POST',
    path: '/data/exportSchool',
    input: exportSchoolInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  exportPerson: route<DataJobStarted>()({
    method: 'POST',
    path: '/data/exportPerson',
    input: exportPersonInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  exportLink: route<ExportLink>()({
    method: 'POST',
    path: '/data/exportLink',
    input: exportLinkInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  exportDownload: route<RawFile>()({
    method: 'GET',
    path: '/data/download',
    input: exportDownloadInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  // Erasure and retention (Admin): a leaver's personal data erased, and how long leavers' records are kept.
  erasePerson: route<PersonErased>()({
    method: 'POST',
    path: '/data/erasePerson',
    input: erasePersonInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  updateRetention: route<ResultMessage>()({
    method: 'POST',
    path: '/data/updateRetention',
    input: updateRetentionInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  // Messages: the server decides who may write to whom and who is in a conversation; participants read Firestore.
  startConversation: route<ConversationStarted>()({
    method: 'POST',
    path: '/messages/start',
    input: startConversationInput,
    auth: 'required',
    roles: ROLES,
  }),
  sendToClass: route<SentToClass>()({
    method: 'POST',
    path: '/messages/sendToClass',
    input: sendToClassInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  sendMessage: route<MessageSent>()({
    method: 'POST',
    path: '/messages/send',
    input: sendMessageInput,
    auth: 'required',
    roles: ROLES,
  }),
  withdrawMessage: route<ResultMessage>()({
    method: 'POST',
    path: '/messages/withdraw',
    input: withdrawMessageInput,
    auth: 'required',
    roles: ROLES,
  }),
  markConversationRead: route<ResultMessage>()({
    method: 'POST',
    path: '/messages/markRead',
    input: markConversationReadInput,
    auth: 'required',
    roles: ROLES,
  }),
  reportMessage: route<ResultMessage>()({
    method: 'POST',
    path: '/messages/report',
    input: reportMessageInput,
    auth: 'required',
    roles: ROLES,
  }),
  updateMessageHours: route<ResultMessage>()({
    method: 'POST',
    path: '/messages/updateHours',
    input: updateHoursInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  updateMessageSettings: route<ResultMessage>()({
    method: 'POST',
    path: '/messages/updateSettings',
    input: updateMessageSettingsInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  messageRecipients: route<Recipients>()({
    method: 'POST',
    path: '/messages/recipients',
    input: recipientsInput,
    auth: 'required',
    roles: ROLES,
  }),
  overseeConversation: route<Oversight>()({
    method: 'POST',
    path: '/messages/oversee',
    input: overseeInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  updateChildGuardians: route<ResultMessage>()({
    method: 'POST',
    path: '/messages/updateChildGuardians',
    input: updateChildGuardiansInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  conversationsFor: route<ConversationsFor>()({
    method: 'POST',
    path: '/messages/conversationsFor',
    input: conversationsForInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  setSafeguardingLead: route<ResultMessage>()({
    method: 'POST',
    path: '/messages/setSafeguardingLead',
    input: setSafeguardingLeadInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  // Reports: the office sets scales and rounds, reviews and publishes; teachers write their classes' subjects.
  saveScale: route<ScaleSaved>()({
    method: 'POST',
    path: '/reports/saveScale',
    input: saveScaleInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  saveRound: route<RoundSaved>()({
    method: 'POST',
    path: '/reports/saveRound',
    input: saveRoundInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  saveEntries: route<EntriesSaved>()({
    method: 'POST',
    path: '/reports/saveEntries',
    input: saveEntriesInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  reviewReport: route<ResultMessage>()({
    method: 'POST',
    path: '/reports/review',
    input: reviewInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  publishReports: route<DataJobStarted>()({
    method: 'POST',
    path: '/reports/publish',
    input: publishRoundInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  remindReportTeachers: route<TeachersReminded>()({
    method: 'POST',
    path: '/reports/remind',
    input: remindTeachersInput,
    auth: 'required',
    roles: ['Admin'],
  }),
  saveCommentBank: route<ResultMessage>()({
    method: 'POST',
    path: '/reports/saveCommentBank',
    input: saveCommentBankInput,
    auth: 'required',
    roles: ['Admin', 'Teacher'],
  }),
  reportLink: route<ReportLink>()({
    method: 'POST',
    path: '/reports/reportLink',
    input: reportLinkInput,
    auth: 'required',
    roles: ROLES,
  }),
  classReportsPdf: route<RawFile>()({
    method: 'GET',
    path: '/reports/classPdf',
    input: classPdfInput,
    auth: 'required',
    roles: ['Admin'],
  }),
} as const;

export type ApiRoutes = typeof apiRoutes;
export type RouteName = keyof ApiRoutes;

/** Each route's method, path and sign-in mode: what the browser needs to call it (api-addresses.ts holds a copy). */
export function routeAddresses(): Record<RouteName, { method: HttpMethod; path: string; auth: AuthMode }> {
  return Object.fromEntries(
    Object.entries(apiRoutes).map(([name, def]) => [name, { method: def.method, path: def.path, auth: def.auth }]),
  ) as Record<RouteName, { method: HttpMethod; path: string; auth: AuthMode }>;
}
export type RouteInput<K extends RouteName> = z.input<ApiRoutes[K]['input']>;
export type RouteParsedInput<K extends RouteName> = z.output<ApiRoutes[K]['input']>;
export type RouteResponse<K extends RouteName> =
  ApiRoutes[K] extends RouteDef<z.ZodType, infer R, AuthMode> ? R : never;

const CHECKS = {
  notValid: /*i18n*/ { id: 'check.request-not-valid', message: 'The request is not valid.' },
  unknownField: /*i18n*/ { id: 'check.unknown-field', message: 'Unknown field: {fields}.' },
};

/**
 * The first problem as a sentence of the catalogue, when its message is one (`checkMessage`, shared/src/sentence.ts):
 * the server answers it in the caller's language. Null for a message written only in English (a staff route's check,
 * zod's own defaults): `describeValidationError` gives it.
 */
export function validationSentence(error: z.ZodError): SharedSentence | null {
  const issue = error.issues[0];
  if (!issue) return sentence(CHECKS.notValid);
  if (issue.code === 'unrecognized_keys') return sentence(CHECKS.unknownField, { fields: issue.keys.join(', ') });
  return checkSentence(issue.message) ?? null;
}

/**
 * The first problem, naming its field. Our own messages are whole sentences (they end with a full stop) and are
 * used as they are; zod's defaults are prefixed with the field: "age: Invalid input: expected number, received string."
 */
export function describeValidationError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}.`;
  if (issue.message.endsWith('.')) return issue.message;
  return `${issue.path.join('.') || 'request'}: ${issue.message}.`;
}

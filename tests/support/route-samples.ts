/** A body each route would accept from the right caller: every-route.test.ts makes one compulsory per route. */
import type { RouteName } from '@academy/shared/api';

/** A new student's body as `/students/create` takes it; tests override the fields they are about. */
export const STUDENT = {
  admissionNumber: 'ZZ-1',
  firstName: 'Z',
  lastName: 'Z',
  dateOfBirth: '2014-01-01',
  gender: 'other',
  classId: null,
  guardianIds: [],
  status: 'enrolled',
  enrolmentDate: '2026-09-01',
  medicalNotes: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
};

const PARENT = { firstName: 'Z', lastName: 'Z', email: 'z@z.test', phone: '', relationship: '', childIds: [] };

// Teachers, staff and courses
const EMPLOYEE = {
  firstName: 'Z',
  lastName: 'Z',
  email: 'z@z.test',
  phone: '',
  department: '',
  position: '',
  employmentStatus: 'active',
};
const COURSE = {
  code: 'ZZ-1',
  title: 'Z',
  subjectId: 'math',
  classIds: [],
  teacherIds: [],
  termId: 'term-2026-autumn',
  description: '',
  modules: [],
  price: null,
  published: false,
};
const LESSON = {
  classId: 'class-7a',
  courseId: null,
  subjectId: 'math',
  teacherId: 'teacher-01',
  weekday: 6,
  startTime: '09:00',
  endTime: '10:00',
  room: '',
};

// Calendar and Newsfeed
const AUDIENCE = { wholeSchool: false, roles: [], grades: [], classIds: ['class-7a'] };
const EVENT = {
  title: 'Z',
  description: '',
  location: '',
  category: 'trip',
  allDay: true,
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: null,
  endTime: null,
  repeat: 'none',
  repeatUntil: null,
  audience: AUDIENCE,
};
const POST = {
  title: 'Z',
  body: 'Z',
  link: null,
  audience: AUDIENCE,
  pinned: false,
  needsAcknowledgement: false,
  publishAt: null,
};

/** A body each route would accept from the right caller. */
export const SAMPLE: Record<RouteName, Record<string, unknown>> = {
  getUserData: { email: 'admin@demo-academy.test', role: 'Admin' },
  getStudent: { params: 'ada', school_id: 'demo-academy-school' },
  updatePassword: {
    email: 'admin@demo-academy.test',
    role: 'Admin',
    secret: 'abcdef',
    confirmSecret: 'abcdef',
    oldSecret: 'x',
  },
  createAccount: { personType: 'teachers', personId: 'teacher-03' },
  updateAccount: { uid: 'demo-teacher', disabled: true },
  switchRole: { role: 'Parent' },
  setLanguage: { language: 'en' },
  invite: { people: [{ kind: 'parents', id: 'parent-03' }], channel: 'letter' },
  startInviteJob: { kind: 'parents', filter: 'noAccount', classId: 'class-7a', channel: 'letter' },
  revokeInvitation: { personType: 'parents', personId: 'parent-03' },
  checkInvitation: { code: '7KQ-M4X-2PD' },
  acceptInvitation: { code: '7KQ-M4X-2PD' },
  updateSignInMethods: {
    roles: {
      Admin: { methods: ['password', 'emailLink'], domains: [] },
      Teacher: { methods: ['password', 'emailLink', 'google'], domains: ['demo-academy.test'] },
      Student: { methods: ['password', 'emailLink'], domains: [] },
      Parent: { methods: ['password', 'emailLink', 'phone'], domains: [] },
    },
    adminsNeedSecondStep: false,
  },
  checkSignIn: { method: 'password' },
  markNotificationsRead: { ids: ['no-such-notification'] },
  savePushToken: { token: 'a-push-token-that-is-long-enough-to-pass' },
  publicCourses: {},
  registerSchool: {
    schoolName: 'Hill School',
    contactName: 'Ann Hill',
    email: 'ann@hill.sch',
    country: 'Wales',
    studentCount: 300,
  },
  createTerm: { schoolYear: '2040/2041', name: 'T', startDate: '2040-09-01', endDate: '2040-12-01', current: false },
  updateTerm: {
    id: 'term-2027-spring',
    schoolYear: '2040/2041',
    name: 'T',
    startDate: '2040-09-01',
    endDate: '2040-12-01',
    current: false,
  },
  deleteTerm: { id: 'term-2027-spring' },
  createSubject: { code: 'ZZ', name: 'Z', department: '', gradeLevels: [] },
  updateSubject: { id: 'math', code: 'ZZ', name: 'Z', department: '', gradeLevels: [] },
  deleteSubject: { id: 'hist' },
  createClass: { name: 'Z', grade: 7, section: '', capacity: 5, homeroomTeacherId: null, termId: 'term-2026-autumn' },
  updateClass: {
    id: 'class-7a',
    name: 'Z',
    grade: 7,
    section: '',
    capacity: 5,
    homeroomTeacherId: null,
    termId: 'term-2026-autumn',
  },
  deleteClass: { id: 'class-7a' },
  assignStudents: { studentIds: ['student-01'], classId: null },
  createStudent: STUDENT,
  updateStudent: { id: 'student-01', ...STUDENT },
  archiveStudent: { id: 'student-01', archived: true },
  createParent: PARENT,
  updateParent: { id: 'parent-01', ...PARENT },
  archiveParent: { id: 'parent-01', archived: true },
  // CSV import of people
  importPeople: {
    kind: 'staff',
    rows: [{ row: 2, values: { firstName: 'Z', lastName: 'Z', email: 'z@z.test' } }],
    commit: false,
  },
  // Teachers, staff and courses
  createTeacher: { ...EMPLOYEE, subjectIds: [] },
  updateTeacher: { id: 'teacher-02', ...EMPLOYEE, subjectIds: [] },
  archiveTeacher: { id: 'teacher-03', archived: true },
  createStaff: EMPLOYEE,
  updateStaff: { id: 'staff-01', ...EMPLOYEE },
  archiveStaff: { id: 'staff-01', archived: true },
  createCourse: COURSE,
  updateCourse: { id: 'course-cw-8', ...COURSE },
  deleteCourse: { id: 'course-cw-8' },
  // Lessons
  createLesson: LESSON,
  updateLesson: { id: 'lesson-7a-1-1', ...LESSON },
  deleteLesson: { id: 'lesson-7a-1-1' },
  // Attendance
  updateAttendanceSettings: {
    codes: [{ letter: 'P', label: 'Present', countsAsPresent: true }],
    teachingWeekdays: [1, 2, 3, 4, 5],
    registersDueBy: '09:30',
  },
  saveRegister: { classId: 'class-7a', date: '2026-11-20', session: 'day', marks: { 'student-01': { code: 'P' } } },
  reportAbsence: { studentId: 'student-01', date: '2026-11-20', reason: 'ill', note: 'A cold' },
  confirmAbsence: { studentId: 'student-01', date: '2026-11-20' },
  // Calendar and Newsfeed
  saveEvent: EVENT,
  deleteEvent: { id: 'event-sample' },
  calendarFeedAddress: { reset: false },
  calendarFeed: { token: 'a-calendar-feed-token-0000' },
  savePost: POST,
  withdrawPost: { id: 'post-sample' },
  audienceSize: { audience: { wholeSchool: false, roles: [], grades: [], classIds: ['class-7a'], members: 'parents' } },
  acknowledge: { postId: 'post-sample' },
  remindAcknowledgements: { postId: 'post-sample' },
  // Assignments
  saveAssignment: {
    title: 'Fractions worksheet',
    instructions: 'Answer **every** question.',
    links: [{ title: 'Worksheet', url: 'https://example.org/fractions' }],
    classIds: ['class-7a'],
    subjectId: 'math',
    openDate: '2026-11-23',
    dueDate: '2026-11-26',
    dueTime: '15:30',
    points: 10,
    lateAccepted: true,
  },
  deleteAssignment: { id: 'assignment-7a-fractions' },
  submit: { assignmentId: 'assignment-7a-fractions', answer: 'My answer', links: [] },
  unsubmit: { assignmentId: 'assignment-7a-fractions' },
  grade: {
    assignmentId: 'assignment-7a-fractions',
    grades: [{ studentId: 'student-01', points: 8, feedback: 'Well done.' }],
    return: false,
  },
  setException: {
    assignmentId: 'assignment-7a-fractions',
    studentId: 'student-01',
    kind: 'extension',
    dueDate: '2026-11-30',
    dueTime: '09:00',
  },
  // Fees and payments
  saveFeeItem: { name: 'Z', category: 'other', defaultAmount: 100 },
  saveSchedule: {
    name: 'Z',
    termId: 'term-2026-autumn',
    target: { kind: 'class', classId: 'class-7a' },
    lines: [{ feeItemId: 'fee-tuition' }],
    dueDates: ['2026-10-01'],
  },
  generateInvoices: { scheduleId: 'schedule-7a-autumn', commit: false },
  issueInvoices: { scheduleId: 'schedule-7a-autumn' },
  recordPayment: {
    idempotencyKey: 'sample-payment-key',
    familyId: 'family-parent-01',
    amount: 100,
    method: 'cash',
    date: '2026-10-01',
  },
  refundToCard: { idempotencyKey: 'sample-refund-key', paymentId: 'no-such-payment', amount: 100, reason: 'Z' },
  voidInvoice: { invoiceId: 'no-such-invoice', reason: 'Z' },
  checkoutStart: { idempotencyKey: 'sample-checkout-key', items: [{ key: 'invoice:no-such-invoice' }] },
  checkoutTestProvider: { session: 'cs_local_co_none', outcome: 'decline' },
  checkoutWebhook: { id: 'evt_sample', type: 'checkout.session.completed' },
  mailBounced: { message: 'demo-academy-school/no-such-mail', reason: '550 5.1.1 No such user' },
  // Calendar: one date of a repeating event
  changeOccurrence: { id: 'event-sample', occurrence: '2026-12-02', cancelled: true },
  // Course store
  enrol: { courseId: 'course-alg-7', studentId: 'student-01' },
  withdraw: { courseId: 'course-alg-7', studentId: 'student-02' },
  saveProgress: { courseId: 'course-alg-7', studentId: 'student-01', lecture: '1.1', done: true },
  // Fees: late fees and the office's reports
  updateLateFees: { enabled: false, kind: 'fixed' },
  updateSchoolLocale: { locale: 'en-GB' },
  previewLateFees: { day: '2026-11-24' },
  sendFeeReminders: { confirm: true },
};

/**
 * A small school of its own for the attendance tests, built around the real "today" in its zone so the tests do not
 * depend on the day they run: it teaches every weekday but yesterday's, its term runs from 60 days ago to 60 days
 * ahead, and it has two classes, four students, a lesson today and one account per role.
 */
import { DEFAULT_ATTENDANCE_CODES } from '@academy/shared/attendance';
import { addIsoDays, isoWeekday, schoolToday } from '@academy/shared/school-time';
import { removeAccount, throwawayAccount } from './accounts';
import { admin, idTokenFor } from './emulators';

export const ATT_SCHOOL = 'attendance-test-school';
export const TZ = 'Europe/London';
export const TODAY = schoolToday(TZ);
/** A day the school does not teach (its weekday is left out of teachingWeekdays). */
export const NOT_TAUGHT = addIsoDays(TODAY, -1);
/** A past teaching day: its register's edit window has closed. */
export const PAST = addIsoDays(TODAY, -2);
export const CLASS = 'att-class';
export const OTHER_CLASS = 'att-class-2';
export const LESSON = 'att-lesson';
export const OTHER_LESSON = 'att-lesson-2';

export const ROLES = {
  admin: 'att-admin',
  teacher: 'att-teacher',
  otherTeacher: 'att-teacher-2',
  student: 'att-student',
  parent: 'att-parent',
} as const;
export type AttCaller = keyof typeof ROLES | 'northside';

const tokens = new Map<AttCaller, string>();
export const attToken = (who: AttCaller) => tokens.get(who);

const student = (n: number, classId: string, extra: Record<string, unknown> = {}) => ({
  admissionNumber: `AT-${n}`,
  firstName: ['Ada', 'Ben', 'Cleo', 'Dev'][n - 1],
  lastName: 'Tester',
  dateOfBirth: '2014-01-01',
  gender: 'other',
  classId,
  guardianIds: [],
  status: 'enrolled',
  enrolmentDate: '2026-09-01',
  medicalNotes: '',
  emergencyContact: { name: '', phone: '' },
  accountUid: null,
  guardianUids: [],
  searchTokens: [],
  archived: false,
  ...extra,
});

export async function buildAttendanceSchool() {
  const { db } = admin();
  await db.recursiveDelete(db.doc(`schools/${ATT_SCHOOL}`));
  const weekdays = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== isoWeekday(NOT_TAUGHT));
  await db.doc(`schools/${ATT_SCHOOL}`).set({
    name: 'Attendance Test School',
    timezone: TZ,
    currency: 'GBP',
    currentTermId: 'att-term',
    settings: {
      attendanceCodes: DEFAULT_ATTENDANCE_CODES,
      teachingWeekdays: weekdays,
      registersDueBy: '09:30',
      passwordPolicy: { minLength: 6 },
    },
  });
  const put = (path: string, data: Record<string, unknown>) => db.doc(`schools/${ATT_SCHOOL}/${path}`).set(data);
  await put('terms/att-term', {
    schoolYear: '2026/2027',
    name: 'Test term',
    startDate: addIsoDays(TODAY, -60),
    endDate: addIsoDays(TODAY, 60),
    current: true,
    searchTokens: [],
  });
  const teacher = (uid: string, first: string) => ({
    firstName: first,
    lastName: 'Teacher',
    email: `${uid}@x.test`,
    phone: '',
    accountUid: uid,
    archived: false,
    department: '',
    position: '',
    employmentStatus: 'active',
    subjectIds: [],
    searchTokens: [],
  });
  await put('teachers/att-t1', teacher(ROLES.teacher, 'Homeroom'));
  await put('teachers/att-t2', teacher(ROLES.otherTeacher, 'Lesson'));
  const klass = (name: string, homeroom: string) => ({
    name,
    grade: 7,
    section: 'A',
    capacity: 30,
    homeroomTeacherId: homeroom,
    teacherUids: [ROLES.teacher, ROLES.otherTeacher],
    guardianUids: [ROLES.parent],
    homeroomTeacherName: 'Homeroom Teacher',
    termId: 'att-term',
    studentCount: 3,
    searchTokens: [],
  });
  await put(`classes/${CLASS}`, klass('Test 7A', 'att-t1'));
  await put(`classes/${OTHER_CLASS}`, klass('Test 7B', 'att-t2'));
  await put('students/att-s1', student(1, CLASS, { accountUid: ROLES.student, guardianUids: [ROLES.parent] }));
  await put('students/att-s2', student(2, CLASS));
  await put('students/att-s3', student(3, CLASS));
  await put('students/att-s4', student(4, OTHER_CLASS));
  const lesson = (classId: string, teacherId: string) => ({
    classId,
    courseId: null,
    subjectId: 'sci',
    teacherId,
    weekday: isoWeekday(TODAY),
    startTime: '10:00',
    endTime: '11:00',
    room: '',
    roomKey: '',
    slot: `${isoWeekday(TODAY)} 10:00`,
    className: 'Test',
    teacherName: 'Lesson Teacher',
    code: 'SCI',
    title: 'Science',
    searchTokens: [],
  });
  await put(`lessons/${LESSON}`, lesson(CLASS, 'att-t2'));
  await put(`lessons/${OTHER_LESSON}`, lesson(OTHER_CLASS, 'att-t2'));

  await throwawayAccount(ROLES.admin, 'Admin', ATT_SCHOOL);
  await throwawayAccount(ROLES.teacher, 'Teacher', ATT_SCHOOL);
  await throwawayAccount(ROLES.otherTeacher, 'Teacher', ATT_SCHOOL);
  await throwawayAccount(ROLES.student, 'Student', ATT_SCHOOL);
  await throwawayAccount(ROLES.parent, 'Parent', ATT_SCHOOL);
  for (const [who, uid] of Object.entries(ROLES))
    tokens.set(who as AttCaller, await idTokenFor(`${uid}@${ATT_SCHOOL}.test`));
  tokens.set('northside', await idTokenFor('admin@northside.test'));
}

export async function removeAttendanceSchool() {
  const { db } = admin();
  await db.recursiveDelete(db.doc(`schools/${ATT_SCHOOL}`));
  for (const uid of Object.values(ROLES)) await removeAccount(uid);
}

export const attRecord = async (path: string) => (await admin().db.doc(`schools/${ATT_SCHOOL}/${path}`).get()).data();

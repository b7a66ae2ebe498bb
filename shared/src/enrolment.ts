/**
 * A student's place on a course: one document per course and student (`<courseId>_<studentId>`), holding their
 * progress too (lectures done, where they are), so the course player reads the course and this one document.
 *
 * A lecture is named by its id, which reordering the syllabus keeps: "L7" for one added since lectures had ids, and
 * its place then ("2.3") for one stored before. The syllabus lives inside the course document.
 */
import { z } from 'zod';
import { type CourseDoc, LECTURE_ID, storedLectureId } from './course';
import { DEFAULT_LOCALE, formatDate, type SchoolLocale } from './date-format';
import { recordId } from './structure-api';

export const ENROLMENT_STATUSES = ['enrolled', 'waiting', 'withdrawn'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
/** How the place was taken: by the student, a guardian, the office by hand, or a payment through checkout. */
export const ENROLLED_BY = ['student', 'guardian', 'office', 'payment'] as const;

export const enrolmentSchema = z.object({
  courseId: z.string(),
  studentId: z.string(),
  /** The student's account (their own reads), their guardians' and the course's teachers' accounts. */
  studentUid: z.string().nullable(),
  guardianUids: z.array(z.string()),
  teacherUids: z.array(z.string()),
  studentName: z.string(),
  courseCode: z.string(),
  courseTitle: z.string(),
  status: z.enum(ENROLMENT_STATUSES),
  enrolledBy: z.enum(ENROLLED_BY),
  /** Lectures in the course when progress was last saved, for the percentage without reading the course. */
  lectureCount: z.number().int().min(0),
  doneLectures: z.array(z.string().regex(LECTURE_ID)),
  /** Where the student is: the lecture the player opens. Null until they open the course. */
  current: z.string().regex(LECTURE_ID).nullable(),
  /** What was paid for this place (minor units), or null for a free course or a place given by hand. */
  paid: z.object({ amount: z.number().int().min(0), currency: z.string().length(3), paymentId: z.string() }).nullable(),
  enrolledAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type EnrolmentDoc = z.infer<typeof enrolmentSchema>;
export type Enrolment = EnrolmentDoc & { id: string };

export const enrolmentId = (courseId: string, studentId: string) => `${courseId}_${studentId}`;

export const enrolInput = z.strictObject({
  courseId: recordId('Course'),
  studentId: recordId('Student'),
});
export const withdrawInput = z.strictObject({
  courseId: recordId('Course'),
  studentId: recordId('Student'),
  /** The office only: what was paid for the place becomes the family's credit, with a numbered credit note. */
  returnPayment: z.boolean('Return payment must be true or false.').optional(),
});
export const saveProgressInput = z.strictObject({
  courseId: recordId('Course'),
  studentId: recordId('Student'),
  /** The lecture the student is on, by its id ("2.3" for one stored before ids, "L7" since). */
  lecture: z
    .string('Lecture must be a lecture id of the course, such as 2.3 or L7.')
    .regex(LECTURE_ID, 'Lecture must be a lecture id of the course, such as 2.3 or L7.'),
  /** True: the lecture is done; false: no longer done; absent: only where the student is. */
  done: z.boolean('Done must be true or false.').optional(),
});

type Syllabus = Pick<CourseDoc, 'modules'>;

/** Every lecture of the syllabus in order, by the id a student's progress names it by. */
export function lectureKeys(course: Syllabus): string[] {
  return course.modules.flatMap((m) => m.lectures.map((l) => storedLectureId(m, l)));
}

export const lectureCountOf = (course: Syllabus) => course.modules.reduce((n, m) => n + m.lectures.length, 0);

/** The module and lecture a student's progress names by `key`, whatever shape its id has ("2.3" or "L7"). */
export function findLecture<C extends Syllabus>(course: C, key: string | null) {
  for (const m of course.modules as C['modules'])
    for (const l of m.lectures) if (storedLectureId(m, l) === key) return { module: m, lecture: l };
  return null;
}

/** The lecture after `key` in the syllabus, or null after the last. */
export function nextLectureKey(course: Syllabus, key: string): string | null {
  const keys = lectureKeys(course);
  const i = keys.indexOf(key);
  return i >= 0 && i + 1 < keys.length ? keys[i + 1]! : null;
}

/** Where the player opens: where the student left off, else the first lecture not done, else the first. */
export function openingLecture(course: Syllabus, enrolment: Pick<EnrolmentDoc, 'current' | 'doneLectures'>) {
  const keys = lectureKeys(course);
  if (enrolment.current && keys.includes(enrolment.current)) return enrolment.current;
  return keys.find((k) => !enrolment.doneLectures.includes(k)) ?? keys[0] ?? null;
}

/** A place whose student has neither marked a lecture done nor opened one. */
export const notStarted = (e: Pick<EnrolmentDoc, 'doneLectures' | 'current'>) =>
  e.doneLectures.length === 0 && e.current === null;

/** Whole per cent of the lectures done (0 for a course without lectures). */
export function progressPercent(e: Pick<EnrolmentDoc, 'doneLectures' | 'lectureCount'>): number {
  if (e.lectureCount === 0) return 0;
  return Math.min(100, Math.floor((e.doneLectures.length * 100) / e.lectureCount));
}

/**
 * Why nobody may take a place today, or null: the enrolment window in school-local dates (inclusive). A full course
 * is not refused here: a full course takes names for its waiting list.
 */
export function enrolmentWindowRefusal(
  course: Pick<CourseDoc, 'enrolFrom' | 'enrolUntil'>,
  today: string,
  where: Pick<SchoolLocale, 'locale'> = { locale: DEFAULT_LOCALE },
): string | null {
  if (course.enrolFrom && today < course.enrolFrom) return `Enrolment opens on ${formatDate(course.enrolFrom, where)}.`;
  if (course.enrolUntil && today > course.enrolUntil)
    return `Enrolment closed on ${formatDate(course.enrolUntil, where)}.`;
  return null;
}

/** Places left, or null when the course has no limit. */
export function placesLeft(course: Pick<CourseDoc, 'capacity' | 'enrolled'>): number | null {
  if (course.capacity === null) return null;
  return Math.max(0, course.capacity - (course.enrolled ?? 0));
}

/**
 * Taking and giving up a place on a course, shared by the enrol and withdraw routes and by a paid checkout. Every
 * function here runs inside the caller's transaction; the course's counts change in the same transaction as the place.
 */
import { schoolLocaleOf } from '@academy/shared/date-format';
import { type CourseDoc, formatPrice } from '@academy/shared/course';
import { ENROLLED_BY, type EnrolmentDoc, enrolmentId, lectureCountOf, placesLeft } from '@academy/shared/enrolment';
import { schoolToday } from '@academy/shared/school-time';
import type { StudentDoc } from '@academy/shared/people';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden, notFound, say, type Sentence } from '../../lib/errors';
import { schoolCollection, schoolDoc } from '../../lib/records';

export interface CoursePlace {
  courseRef: DocumentReference<CourseDoc>;
  course: CourseDoc;
  studentRef: DocumentReference<StudentDoc>;
  student: StudentDoc;
  ref: DocumentReference<EnrolmentDoc>;
  before: EnrolmentDoc | null;
}

const MESSAGES = {
  noCourse: /*i18n*/ { id: 'api.course.not-found', message: 'No course with id {id} in your school.' },
  noStudent: /*i18n*/ { id: 'api.course.no-student', message: 'No student with id {id} in your school.' },
  onlyYourself: /*i18n*/ { id: 'api.course.only-yourself', message: 'You can enrol or withdraw only yourself.' },
  enrolled: /*i18n*/ { id: 'api.course.already-enrolled', message: '{name} is already enrolled on {course}.' },
  waiting: /*i18n*/ {
    id: 'api.course.already-waiting',
    message: '{name} is already on the waiting list for {course}.',
  },
  free: /*i18n*/ { id: 'api.course.free', message: "{course} is free: enrol {name} from the course's page." },
  opensOn: /*i18n*/ { id: 'api.course.opens-on', message: '{course}: Enrolment opens on {day}.' },
  closedOn: /*i18n*/ { id: 'api.course.closed-on', message: '{course}: Enrolment closed on {day}.' },
  full: /*i18n*/ { id: 'api.course.full', message: '{course} is full.' },
  windowOpens: /*i18n*/ { id: 'api.course.enrolment-opens', message: 'Enrolment opens on {day}.' },
  windowClosed: /*i18n*/ { id: 'api.course.enrolment-closed', message: 'Enrolment closed on {day}.' },
};

/**
 * The course, the student and their place (if any), after checking the caller may act for the student: an Admin for
 * anyone, a student only for themself, a parent only for their own children (another family's child is answered
 * as if it did not exist). Students and parents see only published courses.
 */
export async function readPlace(tx: Transaction, caller: Caller, courseId: string, studentId: string) {
  const courseRef = schoolCollection(caller, 'courses').doc(courseId);
  const studentRef = schoolCollection(caller, 'students').doc(studentId);
  const ref = schoolCollection(caller, 'enrolments').doc(enrolmentId(courseId, studentId));
  const [courseSnap, studentSnap, placeSnap] = await Promise.all([tx.get(courseRef), tx.get(studentRef), tx.get(ref)]);
  const course = courseSnap.data();
  const student = studentSnap.data();
  if (!course || (caller.role !== 'Admin' && !course.published))
    throw notFound(say(MESSAGES.noCourse, { id: courseId }));
  if (!student || (caller.role === 'Parent' && !student.guardianUids.includes(caller.uid)))
    throw notFound(say(MESSAGES.noStudent, { id: studentId }));
  if (caller.role === 'Student' && student.accountUid !== caller.uid) throw forbidden(say(MESSAGES.onlyYourself));
  const place: CoursePlace = {
    courseRef,
    course,
    studentRef,
    student,
    ref,
    before: placeSnap.data() ?? null,
  };
  return place;
}

/** The accounts of the course's teachers, for the rules that let them read its enrolments. */
export async function teacherUidsOf(tx: Transaction, caller: Caller, course: CourseDoc): Promise<string[]> {
  if (course.teacherIds.length === 0) return [];
  const teachers = await tx.getAll(...course.teacherIds.map((id) => schoolCollection(caller, 'teachers').doc(id)));
  return teachers.flatMap((t) => {
    const uid = t.get('accountUid') as unknown;
    return typeof uid === 'string' ? [uid] : [];
  });
}

export function refuseTakenPlace(place: CoursePlace) {
  const name = `${place.student.firstName} ${place.student.lastName}`;
  const values = { name, course: place.course.title };
  if (place.before?.status === 'enrolled') throw conflict(say(MESSAGES.enrolled, values));
  if (place.before?.status === 'waiting') throw conflict(say(MESSAGES.waiting, values));
}

/**
 * Writes the place: enrolled while there is room, else on the waiting list (a paid place is never put on a waiting
 * list: the checkout refused a full course before taking the money). A place given up earlier comes back with its
 * progress.
 */
export function writePlace(
  tx: Transaction,
  place: CoursePlace,
  teacherUids: string[],
  by: (typeof ENROLLED_BY)[number],
  paid: EnrolmentDoc['paid'],
  now = Date.now(),
): EnrolmentDoc {
  const { course, student } = place;
  const full = placesLeft(course) === 0 && !paid;
  const after: EnrolmentDoc = {
    courseId: place.courseRef.id,
    studentId: place.studentRef.id,
    studentUid: student.accountUid,
    guardianUids: student.guardianUids,
    teacherUids,
    studentName: `${student.firstName} ${student.lastName}`,
    courseCode: course.code,
    courseTitle: course.title,
    status: full ? 'waiting' : 'enrolled',
    enrolledBy: by,
    lectureCount: lectureCountOf(course),
    doneLectures: place.before?.doneLectures ?? [],
    current: place.before?.current ?? null,
    paid: paid ?? place.before?.paid ?? null,
    enrolledAt: now,
    updatedAt: now,
  };
  tx.set(place.ref, after);
  tx.update(
    place.courseRef,
    full
      ? { waiting: (course.waiting ?? 0) + 1 }
      : { enrolled: (course.enrolled ?? 0) + 1, revenue: (course.revenue ?? 0) + (paid?.amount ?? 0) },
  );
  return after;
}

export const priceWords = (course: CourseDoc) => formatPrice(course.price, course.currency);

export interface PricedPlace extends CoursePlace {
  key: string;
  label: string;
  amount: number;
  currency: string;
}

/**
 * Why a place on a priced course cannot be bought now, or null: free (enrol instead), already held, outside the
 * enrolment window (in the school's own time zone), or full. Checked when the checkout starts and again when its
 * payment arrives.
 */
export function placeNotForSale(place: CoursePlace, today: string): Sentence | null {
  const { course, student } = place;
  const values = { name: `${student.firstName} ${student.lastName}`, course: course.title };
  if (course.price === null) return say(MESSAGES.free, values);
  if (place.before?.status === 'enrolled') return say(MESSAGES.enrolled, values);
  if (place.before?.status === 'waiting') return say(MESSAGES.waiting, values);
  if (course.enrolFrom && today < course.enrolFrom) return say(MESSAGES.opensOn, values, { day: course.enrolFrom });
  if (course.enrolUntil && today > course.enrolUntil) return say(MESSAGES.closedOn, values, { day: course.enrolUntil });
  if (placesLeft(course) === 0) return say(MESSAGES.full, values);
  return null;
}

/** Enrolment not open on `today` (in the school's calendar): when it opens or closed, or null. */
export function enrolmentWindowSentence(
  course: Pick<CourseDoc, 'enrolFrom' | 'enrolUntil'>,
  today: string,
): Sentence | null {
  if (course.enrolFrom && today < course.enrolFrom) return say(MESSAGES.windowOpens, {}, { day: course.enrolFrom });
  if (course.enrolUntil && today > course.enrolUntil) return say(MESSAGES.windowClosed, {}, { day: course.enrolUntil });
  return null;
}

/**
 * The place with its course as the places taken before it in the same transaction leave it: two children bought one
 * course in one cart see each other's place (the course is full sooner, and its counts move by both).
 */
export function withEarlierPlaces<P extends CoursePlace>(
  place: P,
  earlier: readonly (CoursePlace & { amount?: number })[],
): P {
  const same = earlier.filter((p) => p.courseRef.id === place.courseRef.id);
  const last = same.at(-1);
  if (!last) return place;
  const course = {
    ...last.course,
    enrolled: (last.course.enrolled ?? 0) + 1,
    revenue: (last.course.revenue ?? 0) + (last.amount ?? 0),
  };
  return { ...place, course };
}

/** The course places a checkout buys, each read and checked, priced from the course (never from the cart). */
export async function readCoursePlaces(
  tx: Transaction,
  caller: Caller,
  wanted: readonly { key: string; target: { courseId: string; studentId: string } }[],
): Promise<PricedPlace[]> {
  if (wanted.length === 0) return [];
  const school = await tx.get(schoolDoc(caller));
  const where = schoolLocaleOf(school.data());
  const today = schoolToday(where.timeZone);
  const places: PricedPlace[] = [];
  for (const { key, target } of wanted) {
    const place = withEarlierPlaces(await readPlace(tx, caller, target.courseId, target.studentId), places);
    const refusal = placeNotForSale(place, today);
    if (refusal) throw conflict(refusal);
    places.push({
      ...place,
      key,
      label: `${place.student.firstName} ${place.student.lastName}: ${place.course.title} (course)`,
      amount: place.course.price!,
      currency: place.course.currency,
    });
  }
  return places;
}

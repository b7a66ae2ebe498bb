/**
 * Taking and giving up a place on a course, shared by the enrol and withdraw routes and by a paid checkout. Every
 * function here runs inside the caller's transaction; the course's counts change in the same transaction as the place.
 */
import { type CourseDoc, formatPrice } from '@academy/shared/course';
import { ENROLLED_BY, type EnrolmentDoc, enrolmentId, lectureCountOf, placesLeft } from '@academy/shared/enrolment';
import type { StudentDoc } from '@academy/shared/people';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { schoolCollection } from '../../lib/records';

export interface CoursePlace {
  courseRef: DocumentReference<CourseDoc>;
  course: CourseDoc;
  studentRef: DocumentReference<StudentDoc>;
  student: StudentDoc;
  ref: DocumentReference<EnrolmentDoc>;
  before: EnrolmentDoc | null;
}

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
    throw notFound(`No course with id ${courseId} in your school.`);
  if (!student || (caller.role === 'Parent' && !student.guardianUids.includes(caller.uid)))
    throw notFound(`No student with id ${studentId} in your school.`);
  if (caller.role === 'Student' && student.accountUid !== caller.uid)
    throw forbidden('You can enrol or withdraw only yourself.');
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
  if (place.before?.status === 'enrolled') throw conflict(`${name} is already enrolled on ${place.course.title}.`);
  if (place.before?.status === 'waiting')
    throw conflict(`${name} is already on the waiting list for ${place.course.title}.`);
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

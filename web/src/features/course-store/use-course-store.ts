/** The course store's live reads. Each list asks for what the rules let this user read, with a limit. */
import type { UserRecord } from '@academy/shared/api';
import { type CourseDoc, courseSchema } from '@academy/shared/course';
import { type Enrolment, enrolmentId, enrolmentSchema } from '@academy/shared/enrolment';
import { type Student, studentSchema } from '@academy/shared/people';
import { subjectSchema } from '@academy/shared/structure';
import {
  collection,
  doc,
  documentId,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  startAfter,
  where,
} from 'firebase/firestore';
import type { z } from 'zod';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';

/** One page of the catalogue. */
export const CATALOGUE_PAGE = 20;
/** The most places one student or one course's list shows at once. */
export const PLACES_PAGE = 100;

export type Course = CourseDoc & { id: string };

function parsedList<S extends z.ZodType>(data: unknown[] | undefined, schema: S): (z.output<S> & { id: string })[] {
  return (data ?? []).flatMap((d) => {
    const p = schema.safeParse(d);
    return p.success
      ? [{ ...(p.data as object), id: String((d as { id: unknown }).id) } as z.output<S> & { id: string }]
      : [];
  });
}

function useSchoolQuery(schoolId: string, name: string, ...constraints: QueryConstraint[]) {
  const firestore = useFirestore();
  return useFirestoreCollectionData(query(collection(firestore, 'schools', schoolId, name), ...constraints), {
    idField: 'id',
  });
}

export interface CatalogueFilter {
  subjectId: string;
  price: 'any' | 'free' | 'priced';
  words: string;
  /** The last course of the page before, for the next page. */
  after: CatalogueCursor | null;
}

/** Where a page ends, in the list's own order: title (the Paid list: price, then title), then id. */
export interface CatalogueCursor {
  title: string;
  price: number | null;
  id: string;
}

/** Published courses in title order, filtered by subject, price and a word of the title or code. */
export function useCatalogue(schoolId: string, filter: CatalogueFilter) {
  const constraints: QueryConstraint[] = [where('published', '==', true)];
  const word = filter.words.trim().toLowerCase().split(/\s+/)[0] ?? '';
  if (word) constraints.push(where('searchTokens', 'array-contains', word.slice(0, 20)));
  else {
    if (filter.subjectId) constraints.push(where('subjectId', '==', filter.subjectId));
    if (filter.price === 'free') constraints.push(where('price', '==', null));
    if (filter.price === 'priced') constraints.push(where('price', '>', 0), orderBy('price'));
  }
  constraints.push(orderBy('title'), orderBy(documentId()));
  const priced = !word && filter.price === 'priced';
  if (filter.after !== null)
    constraints.push(
      priced
        ? startAfter(filter.after.price, filter.after.title, filter.after.id)
        : startAfter(filter.after.title, filter.after.id),
    );
  constraints.push(limit(CATALOGUE_PAGE + 1));
  const { data, status } = useSchoolQuery(schoolId, 'courses', ...constraints);
  let courses = parsedList(data, courseSchema);
  // A search word is one indexed filter; subject and price then narrow that one page here.
  if (word) {
    courses = courses.filter(
      (c) =>
        (!filter.subjectId || c.subjectId === filter.subjectId) &&
        (filter.price === 'any' || (filter.price === 'free') === (c.price === null)),
    );
  }
  return {
    courses: courses.slice(0, CATALOGUE_PAGE),
    more: courses.length > CATALOGUE_PAGE,
    loading: status === 'loading',
    error: status === 'error',
  };
}

export function useSubjects(schoolId: string) {
  const { data } = useSchoolQuery(schoolId, 'subjects', orderBy('name'), limit(100));
  return parsedList(data, subjectSchema);
}

/** One course (the player's syllabus). */
export function useCourse(schoolId: string, courseId: string) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'courses', courseId), {
    idField: 'id',
  });
  const parsed = courseSchema.safeParse(data);
  return {
    course: parsed.success ? ({ ...parsed.data, id: courseId } as Course) : null,
    loading: status === 'loading',
  };
}

/** One student's place on one course, with their progress. */
export function usePlace(schoolId: string, courseId: string, studentId: string) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreDocData(
    doc(firestore, 'schools', schoolId, 'enrolments', enrolmentId(courseId, studentId)),
    { idField: 'id' },
  );
  const parsed = enrolmentSchema.safeParse(data);
  return {
    place: parsed.success ? ({ ...parsed.data, id: enrolmentId(courseId, studentId) } as Enrolment) : null,
    loading: status === 'loading',
  };
}

/** The signed-in student's places (My courses), latest progress first. */
export function useMyPlaces(user: UserRecord) {
  const { data, status } = useSchoolQuery(
    user.school_id,
    'enrolments',
    where('studentUid', '==', user.uid),
    where('status', '==', 'enrolled'),
    orderBy('updatedAt', 'desc'),
    limit(PLACES_PAGE),
  );
  return { places: parsedList(data, enrolmentSchema), loading: status === 'loading', failed: status === 'error' };
}

/** A guardian's view of one child's places. */
export function useChildPlaces(user: UserRecord, studentId: string) {
  const { data, status } = useSchoolQuery(
    user.school_id,
    'enrolments',
    where('guardianUids', 'array-contains', user.uid),
    where('studentId', '==', studentId),
    orderBy('updatedAt', 'desc'),
    limit(PLACES_PAGE),
  );
  return { places: parsedList(data, enrolmentSchema), loading: status === 'loading', failed: status === 'error' };
}

/** One student's places, as the office reads them (any student), latest progress first. */
export function useStudentPlacesForOffice(schoolId: string, studentId: string, max = 20) {
  const { data, status } = useSchoolQuery(
    schoolId,
    'enrolments',
    where('studentId', '==', studentId),
    orderBy('updatedAt', 'desc'),
    limit(max),
  );
  return { places: parsedList(data, enrolmentSchema), loading: status === 'loading', failed: status === 'error' };
}

/** Every place of the guardian's children (to show which catalogue courses each already has). */
export function useFamilyPlaces(user: UserRecord) {
  const { data } = useSchoolQuery(
    user.school_id,
    'enrolments',
    where('guardianUids', 'array-contains', user.uid),
    limit(PLACES_PAGE),
  );
  return parsedList(data, enrolmentSchema);
}

/** Every place of the signed-in student, any status (the catalogue's Enrolled / Waiting). */
export function useStudentPlaces(user: UserRecord) {
  const { data } = useSchoolQuery(
    user.school_id,
    'enrolments',
    where('studentUid', '==', user.uid),
    limit(PLACES_PAGE),
  );
  return parsedList(data, enrolmentSchema);
}

/** A parent's children, to choose whom a course is for. */
export function useMyChildren(user: UserRecord): Student[] {
  const { data } = useSchoolQuery(
    user.school_id,
    'students',
    where('guardianUids', 'array-contains', user.uid),
    limit(20),
  );
  return parsedList(data, studentSchema) as Student[];
}

/** The courses a teacher teaches (the first `pageSize`). */
export function useTaughtCourses(user: UserRecord, pageSize = 50) {
  const { data, status } = useSchoolQuery(
    user.school_id,
    'courses',
    where('teacherIds', 'array-contains', user.personId ?? 'none'),
    limit(pageSize),
  );
  return {
    courses: parsedList(data, courseSchema) as Course[],
    loading: status === 'loading',
    failed: status === 'error',
  };
}

/** One course's places, by student name (the first `pageSize`): the course's teachers (their own only) and the office. */
export function useCoursePlaces(user: UserRecord, courseId: string, pageSize = PLACES_PAGE) {
  const constraints: QueryConstraint[] =
    user.role === 'Admin'
      ? [where('courseId', '==', courseId)]
      : [where('teacherUids', 'array-contains', user.uid), where('courseId', '==', courseId)];
  const { data, status } = useSchoolQuery(
    user.school_id,
    'enrolments',
    ...constraints,
    orderBy('studentName'),
    limit(pageSize),
  );
  return {
    places: parsedList(data, enrolmentSchema),
    loading: status === 'loading',
    failed: status === 'error',
    full: (data?.length ?? 0) >= pageSize,
  };
}

/** The office's view: the courses with most places first (their counts and money are on the course itself). */
export function useCoursesByPlaces(user: UserRecord, pageSize = 20) {
  const { data, status } = useSchoolQuery(user.school_id, 'courses', orderBy('enrolled', 'desc'), limit(pageSize));
  return {
    courses: parsedList(data, courseSchema) as Course[],
    loading: status === 'loading',
    failed: status === 'error',
  };
}

/** Students whose name or admission number starts with the word: the office's pick for enrolling by hand. */
export function useStudentSearch(schoolId: string, word: string) {
  const w = word.trim().toLowerCase().split(/\s+/)[0]?.slice(0, 20) ?? '';
  const { data } = useSchoolQuery(
    schoolId,
    'students',
    where('searchTokens', 'array-contains', w || '\u0000'),
    limit(8),
  );
  return w ? (parsedList(data, studentSchema) as Student[]) : [];
}

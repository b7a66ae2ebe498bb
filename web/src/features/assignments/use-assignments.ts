/** The assignments module's live reads. Each list asks for what the rules let this user read, with a limit. */
import type { UserRecord } from '@academy/shared/api';
import {
  type Assignment,
  assignmentSchema,
  classWorkSchema,
  gradeDraftSchema,
  gradebookColumns,
  type GradeDraftDoc,
  gradeTotalsSchema,
  type GradeTotalsDoc,
  type Submission,
  submissionSchema,
  type SubmissionStatus,
  workloadSchema,
} from '@academy/shared/assignment';
import type { Student } from '@academy/shared/people';
import { schoolSchema } from '@academy/shared/school';
import { classSchema } from '@academy/shared/structure';
import { collection, doc, limit, orderBy, query, type QueryConstraint, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { useSchoolLocale, useSchoolRecord } from '@/lib/use-school';

/** One page of a list. */
export const WORK_PAGE = 20;

function parsedList<T>(data: unknown[] | undefined, parse: (d: unknown) => T | null): T[] {
  return (data ?? []).flatMap((d) => {
    const p = parse(d);
    return p ? [p] : [];
  });
}
const asSubmission = (d: unknown): Submission | null => {
  const p = submissionSchema.safeParse(d);
  return p.success ? { ...p.data, id: String((d as { id: unknown }).id) } : null;
};
const asAssignment = (d: unknown): Assignment | null => {
  const p = assignmentSchema.safeParse(d);
  return p.success ? { ...p.data, id: String((d as { id: unknown }).id) } : null;
};

/** A live query of one of the school's collections, each record with its id. */
function useSchoolQuery(schoolId: string, name: string, ...constraints: QueryConstraint[]) {
  const firestore = useFirestore();
  return useFirestoreCollectionData(query(collection(firestore, 'schools', schoolId, name), ...constraints), {
    idField: 'id',
  });
}

/** The school's time zone and formats in the reader's words (see useSchoolLocale), and its current term. */
export function useSchoolClock(schoolId: string) {
  const parsed = schoolSchema.safeParse(useSchoolRecord(schoolId).data);
  return { ...useSchoolLocale(schoolId), termId: parsed.success ? parsed.data.currentTermId : null };
}

/** The classes a user may set work for: an Admin's whole school, a teacher's classes. */
export function useSettableClasses(user: UserRecord) {
  const { data, status } = useSchoolQuery(
    user.school_id,
    'classes',
    user.role === 'Admin' ? orderBy('name') : where('teacherUids', 'array-contains', user.uid),
  );
  const classes = parsedList(data, (d) => {
    const p = classSchema.safeParse(d);
    return p.success ? { ...p.data, id: String((d as { id: unknown }).id) } : null;
  }).sort((a, b) => a.name.localeCompare(b.name));
  return { classes, status, loading: status === 'loading' };
}

export function useSubjects(schoolId: string) {
  const { data } = useSchoolQuery(schoolId, 'subjects', orderBy('name'));
  return (data ?? []).map((d) => ({ value: String(d.id), label: String(d.name) }));
}

export interface ClassCourse {
  id: string;
  title: string;
  subjectId: string;
  classIds: string[];
}

/**
 * The courses taught to a class (at most 50), which a piece of work for it can belong to. Work for several classes
 * can belong only to a course taught to them all: the form keeps those of this list.
 */
export function useClassCourses(schoolId: string, classId: string | undefined): ClassCourse[] {
  const { data } = useSchoolQuery(schoolId, 'courses', where('classIds', 'array-contains', classId ?? '-'), limit(50));
  if (!classId) return [];
  return (data ?? [])
    .map((d) => ({
      id: String(d.id),
      title: String(d.title),
      subjectId: String(d.subjectId),
      classIds: Array.isArray(d.classIds) ? d.classIds.map(String) : [],
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** How many pieces of work the Assignments list shows at first, and how many more each *Show more* adds. */
export const SET_WORK_PAGE = 50;

/**
 * The latest work set: an Admin's whole school, a teacher's classes, `pages` × SET_WORK_PAGE of it (the first load
 * reads one page; earlier work is read only when asked for). `more` says whether there may be earlier work.
 */
export function useSetWork(user: UserRecord, pages = 1) {
  const { data, status } = useSchoolQuery(
    user.school_id,
    'assignments',
    ...(user.role === 'Admin' ? [] : [where('teacherUids', 'array-contains', user.uid)]),
    orderBy('dueAt', 'desc'),
    limit(SET_WORK_PAGE * pages),
  );
  const assignments = parsedList(data, asAssignment);
  return {
    assignments,
    loading: status === 'loading',
    more: (data?.length ?? 0) >= SET_WORK_PAGE * pages,
  };
}

export function useAssignment(schoolId: string, id: string): Assignment | null | undefined {
  const firestore = useFirestore();
  const { data, status } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'assignments', id), {
    idField: 'id',
  });
  if (status === 'loading') return undefined;
  return data ? asAssignment(data) : null;
}

/** One class's submissions of an assignment, live (the marking page). */
export function useClassSubmissions(schoolId: string, assignmentId: string, classId: string) {
  const { data } = useSchoolQuery(
    schoolId,
    'submissions',
    where('assignmentId', '==', assignmentId),
    where('classId', '==', classId),
  );
  return parsedList(data, asSubmission).sort((a, b) => a.studentName.localeCompare(b.studentName));
}

export function useDrafts(schoolId: string, assignmentId: string, classId: string): GradeDraftDoc['drafts'] {
  // A query, not a document read: the rules check the class on the record, and a draft not yet made has none.
  const { data } = useSchoolQuery(
    schoolId,
    'gradeDrafts',
    where('assignmentId', '==', assignmentId),
    where('classId', '==', classId),
    limit(1),
  );
  const parsed = gradeDraftSchema.safeParse(data?.[0]);
  return parsed.success ? parsed.data.drafts : {};
}

/** The pieces each student of a class has due on a day and the day before (two documents per class). */
export function useWorkload(schoolId: string, classId: string, dates: string[]) {
  const { data } = useSchoolQuery(schoolId, 'workload', where('classId', '==', classId), where('dueDate', 'in', dates));
  const byDate = new Map<string, Record<string, number>>();
  for (const d of data ?? []) {
    const p = workloadSchema.safeParse(d);
    if (p.success) byDate.set(p.data.dueDate, p.data.pieces);
  }
  return byDate;
}

export type WorkTab = 'todo' | 'missing' | 'handedIn' | 'returned';
const TAB_STATUS: Record<WorkTab, SubmissionStatus> = {
  todo: 'assigned',
  missing: 'missing',
  handedIn: 'handedIn',
  returned: 'returned',
};

/** The student's own work in one tab: To do due soonest first; the others latest first. */
export function useMyWork(user: UserRecord, tab: WorkTab, pageSize = WORK_PAGE) {
  const { data, status } = useSchoolQuery(
    user.school_id,
    'submissions',
    where('studentUid', '==', user.uid),
    where('open', '==', true),
    where('status', '==', TAB_STATUS[tab]),
    tab === 'todo' ? orderBy('effectiveDueAt', 'asc') : orderBy('updatedAt', 'desc'),
    limit(pageSize),
  );
  return { work: parsedList(data, asSubmission), loading: status === 'loading', failed: status === 'error' };
}

/**
 * How a list asks for one student's records so that the rules allow it: a guardian through their own account, a
 * teacher through the class they teach (the student's current class), the office for any student.
 */
function readerOf(user: UserRecord, student: Pick<Student, 'id' | 'classId'>): QueryConstraint[] {
  const theirs = where('studentId', '==', student.id);
  if (user.role === 'Parent') return [where('guardianUids', 'array-contains', user.uid), theirs];
  if (user.role === 'Teacher') return [where('classId', '==', student.classId ?? ''), theirs];
  return [theirs];
}

/** One student's open work in one state, as a guardian, a teacher of their class or the office reads it. */
export function useChildWork(
  user: UserRecord,
  student: Pick<Student, 'id' | 'classId'>,
  status: SubmissionStatus,
  pageSize = 10,
) {
  const { data, status: read } = useSchoolQuery(
    user.school_id,
    'submissions',
    ...readerOf(user, student),
    where('open', '==', true),
    where('status', '==', status),
    status === 'assigned' ? orderBy('effectiveDueAt', 'asc') : orderBy('updatedAt', 'desc'),
    limit(pageSize),
  );
  return { work: parsedList(data, asSubmission), loading: read === 'loading', failed: read === 'error' };
}

/**
 * One student's open work as the dashboards show it (to do, missing and returned, a few of each), from their work
 * summary: one document, asked for as the rules let this user read it (the student by their own account, a guardian by
 * theirs), so a student with no summary yet finds none instead of being refused.
 */
export function useWorkSummary(user: UserRecord, studentId: string) {
  const who =
    user.role === 'Student'
      ? where('studentUid', '==', user.uid)
      : user.role === 'Parent'
        ? where('guardianUids', 'array-contains', user.uid)
        : where('studentId', '==', studentId);
  const { data, status } = useSchoolQuery(
    user.school_id,
    'workSummaries',
    who,
    where('studentId', '==', studentId),
    limit(1),
  );
  const first = (data ?? [])[0] as Record<string, unknown[] | undefined> | undefined;
  const list = (name: 'assigned' | 'missing' | 'returned') => parsedList(first?.[name], asSubmission);
  return {
    assigned: list('assigned'),
    missing: list('missing'),
    returned: list('returned'),
    loading: status === 'loading',
    failed: status === 'error',
  };
}

export function useSubmission(schoolId: string, id: string): Submission | null | undefined {
  const firestore = useFirestore();
  const { data, status } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'submissions', id), {
    idField: 'id',
  });
  if (status === 'loading') return undefined;
  return data ? asSubmission(data) : null;
}

/**
 * A student's term marks (one document), asked for as the rules let this user: the student by their own account, a
 * guardian by theirs, a teacher through the class, the office by the student. A query finds nothing where a document
 * read of a row not made yet would be refused.
 */
export function useTermMarks(
  user: UserRecord,
  termId: string,
  student: Pick<Student, 'id' | 'classId'>,
): GradeTotalsDoc | null {
  const who =
    user.role === 'Student'
      ? [where('studentUid', '==', user.uid), where('studentId', '==', student.id)]
      : readerOf(user, student);
  const { data } = useSchoolQuery(user.school_id, 'gradeTotals', ...who, where('termId', '==', termId), limit(1));
  const parsed = gradeTotalsSchema.safeParse(data?.[0]);
  return parsed.success ? parsed.data : null;
}

/**
 * The gradebook: the class's rows (one per student) and its list of the term's work (one document), so it reads the
 * same few documents however much work the rest of the school has set.
 */
export function useGradebook(user: UserRecord, classId: string, termId: string) {
  const rows = useSchoolQuery(
    user.school_id,
    'gradeTotals',
    where('classId', '==', classId),
    where('termId', '==', termId),
  );
  // A query, not a document read: the rules check the class on the record, and a class with no work has none.
  const list = useSchoolQuery(
    user.school_id,
    'classWork',
    where('classId', '==', classId),
    where('termId', '==', termId),
    limit(1),
  );
  const students = parsedList(rows.data, (d) => {
    const p = gradeTotalsSchema.safeParse(d);
    return p.success ? p.data : null;
  }).sort((a, b) => a.studentName.localeCompare(b.studentName));
  const parsed = classWorkSchema.safeParse(list.data?.[0]);
  const assignments = gradebookColumns(parsed.success ? parsed.data.work : {});
  return { students, assignments, loading: rows.status === 'loading' || list.status === 'loading' };
}

/**
 * Reports' live reads. Each list asks only for what the rules let its reader read, and a grid reads its own class:
 * the round (which keeps its scales' grades and subjects' names), the class, its entries in one subject (which keep
 * each student's first name and pronouns) and the class's term figures (one document), never the rest of the school.
 */
import type { UserRecord } from '@academy/shared/api';
import { classTotalsId, classTotalsSchema, guideOf } from '@academy/shared/class-totals';
import { type Student, studentSchema } from '@academy/shared/people';
import {
  commentBankSchema,
  type GradeScale,
  gradeScaleSchema,
  type Report,
  type ReportEntry,
  reportEntrySchema,
  type ReportRound,
  reportRoundSchema,
  reportSchema,
  SCHOOL_BANK,
} from '@academy/shared/reports';
import { classSchema } from '@academy/shared/structure';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  type QuerySnapshot,
  where,
} from 'firebase/firestore';
import { useFirestore, useFirestoreCollection, useFirestoreDocData } from 'reactfire';
import { useMyExports } from '@/components/data/use-data-jobs';

type Status = 'loading' | 'success' | 'error';

function parsed<T>(snap: QuerySnapshot | undefined, schema: { safeParse: (d: unknown) => { success: boolean } }) {
  return (snap?.docs ?? []).flatMap((d) => {
    const p = schema.safeParse(d.data()) as { success: true; data: object } | { success: false };
    return p.success ? [{ ...p.data, id: d.id } as T] : [];
  });
}

function useSchoolQuery(schoolId: string, name: string, ...constraints: QueryConstraint[]) {
  const firestore = useFirestore();
  return useFirestoreCollection(query(collection(firestore, 'schools', schoolId, name), ...constraints));
}

/** The school's grade scales, by name. */
export function useGradeScales(schoolId: string): { status: Status; scales: GradeScale[] } {
  const { status, data } = useSchoolQuery(schoolId, 'gradeScales', orderBy('name'), limit(100));
  return { status, scales: parsed<GradeScale>(data, gradeScaleSchema) };
}

/** The latest report rounds, newest first. */
export function useReportRounds(schoolId: string): { status: Status; rounds: ReportRound[] } {
  const { status, data } = useSchoolQuery(schoolId, 'reportRounds', orderBy('createdAt', 'desc'), limit(20));
  return { status, rounds: parsed<ReportRound>(data, reportRoundSchema) };
}

/** One round, live (its progress changes as teachers write). */
export function useReportRound(schoolId: string, roundId: string): { status: Status; round: ReportRound | null } {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'reportRounds', roundId));
  const p = reportRoundSchema.safeParse(data);
  return { status, round: p.success ? { ...p.data, id: roundId } : null };
}

/**
 * A class's entries in one subject (a teacher's grid): a teacher asks for their own (the rules let them read nothing
 * else), the office for every one.
 */
export function useGridEntries(user: UserRecord, roundId: string, classId: string, subjectId: string) {
  const { status, data } = useSchoolQuery(
    user.school_id,
    'reportEntries',
    where('roundId', '==', roundId),
    where('classId', '==', classId),
    where('subjectId', '==', subjectId),
    ...(user.role === 'Admin' ? [] : [where('teacherUid', '==', user.uid)]),
  );
  const entries = parsed<ReportEntry>(data, reportEntrySchema).sort((a, b) =>
    a.studentName.localeCompare(b.studentName),
  );
  return { status, entries };
}

/** One student's whole report in a round: every subject's entry and the tutor's and head's (the office's review). */
export function useStudentEntries(schoolId: string, roundId: string, studentId: string) {
  const { status, data } = useSchoolQuery(
    schoolId,
    'reportEntries',
    where('roundId', '==', roundId),
    where('studentId', '==', studentId),
  );
  return { status, entries: parsed<ReportEntry>(data, reportEntrySchema) };
}

/** The students of a class (the rules: the office, and the class's teachers), by name. */
export function useClassStudents(schoolId: string, classId: string): { status: Status; students: Student[] } {
  const { status, data } = useSchoolQuery(schoolId, 'students', where('classId', '==', classId));
  const students = parsed<Student>(data, studentSchema)
    .filter((s) => !s.archived)
    .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
  return { status, students };
}

export type StudentGuide = ReturnType<typeof guideOf>;

/**
 * What a teacher sees beside each student as a guide: the term's gradebook average in the subject and attendance, from
 * the class's one `classTotals` document (kept with the students' own totals), whatever the class's size.
 */
export function useClassGuides(schoolId: string, classId: string, termId: string) {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(
    doc(firestore, 'schools', schoolId, 'classTotals', classTotalsId(classId, termId)),
  );
  const p = classTotalsSchema.safeParse(data);
  const totals = p.success ? p.data : undefined;
  return {
    guideOf: (studentId: string, subjectId: string) => guideOf(totals, studentId, subjectId),
    loading: status === 'loading',
  };
}

/** One grade scale, live (a round saved before it kept its scales' grades). */
export function useGradeScale(schoolId: string, scaleId: string | null) {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'gradeScales', scaleId ?? '-'));
  const p = gradeScaleSchema.safeParse(data);
  return { status, grades: scaleId && p.success ? p.data.grades : null };
}

/** A class's record (its name, term, form tutor). */
export function useClass(schoolId: string, classId: string) {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'classes', classId));
  const p = classSchema.safeParse(data);
  return { status, klass: p.success ? { ...p.data, id: classId } : null };
}

/**
 * The classes, subjects and terms by id, for names: the school's subjects and terms, and the classes this reader may
 * read (the office every class, a teacher those they teach).
 */
export interface Names {
  classes: { value: string; label: string }[];
  subjects: { value: string; label: string }[];
  terms: { value: string; label: string }[];
  loading: boolean;
}

export function useNames(user: Pick<UserRecord, 'school_id' | 'role' | 'uid'>): Names {
  const schoolId = user.school_id;
  const classes = useSchoolQuery(
    schoolId,
    'classes',
    ...(user.role === 'Admin' ? [orderBy('name')] : [where('teacherUids', 'array-contains', user.uid)]),
    limit(500),
  );
  const subjects = useSchoolQuery(schoolId, 'subjects', orderBy('name'), limit(500));
  const terms = useSchoolQuery(schoolId, 'terms', orderBy('startDate'), limit(100));
  const names = (snap: QuerySnapshot | undefined, field: string) =>
    (snap?.docs ?? []).map((d) => ({ value: d.id, label: String(d.get(field) ?? d.id) }));
  return {
    classes: names(classes.data, 'name').sort((a, b) => a.label.localeCompare(b.label)),
    subjects: names(subjects.data, 'name'),
    terms: (terms.data?.docs ?? [])
      .map((d) => ({ value: d.id, label: `${String(d.get('name'))} (${String(d.get('schoolYear'))})` }))
      .reverse(),
    loading: classes.status === 'loading' || subjects.status === 'loading',
  };
}

/** The school's comment bank and the reader's own (two documents). */
export function useCommentBanks(user: UserRecord) {
  const firestore = useFirestore();
  const school = useFirestoreDocData(doc(firestore, 'schools', user.school_id, 'commentBanks', SCHOOL_BANK));
  const own = useFirestoreDocData(doc(firestore, 'schools', user.school_id, 'commentBanks', user.uid));
  const sentences = (data: unknown) => {
    const p = commentBankSchema.safeParse(data);
    return p.success ? p.data.sentences : [];
  };
  return {
    school: sentences(school.data),
    mine: sentences(own.data),
    loading: school.status === 'loading' || own.status === 'loading',
  };
}

/**
 * A student's published reports, newest first, asked for as the rules let this reader: a guardian through their own
 * account, the student through theirs, staff by the student (every report they have had, whatever their class then).
 */
export function useStudentReports(user: UserRecord, student: Pick<Student, 'id'> | null) {
  const who: QueryConstraint[] =
    user.role === 'Parent'
      ? [where('guardianUids', 'array-contains', user.uid), where('studentId', '==', student?.id ?? '-')]
      : user.role === 'Student'
        ? [where('studentUid', '==', user.uid)]
        : [where('studentId', '==', student?.id ?? '-')];
  // A child has a few reports a year: sorted here, so the query needs no composite index.
  const { status, data } = useSchoolQuery(user.school_id, 'reports', ...who, limit(60));
  const reports = parsed<Report>(data, reportSchema).sort((a, b) => b.publishedAt - a.publishedAt);
  return { status, reports };
}

/** The latest publishing job of a round that this Admin started, while they watch it. */
export function usePublishJob(schoolId: string, uid: string, roundId: string) {
  const { jobs } = useMyExports(schoolId, uid);
  return jobs.find((j) => j.kind === 'reportsPublish' && j.roundId === roundId) ?? null;
}

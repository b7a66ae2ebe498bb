/**
 * The dashboards' reads, all live (reactfire listens). Every query here is limited, and a figure of the whole school
 * is a field of a document kept as the data changes, never a count or sum of the records: a dashboard's first load
 * reads the same number of documents in a school of 200 students as in one of 2,000.
 */
import { type MonthTotalsDoc, monthsBetween, SCHOOL_TOTALS_ID, type SchoolTotalsDoc } from '@academy/shared/dashboard';
import { type ClassWeekDoc, classWeekId, registerId } from '@academy/shared/attendance';
import type { LessonDoc, TimetableDoc } from '@academy/shared/lesson';
import {
  collection,
  doc,
  documentId,
  limit,
  orderBy,
  query,
  type Query,
  type QueryConstraint,
  where,
  type WhereFilterOp,
} from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';

type Lesson = LessonDoc & { id: string };

/** A figure a panel shows: loading, refused, or its value. */
export type Figure = { status: 'loading' } | { status: 'error' } | { status: 'success'; value: number };

/** A filter of a dashboard query: field, operator, value. */
export type Filter = [field: string, op: WhereFilterOp, value: unknown];
const constraintsOf = (filters: readonly Filter[]) => filters.map(([f, op, v]) => where(f, op, v));

/** At most `max` matching documents of a school collection, in one field's order, live. */
export function useSchoolList<T>(
  schoolId: string,
  name: string,
  filters: readonly Filter[],
  order?: [field: string, direction: 'asc' | 'desc'],
  max = 10,
) {
  const q = useSchoolCollectionQuery(
    schoolId,
    name,
    ...constraintsOf(filters),
    ...(order ? [orderBy(order[0], order[1])] : []),
    limit(max),
  );
  return useLiveList<T>(q);
}

/** A query of one school collection. */
export function useSchoolCollectionQuery(schoolId: string, name: string, ...constraints: QueryConstraint[]) {
  const firestore = useFirestore();
  return query(collection(firestore, 'schools', schoolId, name), ...constraints);
}

/** A school collection's documents, live. */
export function useLiveList<T>(q: Query) {
  const { data, status, error } = useFirestoreCollectionData(q, { idField: 'id' });
  return { status, error, rows: (data ?? []) as T[] };
}

/** The month documents of the dashboards' per-day totals covering `from`..`to`, live (at most three for 4 weeks). */
export function useMonthTotals(schoolId: string, from: string, to: string) {
  const months = monthsBetween(from, to);
  const q = useSchoolCollectionQuery(schoolId, 'monthTotals', where(documentId(), 'in', months));
  const { rows, status } = useLiveList<Partial<MonthTotalsDoc> & { id: string }>(q);
  return { status, months: rows };
}

/**
 * The office's figures, live (one document, however many panels show them): the counts, each term's students by grade
 * and what each due date still owes. A school with none yet has none of them: each figure is 0.
 */
export function useSchoolTotals(schoolId: string) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'schoolTotals', SCHOOL_TOTALS_ID));
  return { status, totals: data as Partial<SchoolTotalsDoc> | undefined };
}

/** One of the office's figures as a Figure: loading, refused, or its value (0 when not kept yet). */
export function totalsFigure(
  totals: ReturnType<typeof useSchoolTotals>,
  pick: (t: Partial<SchoolTotalsDoc>) => number | undefined,
): Figure {
  if (totals.status === 'loading') return { status: 'loading' };
  if (totals.status === 'error') return { status: 'error' };
  return { status: 'success', value: pick(totals.totals ?? {}) ?? 0 };
}

/**
 * One weekday's lessons of a class or a teacher (`classTimetableId`, `teacherTimetableId`), live, from their
 * timetable document: one read, however many lessons the day has.
 */
export function useDayLessons(schoolId: string, timetableId: string, weekday: number) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'timetables', timetableId));
  const lessons = (data as Partial<TimetableDoc> | undefined)?.lessons ?? {};
  const rows = Object.entries(lessons)
    .filter(([, l]) => l.weekday === weekday)
    .map(([id, l]) => ({ ...l, id }) as Lesson);
  return { status, rows };
}

/**
 * One register's counts from its class's week (one document for the class's registers of the week, live): null until
 * it is taken. Every register of a class and week shown on a page shares the one read.
 */
export function useWeekRegister(schoolId: string, classId: string, date: string, session: string) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreDocData(
    doc(firestore, 'schools', schoolId, 'classWeeks', classWeekId(classId, date)),
  );
  const entry = (data as Partial<ClassWeekDoc> | undefined)?.registers?.[registerId(classId, date, session)];
  return { loading: status === 'loading', register: entry ?? null };
}

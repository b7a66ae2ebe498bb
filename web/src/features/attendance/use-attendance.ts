/**
 * Attendance's reads, all live: the school's codes and "today" in its zone, a register, the class roster of a
 * register not yet taken, the registers and absence reports of a day, and a child's term totals and recent absences.
 */
import type { UserRecord } from '@academy/shared/api';
import {
  type AbsenceReportDoc,
  type AttendanceCode,
  type AttendanceDayDoc,
  type AttendanceRecordDoc,
  type AttendanceTotalsDoc,
  attendanceCodesOf,
  DEFAULT_REGISTERS_DUE_BY,
  PERSISTENT_ABSENCE_BELOW,
  REGISTER_SESSION_DAY,
  type RegisterDoc,
} from '@academy/shared/attendance';
import { schoolLocaleOf } from '@academy/shared/date-format';
import type { LessonDoc } from '@academy/shared/lesson';
import { DEFAULT_TEACHING_WEEKDAYS } from '@academy/shared/school-days';
import { schoolTimeOfDay, schoolToday } from '@academy/shared/school-time';
import type { ClassDoc } from '@academy/shared/structure';
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  type QueryDocumentSnapshot,
  startAfter,
  where,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore, useFirestoreCollection, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { useSchoolRecord } from '@/lib/use-school';

export type Register = RegisterDoc & { id: string };
export type AttendanceRecord = AttendanceRecordDoc & { id: string };
export type TaughtClass = ClassDoc & { id: string };
export type Lesson = LessonDoc & { id: string };

export interface AttendanceSettings {
  loaded: boolean;
  timeZone: string;
  /** With the zone, what the date formatter takes: an `AttendanceSettings` is a `SchoolLocale`. */
  locale: string;
  codes: AttendanceCode[];
  teachingWeekdays: number[];
  registersDueBy: string;
  currentTermId: string | null;
}

/** The school's attendance settings and zone (every member of the school reads its record). */
export function useAttendanceSettings(schoolId: string): AttendanceSettings {
  const { data, status } = useSchoolRecord(schoolId);
  const settings = (data?.settings ?? {}) as Record<string, unknown>;
  return {
    loaded: status === 'success' && !!data,
    ...schoolLocaleOf(data),
    codes: attendanceCodesOf(settings.attendanceCodes),
    teachingWeekdays: Array.isArray(settings.teachingWeekdays)
      ? (settings.teachingWeekdays as number[])
      : DEFAULT_TEACHING_WEEKDAYS,
    registersDueBy: typeof settings.registersDueBy === 'string' ? settings.registersDueBy : DEFAULT_REGISTERS_DUE_BY,
    currentTermId: typeof data?.currentTermId === 'string' ? data.currentTermId : null,
  };
}

/** The school's date and time of day, moving on each minute. */
export function useSchoolClock(timeZone: string): { today: string; time: string } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return { today: schoolToday(timeZone, now), time: schoolTimeOfDay(timeZone, now) };
}

export function useRegister(schoolId: string, registerId: string): { loading: boolean; register: Register | null } {
  const firestore = useFirestore();
  const { data, status } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'registers', registerId), {
    idField: 'id',
  });
  return { loading: status === 'loading', register: data && data.classId ? (data as Register) : null };
}

/**
 * The class's students now, less anyone enrolled after `onDate`: the roster of a register not yet taken (a taken
 * register keeps its own).
 */
export function useClassRoster(schoolId: string, classId: string, onDate: string) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreCollectionData(
    query(collection(firestore, 'schools', schoolId, 'students'), where('classId', '==', classId)),
    { idField: 'id' },
  );
  const roster = (data ?? [])
    .filter((s) => !s.archived && !(String(s.enrolmentDate ?? '') > onDate))
    .sort(
      (a, b) =>
        String(a.lastName).localeCompare(String(b.lastName)) || String(a.firstName).localeCompare(String(b.firstName)),
    )
    .map((s) => ({ studentId: String(s.id), name: `${String(s.firstName)} ${String(s.lastName)}` }));
  return { loading: status === 'loading', roster };
}

/** The classes this teacher teaches (homeroom and lessons), by name. */
export function useTaughtClasses(user: Pick<UserRecord, 'uid' | 'school_id'>) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreCollectionData(
    query(
      collection(firestore, 'schools', user.school_id, 'classes'),
      where('teacherUids', 'array-contains', user.uid),
      orderBy('name'),
    ),
    { idField: 'id' },
  );
  return { loading: status === 'loading', classes: (data ?? []) as TaughtClass[] };
}

/** This teacher's lessons (the timetable), for today's lesson registers. */
export function useTeacherLessons(schoolId: string, teacherId: string) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreCollectionData(
    query(collection(firestore, 'schools', schoolId, 'lessons'), where('teacherId', '==', teacherId)),
    { idField: 'id' },
  );
  return { loading: status === 'loading', lessons: (data ?? []) as Lesson[] };
}

/** The school's lessons on one weekday (the office's board lists their registers, taken or not). */
export function useDayLessons(schoolId: string, weekday: number) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreCollectionData(
    query(collection(firestore, 'schools', schoolId, 'lessons'), where('weekday', '==', weekday)),
    { idField: 'id' },
  );
  return { loading: status === 'loading', lessons: (data ?? []) as Lesson[] };
}

/** Every class of the term (the office's board lists their daily registers). */
export function useTermClasses(schoolId: string, termId: string) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreCollectionData(
    query(collection(firestore, 'schools', schoolId, 'classes'), where('termId', '==', termId), orderBy('name')),
    { idField: 'id' },
  );
  return { loading: status === 'loading', classes: (data ?? []) as TaughtClass[] };
}

/** The office's summary of a day: every register taken and every guardian's reason, one document (Admin). */
export function useAttendanceDay(schoolId: string, date: string) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'attendanceDays', date));
  // A day's first register writes only its registers; a guardian's first reason only its reports.
  const day = { date, registers: {}, reports: {}, ...(data?.date ? data : {}) } as AttendanceDayDoc;
  return { loading: status === 'loading', day };
}

/**
 * Whose attendance a panel shows, asked for as the rules let the reader see it: a guardian's child, the signed-in
 * student themself, or a student as staff see them (the office any student; a teacher through the class they teach,
 * named by `classId`).
 */
export type Viewer =
  | { kind: 'guardian'; uid: string; studentId: string }
  | { kind: 'student'; uid: string }
  | { kind: 'staff'; studentId: string; classId?: string };

function whoOf(viewer: Viewer) {
  if (viewer.kind === 'guardian')
    return [where('studentId', '==', viewer.studentId), where('guardianUids', 'array-contains', viewer.uid)];
  if (viewer.kind === 'student') return [where('studentUid', '==', viewer.uid)];
  return [
    where('studentId', '==', viewer.studentId),
    ...(viewer.classId === undefined ? [] : [where('classId', '==', viewer.classId)]),
  ];
}

/** A child's totals this term and their latest `recentMax` absences and lates (the panel's reads stay small). */
export function useChildAttendance(schoolId: string, termId: string, viewer: Viewer, recentMax = 10) {
  const firestore = useFirestore();
  const records = collection(firestore, 'schools', schoolId, 'attendanceRecords');
  const totalsRef = collection(firestore, 'schools', schoolId, 'attendanceTotals');
  const who = whoOf(viewer);
  const totals = useFirestoreCollectionData(query(totalsRef, ...who, where('termId', '==', termId), limit(1)), {
    idField: 'id',
  });
  const recent = useFirestoreCollectionData(
    query(records, ...who, where('flagged', '==', true), orderBy('date', 'desc'), limit(recentMax)),
    { idField: 'id' },
  );
  return {
    loading: totals.status === 'loading' || recent.status === 'loading',
    error: totals.error ?? recent.error,
    totals: (totals.data?.[0] ?? null) as (AttendanceTotalsDoc & { id: string }) | null,
    recent: (recent.data ?? []) as AttendanceRecord[],
  };
}

export type AbsenceReport = AbsenceReportDoc & { id: string };

/** Guardians' reasons for a day's absences: of one class (a register), or of the whole school (the office). */
export function useAbsenceReports(schoolId: string, date: string, classId?: string) {
  const firestore = useFirestore();
  const reports = collection(firestore, 'schools', schoolId, 'absenceReports');
  const { data, status } = useFirestoreCollectionData(
    classId
      ? query(reports, where('classId', '==', classId), where('date', '==', date))
      : query(reports, where('date', '==', date)),
    { idField: 'id' },
  );
  return { loading: status === 'loading', reports: (data ?? []) as AbsenceReport[] };
}

/** What a family told the school about one child's absences, newest day first: the guardian sees each one's state. */
export function useFamilyAbsenceReports(schoolId: string, uid: string, studentId: string, max = 5) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreCollectionData(
    query(
      collection(firestore, 'schools', schoolId, 'absenceReports'),
      where('guardianUids', 'array-contains', uid),
      where('studentId', '==', studentId),
      orderBy('date', 'desc'),
      limit(max),
    ),
    { idField: 'id' },
  );
  return { status, reports: (data ?? []) as AbsenceReport[] };
}

/** A class's daily registers of a month (one document per school day, each holding the class's marks). */
export function useClassMonthRegisters(schoolId: string, classId: string, from: string, to: string) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreCollectionData(
    query(
      collection(firestore, 'schools', schoolId, 'registers'),
      where('classId', '==', classId),
      where('session', '==', REGISTER_SESSION_DAY),
      where('date', '>=', from),
      where('date', '<=', to),
      orderBy('date'),
    ),
    { idField: 'id' },
  );
  return { loading: status === 'loading', registers: (data ?? []) as Register[] };
}

export type AttendanceTotals = AttendanceTotalsDoc & { id: string };

/** A class's term totals, one document per student. */
export function useClassTermTotals(schoolId: string, classId: string, termId: string) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreCollectionData(
    query(
      collection(firestore, 'schools', schoolId, 'attendanceTotals'),
      where('classId', '==', classId),
      where('termId', '==', termId),
    ),
    { idField: 'id' },
  );
  return { loading: status === 'loading', totals: (data ?? []) as AttendanceTotals[] };
}

/** Students below the persistent-absence line this term, lowest first, a page at a time. */
export function persistentAbsenceQuery(
  firestore: ReturnType<typeof useFirestore>,
  schoolId: string,
  termId: string,
  size: number,
  after?: QueryDocumentSnapshot,
) {
  return query(
    collection(firestore, 'schools', schoolId, 'attendanceTotals'),
    where('termId', '==', termId),
    where('presentPercent', '<', PERSISTENT_ABSENCE_BELOW),
    orderBy('presentPercent'),
    ...(after ? [startAfter(after)] : []),
    limit(size),
  );
}

/**
 * The school's persistent-absence list, paged: each page is one indexed query over the kept totals (never every
 * record), read live; `all` reads every page for the CSV.
 */
export function usePersistentAbsence(schoolId: string, termId: string, pageSize = 25) {
  const firestore = useFirestore();
  // The last document of each page before the one shown: where the next query starts.
  const [cursors, setCursors] = useState<QueryDocumentSnapshot[]>([]);
  const { data, status } = useFirestoreCollection(
    persistentAbsenceQuery(firestore, schoolId, termId, pageSize + 1, cursors[cursors.length - 1]),
  );
  const docs = data?.docs ?? [];
  const shown = docs.slice(0, pageSize);
  const all = async () => {
    const out: AttendanceTotals[] = [];
    let after: QueryDocumentSnapshot | undefined;
    for (;;) {
      const snap = await getDocs(persistentAbsenceQuery(firestore, schoolId, termId, 200, after));
      out.push(...snap.docs.map((d) => ({ ...(d.data() as AttendanceTotalsDoc), id: d.id })));
      if (snap.size < 200) return out;
      after = snap.docs[snap.docs.length - 1];
    }
  };
  return {
    state: status,
    page: cursors.length,
    rows: shown.map((d) => ({ ...(d.data() as AttendanceTotalsDoc), id: d.id })),
    hasNext: docs.length > pageSize,
    hasPrevious: cursors.length > 0,
    next: () => setCursors((c) => [...c, shown[shown.length - 1]!]),
    previous: () => setCursors((c) => c.slice(0, -1)),
    all,
  };
}

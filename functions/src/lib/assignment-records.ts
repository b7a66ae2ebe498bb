/**
 * What the assignment handlers share: who may set and mark a class's work, the school's time zone, and the records
 * kept beside the submissions in the same transaction (the due-day workload and each student's term marks).
 */
import {
  type AssignmentDoc,
  type ClassWorkEntry,
  classWorkId,
  gradeTotalsId,
  MAX_WORK_PER_CLASS_TERM,
  type Mark,
  type SubmissionDoc,
  workloadId,
} from '@academy/shared/assignment';
import { type SchoolLocale, schoolLocaleOf } from '@academy/shared/date-format';
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { conflict, forbidden } from './errors';
import { db } from './firebase';
import { schoolCollection, schoolDoc } from './records';

/** The school's zone, and the locale its dates are written in (a sentence a person reads names dates its way). */
export async function schoolLocale(tx: Transaction, caller: Caller): Promise<SchoolLocale> {
  return schoolLocaleOf((await tx.get(schoolDoc(caller))).data());
}

/** Admins set and mark work for any class; a teacher only for the classes they teach (the class's teacherUids). */
export function assertTeaches(caller: Caller, klass: DocumentSnapshot, verb = 'set or mark work for'): void {
  if (caller.role === 'Admin') return;
  const uids = (klass.get('teacherUids') as string[] | undefined) ?? [];
  if (!uids.includes(caller.uid))
    throw forbidden(
      `You do not teach ${(klass.get('name') as string | undefined) ?? 'this class'}: you cannot ${verb} it.`,
    );
}

/** The Student account's own student record id (users/{uid}.personId). */
export async function studentIdOf(tx: Transaction, caller: Caller): Promise<string | null> {
  const user = await tx.get(db.doc(`users/${caller.uid}`));
  return (user.get('personId') as string | null | undefined) ?? null;
}

/** Per workload document, the change to each student's pieces due that day. */
export type WorkloadChanges = Map<string, { classId: string; dueDate: string; delta: Map<string, number> }>;

export function addWorkload(changes: WorkloadChanges, classId: string, dueDate: string, studentId: string, by: number) {
  const id = workloadId(classId, dueDate);
  const entry = changes.get(id) ?? { classId, dueDate, delta: new Map<string, number>() };
  entry.delta.set(studentId, (entry.delta.get(studentId) ?? 0) + by);
  changes.set(id, entry);
}

/** Reads the workload documents the changes touch (before any write). */
export async function readWorkload(tx: Transaction, caller: Caller, changes: WorkloadChanges) {
  const ids = [...changes.keys()];
  if (!ids.length) return new Map<string, Record<string, number>>();
  const refs = ids.map((id) => schoolCollection(caller, 'workload').doc(id));
  const snaps = await tx.getAll(...refs);
  return new Map(snaps.map((s) => [s.id, (s.get('pieces') as Record<string, number> | undefined) ?? {}]));
}

export function writeWorkload(
  tx: Transaction,
  caller: Caller,
  changes: WorkloadChanges,
  current: Map<string, Record<string, number>>,
) {
  for (const [id, { classId, dueDate, delta }] of changes) {
    const pieces = { ...(current.get(id) ?? {}) };
    for (const [studentId, by] of delta) {
      const n = (pieces[studentId] ?? 0) + by;
      if (n > 0) pieces[studentId] = n;
      else delete pieces[studentId];
    }
    tx.set(schoolCollection(caller, 'workload').doc(id), { classId, dueDate, pieces });
  }
}

type MarkedWork = Pick<AssignmentDoc, 'subjectId' | 'subjectName' | 'points'>;

/**
 * Makes sure a student has their gradebook row for the term. A merge that names no marks at all: an empty `marks` map
 * in a merge would replace the marks already there.
 */
export function ensureGradebookRow(
  tx: Transaction,
  caller: Caller,
  termId: string,
  sub: Pick<SubmissionDoc, 'studentId' | 'studentName' | 'classId' | 'studentUid' | 'guardianUids'>,
) {
  tx.set(
    schoolCollection(caller, 'gradeTotals').doc(gradeTotalsId(termId, sub.studentId)),
    {
      studentId: sub.studentId,
      studentName: sub.studentName,
      classId: sub.classId,
      termId,
      studentUid: sub.studentUid,
      guardianUids: sub.guardianUids,
    } as never,
    { merge: true },
  );
}

/** Writes (merges) one student's mark for one piece of work into their term totals, without reading them. */
export function writeMark(
  tx: Transaction,
  caller: Caller,
  termId: string,
  assignmentId: string,
  sub: Pick<SubmissionDoc, 'studentId' | 'studentName' | 'classId' | 'studentUid' | 'guardianUids'>,
  work: MarkedWork,
  mark: Pick<Mark, 'points' | 'missing' | 'returned'> | null,
) {
  const ref = schoolCollection(caller, 'gradeTotals').doc(gradeTotalsId(termId, sub.studentId));
  const full: Mark | FieldValue = mark
    ? { subjectId: work.subjectId, subjectName: work.subjectName, outOf: work.points, ...mark }
    : FieldValue.delete();
  tx.set(
    ref,
    {
      studentId: sub.studentId,
      studentName: sub.studentName,
      classId: sub.classId,
      termId,
      studentUid: sub.studentUid,
      guardianUids: sub.guardianUids,
      marks: { [assignmentId]: full },
    } as never,
    { merge: true },
  );
}

/** Per class list of the term's work (`classWork/<classId>_<termId>`), what one save or delete changes in it. */
export type ClassWorkChanges = Map<
  string,
  { classId: string; termId: string; remove: boolean; entry?: ClassWorkEntry; current?: Record<string, ClassWorkEntry> }
>;

/**
 * The class lists an assignment leaves (`before`) and joins (`after`), read before any write. A class newly given work
 * refuses it once its list holds MAX_WORK_PER_CLASS_TERM pieces, so the list stays one document.
 */
export async function readClassWork(
  tx: Transaction,
  caller: Caller,
  assignmentId: string,
  before: Pick<AssignmentDoc, 'classIds' | 'termId'> | null,
  after: { classIds: string[]; termId: string; entry: ClassWorkEntry; classNames: string[] } | null,
): Promise<ClassWorkChanges> {
  const changes: ClassWorkChanges = new Map();
  for (const classId of before?.classIds ?? [])
    changes.set(classWorkId(classId, before!.termId), { classId, termId: before!.termId, remove: true });
  for (const classId of after?.classIds ?? [])
    changes.set(classWorkId(classId, after!.termId), {
      classId,
      termId: after!.termId,
      remove: false,
      entry: after!.entry,
    });
  if (!changes.size) return changes;
  const snaps = await tx.getAll(...[...changes.keys()].map((id) => schoolCollection(caller, 'classWork').doc(id)));
  for (const snap of snaps) {
    const change = changes.get(snap.id)!;
    const work = (snap.get('work') as Record<string, ClassWorkEntry> | undefined) ?? {};
    change.current = work;
    if (!change.remove && !(assignmentId in work) && Object.keys(work).length >= MAX_WORK_PER_CLASS_TERM) {
      const name = after!.classNames[after!.classIds.indexOf(change.classId)] ?? change.classId;
      throw conflict(
        `classIds: ${name} already has ${MAX_WORK_PER_CLASS_TERM} pieces of work this term; delete work it no longer needs before setting more.`,
      );
    }
  }
  return changes;
}

export function writeClassWork(tx: Transaction, caller: Caller, assignmentId: string, changes: ClassWorkChanges) {
  for (const [id, { classId, termId, remove, entry, current }] of changes) {
    const work = { ...(current ?? {}) };
    if (remove) delete work[assignmentId];
    else work[assignmentId] = entry!;
    tx.set(schoolCollection(caller, 'classWork').doc(id), { classId, termId, work });
  }
}

/**
 * Reports on the server: who writes each entry, the entries a round holds, and the checks a saved row meets.
 *
 * Who teaches what is the gradebook's answer made finer: a class's teachers are its `teacherUids` (the homeroom teacher
 * and its lessons' teachers); the teacher of a class's subject is the teacher of its lessons in that subject, and the
 * form tutor is the homeroom teacher. Each entry carries its teacher's account (`teacherUid`), taken from the timetable
 * when the round is saved; a save checks it again against the class's `teacherUids`, so a teacher taken off a class
 * stops writing its reports at once.
 */
import type { ClassDoc } from '@academy/shared/structure';
import type { LessonDoc } from '@academy/shared/lesson';
import {
  type GradeScaleDoc,
  HEAD_SUBJECT,
  isCommentSubject,
  isEntryWritten,
  progressKey,
  type Progress,
  type ReportEntryDoc,
  reportEntryId,
  type ReportRoundDoc,
  roundSubjects,
  TUTOR_SUBJECT,
} from '@academy/shared/reports';
import type { StudentDoc } from '@academy/shared/people';
import { FieldPath, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { badRequest, conflict, forbidden, notFound } from './errors';
import { db } from './firebase';
import { schoolCollection } from './records';

/** Firestore's `in` takes at most 30 values. */
const chunks = <T>(list: readonly T[], size = 30) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

export const studentName = (s: Pick<StudentDoc, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`;

/** The round, or 404 naming the field. */
export async function roundOf(
  caller: Caller,
  roundId: string,
  read = (ref: FirebaseFirestore.DocumentReference) => ref.get(),
) {
  const snap = await read(schoolCollection(caller, 'reportRounds').doc(roundId));
  if (!snap.exists) throw notFound('Report round: there is no such round in your school. Choose one from the list.');
  return snap.data() as ReportRoundDoc;
}

/** A scale of the school of the kind asked, or 400 naming the field. */
export function checkScale(scale: GradeScaleDoc | undefined, kind: GradeScaleDoc['kind'], label: string) {
  if (!scale) throw badRequest(`${label}: there is no such scale in your school. Choose one from the list.`);
  if (scale.kind !== kind)
    throw badRequest(`${label}: ${scale.name} is an ${scale.kind} scale; choose an ${kind} scale.`);
  return scale;
}

/** Who writes each class's subjects, from the timetable and the classes: accounts, or null where nobody has one. */
export interface Writers {
  /** `<classId>_<subjectId>` → the teacher's account (the first lesson's teacher with an account, by slot). */
  of(classId: string, subjectId: string): string | null;
}

export async function writersOf(
  caller: Caller,
  classes: Map<string, ClassDoc>,
  firestore: Firestore = db,
): Promise<Writers> {
  const classIds = [...classes.keys()];
  const lessons = (
    await Promise.all(
      chunks(classIds).map((ids) =>
        firestore.collection(`schools/${caller.school_id}/lessons`).where('classId', 'in', ids).get(),
      ),
    )
  ).flatMap((q) => q.docs.map((d) => d.data() as LessonDoc));
  lessons.sort((a, b) => a.slot.localeCompare(b.slot));
  const teacherIds = new Set<string>(lessons.map((l) => l.teacherId));
  for (const c of classes.values()) if (c.homeroomTeacherId) teacherIds.add(c.homeroomTeacherId);
  const accounts = new Map<string, string>();
  for (const ids of chunks([...teacherIds]))
    for (const t of (
      await firestore.collection(`schools/${caller.school_id}/teachers`).where(FieldPath.documentId(), 'in', ids).get()
    ).docs) {
      const uid = t.get('accountUid') as string | null | undefined;
      if (uid) accounts.set(t.id, uid);
    }
  const bySubject = new Map<string, string>();
  for (const l of lessons) {
    const uid = accounts.get(l.teacherId);
    const key = progressKey(l.classId, l.subjectId ?? '');
    if (l.subjectId && uid && !bySubject.has(key)) bySubject.set(key, uid);
  }
  return {
    of(classId, subjectId) {
      if (subjectId === HEAD_SUBJECT) return null;
      if (subjectId === TUTOR_SUBJECT) {
        const tutor = classes.get(classId)?.homeroomTeacherId;
        return tutor ? (accounts.get(tutor) ?? null) : null;
      }
      return bySubject.get(progressKey(classId, subjectId)) ?? null;
    },
  };
}

/** The students a round reports on in a class: those in it and not archived, by name. */
export async function studentsOf(caller: Caller, classIds: readonly string[], firestore: Firestore = db) {
  const found = (
    await Promise.all(
      chunks(classIds).map((ids) =>
        firestore.collection(`schools/${caller.school_id}/students`).where('classId', 'in', ids).get(),
      ),
    )
  )
    .flatMap((q) => q.docs.map((d) => ({ id: d.id, ...(d.data() as StudentDoc) })))
    .filter((s) => !s.archived && s.status === 'enrolled');
  return found.sort((a, b) => studentName(a).localeCompare(studentName(b)));
}

export const blankEntry = (
  roundId: string,
  student: { id: string; firstName: string; lastName: string; classId: string | null },
  subjectId: string,
  teacherUid: string | null,
  now: number,
): ReportEntryDoc => ({
  roundId,
  studentId: student.id,
  studentName: studentName(student),
  classId: student.classId ?? '',
  subjectId,
  teacherUid,
  grade: null,
  effort: null,
  comment: '',
  state: 'draft',
  returnNote: null,
  updatedAt: now,
  updatedBy: null,
});

/** Writes in batches of at most 450 (a batch takes 500), committing each before the next. */
export class Batches {
  private batch: WriteBatch;
  private count = 0;
  private readonly commits: Promise<unknown>[] = [];

  constructor(private readonly firestore: Firestore = db) {
    this.batch = firestore.batch();
  }

  add(write: (batch: WriteBatch) => void) {
    write(this.batch);
    if (++this.count >= 450) {
      this.commits.push(this.batch.commit());
      this.batch = this.firestore.batch();
      this.count = 0;
    }
  }

  async close() {
    if (this.count) this.commits.push(this.batch.commit());
    await Promise.all(this.commits);
  }
}

/**
 * Brings a round's entries in line with its classes, subjects and the timetable: an entry for every student of its
 * classes in every subject (and the tutor's and head's when it has them), each not yet approved given its writer now,
 * and the progress counted again. Answers the progress, the students and how many entries were made.
 */
export async function syncEntries(
  caller: Caller,
  roundId: string,
  round: Pick<ReportRoundDoc, 'classIds' | 'subjectIds' | 'tutorComment' | 'headComment' | 'effortScaleId'>,
  classes: Map<string, ClassDoc>,
  firestore: Firestore = db,
): Promise<{ progress: Record<string, Progress>; students: number; approved: number; created: number }> {
  const now = Date.now();
  const [writers, students, existingSnap] = await Promise.all([
    writersOf(caller, classes, firestore),
    studentsOf(caller, round.classIds, firestore),
    firestore.collection(`schools/${caller.school_id}/reportEntries`).where('roundId', '==', roundId).get(),
  ]);
  const existing = new Map(existingSnap.docs.map((d) => [d.id, d.data() as ReportEntryDoc]));
  const subjects = roundSubjects(round);
  const progress: Record<string, Progress> = {};
  const entries = firestore.collection(`schools/${caller.school_id}/reportEntries`);
  const batches = new Batches(firestore);
  const approvedStudents = new Map<string, boolean>();
  let created = 0;
  const count = (entry: ReportEntryDoc, teacherUid: string | null) => {
    const key = progressKey(entry.classId, entry.subjectId);
    const p = (progress[key] ??= { written: 0, total: 0, teacherUid });
    p.total++;
    if (isEntryWritten(round, entry)) p.written++;
    approvedStudents.set(
      entry.studentId,
      (approvedStudents.get(entry.studentId) ?? true) && entry.state === 'approved',
    );
  };
  for (const student of students)
    for (const subjectId of subjects) {
      const id = reportEntryId(roundId, student.id, subjectId);
      const teacherUid = writers.of(student.classId ?? '', subjectId);
      const before = existing.get(id);
      existing.delete(id);
      if (!before) {
        const entry = blankEntry(roundId, student, subjectId, teacherUid, now);
        batches.add((b) => b.create(entries.doc(id), entry));
        created++;
        count(entry, teacherUid);
        continue;
      }
      if (before.state !== 'approved' && before.teacherUid !== teacherUid)
        batches.add((b) => b.update(entries.doc(id), { teacherUid }));
      count(before, teacherUid);
    }
  // Entries of students who have left a class stay (what was written is kept) and still count in their class.
  for (const left of existing.values())
    if (round.classIds.includes(left.classId) && subjects.includes(left.subjectId)) count(left, left.teacherUid);
  await batches.close();
  return {
    progress,
    students: approvedStudents.size,
    approved: [...approvedStudents.values()].filter(Boolean).length,
    created,
  };
}

/** Why a row may not be saved, as the 4xx to answer; nothing when it may. */
export function refuseRow(
  caller: Caller,
  round: ReportRoundDoc,
  entry: ReportEntryDoc | undefined,
  klass: ClassDoc | undefined,
  names: { subject: string; className: string },
  row: { grade: string | null; effort: string | null; comment: string },
  scales: { attainment: GradeScaleDoc; effort: GradeScaleDoc | null },
  at: string,
) {
  if (!entry) return notFound(`${at}: this student has no report in ${names.subject} in this round. Reload the grid.`);
  const who = `${entry.studentName} in ${names.subject}`;
  if (caller.role === 'Teacher') {
    if (round.status !== 'open')
      return conflict(`${round.name} is ${round.status}: reports can no longer be written. Ask the office.`);
    const teaches = entry.teacherUid === caller.uid && !!klass?.teacherUids.includes(caller.uid);
    if (!teaches && entry.subjectId === HEAD_SUBJECT) return forbidden('Only the office writes the head’s comment.');
    if (!teaches && entry.subjectId === TUTOR_SUBJECT)
      return forbidden(`You are not the form tutor of ${names.className}: you cannot write its tutor’s comments.`);
    if (!teaches)
      return forbidden(`You do not teach ${names.subject} to ${names.className}: you cannot write its reports.`);
  } else if (round.status === 'published')
    return conflict(`${round.name} is published: its reports can no longer be changed.`);
  if (entry.state === 'approved')
    return conflict(
      `The report of ${entry.studentName} is approved: ask the office to reopen it to change ${names.subject}.`,
    );
  if (isCommentSubject(entry.subjectId)) {
    if (row.grade !== null || row.effort !== null)
      return badRequest(`${at}: the ${names.subject} has no grade or effort; send the comment only.`);
  } else {
    if (row.grade !== null && !scales.attainment.grades.some((g) => g.code === row.grade))
      return badRequest(`${at}: grade ${row.grade} for ${who} is not on the ${scales.attainment.name} scale.`);
    if (row.effort !== null && !scales.effort)
      return badRequest(`${at}: this round has no effort grade; leave effort empty.`);
    if (row.effort !== null && scales.effort && !scales.effort.grades.some((g) => g.code === row.effort))
      return badRequest(`${at}: effort ${row.effort} for ${who} is not on the ${scales.effort.name} scale.`);
  }
  if (row.comment.length > round.commentMaxChars)
    return badRequest(
      `${at}: the comment for ${who} is ${row.comment.length} characters; this round allows ${round.commentMaxChars}.`,
    );
  return undefined;
}

/** The name a report shows for a subject id ('tutor' and 'head' are the comments'). */
export function subjectLabel(subjectId: string, subjectNames: ReadonlyMap<string, string>) {
  if (subjectId === TUTOR_SUBJECT) return 'tutor’s comment';
  if (subjectId === HEAD_SUBJECT) return 'head’s comment';
  return subjectNames.get(subjectId) ?? subjectId;
}

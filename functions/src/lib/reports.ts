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
  pronounsOf,
  type ReportEntryDoc,
  reportEntryId,
  type ReportRoundDoc,
  roundSubjects,
  TUTOR_SUBJECT,
} from '@academy/shared/reports';
import type { StudentDoc } from '@academy/shared/people';
import type { CatalogueMessage } from '@academy/shared/sentence';
import { FieldPath, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { badRequest, conflict, forbidden, notFound, say } from './errors';
import { db } from './firebase';
import { schoolCollection } from './records';

const MESSAGES = {
  noRound: /*i18n*/ {
    id: 'api.reports.no-round',
    message: 'Report round: there is no such round in your school. Choose one from the list.',
  },
  roundPublished: /*i18n*/ {
    id: 'api.reports.round-published',
    message: '{round} is published: its reports can no longer be changed.',
  },
  noScale: /*i18n*/ {
    id: 'api.reports.no-scale',
    message:
      '{kind, select, attainment {Attainment scale: there is no such scale in your school. Choose one from the list.} other {Effort scale: there is no such scale in your school. Choose one from the list.}}',
  },
  wrongScale: /*i18n*/ {
    id: 'api.reports.wrong-scale',
    message:
      '{kind, select, attainment {Attainment scale: {scale} is an effort scale; choose an attainment scale.} other {Effort scale: {scale} is an attainment scale; choose an effort scale.}}',
  },
  noEntry: /*i18n*/ {
    id: 'api.reports.row-no-entry',
    message: 'Row {row}: this student has no report in {subject} in this round. Reload the grid.',
  },
  notOpen: /*i18n*/ {
    id: 'api.reports.round-not-open-to-write',
    message:
      '{status, select, closed {{round} is closed: reports can no longer be written. Ask the office.} published {{round} is published: reports can no longer be written. Ask the office.} other {{round} is {status}: reports can no longer be written. Ask the office.}}',
  },
  headOnly: /*i18n*/ {
    id: 'api.reports.head-comment-office-only',
    message: 'Only the office writes the head’s comment.',
  },
  notTutor: /*i18n*/ {
    id: 'api.reports.not-form-tutor',
    message: 'You are not the form tutor of {className}: you cannot write its tutor’s comments.',
  },
  notTeacher: /*i18n*/ {
    id: 'api.reports.not-subject-teacher',
    message: 'You do not teach {subject} to {className}: you cannot write its reports.',
  },
  approved: /*i18n*/ {
    id: 'api.reports.entry-approved',
    message: 'The report of {student} is approved: ask the office to reopen it to change {subject}.',
  },
  commentOnly: /*i18n*/ {
    id: 'api.reports.row-comment-only',
    message: 'Row {row}: the {subject} has no grade or effort; send the comment only.',
  },
  gradeOffScale: /*i18n*/ {
    id: 'api.reports.row-grade-off-scale',
    message: 'Row {row}: grade {grade} for {student} in {subject} is not on the {scale} scale.',
  },
  noEffort: /*i18n*/ {
    id: 'api.reports.row-no-effort',
    message: 'Row {row}: this round has no effort grade; leave effort empty.',
  },
  effortOffScale: /*i18n*/ {
    id: 'api.reports.row-effort-off-scale',
    message: 'Row {row}: effort {effort} for {student} in {subject} is not on the {scale} scale.',
  },
  commentTooLong: /*i18n*/ {
    id: 'api.reports.row-comment-too-long',
    message:
      'Row {row}: the comment for {student} in {subject} is {length, plural, one {# character} other {# characters}}; this round allows {max}.',
  },
};

/** Words a report's sentences name things by when they have no name of their own. */
const WORDS = {
  tutorComment: /*i18n*/ { id: 'api.reports.word.tutor-comment', message: 'tutor’s comment' },
  headComment: /*i18n*/ { id: 'api.reports.word.head-comment', message: 'head’s comment' },
  thisClass: /*i18n*/ { id: 'api.reports.word.this-class', message: 'this class' },
};

/** A subject's or a class's name as a sentence names it: its own name, or a word of the catalogue. */
export type Named = string | CatalogueMessage;

/** 404: the round named is not the school's. */
export const noRound = () => notFound(say(MESSAGES.noRound));

/** 409: the round is published, so nothing in it changes. */
export const roundPublished = (round: Pick<ReportRoundDoc, 'name'>) =>
  conflict(say(MESSAGES.roundPublished, { round: round.name }));

/** The name a sentence gives a class that may be gone. */
export const classNamed = (klass: Pick<ClassDoc, 'name'> | undefined): Named => klass?.name ?? WORDS.thisClass;

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
  if (!snap.exists) throw noRound();
  return snap.data() as ReportRoundDoc;
}

/** A scale of the school of the kind asked, or 400 naming the field (the round's scale of that kind). */
export function checkScale(scale: GradeScaleDoc | undefined, kind: GradeScaleDoc['kind']) {
  const field = kind === 'attainment' ? 'attainmentScaleId' : 'effortScaleId';
  if (!scale) throw badRequest(say(MESSAGES.noScale, { kind }), { field });
  if (scale.kind !== kind) throw badRequest(say(MESSAGES.wrongScale, { kind, scale: scale.name }), { field });
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

/** What an entry keeps of its student: the name it is listed by, and what the comment bank fills in. */
export const studentOfEntry = (student: Pick<StudentDoc, 'firstName' | 'lastName' | 'pronouns' | 'gender'>) => ({
  studentName: studentName(student),
  firstName: student.firstName,
  pronouns: pronounsOf(student),
});

export const blankEntry = (
  roundId: string,
  student: Pick<StudentDoc, 'firstName' | 'lastName' | 'pronouns' | 'gender'> & { id: string; classId: string | null },
  subjectId: string,
  teacherUid: string | null,
  now: number,
): ReportEntryDoc => ({
  roundId,
  studentId: student.id,
  ...studentOfEntry(student),
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
      // The writer follows the timetable until approved; the student's names and pronouns follow their record.
      const named = studentOfEntry(student);
      const renamed =
        before.studentName !== named.studentName ||
        before.firstName !== named.firstName ||
        before.pronouns !== named.pronouns;
      const rewritten = before.state !== 'approved' && before.teacherUid !== teacherUid;
      if (renamed || rewritten)
        batches.add((b) =>
          b.update(entries.doc(id), { ...(renamed ? named : {}), ...(rewritten ? { teacherUid } : {}) }),
        );
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

/** Why a row (counted from 1) may not be saved, as the 4xx to answer; nothing when it may. */
export function refuseRow(
  caller: Caller,
  round: ReportRoundDoc,
  entry: ReportEntryDoc | undefined,
  klass: ClassDoc | undefined,
  names: { subject: Named; className: Named },
  row: { grade: string | null; effort: string | null; comment: string },
  scales: { attainment: GradeScaleDoc; effort: GradeScaleDoc | null },
  rowNumber: number,
) {
  const at = { row: rowNumber, subject: names.subject };
  if (!entry) return notFound(say(MESSAGES.noEntry, at));
  const who = { ...at, student: entry.studentName };
  if (caller.role === 'Teacher') {
    if (round.status !== 'open') return conflict(say(MESSAGES.notOpen, { round: round.name, status: round.status }));
    const teaches = entry.teacherUid === caller.uid && !!klass?.teacherUids.includes(caller.uid);
    if (!teaches && entry.subjectId === HEAD_SUBJECT) return forbidden(say(MESSAGES.headOnly));
    if (!teaches && entry.subjectId === TUTOR_SUBJECT)
      return forbidden(say(MESSAGES.notTutor, { className: names.className }));
    if (!teaches) return forbidden(say(MESSAGES.notTeacher, { subject: names.subject, className: names.className }));
  } else if (round.status === 'published') return roundPublished(round);
  if (entry.state === 'approved')
    return conflict(say(MESSAGES.approved, { student: entry.studentName, subject: names.subject }));
  if (isCommentSubject(entry.subjectId)) {
    if (row.grade !== null || row.effort !== null) return badRequest(say(MESSAGES.commentOnly, at));
  } else {
    if (row.grade !== null && !scales.attainment.grades.some((g) => g.code === row.grade))
      return badRequest(say(MESSAGES.gradeOffScale, { ...who, grade: row.grade, scale: scales.attainment.name }));
    if (row.effort !== null && !scales.effort) return badRequest(say(MESSAGES.noEffort, at));
    if (row.effort !== null && scales.effort && !scales.effort.grades.some((g) => g.code === row.effort))
      return badRequest(say(MESSAGES.effortOffScale, { ...who, effort: row.effort, scale: scales.effort.name }));
  }
  if (row.comment.length > round.commentMaxChars)
    return badRequest(say(MESSAGES.commentTooLong, { ...who, length: row.comment.length, max: round.commentMaxChars }));
  return undefined;
}

/** The name a report shows for a subject id ('tutor' and 'head' are the comments'). */
export function subjectLabel(subjectId: string, subjectNames: ReadonlyMap<string, string>): Named {
  if (subjectId === TUTOR_SUBJECT) return WORDS.tutorComment;
  if (subjectId === HEAD_SUBJECT) return WORDS.headComment;
  return subjectNames.get(subjectId) ?? subjectId;
}

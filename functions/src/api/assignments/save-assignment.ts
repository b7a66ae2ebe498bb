import {
  type AssignmentDoc,
  classWorkEntry,
  countAll,
  dueInstant,
  MAX_STUDENTS_PER_ASSIGNMENT,
  submissionId,
  type SubmissionDoc,
} from '@academy/shared/assignment';
import { startOfSchoolDate } from '@academy/shared/school-time';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  addWorkload,
  assertTeaches,
  ensureGradebookRow,
  readClassWork,
  readWorkload,
  schoolLocale,
  type WorkloadChanges,
  writeClassWork,
  writeMark,
  writeWorkload,
} from '../../lib/assignment-records';
import { writeAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { existing, plural, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** What the audit log keeps of an assignment: not its (long) instructions. */
export const auditView = (a: AssignmentDoc) => ({
  title: a.title,
  classIds: a.classIds,
  subjectId: a.subjectId,
  courseId: a.courseId ?? null,
  openDate: a.openDate,
  dueDate: a.dueDate,
  dueTime: a.dueTime,
  points: a.points,
  lateAccepted: a.lateAccepted,
  nothingToHandIn: a.nothingToHandIn ?? false,
  archived: a.archived,
});

/**
 * The course the work is set for: one of the chosen subject, taught to every chosen class (so each student the work
 * reaches takes it). Anything else is refused naming courseId.
 */
async function courseFor(
  tx: Transaction,
  caller: Caller,
  courseId: string,
  subject: DocumentSnapshot,
  classSnaps: DocumentSnapshot[],
): Promise<DocumentSnapshot> {
  const course = await tx.get(schoolCollection(caller, 'courses').doc(courseId));
  if (!course.exists) throw badRequest(`courseId: no course with id ${courseId} in your school.`);
  const title = course.get('title') as string;
  if (course.get('subjectId') !== subject.id)
    throw badRequest(`courseId: ${title} is not a course of ${subject.get('name') as string}.`);
  const taughtTo = new Set((course.get('classIds') as string[] | undefined) ?? []);
  const missing = classSnaps.find((c) => !taughtTo.has(c.id));
  if (missing) throw badRequest(`courseId: ${title} is not taught to ${missing.get('name') as string}.`);
  return course;
}

const kept = (s: SubmissionDoc) => s.status === 'handedIn' || s.status === 'returned' || s.submittedAt !== null;

/**
 * Sets (or changes) a piece of work for one or more of the caller's classes: one submission per enrolled student,
 * each carrying what the student sees, so students and parents never read the assignment itself. Changing it keeps
 * every answer handed in; the due-day workload and the live counts change in the same transaction.
 */
export const saveAssignment: Handler<'saveAssignment'> = async (input, { caller }) => {
  const assignments = schoolCollection(caller, 'assignments');
  const ref = input.id ? assignments.doc(input.id) : assignments.doc();
  return db.runTransaction(async (tx) => {
    const now = Date.now();
    const before = input.id ? (await existing(tx, ref, 'assignment')).data()! : null;
    if (before && caller.role === 'Teacher' && !before.teacherUids.includes(caller.uid))
      throw notFound(`No assignment with id ${ref.id} in your school.`);
    const { timeZone } = await schoolLocale(tx, caller);
    const classSnaps = await tx.getAll(...input.classIds.map((id) => schoolCollection(caller, 'classes').doc(id)));
    for (const c of classSnaps) {
      if (!c.exists) throw notFound(`No class with id ${c.id} in your school.`);
      assertTeaches(caller, c);
    }
    const termIds = new Set(classSnaps.map((c) => c.get('termId') as string));
    if (termIds.size > 1) throw badRequest('Choose classes of one term.');
    const subject = await existing(tx, schoolCollection(caller, 'subjects').doc(input.subjectId), 'subject');
    const course = input.courseId ? await courseFor(tx, caller, input.courseId, subject, classSnaps) : null;
    const setter = await tx.get(db.doc(`users/${caller.uid}`));
    // The chosen classes' students in one query (at most MAX_CLASSES_PER_ASSIGNMENT ids, within `in`'s 30).
    const enrolled = (
      await tx.get(schoolCollection(caller, 'students').where('classId', 'in', input.classIds))
    ).docs.filter((s) => !s.get('archived') && s.get('status') === 'enrolled');
    const rosters: DocumentSnapshot[][] = classSnaps.map((c) => enrolled.filter((s) => s.get('classId') === c.id));
    const studentCount = rosters.reduce((n, r) => n + r.length, 0);
    if (studentCount > MAX_STUDENTS_PER_ASSIGNMENT)
      throw badRequest(
        `classIds: these classes have ${studentCount} students; one assignment reaches at most ${MAX_STUDENTS_PER_ASSIGNMENT}. Set it for fewer classes.`,
      );
    const previous = before
      ? (await tx.get(schoolCollection(caller, 'submissions').where('assignmentId', '==', ref.id))).docs
      : [];
    if (before && before.points !== input.points && previous.some((s) => s.data().status === 'returned'))
      throw conflict('Points cannot change once marks have been returned.');

    const dueAt = dueInstant(input.dueDate, input.dueTime, timeZone);
    const openAt = startOfSchoolDate(input.openDate, timeZone);
    const work = {
      title: input.title,
      instructions: input.instructions,
      links: input.links,
      // Its files are added and removed through the files API, never by a save.
      resources: before?.resources ?? [],
      subjectId: subject.id,
      subjectName: subject.get('name') as string,
      courseId: course?.id ?? null,
      courseTitle: (course?.get('title') as string | undefined) ?? null,
      openDate: input.openDate,
      dueDate: input.dueDate,
      dueTime: input.dueTime,
      dueAt,
      points: input.points,
      lateAccepted: input.lateAccepted,
      nothingToHandIn: input.nothingToHandIn ?? false,
    };

    // Who the work is for now; a student who left keeps what they handed in.
    const wanted = new Map<string, { student: DocumentSnapshot; klass: DocumentSnapshot }>();
    rosters.forEach((roster, i) => roster.forEach((s) => wanted.set(s.id, { student: s, klass: classSnaps[i]! })));
    const previousByStudent = new Map(previous.map((p) => [p.data().studentId, p]));
    const workload: WorkloadChanges = new Map();
    const finalSubs: SubmissionDoc[] = [];
    const writes: (() => void)[] = [];
    const termId = [...termIds][0]!;

    for (const p of previous) {
      const s = p.data();
      addWorkload(workload, s.classId, before!.dueDate, s.studentId, -1);
      if (!wanted.has(s.studentId)) {
        if (kept(s)) {
          finalSubs.push(s);
          addWorkload(workload, s.classId, input.dueDate, s.studentId, 1);
        } else {
          writes.push(() => tx.delete(p.ref));
          if (s.status === 'missing') writes.push(() => writeMark(tx, caller, termId, ref.id, s, work, null));
        }
      }
    }
    for (const [studentId, { student, klass }] of wanted) {
      const old = previousByStudent.get(studentId)?.data();
      const effectiveDueAt = old?.extensionDueAt ?? dueAt;
      // Work no longer overdue after a later due date is waiting again; the missing-work run marks what is overdue.
      const status = old?.status === 'missing' && effectiveDueAt > now ? 'assigned' : (old?.status ?? 'assigned');
      const sub: SubmissionDoc = {
        ...work,
        assignmentId: ref.id,
        studentId,
        studentName: `${student.get('firstName')} ${student.get('lastName')}`,
        classId: klass.id,
        className: klass.get('name') as string,
        studentUid: (student.get('accountUid') as string | null) ?? null,
        guardianUids: (student.get('guardianUids') as string[] | undefined) ?? [],
        open: now >= openAt,
        openAt,
        status,
        late: old?.late ?? false,
        extensionDueAt: old?.extensionDueAt ?? null,
        effectiveDueAt,
        answer: old?.answer ?? '',
        answerLinks: old?.answerLinks ?? [],
        attachments: old?.attachments ?? [],
        submittedAt: old?.submittedAt ?? null,
        grade: old?.grade ?? null,
        updatedAt: now,
      };
      finalSubs.push(sub);
      addWorkload(workload, klass.id, input.dueDate, studentId, 1);
      writes.push(() => tx.set(schoolCollection(caller, 'submissions').doc(submissionId(ref.id, studentId)), sub));
      if (!old) writes.push(() => ensureGradebookRow(tx, caller, termId, sub));
      if (old?.status === 'missing' && status !== 'missing')
        writes.push(() => writeMark(tx, caller, termId, ref.id, sub, work, null));
    }
    const current = await readWorkload(tx, caller, workload);
    const archived = input.archived ?? before?.archived ?? false;
    const classNames = classSnaps.map((c) => c.get('name') as string);
    const classWork = await readClassWork(tx, caller, ref.id, before, {
      classIds: input.classIds,
      termId,
      classNames,
      entry: classWorkEntry({ ...work, archived }),
    });
    if (writes.length + workload.size + classWork.size + 2 > 500)
      throw badRequest('classIds: this change reaches too many students at once; change fewer classes at a time.');

    const teacherUids = [...new Set(classSnaps.flatMap((c) => (c.get('teacherUids') as string[] | undefined) ?? []))];
    const record: AssignmentDoc = {
      ...work,
      classIds: input.classIds,
      classNames,
      termId,
      teacherUids: teacherUids.sort(),
      setByUid: before?.setByUid ?? caller.uid,
      setByName: before?.setByName ?? ((setter.get('username') as string | undefined) || caller.email || 'Staff'),
      archived,
      counts: countAll(finalSubs),
      createdAt: before?.createdAt ?? now,
      updatedAt: now,
    };
    tx.set(ref, record);
    for (const write of writes) write();
    writeWorkload(tx, caller, workload, current);
    writeClassWork(tx, caller, ref.id, classWork);
    writeAudit(tx, caller, {
      action: before ? 'assignment.updated' : 'assignment.created',
      target: `assignments/${ref.id}`,
      before: before && auditView(before),
      after: auditView(record),
    });
    return {
      status: 200 as const,
      message: `${record.title} ${before ? 'saved' : 'set'} for ${plural(wanted.size, 'student')}.`,
      id: ref.id,
    };
  });
};

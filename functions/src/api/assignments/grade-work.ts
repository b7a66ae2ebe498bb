import { applyCountChange, gradeDraftId, submissionId, type SubmissionDoc } from '@academy/shared/assignment';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { markMove } from '@academy/shared/class-totals';
import { assertTeaches, writeMark } from '../../lib/assignment-records';
import { writeAudit } from '../../lib/audit';
import { ClassMarkMoves } from '../../lib/class-totals';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { type Audience, notifyInTransaction, sendPush } from '../../lib/notify';
import { type Reader, readersOf, readInside, schoolReading } from '../../lib/readers';
import { existing, plural, schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  toStudent: /*i18n*/ { id: 'alert.work.returned.student.title', message: 'Your work has been returned' },
  toFamily: /*i18n*/ { id: 'alert.work.returned.family.title', message: '{name}’s work has been returned' },
  body: /*i18n*/ { id: 'alert.work.returned.body', message: '{title}.' },
  bodyScored: /*i18n*/ { id: 'alert.work.returned.body-scored', message: '{title}: {points}/{outOf}.' },
};

/** The work's title and grade; the teacher's feedback follows as they wrote it. */
function returnedBody(reader: Reader, title: string, points: number | null, outOf: number | null, feedback: string) {
  const graded =
    points === null || outOf === null
      ? reader.t(MESSAGES.body, { title })
      : reader.t(MESSAGES.bodyScored, { title, points, outOf });
  return feedback ? `${graded} ${feedback}` : graded;
}

/**
 * Marks one or many students' work: kept as a staff-only draft (gradeDrafts), or returned. Returning copies the grade
 * onto the submission (which the student and their guardians read), adds it to the student's term totals, and tells
 * the student and their guardians, all in one transaction; push follows.
 */
export const gradeWork: Handler<'grade'> = async (input, { caller }) => {
  const assignmentRef = schoolCollection(caller, 'assignments').doc(input.assignmentId);
  const pushes: Audience[] = [];
  const result = await db.runTransaction(async (tx) => {
    pushes.length = 0;
    const now = Date.now();
    const assignment = (await existing(tx, assignmentRef, 'assignment')).data()!;
    const subRefs = input.grades.map((g) =>
      schoolCollection(caller, 'submissions').doc(submissionId(input.assignmentId, g.studentId)),
    );
    const subs = await tx.getAll(...subRefs);
    for (const [i, s] of subs.entries())
      if (!s.exists) throw notFound(`No work of student ${input.grades[i]!.studentId} for this assignment.`);
    const classIds = [...new Set(subs.map((s) => s.data()!.classId))];
    const classes = await tx.getAll(...classIds.map((id) => schoolCollection(caller, 'classes').doc(id)));
    for (const c of classes) {
      if (!c.exists) throw notFound(`No class with id ${c.id} in your school.`);
      assertTeaches(caller, c as DocumentSnapshot, 'mark the work of');
    }
    for (const [i, g] of input.grades.entries()) {
      const sub = subs[i]!.data()!;
      if (assignment.points === null && g.points !== null)
        throw badRequest(`Points for ${sub.studentName}: this work has no grade, so leave the points empty.`);
      if (assignment.points !== null && g.points !== null && g.points > assignment.points)
        throw badRequest(
          `Points for ${sub.studentName}: ${g.points} is more than the ${assignment.points} points the work is out of. Give ${assignment.points} or fewer.`,
        );
      if (sub.status === 'excused') throw conflict(`${sub.studentName} is excused from this work.`);
    }
    // Returned work tells the students and their families, each in their language: their records in one read.
    const readers = input.return
      ? await readersOf(
          readInside(tx),
          subs.flatMap((s) => [s.get('studentUid') as string | null, ...(s.get('guardianUids') as string[])]),
          schoolReading((await tx.get(schoolDoc(caller))).data()),
        )
      : null;

    let counts = assignment.counts;
    const classMarks = new ClassMarkMoves();
    for (const [i, g] of input.grades.entries()) {
      const before = subs[i]!.data()!;
      const draftRef = schoolCollection(caller, 'gradeDrafts').doc(gradeDraftId(input.assignmentId, before.classId));
      const draftBase = { assignmentId: input.assignmentId, classId: before.classId };
      if (!input.return) {
        tx.set(
          draftRef,
          { ...draftBase, drafts: { [g.studentId]: { points: g.points, feedback: g.feedback } } } as never,
          { merge: true },
        );
        continue;
      }
      const after: SubmissionDoc = {
        ...before,
        status: 'returned',
        grade: { points: g.points, feedback: g.feedback, returnedAt: now },
        updatedAt: now,
      };
      counts = applyCountChange(counts, before, after);
      tx.set(subRefs[i]!, after);
      tx.set(draftRef, { ...draftBase, drafts: { [g.studentId]: FieldValue.delete() } } as never, { merge: true });
      writeMark(tx, caller, assignment.termId, input.assignmentId, before, assignment, {
        points: g.points,
        missing: false,
        returned: true,
      });
      // The class's sums move by what the term totals' mark does: the returned grade replaces the one before.
      const outOf = assignment.points;
      const was = before.status === 'returned' ? { returned: true, points: before.grade?.points ?? null, outOf } : null;
      const move = markMove(was, { returned: true, points: g.points, outOf });
      classMarks.add(before.classId, assignment.termId, assignment.subjectId, before.studentId, move);
      // The same grade returned again (a retried request, a second click) tells nobody again; a corrected grade
      // replaces the alert (one notification per submission and recipient, keyed by the submission).
      const sameGrade =
        before.status === 'returned' && before.grade?.points === g.points && before.grade.feedback === g.feedback;
      if (sameGrade) continue;
      const firstName = before.studentName.split(' ')[0] ?? before.studentName;
      const body = (reader: Reader) => returnedBody(reader, assignment.title, g.points, assignment.points, g.feedback);
      const key = `returned_${subRefs[i]!.id}`;
      if (before.studentUid) {
        const toStudent = readers!.tell([before.studentUid], (reader) => ({
          title: reader.t(MESSAGES.toStudent),
          body: body(reader),
          link: `/app/student/work/${input.assignmentId}`,
        }));
        notifyInTransaction(tx, caller.school_id, toStudent, key, now);
        pushes.push(toStudent);
      }
      const toFamily = readers!.tell(before.guardianUids, (reader) => ({
        title: reader.t(MESSAGES.toFamily, { name: firstName }),
        body: body(reader),
        link: `/app/parent/students/${before.studentId}`,
      }));
      notifyInTransaction(tx, caller.school_id, toFamily, key, now);
      pushes.push(toFamily);
    }
    if (input.return) tx.update(assignmentRef, { counts });
    classMarks.write(tx, caller);
    writeAudit(tx, caller, {
      action: input.return ? 'assignment.returned' : 'assignment.graded',
      target: `assignments/${input.assignmentId}`,
      before: null,
      after: { grades: input.grades.map((g) => ({ studentId: g.studentId, points: g.points })) },
    });
    const n = input.grades.length;
    return {
      status: 200 as const,
      message: input.return
        ? `Returned to ${plural(n, 'student')}.`
        : `${n === 1 ? 'Grade' : `${n} grades`} kept as ${n === 1 ? 'a draft' : 'drafts'}.`,
      id: input.assignmentId,
      returned: input.return ? n : 0,
      drafts: input.return ? 0 : n,
    };
  });
  for (const audience of pushes) await sendPush(caller.school_id, audience);
  return result;
};

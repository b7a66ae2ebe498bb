import { formatDateTime } from '@academy/shared/date-format';
import { applyCountChange, dueInstant, submissionId, type SubmissionDoc } from '@academy/shared/assignment';
import { assertTeaches, schoolLocale, writeMark } from '../../lib/assignment-records';
import { writeAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { existing, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** One student's exception: a later due date (an extension), being excused, or back to the class's due date. */
export const setException: Handler<'setException'> = async (input, { caller }) => {
  const assignmentRef = schoolCollection(caller, 'assignments').doc(input.assignmentId);
  const ref = schoolCollection(caller, 'submissions').doc(submissionId(input.assignmentId, input.studentId));
  return db.runTransaction(async (tx) => {
    const now = Date.now();
    const assignment = (await existing(tx, assignmentRef, 'assignment')).data()!;
    const sub = (await tx.get(ref)).data();
    if (!sub) throw notFound(`No work of student ${input.studentId} for this assignment.`);
    const klass = await existing(tx, schoolCollection(caller, 'classes').doc(sub.classId), 'class');
    assertTeaches(caller, klass, 'change the work of');
    const where = await schoolLocale(tx, caller);
    const { timeZone } = where;
    const waiting = sub.status === 'assigned' || sub.status === 'missing' || sub.status === 'excused';

    let after: SubmissionDoc;
    let message: string;
    if (input.kind === 'excuse') {
      if (!waiting) throw conflict(`${sub.studentName} has handed this work in: return it instead of excusing them.`);
      after = { ...sub, status: 'excused' };
      message = `${sub.studentName} is excused from ${sub.title}.`;
    } else {
      const extensionDueAt = input.kind === 'extension' ? dueInstant(input.dueDate!, input.dueTime!, timeZone) : null;
      const effectiveDueAt = extensionDueAt ?? sub.dueAt;
      // Waiting work is due again; the missing-work run marks it missing once this due instant passes.
      const status = waiting ? (sub.status === 'missing' && effectiveDueAt < now ? 'missing' : 'assigned') : sub.status;
      after = { ...sub, extensionDueAt, effectiveDueAt, status };
      message =
        input.kind === 'extension'
          ? `${sub.studentName} now has until ${formatDateTime(extensionDueAt!, where)} for ${sub.title}.`
          : `${sub.studentName} is back on the class's due date for ${sub.title}.`;
    }
    after.updatedAt = now;
    tx.set(ref, after);
    tx.update(assignmentRef, { counts: applyCountChange(assignment.counts, sub, after) });
    if (sub.status === 'missing' && after.status !== 'missing')
      writeMark(tx, caller, assignment.termId, input.assignmentId, sub, assignment, null);
    writeAudit(tx, caller, {
      action: `submission.${input.kind}`,
      target: `submissions/${ref.id}`,
      before: { status: sub.status, extensionDueAt: sub.extensionDueAt },
      after: { status: after.status, extensionDueAt: after.extensionDueAt },
    });
    return { status: 200 as const, message, id: ref.id };
  });
};

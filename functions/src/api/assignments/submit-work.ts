import {
  applyCountChange,
  emptyHandInProblem,
  isLate,
  submissionId,
  type SubmissionDoc,
} from '@academy/shared/assignment';
import type { Transaction } from 'firebase-admin/firestore';
import { studentIdOf, writeMark } from '../../lib/assignment-records';
import { writeAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  noWork: /*i18n*/ { id: 'api.work.not-found', message: 'No work with id {id} for you.' },
  returned: /*i18n*/ {
    id: 'api.work.returned',
    message: 'This work has been returned: it cannot be handed in again.',
  },
  excused: /*i18n*/ { id: 'api.work.excused', message: 'You are excused from this work.' },
  handedIn: /*i18n*/ {
    id: 'api.work.handed-in',
    message: 'This work is handed in already: unsubmit it first to change it.',
  },
  late: /*i18n*/ { id: 'api.work.late-not-accepted', message: '{title} was due and late work is not accepted.' },
  // emptyHandInProblem (shared) decides; the words are here, in the student's language.
  empty: /*i18n*/ {
    id: 'api.work.empty',
    message: 'Your answer is empty: write your answer, attach a file or add a link to your work before handing it in.',
  },
  returnedUnsubmit: /*i18n*/ {
    id: 'api.work.returned-unsubmit',
    message: 'This work has been returned: it cannot be unsubmitted.',
  },
  notHandedIn: /*i18n*/ { id: 'api.work.not-handed-in', message: 'This work is not handed in.' },
  handedInNow: /*i18n*/ { id: 'api.work.handed-in-now', message: '{title} handed in.' },
  handedInLate: /*i18n*/ { id: 'api.work.handed-in-late', message: '{title} handed in, late.' },
  unsubmitted: /*i18n*/ {
    id: 'api.work.unsubmitted',
    message: '{title} unsubmitted: hand it in again when it is ready.',
  },
};

/**
 * The signed-in student's own submission of an assignment that is open to them: the id is built from their account,
 * never from the body, so nobody hands work in for someone else.
 */
async function ownWork(tx: Transaction, caller: Caller, assignmentId: string) {
  const studentId = await studentIdOf(tx, caller);
  const ref = schoolCollection(caller, 'submissions').doc(submissionId(assignmentId, studentId ?? 'none'));
  const snap = studentId ? await tx.get(ref) : null;
  const sub = snap?.data();
  if (!snap || !sub || sub.studentUid !== caller.uid || !sub.open)
    throw notFound(say(MESSAGES.noWork, { id: assignmentId }));
  const assignmentRef = schoolCollection(caller, 'assignments').doc(assignmentId);
  const assignment = (await tx.get(assignmentRef)).data();
  if (!assignment) throw notFound(say(MESSAGES.noWork, { id: assignmentId }));
  return { ref, sub, assignmentRef, assignment };
}

/** Hands work in. Late is decided here, against the student's own due instant, never by the browser's clock. */
export const submitWork: Handler<'submit'> = async ({ assignmentId, answer, links }, { caller }) =>
  db.runTransaction(async (tx) => {
    const now = Date.now();
    const { ref, sub, assignmentRef, assignment } = await ownWork(tx, caller, assignmentId);
    if (sub.status === 'returned') throw conflict(say(MESSAGES.returned));
    if (sub.status === 'excused') throw conflict(say(MESSAGES.excused));
    if (sub.status === 'handedIn') throw conflict(say(MESSAGES.handedIn));
    const late = isLate(now, sub.effectiveDueAt);
    if (late && !sub.lateAccepted) throw conflict(say(MESSAGES.late, { title: sub.title }));
    const empty = emptyHandInProblem(sub, answer, links);
    if (empty) throw badRequest(say(MESSAGES.empty));
    const after: SubmissionDoc = {
      ...sub,
      status: 'handedIn',
      late,
      answer,
      answerLinks: links,
      submittedAt: now,
      updatedAt: now,
    };
    tx.set(ref, after);
    tx.update(assignmentRef, { counts: applyCountChange(assignment.counts, sub, after) });
    if (sub.status === 'missing') writeMark(tx, caller, assignment.termId, assignmentId, sub, assignment, null);
    writeAudit(tx, caller, {
      action: 'submission.handedIn',
      target: `submissions/${ref.id}`,
      before: { status: sub.status },
      after: { status: 'handedIn', late, submittedAt: now },
    });
    return {
      status: 200 as const,
      message: say(late ? MESSAGES.handedInLate : MESSAGES.handedInNow, { title: sub.title }),
      id: ref.id,
      late,
    };
  });

/** Takes work back to change it, until it is returned. */
export const unsubmitWork: Handler<'unsubmit'> = async ({ assignmentId }, { caller }) =>
  db.runTransaction(async (tx) => {
    const now = Date.now();
    const { ref, sub, assignmentRef, assignment } = await ownWork(tx, caller, assignmentId);
    if (sub.status !== 'handedIn')
      throw conflict(say(sub.status === 'returned' ? MESSAGES.returnedUnsubmit : MESSAGES.notHandedIn));
    const after: SubmissionDoc = { ...sub, status: 'assigned', late: false, submittedAt: null, updatedAt: now };
    tx.set(ref, after);
    tx.update(assignmentRef, { counts: applyCountChange(assignment.counts, sub, after) });
    writeAudit(tx, caller, {
      action: 'submission.unsubmitted',
      target: `submissions/${ref.id}`,
      before: { status: sub.status },
      after: { status: 'assigned' },
    });
    return {
      status: 200 as const,
      message: say(MESSAGES.unsubmitted, { title: sub.title }),
      id: ref.id,
    };
  });

import { writeAudit } from '../../lib/audit';
import { badRequest, notFound, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { nameOf } from '../../lib/messaging';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  saved: /*i18n*/ {
    id: 'api.messages.child-guardians-saved',
    message: 'Saved: who is always in conversations about {child}.',
  },
  notGuardian: /*i18n*/ {
    id: 'api.messages.leave-out-not-guardian',
    message: 'May be left out of messages: choose only guardians of {child}.',
  },
};

/**
 * The office says which of a child's guardians staff may leave out of a conversation about the child; every other
 * guardian with an account is always in one (lib/messaging.ts decides, from the student's record).
 */
export const updateChildGuardians: Handler<'updateChildGuardians'> = async ({ studentId, mayLeaveOut }, { caller }) => {
  const ref = schoolCollection(caller, 'students').doc(studentId);
  return db.runTransaction(async (tx) => {
    const student = await tx.get(ref);
    if (!student.exists || student.get('erased') === true) throw notFound();
    const child = nameOf(student.data());
    const guardians = (student.get('guardianIds') as string[] | undefined) ?? [];
    if (mayLeaveOut.some((id) => !guardians.includes(id))) throw badRequest(say(MESSAGES.notGuardian, { child }));
    const before = (student.get('messagesMayLeaveOut') as string[] | undefined) ?? [];
    const after = [...new Set(mayLeaveOut)].sort();
    tx.update(ref, { messagesMayLeaveOut: after });
    writeAudit(tx, caller, {
      action: 'student.messageGuardiansUpdated',
      target: `students/${studentId}`,
      before: { messagesMayLeaveOut: before },
      after: { messagesMayLeaveOut: after },
    });
    return { status: 200 as const, message: say(MESSAGES.saved, { child }) };
  });
};

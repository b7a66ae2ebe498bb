import { writeAudit } from '../../lib/audit';
import { db } from '../../lib/firebase';
import { schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** An Admin sets how long a leaver's records are kept before the daily job erases them (null: until erased by hand). */
export const updateRetention: Handler<'updateRetention'> = async ({ eraseLeaversAfterMonths }, { caller }) => {
  const ref = schoolDoc(caller);
  return db.runTransaction(async (tx) => {
    const before = ((await tx.get(ref)).get('settings.eraseLeaversAfterMonths') as number | null | undefined) ?? null;
    tx.update(ref, { 'settings.eraseLeaversAfterMonths': eraseLeaversAfterMonths });
    writeAudit(tx, caller, {
      action: 'school.retentionUpdated',
      target: `schools/${caller.school_id}`,
      before: { eraseLeaversAfterMonths: before },
      after: { eraseLeaversAfterMonths },
    });
    return {
      status: 200 as const,
      message:
        eraseLeaversAfterMonths === null
          ? 'Saved: leavers’ records are kept until erased by hand.'
          : `Saved: leavers’ records are erased ${eraseLeaversAfterMonths} months after they leave.`,
    };
  });
};

import { writeAudit } from '../../lib/audit';
import { say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  keptByHand: /*i18n*/ {
    id: 'api.erasure.kept-by-hand',
    message: 'Saved: leavers’ records are kept until erased by hand.',
  },
  erasedAfter: /*i18n*/ {
    id: 'api.erasure.erased-after',
    message: 'Saved: leavers’ records are erased {months, plural, one {# month} other {# months}} after they leave.',
  },
};

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
          ? say(MESSAGES.keptByHand)
          : say(MESSAGES.erasedAfter, { months: eraseLeaversAfterMonths }),
    };
  });
};

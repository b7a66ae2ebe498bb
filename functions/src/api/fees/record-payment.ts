import { formatDate, schoolLocaleOf } from '@academy/shared/date-format';
import { schoolToday } from '@academy/shared/school-time';
import { writeAudit } from '../../lib/audit';
import { db } from '../../lib/firebase';
import { moveMoney } from '../../lib/fees-ledger';
import { oncePerKey } from '../../lib/once-per-key';
import { badRequest } from '../../lib/errors';
import { schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * The desk takes money (or refunds credit): allocated to the chosen invoice, or the family's open invoices oldest first;
 * what is left over is family credit. The idempotency key names the payment, so a double click, a retry or 50 copies
 * of the same request record one payment and one receipt.
 */
export const recordPayment: Handler<'recordPayment'> = async ({ idempotencyKey, ...input }, { caller }) => {
  const paymentId = `desk_${idempotencyKey}`;
  // Money is taken on a day that has come, in the school's own calendar: a date ahead would sit in this month's takings
  // before it happened.
  const where = schoolLocaleOf((await schoolDoc(caller).get()).data());
  if (input.date > schoolToday(where.timeZone))
    throw badRequest(
      `Date: ${formatDate(input.date, where)} has not come yet. Give the day the money was taken: today or earlier.`,
    );
  const run = () =>
    db.runTransaction(async (tx) => {
      const moved = await moveMoney(tx, { ...input, schoolId: caller.school_id, paymentId, recordedBy: caller.uid });
      if (!moved.repeated)
        writeAudit(tx, caller, {
          action: input.kind === 'refund' ? 'payment.refunded' : 'payment.recorded',
          target: `payments/${moved.paymentId}`,
          before: null,
          after: moved.payment,
        });
      return {
        status: 200 as const,
        message: moved.repeated
          ? `Already recorded: receipt ${moved.receiptNumber}.`
          : `${input.kind === 'refund' ? 'Refund' : 'Payment'} recorded: receipt ${moved.receiptNumber}.`,
        paymentId: moved.paymentId,
        receiptId: moved.paymentId,
        receiptNumber: moved.receiptNumber,
        repeated: moved.repeated,
      };
    });
  return oncePerKey(
    schoolCollection(caller, 'paymentKeys').doc(paymentId),
    schoolCollection(caller, 'payments').doc(paymentId),
    run,
    run,
  );
};

/**
 * The office's report totals, written inside the transaction that moves the money: what instalments due on each date
 * still owe (aged debt reads one document per due date) and what was taken and refunded each month by method.
 * Increments only, so two transactions touching the same total never need to read it.
 */
import { monthTotalsId } from '@academy/shared/dashboard';
import type { Instalment, PaymentDoc } from '@academy/shared/fees';
import { dueAmountMoves, dueDateMoves } from '@academy/shared/fees';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';
import { schoolTotalsRef } from './school-totals';

/** Moves each due date's outstanding total from `before` to `after` instalments (an invoice's change). */
export function moveDueTotals(
  tx: Transaction,
  schoolId: string,
  currency: string,
  before: readonly Instalment[],
  after: readonly Instalment[],
) {
  const moves = dueDateMoves(before, after);
  for (const [dueDate, move] of moves)
    tx.set(
      db.doc(`schools/${schoolId}/feeDueTotals/${dueDate}`),
      { dueDate, currency, outstanding: FieldValue.increment(move) },
      { merge: true },
    );
  // The same moves in the office's dashboard figures, whose "fees overdue" adds up the due dates before today.
  if (moves.size)
    tx.set(
      schoolTotalsRef(db, schoolId),
      {
        outstandingByDueDate: Object.fromEntries(
          [...moves].map(([dueDate, move]) => [dueDate, FieldValue.increment(move)]),
        ),
      },
      { merge: true },
    );
  // The dashboard's "due per week" counts what falls due, paid or not: it moves with the amounts, not the payments.
  for (const [dueDate, move] of dueAmountMoves(before, after))
    tx.set(
      monthTotalsRef(schoolId, dueDate),
      { month: monthTotalsId(dueDate), currency, due: { [dueDate]: FieldValue.increment(move) } },
      { merge: true },
    );
}

const monthTotalsRef = (schoolId: string, date: string) =>
  db.doc(`schools/${schoolId}/monthTotals/${monthTotalsId(date)}`);

/** Adds a payment (or refund) to its month's total for its method. */
export function addToCollections(
  tx: Transaction,
  schoolId: string,
  payment: Pick<PaymentDoc, 'kind' | 'method' | 'amount' | 'date' | 'currency'>,
) {
  const month = payment.date.slice(0, 7);
  const refund = payment.kind === 'refund';
  // Both maps name the method (one by nothing), so a month's document always holds both.
  tx.set(
    db.doc(`schools/${schoolId}/feeCollections/${month}`),
    {
      month,
      currency: payment.currency,
      collected: { [payment.method]: FieldValue.increment(refund ? 0 : payment.amount) },
      refunded: { [payment.method]: FieldValue.increment(refund ? payment.amount : 0) },
    },
    { merge: true },
  );
  if (!refund)
    tx.set(
      monthTotalsRef(schoolId, payment.date),
      {
        month: monthTotalsId(payment.date),
        currency: payment.currency,
        collected: { [payment.date]: FieldValue.increment(payment.amount) },
      },
      { merge: true },
    );
}

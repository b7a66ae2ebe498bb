/**
 * Money moving into or out of a family, inside the caller's transaction: the payment, its receipt (numbered from the
 * school's counter, so there are no gaps), the invoices it pays, the family's totals and the classes' totals all
 * change together or not at all. The office's desk and the online checkout both come through here.
 */
import { allocateOldestFirst, formatMoney, type OpenBalance } from '@academy/shared/money';
import {
  type FamilyDoc,
  freeCredit,
  type InvoiceDoc,
  nextDueDateOf,
  payInstalments,
  type PaymentDoc,
  paymentState,
  type ReceiptDoc,
} from '@academy/shared/fees';
import { formatDate, schoolLocaleOf } from '@academy/shared/date-format';
import { type IsoDate, schoolToday } from '@academy/shared/school-time';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { badRequest, conflict, notFound } from './errors';
import { addToCollections, moveDueTotals } from './fee-reports';
import { db } from './firebase';
import { notifyInTransaction } from './notify';
import { readersOf, readInside, type SchoolReading, schoolReading } from './readers';

export interface MoneyMove {
  schoolId: string;
  /** The payment's id: made from the request's idempotency key, so a repeat finds the first and records nothing. */
  paymentId: string;
  familyId: string;
  kind: 'payment' | 'refund';
  amount: number;
  method: PaymentDoc['method'];
  reference: string;
  /** The school's local date of the payment; left out, the school's "today" in its own time zone. */
  date?: IsoDate;
  reason: string;
  /** Pay this invoice first; then the family's open invoices oldest first; what is left becomes credit. */
  invoiceId?: string;
  /** Pay exactly these invoices (online checkout): each no more than the amount named; the rest becomes credit. */
  invoiceAmounts?: { invoiceId: string; amount: number }[];
  /** Bought with this payment (online checkout), charged by no invoice: taken first, before any invoice. */
  purchases?: PaymentDoc['purchases'];
  /** A refund the provider has paid to a card: the credit it held is let go as the credit itself goes. */
  settlesHeldCredit?: boolean;
  recordedBy: string;
}

export interface MoneyMoved {
  paymentId: string;
  receiptNumber: number;
  repeated: boolean;
  /** What went into credit because its invoice was void or already paid (the office is told about online ones). */
  toCredit: number;
  payment: PaymentDoc;
  /** The school's language and date formats (from its record, read here), for what the caller tells people. */
  school?: SchoolReading;
}

/** The school's money collections, each path written out so the rules-coverage scan sees every one. */
const col = (
  schoolId: string,
  name: 'payments' | 'receipts' | 'families' | 'invoices' | 'feeCounters' | 'classFeeTotals',
) =>
  ({
    payments: () => db.collection(`schools/${schoolId}/payments`),
    receipts: () => db.collection(`schools/${schoolId}/receipts`),
    families: () => db.collection(`schools/${schoolId}/families`),
    invoices: () => db.collection(`schools/${schoolId}/invoices`),
    feeCounters: () => db.collection(`schools/${schoolId}/feeCounters`),
    classFeeTotals: () => db.collection(`schools/${schoolId}/classFeeTotals`),
  })[name]();

const MESSAGES = {
  paymentTitle: /*i18n*/ { id: 'alert.payment.received.title', message: 'Payment received' },
  paymentBody: /*i18n*/ {
    id: 'alert.payment.received.body',
    message: 'We received {amount} on {day}. Thank you. Your receipt is number {receipt}.',
  },
  refundTitle: /*i18n*/ { id: 'alert.payment.refunded.title', message: 'Refund paid' },
  refundBody: /*i18n*/ {
    id: 'alert.payment.refunded.body',
    message: '{amount} of your credit was refunded on {day}. Your receipt is number {receipt}.',
  },
};

/** Reads everything first (a transaction's rule), then writes; the family's guardians are told in the same. */
export async function moveMoney(tx: Transaction, move: MoneyMove): Promise<MoneyMoved> {
  const paymentRef = col(move.schoolId, 'payments').doc(move.paymentId);
  const earlier = await tx.get(paymentRef);
  if (earlier.exists) {
    const payment = earlier.data() as PaymentDoc;
    if (payment.familyId !== move.familyId || payment.amount !== move.amount || payment.kind !== move.kind)
      throw conflict('This idempotency key was already used for a different payment.');
    return { paymentId: paymentRef.id, receiptNumber: payment.receiptNumber, repeated: true, toCredit: 0, payment };
  }
  const familyRef = col(move.schoolId, 'families').doc(move.familyId);
  const counterRef = col(move.schoolId, 'feeCounters').doc('receipts');
  const [familySnap, counterSnap, schoolSnap] = await tx.getAll(
    familyRef,
    counterRef,
    db.doc(`schools/${move.schoolId}`),
  );
  // Money is taken on a day that has come, in the school's own calendar: a date ahead would sit in this month's takings
  // before it happened.
  const where = schoolLocaleOf(schoolSnap!.data());
  const today = schoolToday(where.timeZone);
  if (move.date && move.date > today)
    throw badRequest(
      `Date: ${formatDate(move.date, where)} has not come yet. Give the day the money was taken: today or earlier.`,
    );
  if (!familySnap!.exists) throw notFound(`No family with id ${move.familyId} in your school.`);
  const family = familySnap!.data() as FamilyDoc;
  // The family's open invoices and any named, read by id: a query here would hold every invoice it scans.
  const wanted = [
    ...new Set([
      ...(family.openInvoiceIds ?? []),
      ...(move.invoiceId ? [move.invoiceId] : []),
      ...(move.invoiceAmounts ?? []).map((a) => a.invoiceId),
    ]),
  ];
  const snaps = wanted.length ? await tx.getAll(...wanted.map((id) => col(move.schoolId, 'invoices').doc(id))) : [];
  const invoices = new Map(
    snaps.filter((d) => d.exists && d.get('familyId') === move.familyId).map((d) => [d.id, d.data() as InvoiceDoc]),
  );
  const receiptNumber = (counterSnap!.get('nextReceiptNumber') as number | undefined) ?? 1;
  // The family's guardians hear of the payment in their own languages: their records in one read.
  const school = schoolReading(schoolSnap!.data());
  const readers = await readersOf(readInside(tx), family.guardianUids, school);

  let allocations: { id: string; amount: number }[] = [];
  const purchases = move.purchases ?? [];
  const bought = purchases.reduce((n, p) => n + p.amount, 0);
  if (bought > move.amount || (bought > 0 && (move.kind !== 'payment' || !move.invoiceAmounts)))
    throw badRequest('Purchases are more than the payment, or not part of a checkout.');
  let leftover: number;
  const held = family.creditHeld ?? 0;
  if (move.kind === 'refund') {
    // Credit on its way back to a card is spoken for: only the rest can be refunded, unless this is that refund.
    const refundable = move.settlesHeldCredit ? family.credit : freeCredit(family);
    if (move.amount > refundable)
      throw badRequest(
        `Amount is more than the family's credit that can be refunded (${formatMoney(refundable, family.currency)}); only credit can be refunded.`,
      );
    leftover = -move.amount;
  } else if (move.invoiceAmounts) {
    let left = move.amount - bought;
    for (const want of move.invoiceAmounts) {
      const inv = invoices.get(want.invoiceId);
      if (!inv || inv.status === 'void') continue; // voided meanwhile: the money becomes credit
      const already = allocations.find((a) => a.id === want.invoiceId)?.amount ?? 0;
      const take = Math.min(want.amount, inv.balance - already, left);
      if (take > 0) {
        allocations = [
          ...allocations.filter((a) => a.id !== want.invoiceId),
          { id: want.invoiceId, amount: already + take },
        ];
        left -= take;
      }
    }
    leftover = left;
  } else {
    if (move.invoiceId) {
      const chosen = invoices.get(move.invoiceId);
      if (!chosen) throw notFound(`No invoice with id ${move.invoiceId} for this family.`);
      if (chosen.status === 'void') throw badRequest('Invoice is void: choose another, or leave it out.');
      if (chosen.status === 'draft') throw badRequest('Invoice is a draft: issue it before taking money for it.');
    }
    const open: OpenBalance[] = [...invoices]
      .filter(([, i]) => i.status !== 'void' && i.balance > 0)
      .map(([id, i]) => ({ id, balance: i.balance, dueDate: i.nextDueDate ?? '9999-12-31' }));
    ({ allocations, leftover } = allocateOldestFirst(move.amount, open, move.invoiceId));
  }

  // Writes.
  const classMoves = new Map<string, number>();
  const lines: ReceiptDoc['lines'] = [];
  const paidAllocations: PaymentDoc['allocations'] = [];
  let allocated = 0;
  for (const a of allocations) {
    const inv = invoices.get(a.id)!;
    const instalments = payInstalments(inv.instalments, a.amount);
    moveDueTotals(tx, move.schoolId, inv.currency, inv.instalments, instalments);
    const paid = inv.paid + a.amount;
    tx.update(col(move.schoolId, 'invoices').doc(a.id), {
      paid,
      balance: inv.total - paid,
      instalments,
      status: paymentState(inv.total, paid),
      nextDueDate: nextDueDateOf(instalments),
    });
    const classKey = inv.classId ?? 'no-class';
    classMoves.set(classKey, (classMoves.get(classKey) ?? 0) + a.amount);
    lines.push({ label: `${inv.studentName}: ${inv.scheduleName}`, amount: a.amount });
    paidAllocations.push({ invoiceId: a.id, studentName: inv.studentName, amount: a.amount });
    allocated += a.amount;
  }
  for (const p of purchases) lines.push({ label: p.label, amount: p.amount });
  if (leftover > 0) lines.push({ label: 'Family credit', amount: leftover });
  if (leftover < 0) lines.push({ label: `Refund of credit: ${move.reason}`, amount: leftover });
  const outstanding = family.outstanding - allocated;
  const credit = family.credit + leftover;
  const paidOff = new Set(allocations.filter((a) => invoices.get(a.id)!.balance === a.amount).map((a) => a.id));
  tx.update(familyRef, {
    outstanding,
    credit,
    ...(move.settlesHeldCredit ? { creditHeld: Math.max(0, held - move.amount) } : {}),
    openInvoiceIds: (family.openInvoiceIds ?? []).filter((id) => !paidOff.has(id)),
  });
  for (const [classId, amount] of classMoves)
    tx.set(
      col(move.schoolId, 'classFeeTotals').doc(classId),
      { outstanding: FieldValue.increment(-amount), collected: FieldValue.increment(amount) },
      { merge: true },
    );
  tx.set(counterRef, { nextReceiptNumber: receiptNumber + 1 });
  const now = Date.now();
  const date = move.date ?? today;
  const currency = family.currency;
  const payment: PaymentDoc = {
    familyId: move.familyId,
    guardianUids: family.guardianUids,
    kind: move.kind,
    method: move.method,
    reference: move.reference,
    date,
    amount: move.amount,
    allocations: paidAllocations,
    invoiceIds: paidAllocations.map((a) => a.invoiceId),
    purchases,
    toCredit: leftover,
    reason: move.reason,
    receiptNumber,
    currency,
    recordedBy: move.recordedBy,
    createdAt: now,
  };
  tx.create(paymentRef, payment);
  addToCollections(tx, move.schoolId, payment);
  const receipt: ReceiptDoc = {
    number: receiptNumber,
    paymentId: paymentRef.id,
    familyId: move.familyId,
    guardianUids: family.guardianUids,
    schoolName: (schoolSnap!.get('name') as string | undefined) ?? '',
    payerName: family.payerName,
    children: family.childNames,
    kind: move.kind,
    method: move.method,
    reference: move.reference,
    date,
    currency,
    amount: move.amount,
    lines,
    balanceAfter: outstanding,
    creditAfter: credit,
    createdAt: now,
  };
  tx.create(col(move.schoolId, 'receipts').doc(paymentRef.id), receipt);
  const told = readers.tell(family.guardianUids, (reader) => {
    const values = { amount: reader.money(move.amount, currency), day: reader.date(date), receipt: receiptNumber };
    const refund = move.kind === 'refund';
    return {
      title: reader.t(refund ? MESSAGES.refundTitle : MESSAGES.paymentTitle),
      body: reader.t(refund ? MESSAGES.refundBody : MESSAGES.paymentBody, values),
      link: family.studentIds[0] ? `/app/parent/students/${family.studentIds[0]}` : null,
    };
  });
  notifyInTransaction(tx, move.schoolId, told, `payment-${paymentRef.id}`, now);
  return { paymentId: paymentRef.id, receiptNumber, repeated: false, toCredit: leftover, payment, school };
}

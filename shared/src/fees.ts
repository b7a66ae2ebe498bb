/**
 * Fees: what a school charges (fee items, schedules), what each student owes (invoices, one per student per schedule)
 * and what families paid (payments, receipts, the family's balance). Amounts are whole minor units of the school's
 * currency (money.ts). A child belongs to one family for good (familyIdFor): siblings who share a guardian share it.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, formatDate, type SchoolLocale } from './date-format';
import { isReservedId } from './document-id';
import { percentOf, splitEvenly, sum } from './money';

const isoDate = z.iso.date();
const amount = z.number().int().min(0).max(100_000_000);
const signedAmount = z.number().int().min(-100_000_000).max(100_000_000);

export const FEE_CATEGORIES = ['tuition', 'meals', 'trips', 'exams', 'uniform', 'other'] as const;
export const PAYMENT_METHODS = ['cash', 'bank transfer', 'card at the desk', 'cheque', 'online'] as const;
export const DESK_METHODS = ['cash', 'bank transfer', 'card at the desk', 'cheque'] as const;
/** Stored states; "overdue" is an issued or partly paid invoice whose unpaid instalment is past due (invoiceState). */
export const INVOICE_STATES = ['draft', 'issued', 'partly paid', 'paid', 'overdue', 'void'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const feeItemSchema = z.object({
  name: z.string().trim().min(1).max(80),
  category: z.enum(FEE_CATEGORIES),
  defaultAmount: amount,
  archived: z.boolean().default(false),
});
export type FeeItemDoc = z.infer<typeof feeItemSchema>;

export const scheduleTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('grade'), grade: z.number().int().min(0).max(13) }),
  z.object({ kind: z.literal('class'), classId: z.string().min(1).max(128) }),
  z.object({ kind: z.literal('students'), studentIds: z.array(z.string().min(1).max(128)).min(1).max(200) }),
]);
export type ScheduleTarget = z.infer<typeof scheduleTargetSchema>;

export const feeScheduleSchema = z.object({
  name: z.string().trim().min(1).max(80),
  termId: z.string(),
  target: scheduleTargetSchema,
  lines: z
    .array(z.object({ feeItemId: z.string(), name: z.string(), amount }))
    .min(1)
    .max(20),
  /** One due date: paid in one go; more: instalments, the total split evenly (the first carry the leftover pennies). */
  dueDates: z.array(isoDate).min(1).max(12),
  /** Off the second and later children of a family this schedule covers (by admission number). */
  siblingDiscountPercent: z.number().min(0).max(100).default(0),
  /** Fixed amounts off named students' invoices, each with its reason. */
  scholarships: z
    .array(z.object({ studentId: z.string(), amount, reason: z.string().trim().min(1).max(200) }))
    .max(200)
    .default([]),
  currency: z.string().length(3),
});
export type FeeScheduleDoc = z.infer<typeof feeScheduleSchema>;

export const INVOICE_LINE_KINDS = ['fee', 'sibling discount', 'scholarship', 'late fee'] as const;
export const invoiceLineSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  label: z.string(),
  /** Charges are positive, discounts negative. */
  amount: signedAmount,
  reason: z.string().default(''),
  /** A late fee's instalment (its index): the line that says this instalment was charged once, and only once. */
  instalment: z.number().int().min(0).max(11).optional(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const instalmentSchema = z.object({ dueDate: isoDate, amount, paid: amount });
export type Instalment = z.infer<typeof instalmentSchema>;

export const invoiceSchema = z.object({
  scheduleId: z.string(),
  scheduleName: z.string(),
  termId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  classId: z.string().nullable(),
  familyId: z.string(),
  /** The guardians' accounts: who besides the office may read it. */
  guardianUids: z.array(z.string()),
  currency: z.string().length(3),
  lines: z.array(invoiceLineSchema),
  total: amount,
  /** Paid so far, family credit it used included. */
  paid: amount,
  balance: amount,
  instalments: z.array(instalmentSchema).min(1),
  status: z.enum(INVOICE_STATES),
  voidReason: z.string().default(''),
  /** The earliest unpaid due date, for oldest-first allocation and ageing; null once paid. */
  nextDueDate: isoDate.nullable(),
  createdAt: z.number(),
});
export type InvoiceDoc = z.infer<typeof invoiceSchema>;
export type Invoice = InvoiceDoc & { id: string };

export const paymentSchema = z.object({
  familyId: z.string(),
  guardianUids: z.array(z.string()),
  kind: z.enum(['payment', 'refund']),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  date: isoDate,
  /** Money in (payment) or out (refund), always positive here; `kind` says which way. */
  amount,
  allocations: z.array(z.object({ invoiceId: z.string(), studentName: z.string(), amount })),
  /** The allocations' invoice ids, so an invoice's page finds the payments made on it with one query. */
  invoiceIds: z.array(z.string()).default([]),
  /** What was bought with it that no invoice charged: a place on a priced course, for one child. */
  purchases: z.array(z.object({ label: z.string(), courseId: z.string(), studentId: z.string(), amount })).default([]),
  /** What went into (or, for a refund, out of) the family's credit. */
  toCredit: signedAmount,
  reason: z.string().default(''),
  receiptNumber: z.number().int().min(1),
  currency: z.string().length(3),
  recordedBy: z.string(),
  createdAt: z.number(),
});
export type PaymentDoc = z.infer<typeof paymentSchema>;

export const receiptSchema = z.object({
  number: z.number().int().min(1),
  paymentId: z.string(),
  familyId: z.string(),
  guardianUids: z.array(z.string()),
  schoolName: z.string(),
  payerName: z.string(),
  children: z.array(z.string()),
  kind: z.enum(['payment', 'refund']),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  date: isoDate,
  currency: z.string().length(3),
  amount,
  lines: z.array(z.object({ label: z.string(), amount: signedAmount })),
  /** What the family still owed, and its credit, once this was applied. */
  balanceAfter: amount,
  creditAfter: amount,
  createdAt: z.number(),
});
export type ReceiptDoc = z.infer<typeof receiptSchema>;

/**
 * `creditNotes/<invoiceId>`: what voiding an invoice that had payments on it gave back, as family credit. Numbered
 * without gaps per school (a counter in the voiding transaction); the family's guardians and the office read it.
 */
export const creditNoteSchema = z.object({
  number: z.number().int().min(1),
  /** The invoice voided, or '' when the note is for a course place given up (`courseId`). */
  invoiceId: z.string(),
  courseId: z.string().optional(),
  familyId: z.string(),
  guardianUids: z.array(z.string()),
  schoolName: z.string(),
  payerName: z.string(),
  studentName: z.string(),
  scheduleName: z.string(),
  reason: z.string(),
  date: isoDate,
  currency: z.string().length(3),
  /** What had been paid on the invoice, now family credit. */
  amount,
  /** The family's credit once this was added. */
  creditAfter: amount,
  createdAt: z.number(),
});
export type CreditNoteDoc = z.infer<typeof creditNoteSchema>;

/** A family's running totals, kept in the same transaction as every invoice and payment that moves them. */
export const familySchema = z.object({
  guardianIds: z.array(z.string()),
  guardianUids: z.array(z.string()),
  studentIds: z.array(z.string()),
  /** "Ada and Ben Lovelace": what the desk's search shows. */
  label: z.string(),
  childNames: z.array(z.string()),
  payerName: z.string(),
  /** Open invoices' balances, summed. */
  outstanding: amount,
  /** The family's invoices still to pay: what a payment reads, by id, instead of querying every invoice. */
  openInvoiceIds: z.array(z.string()).default([]),
  credit: amount,
  /** Credit on its way back to a card: still in `credit` until the provider confirms, but no longer free to spend. */
  creditHeld: amount.default(0),
  currency: z.string().length(3),
  searchTokens: z.array(z.string()).default([]),
});
export type FamilyDoc = z.infer<typeof familySchema>;

/**
 * Per class, kept as money moves, so that what was invoiced always adds up on screen (`paidOnClassInvoices`):
 * invoiced (what the class's live invoices charge, voided ones taken out) = collected (money paid on them at the desk
 * or online) + paid from family credit − what voided invoices gave back as credit + outstanding.
 */
export const classFeeTotalSchema = z.object({
  className: z.string(),
  currency: z.string().length(3),
  invoiced: amount.max(Number.MAX_SAFE_INTEGER),
  outstanding: amount.max(Number.MAX_SAFE_INTEGER),
  collected: amount.max(Number.MAX_SAFE_INTEGER),
  /** Paid into the class's invoices from family credit (an earlier overpayment or a voided invoice's money). */
  fromCredit: amount.max(Number.MAX_SAFE_INTEGER).default(0),
  /** What voided invoices had charged (already taken out of `invoiced`). */
  voided: amount.max(Number.MAX_SAFE_INTEGER).default(0),
  /** What had been paid on voided invoices, given back to the families as credit. */
  creditedBack: amount.max(Number.MAX_SAFE_INTEGER).default(0),
});
export type ClassFeeTotalDoc = z.infer<typeof classFeeTotalSchema>;

/** What is paid on a class's live invoices, however it was paid: with `outstanding`, it makes up `invoiced`. */
export const paidOnClassInvoices = (t: Pick<ClassFeeTotalDoc, 'collected'> & Partial<ClassFeeTotalDoc>) =>
  t.collected + (t.fromCredit ?? 0) - (t.creditedBack ?? 0);

/** The school's next receipt number: receipts are numbered without gaps, in the payment's own transaction. */
/** `feeCounters/receipts` holds the next receipt's number, `feeCounters/creditNotes` the next credit note's. */
export const feeCounterSchema = z.object({
  nextReceiptNumber: z.number().int().min(1).optional(),
  nextCreditNoteNumber: z.number().int().min(1).optional(),
});

/**
 * The family a child's fees belong to: the one recorded on the child once they joined it (whatever guardians were
 * linked or unlinked since), else a new family's id, named after the child's first guardian (by id), so siblings who
 * share a guardian share it. A child not yet in a family whose sibling is joins the sibling's instead (familyIdsOf).
 */
export function familyIdFor(
  student: { guardianIds: readonly string[]; familyId?: string | undefined },
  studentId: string,
): string {
  if (student.familyId) return student.familyId;
  const first = [...student.guardianIds].sort()[0];
  return first ? `family-${first}` : `family-student-${studentId}`;
}

/** An invoice's id: one per student per schedule, so generating again finds it instead of making another. */
export const invoiceIdFor = (scheduleId: string, studentId: string) => `${scheduleId}_${studentId}`;

/** The stored state once `paid` of `total` is paid (void stays void). */
export function paymentState(total: number, paid: number): 'issued' | 'partly paid' | 'paid' {
  if (paid >= total) return 'paid';
  return paid > 0 ? 'partly paid' : 'issued';
}

/** The stored states in which an invoice is still owed: issued and not yet (fully) paid. */
export const OPEN_INVOICE_STATES = ['issued', 'partly paid'] as const;
/** The stored states of an invoice that is finished with: nothing more is owed on it. */
export const SETTLED_INVOICE_STATES = ['paid', 'void'] as const;

/**
 * Whether a family can pay this invoice now, and how much: only an open invoice's unpaid balance (or one instalment's
 * unpaid part). A draft, a paid and a void invoice owe nothing, whatever an instalment's lines say.
 */
export function payableNow(
  invoice: Pick<InvoiceDoc, 'status' | 'balance' | 'instalments'>,
  instalment?: number,
): number {
  if (!(OPEN_INVOICE_STATES as readonly string[]).includes(invoice.status)) return 0;
  if (instalment === undefined) return Math.max(0, invoice.balance);
  const part = invoice.instalments[instalment];
  return part ? Math.max(0, Math.min(invoice.balance, part.amount - part.paid)) : 0;
}

/** What the screens show: an open invoice with an unpaid instalment due before today (school-local) is overdue. */
export function invoiceState(invoice: Pick<InvoiceDoc, 'status' | 'nextDueDate'>, today: string): InvoiceState {
  if (
    (invoice.status === 'issued' || invoice.status === 'partly paid') &&
    invoice.nextDueDate &&
    invoice.nextDueDate < today
  )
    return 'overdue';
  return invoice.status;
}

/** The invoice's lines for one student: the schedule's fees, then the sibling discount and scholarship with reasons. */
export function invoiceLinesFor(
  schedule: Pick<FeeScheduleDoc, 'lines' | 'siblingDiscountPercent' | 'scholarships'>,
  studentId: string,
  isYoungerSibling: boolean,
): InvoiceLine[] {
  const lines: InvoiceLine[] = schedule.lines.map((l) => ({
    kind: 'fee',
    label: l.name,
    amount: l.amount,
    reason: '',
  }));
  const fees = sum(lines.map((l) => l.amount));
  if (isYoungerSibling && schedule.siblingDiscountPercent > 0)
    lines.push({
      kind: 'sibling discount',
      label: `Sibling discount ${schedule.siblingDiscountPercent}%`,
      amount: -percentOf(fees, schedule.siblingDiscountPercent),
      reason: 'A brother or sister is invoiced on the same schedule.',
    });
  for (const s of schedule.scholarships.filter((x) => x.studentId === studentId))
    lines.push({ kind: 'scholarship', label: 'Scholarship', amount: -s.amount, reason: s.reason });
  // Discounts never take a total below nothing.
  const total = sum(lines.map((l) => l.amount));
  if (total < 0) lines.push({ kind: 'scholarship', label: 'Capped at the fees', amount: -total, reason: '' });
  return lines;
}

/** Instalments over the due dates, splitting the total exactly. */
export function instalmentsFor(total: number, dueDates: readonly string[]): Instalment[] {
  const sorted = [...dueDates].sort();
  return splitEvenly(total, sorted.length).map((a, i) => ({ dueDate: sorted[i]!, amount: a, paid: 0 }));
}

/** Pays `amount` into the instalments, earliest first; returns the new instalments. */
export function payInstalments(instalments: readonly Instalment[], amountPaid: number): Instalment[] {
  let left = amountPaid;
  return instalments.map((i) => {
    const take = Math.min(left, i.amount - i.paid);
    left -= take;
    return { ...i, paid: i.paid + take };
  });
}

export const nextDueDateOf = (instalments: readonly Instalment[]) =>
  instalments.find((i) => i.paid < i.amount)?.dueDate ?? null;

/** What a cart entry pays for, as the cart's key: an invoice's balance or one instalment, never both twice. */
export const cartKeyFor = (invoiceId: string, instalment?: number) =>
  instalment === undefined ? `invoice:${invoiceId}` : `instalment:${invoiceId}:${instalment}`;

/** A place on a priced course for one child: one entry per course per student, so it cannot be bought twice. */
export const courseCartKeyFor = (courseId: string, studentId: string) => `course:${courseId}:${studentId}`;

export type CartKeyTarget =
  { kind: 'invoice'; invoiceId: string; instalment?: number } | { kind: 'course'; courseId: string; studentId: string };

export function parseCartKey(key: string): CartKeyTarget | null {
  const m =
    /^(?:invoice:([\w-]{1,260})|instalment:([\w-]{1,260}):(\d{1,2})|course:([\w-]{1,260}):([\w-]{1,260}))$/.exec(key);
  if (!m || m.slice(1).some((id) => id !== undefined && isReservedId(id))) return null;
  if (m[1]) return { kind: 'invoice', invoiceId: m[1] };
  if (m[2]) return { kind: 'invoice', invoiceId: m[2], instalment: Number(m[3]) };
  return { kind: 'course', courseId: m[4]!, studentId: m[5]! };
}

/** One online checkout: what the server priced, for whom, and whether the provider's webhook applied it. */
export const checkoutSessionSchema = z.object({
  familyId: z.string(),
  guardianUids: z.array(z.string()),
  payerUid: z.string(),
  currency: z.string().length(3),
  amount,
  /** Each priced item pays an invoice (`invoiceId`) or buys a place on a course (`course`). */
  items: z.array(
    z.object({
      key: z.string(),
      invoiceId: z.string().optional(),
      course: z.object({ courseId: z.string(), studentId: z.string() }).optional(),
      label: z.string(),
      amount,
    }),
  ),
  /** What the cart asked for, sorted: the same idempotency key with another cart is refused, never answered with this. */
  cartKeys: z.array(z.string()).optional(),
  status: z.enum(['open', 'paid', 'declined']),
  /** The provider's session id and, once applied, the event that did it (a replay finds it and does nothing). */
  providerSessionId: z.string(),
  eventId: z.string().nullable(),
  paymentId: z.string().nullable(),
  createdAt: z.number(),
});
export type CheckoutSessionDoc = z.infer<typeof checkoutSessionSchema>;

/** What of a family's credit can still be spent or refunded: its credit less what is on its way back to a card. */
export const freeCredit = (family: Pick<FamilyDoc, 'credit'> & { creditHeld?: number }) =>
  family.credit - (family.creditHeld ?? 0);

export const CARD_REFUND_STATES = ['requested', 'refunded', 'failed'] as const;

/**
 * Credit paid back to the card an online payment came from. The office asks (the credit is held), the provider
 * refunds the card and says so by its signed webhook: only then is the refund recorded, under the method the money
 * came by ('online'), with its receipt. A refund the provider refuses lets the credit go again.
 */
export const cardRefundSchema = z.object({
  familyId: z.string(),
  guardianUids: z.array(z.string()),
  /** The online payment whose card gets the money. */
  paymentId: z.string(),
  amount,
  currency: z.string().length(3),
  reason: z.string(),
  state: z.enum(CARD_REFUND_STATES),
  providerRefundId: z.string().nullable(),
  /** Once refunded: the refund's own payment record and receipt. */
  refundPaymentId: z.string().nullable(),
  receiptNumber: z.number().int().nullable(),
  failureReason: z.string().default(''),
  requestedBy: z.string(),
  createdAt: z.number(),
  settledAt: z.number().nullable(),
});
export type CardRefundDoc = z.infer<typeof cardRefundSchema>;

/** An idempotency key being (or having been) used: the server's own bookkeeping, read by nobody else. */
export const paymentKeySchema = z.object({ claimedAt: z.number() });

/**
 * The school's late fee: off unless the office switches it on. A fixed amount (minor units) or a percentage of the
 * overdue instalment, added as a line the day after the instalment's due date (school-local), once per instalment.
 * `since`: the school's date it was switched on; instalments due before then are never charged.
 */
export const lateFeeSettingSchema = z.object({
  enabled: z.boolean(),
  kind: z.enum(['fixed', 'percent']),
  amount,
  percent: z.number().min(0).max(100),
  since: isoDate.nullable(),
});
export type LateFeeSetting = z.infer<typeof lateFeeSettingSchema>;
export const LATE_FEE_OFF: LateFeeSetting = { enabled: false, kind: 'fixed', amount: 0, percent: 0, since: null };

export interface LateFeeDue {
  instalment: number;
  dueDate: string;
  amount: number;
}

/**
 * The late fees a run on `day` (the school's date) adds to this invoice: each unpaid instalment due before `day` (and
 * not before the setting's `since`) that has no late-fee line yet. Void and paid invoices owe none.
 */
export function lateFeesDue(
  invoice: Pick<InvoiceDoc, 'status' | 'instalments' | 'lines'>,
  setting: LateFeeSetting,
  day: string,
): LateFeeDue[] {
  if (!setting.enabled || !setting.since) return [];
  if (invoice.status !== 'issued' && invoice.status !== 'partly paid' && invoice.status !== 'overdue') return [];
  const charged = new Set(invoice.lines.filter((l) => l.kind === 'late fee').map((l) => l.instalment));
  const due: LateFeeDue[] = [];
  invoice.instalments.forEach((inst, i) => {
    if (inst.dueDate >= day || inst.dueDate < setting.since! || inst.paid >= inst.amount || charged.has(i)) return;
    const fee = setting.kind === 'fixed' ? setting.amount : percentOf(inst.amount, setting.percent);
    if (fee > 0) due.push({ instalment: i, dueDate: inst.dueDate, amount: fee });
  });
  return due;
}

/**
 * The invoice once these late fees are added: a line each, the fee due with its own instalment, totals exact. The
 * line's words are kept on the invoice, so its dates are written in the school's style when it is charged.
 */
export function withLateFees(
  invoice: Pick<InvoiceDoc, 'lines' | 'instalments' | 'total' | 'paid'>,
  fees: readonly LateFeeDue[],
  where: Pick<SchoolLocale, 'locale'> = { locale: DEFAULT_LOCALE },
): Pick<InvoiceDoc, 'lines' | 'instalments' | 'total' | 'balance' | 'status' | 'nextDueDate'> {
  const lines = [
    ...invoice.lines,
    ...fees.map((f) => ({
      kind: 'late fee' as const,
      label: `Late fee: instalment due ${formatDate(f.dueDate, where)}`,
      amount: f.amount,
      reason: `Not paid by ${formatDate(f.dueDate, where)}.`,
      instalment: f.instalment,
    })),
  ];
  const instalments = invoice.instalments.map((inst, i) => ({
    ...inst,
    amount: inst.amount + sum(fees.filter((f) => f.instalment === i).map((f) => f.amount)),
  }));
  const total = invoice.total + sum(fees.map((f) => f.amount));
  return {
    lines,
    instalments,
    total,
    balance: total - invoice.paid,
    status: paymentState(total, invoice.paid),
    nextDueDate: nextDueDateOf(instalments),
  };
}

/**
 * The office's reports, from totals kept in the same transaction as the money that moves them (never by reading every
 * invoice or payment). Per due date: what instalments due that day still owe, for aged debt (id: the date).
 */
export const feeDueTotalSchema = z.object({
  dueDate: isoDate,
  currency: z.string().length(3),
  outstanding: amount.max(Number.MAX_SAFE_INTEGER),
});
export type FeeDueTotalDoc = z.infer<typeof feeDueTotalSchema>;

/** Per month (id `YYYY-MM`, the payment's school-local date): money taken and refunded, by method. */
export const feeCollectionSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  currency: z.string().length(3),
  collected: z.partialRecord(z.enum(PAYMENT_METHODS), amount.max(Number.MAX_SAFE_INTEGER)),
  refunded: z.partialRecord(z.enum(PAYMENT_METHODS), amount.max(Number.MAX_SAFE_INTEGER)),
});
export type FeeCollectionDoc = z.infer<typeof feeCollectionSchema>;

/** How a change from `before` to `after` instalments moves what falls due on each date, paid or not (zeros left out). */
export function dueAmountMoves(before: readonly Instalment[], after: readonly Instalment[]): Map<string, number> {
  const moves = new Map<string, number>();
  for (const i of after) moves.set(i.dueDate, (moves.get(i.dueDate) ?? 0) + i.amount);
  for (const i of before) moves.set(i.dueDate, (moves.get(i.dueDate) ?? 0) - i.amount);
  for (const [date, move] of moves) if (move === 0) moves.delete(date);
  return moves;
}

/** What instalments still owe, by due date (money a change adds there is positive). */
export function unpaidByDueDate(instalments: readonly Instalment[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const i of instalments) out.set(i.dueDate, (out.get(i.dueDate) ?? 0) + (i.amount - i.paid));
  return out;
}

/** How a change from `before` to `after` instalments moves each due date's outstanding total (zeros left out). */
export function dueDateMoves(before: readonly Instalment[], after: readonly Instalment[]): Map<string, number> {
  const moves = unpaidByDueDate(after);
  for (const [date, owed] of unpaidByDueDate(before)) moves.set(date, (moves.get(date) ?? 0) - owed);
  for (const [date, move] of moves) if (move === 0) moves.delete(date);
  return moves;
}

export const AGE_BUCKETS = ['not yet due', '0–30 days', '31–60 days', '61+ days'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** Days past due on `today` (school-local dates) → its bucket: due today or later is not yet due. */
export function ageBucketOf(dueDate: string, today: string): AgeBucket {
  if (dueDate >= today) return 'not yet due';
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
  return days <= 30 ? '0–30 days' : days <= 60 ? '31–60 days' : '61+ days';
}

/** Aged debt: each bucket's outstanding, exactly, from the due-date totals. */
export function agedDebt(totals: readonly Pick<FeeDueTotalDoc, 'dueDate' | 'outstanding'>[], today: string) {
  const buckets = Object.fromEntries(AGE_BUCKETS.map((b) => [b, 0])) as Record<AgeBucket, number>;
  for (const t of totals) buckets[ageBucketOf(t.dueDate, today)] += t.outstanding;
  return buckets;
}

/** A CSV file's text: fields quoted where needed, a formula-looking cell made inert, CRLF line ends. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (v: string | number) => {
    let s = String(v);
    if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n']/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** What the office and parents send to the fees routes; messages are whole sentences naming the field. */
import { z } from 'zod';
import { chosenDate } from './chosen-date';
import { isDocumentId } from './document-id';
import { DESK_METHODS, FEE_CATEGORIES } from './fees';
import { recordId, text } from './structure-api';

const isoDate = chosenDate;
const moneyAmount = (label: string, min = 0) =>
  z
    .number(`${label} must be a number of minor units (pence, cents).`)
    .int(`${label} must be a whole number of minor units (pence, cents).`)
    .min(min, `${label} must be at least ${min}.`)
    .max(100_000_000, `${label} must be at most 100000000.`);
const reason = (label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(200, `${label} must be at most 200 characters.`);

export const saveFeeItemInput = z.strictObject({
  id: recordId('id').optional(),
  name: text('Name', 80),
  category: z.enum(FEE_CATEGORIES, `Category must be one of ${FEE_CATEGORIES.join(', ')}.`),
  defaultAmount: moneyAmount('Default amount'),
  archived: z.boolean('Archived must be true or false.').default(false),
});

const target = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('grade'),
      grade: z.number('Grade must be a number.').int('Grade must be a whole number.').min(0).max(13),
    }),
    z.strictObject({ kind: z.literal('class'), classId: recordId('Class') }),
    z.strictObject({
      kind: z.literal('students'),
      studentIds: z
        .array(recordId('Each student'), 'Students must be a list of student ids.')
        .min(1, 'Choose at least one student.')
        .max(200, 'A schedule names at most 200 students.'),
    }),
  ],
  'Target must say kind: grade, class or students.',
);

export const saveScheduleInput = z
  .strictObject({
    id: recordId('id').optional(),
    name: text('Name', 80),
    termId: recordId('Term'),
    target,
    lines: z
      .array(
        z.strictObject({ feeItemId: recordId('Fee item'), amount: moneyAmount('Line amount').optional() }),
        'Lines must be a list of fee items.',
      )
      .min(1, 'Lines must name at least one fee item.')
      .max(20, 'Lines may name at most 20 fee items.'),
    dueDates: z
      .array(isoDate('Each due date'), 'Due dates must be a list of dates.')
      .min(1, 'Due dates must hold at least one date.')
      .max(12, 'Due dates may hold at most 12 dates.'),
    siblingDiscountPercent: z
      .number('Sibling discount must be a number.')
      .min(0, 'Sibling discount must be at least 0.')
      .max(100, 'Sibling discount must be at most 100.')
      .refine((p) => Number.isInteger(Math.round(p * 100)) && Math.abs(p * 100 - Math.round(p * 100)) < 1e-9, {
        message: 'Sibling discount may have at most two decimals.',
      })
      .default(0),
    scholarships: z
      .array(
        z.strictObject({
          studentId: recordId('Scholarship student'),
          amount: moneyAmount('Scholarship amount', 1),
          reason: reason('Scholarship reason'),
        }),
        'Scholarships must be a list.',
      )
      .max(200, 'At most 200 scholarships.')
      .default([]),
  })
  .refine((s) => new Set(s.dueDates).size === s.dueDates.length, {
    message: 'Due dates must all differ.',
    path: ['dueDates'],
  });

export const generateInvoicesInput = z.strictObject({
  scheduleId: recordId('Schedule'),
  /** false: the preview (counts and totals), nothing written; true: write the invoices. */
  commit: z.boolean('Commit must be true or false.'),
  /**
   * true: the office checks them first. Drafts are read by the office only (no guardian is on them), charge nothing,
   * move no totals and can be discarded; issuing them (`issueInvoices`) does what making them issued does at once.
   */
  asDrafts: z.boolean('As drafts must be true or false.').default(false),
});

/** Issues every draft of a schedule: parents then see them, and they count as owed. */
export const issueInvoicesInput = z.strictObject({
  scheduleId: recordId('Schedule'),
});

const idempotencyKey = z
  .string('Idempotency key is required.')
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency key must be 8 to 100 letters, digits, - or _.');

export const recordPaymentInput = z
  .strictObject({
    idempotencyKey,
    familyId: recordId('Family'),
    kind: z.enum(['payment', 'refund'], 'Kind must be payment or refund.').default('payment'),
    amount: moneyAmount('Amount', 1),
    method: z.enum(DESK_METHODS, `Method must be one of ${DESK_METHODS.join(', ')}.`),
    reference: z
      .string('Reference must be text.')
      .trim()
      .max(80, 'Reference must be at most 80 characters.')
      .default(''),
    date: isoDate('Date'),
    /** Pay this invoice first; without it, the family's open invoices oldest first. */
    invoiceId: recordId('Invoice').optional(),
    reason: z.string('Reason must be text.').trim().max(200, 'Reason must be at most 200 characters.').default(''),
  })
  .refine((p) => p.kind !== 'refund' || p.reason.length > 0, { message: 'A refund needs a reason.', path: ['reason'] });

export const voidInvoiceInput = z.strictObject({ invoiceId: recordId('Invoice'), reason: reason('Reason') });

export const checkoutStartInput = z.strictObject({
  idempotencyKey,
  /** The cart's keys (what each entry pays for); prices are looked up on the server, never taken from here. */
  items: z
    .array(
      z.strictObject({
        key: z.string('Each item key must be text.').max(300, 'Each item key is too long.'),
        price: z.number('Each item price must be a number.').optional(),
      }),
      'Items must be a list.',
    )
    .min(1, 'Items must hold at least one entry.')
    .max(50, 'Items may hold at most 50 entries.'),
});

export interface GenerateInvoicesResult {
  status: 200;
  message: string;
  /** Students the schedule covers, and of them those already invoiced (a run again makes none). */
  covered: number;
  alreadyInvoiced: number;
  created: number;
  /** Of those already invoiced, the drafts still waiting to be issued. */
  drafts: number;
  /** What the new invoices add up to, in minor units. */
  total: number;
  currency: string;
  committed: boolean;
}

export interface InvoicesIssued {
  status: 200;
  message: string;
  issued: number;
  /** What the issued invoices add up to, in minor units. */
  total: number;
}

export interface PaymentRecorded {
  status: 200;
  message: string;
  paymentId: string;
  receiptId: string;
  receiptNumber: number;
  /** True when this key had already been recorded: nothing new was written. */
  repeated: boolean;
}

export interface CheckoutStarted {
  status: 200;
  message: string;
  /** Where the browser goes to pay (the provider's page). */
  url: string;
  sessionId: string;
  amount: number;
  currency: string;
}

/** The office pays family credit back to the card of one of the family's online payments. */
export const refundToCardInput = z.strictObject({
  idempotencyKey,
  paymentId: recordId('Payment'),
  amount: moneyAmount('Amount', 1),
  reason: reason('Reason'),
});

export interface CardRefundRequested {
  status: 200;
  message: string;
  refundId: string;
  state: 'requested' | 'refunded' | 'failed';
  receiptNumber: number | null;
}

/** The provider's event as JSON; the handler trusts it only after checking its signature over the raw bytes. */
export const checkoutWebhookInput = z.looseObject({});

export const checkoutTestProviderInput = z.strictObject({
  session: z
    .string('Session is required.')
    .regex(/^cs_local_[A-Za-z0-9_-]{1,120}$/, 'Session is not a test checkout session.')
    .refine((s) => isDocumentId(s.slice('cs_local_'.length)), 'Session is not a test checkout session.'),
  outcome: z.enum(['pay', 'decline'], 'Outcome must be pay or decline.'),
});

/** The office switches the late fee on or off: a fixed amount in minor units, or a percentage of the instalment. */
export const updateLateFeesInput = z
  .strictObject({
    enabled: z.boolean('Enabled must be true or false.'),
    kind: z.enum(['fixed', 'percent'], 'Kind must be fixed or percent.'),
    amount: moneyAmount('Amount').default(0),
    percent: z
      .number('Percent must be a number.')
      .min(0, 'Percent must be at least 0.')
      .max(100, 'Percent must be at most 100.')
      .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-9, {
        message: 'Percent may have at most two decimals.',
      })
      .default(0),
  })
  .refine((s) => !s.enabled || s.kind !== 'fixed' || s.amount > 0, {
    message: 'Amount must be more than 0 for a fixed late fee.',
    path: ['amount'],
  })
  .refine((s) => !s.enabled || s.kind !== 'percent' || s.percent > 0, {
    message: 'Percent must be more than 0 for a late fee by percentage.',
    path: ['percent'],
  });

export const previewLateFeesInput = z.strictObject({
  /** The school's date of the run to preview; left out, tomorrow. */
  day: isoDate('Day').optional(),
});

export interface LateFeesPreview {
  status: 200;
  message: string;
  /** The school's date the next run charges for: tomorrow. */
  day: string;
  enabled: boolean;
  /** Every late fee the run would add, and their sum; `rows` lists the first 100. */
  count: number;
  total: number;
  currency: string;
  rows: {
    invoiceId: string;
    studentName: string;
    familyId: string;
    scheduleName: string;
    dueDate: string;
    amount: number;
  }[];
}

/** The office's one action: remind every family with fees overdue (each at most once a week). */
export const sendFeeRemindersInput = z.strictObject({
  confirm: z.literal(true, 'Confirm must be true: reminders go to every family with fees overdue.'),
});

export interface FeeRemindersSent {
  status: 200;
  message: string;
  /** Families with fees overdue; of them, those told now; and the parent accounts told. */
  overdue: number;
  reminded: number;
  accounts: number;
}

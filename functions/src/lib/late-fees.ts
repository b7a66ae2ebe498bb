/**
 * Late fees, as plain functions tests call with the day they want: where a school switched its late fee on, the day
 * after an instalment's due date (the school's date) adds one late-fee line for that instalment, once only: the line
 * names its instalment, and each invoice is read and written in its own transaction, so a second run, or two at once,
 * finds the line and adds nothing. The family's and the class's totals move in the same transaction.
 */
import {
  type InvoiceDoc,
  LATE_FEE_OFF,
  type LateFeeDue,
  lateFeesDue,
  type LateFeeSetting,
  lateFeeSettingSchema,
  withLateFees,
} from '@academy/shared/fees';
import { schoolLocaleOf } from '@academy/shared/date-format';
import { sum } from '@academy/shared/money';
import { addIsoDays, type IsoDate, schoolToday } from '@academy/shared/school-time';
import { FieldValue } from 'firebase-admin/firestore';
import { writeAudit } from './audit';
import { systemCaller } from './caller';
import { moveDueTotals } from './fee-reports';
import { db } from './firebase';

const PAGE = 300;
const PARALLEL = 8;

export function lateFeeSettingOf(school: FirebaseFirestore.DocumentSnapshot): LateFeeSetting {
  const parsed = lateFeeSettingSchema.safeParse(school.get('settings.lateFee'));
  return parsed.success ? parsed.data : LATE_FEE_OFF;
}

export interface PlannedLateFee extends LateFeeDue {
  invoiceId: string;
  studentName: string;
  familyId: string;
  scheduleName: string;
}

/**
 * What a run on `day` would add, from the invoices whose earliest unpaid instalment is due before `day` (a query that
 * reads only invoices with money overdue, never every invoice). Read only: the preview shows it, the run re-checks
 * each invoice inside its own transaction.
 */
export async function lateFeePlan(schoolId: string, day: IsoDate, setting?: LateFeeSetting): Promise<PlannedLateFee[]> {
  const lateFee = setting ?? lateFeeSettingOf(await db.doc(`schools/${schoolId}`).get());
  if (!lateFee.enabled) return [];
  const planned: PlannedLateFee[] = [];
  const invoices = db.collection(`schools/${schoolId}/invoices`);
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let q = invoices.where('nextDueDate', '<', day).orderBy('nextDueDate').limit(PAGE);
    if (last) q = q.startAfter(last);
    const page = await q.get();
    for (const d of page.docs) {
      const invoice = d.data() as InvoiceDoc;
      for (const fee of lateFeesDue(invoice, lateFee, day))
        planned.push({
          ...fee,
          invoiceId: d.id,
          studentName: invoice.studentName,
          familyId: invoice.familyId,
          scheduleName: invoice.scheduleName,
        });
    }
    if (page.size < PAGE) return planned;
    last = page.docs.at(-1);
  }
}

/** Adds this invoice's late fees for `day`, if it still owes any: answers how many lines it added and their sum. */
/**
 * A transaction the database ended while it waited on another (two runs at once, each charging the same family's
 * invoices) is refused as "invalid or closed", which the SDK does not try again as it does an abort. Nothing of it was
 * written, so it is run again from the start; a line it finds already added is not added twice.
 */
const CLOSED = /Transaction is invalid or closed/;
const CLOSED_ATTEMPTS = 3;

async function chargeInvoice(schoolId: string, invoiceId: string, setting: LateFeeSetting, day: IsoDate) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await chargeInvoiceOnce(schoolId, invoiceId, setting, day);
    } catch (error) {
      if (attempt >= CLOSED_ATTEMPTS || !CLOSED.test(String((error as Error).message))) throw error;
    }
  }
}

async function chargeInvoiceOnce(schoolId: string, invoiceId: string, setting: LateFeeSetting, day: IsoDate) {
  const system = systemCaller(schoolId);
  const ref = db.doc(`schools/${schoolId}/invoices/${invoiceId}`);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { added: 0, total: 0 };
    const where = schoolLocaleOf((await tx.get(db.doc(`schools/${schoolId}`))).data());
    const invoice = snap.data() as InvoiceDoc;
    const fees = lateFeesDue(invoice, setting, day);
    if (fees.length === 0) return { added: 0, total: 0 };
    const familyRef = db.doc(`schools/${schoolId}/families/${invoice.familyId}`);
    const family = await tx.get(familyRef);
    const added = sum(fees.map((f) => f.amount));
    const after = withLateFees(invoice, fees, where);
    tx.update(ref, after);
    moveDueTotals(tx, schoolId, invoice.currency, invoice.instalments, after.instalments);
    if (family.exists)
      tx.update(familyRef, {
        outstanding: FieldValue.increment(added),
        // It owes money, so it is open already; the union only makes sure a payment will find it.
        openInvoiceIds: FieldValue.arrayUnion(invoiceId),
      });
    tx.set(
      db.doc(`schools/${schoolId}/classFeeTotals/${invoice.classId ?? 'no-class'}`),
      { invoiced: FieldValue.increment(added), outstanding: FieldValue.increment(added) },
      { merge: true },
    );
    writeAudit(tx, system, {
      action: 'invoice.lateFeeAdded',
      target: `invoices/${invoiceId}`,
      before: { total: invoice.total, balance: invoice.balance, lines: invoice.lines.length },
      after: { total: after.total, balance: after.balance, lateFees: fees, day },
    });
    return { added: fees.length, total: added };
  });
}

/**
 * The run for one school on `day` (its own date): adds every late fee due, once. Safe to run twice, or late: an
 * instalment missed by a run that did not happen is charged by the next one.
 */
export async function applyLateFees(schoolId: string, day: IsoDate): Promise<{ added: number; total: number }> {
  const setting = lateFeeSettingOf(await db.doc(`schools/${schoolId}`).get());
  const invoiceIds = [...new Set((await lateFeePlan(schoolId, day, setting)).map((p) => p.invoiceId))];
  let added = 0;
  let total = 0;
  for (let i = 0; i < invoiceIds.length; i += PARALLEL) {
    const results = await Promise.all(
      invoiceIds.slice(i, i + PARALLEL).map((id) => chargeInvoice(schoolId, id, setting, day)),
    );
    for (const r of results) {
      added += r.added;
      total += r.total;
    }
  }
  return { added, total };
}

/** What the run on `day` (left out: the school's tomorrow) would add, for the office to see before it happens. */
export async function tomorrowsLateFees(schoolId: string, runDay?: IsoDate, now: number = Date.now()) {
  const school = await db.doc(`schools/${schoolId}`).get();
  const timeZone = (school.get('timezone') as string | undefined) ?? 'UTC';
  const day = runDay ?? addIsoDays(schoolToday(timeZone, now), 1);
  const setting = lateFeeSettingOf(school);
  const planned = await lateFeePlan(schoolId, day, setting);
  return {
    day,
    setting,
    planned,
    currency: (school.get('currency') as string | undefined) ?? 'GBP',
    where: schoolLocaleOf(school.data()),
  };
}

/** Every school that switched its late fee on, each on its own date: what the schedule calls. */
export async function runLateFees(now: number): Promise<{ schools: number; added: number; total: number }> {
  const schools = await db.collection('schools').where('settings.lateFee.enabled', '==', true).get();
  let added = 0;
  let total = 0;
  for (const school of schools.docs) {
    const timeZone = (school.get('timezone') as string | undefined) ?? 'UTC';
    const result = await applyLateFees(school.id, schoolToday(timeZone, now));
    added += result.added;
    total += result.total;
  }
  return { schools: schools.size, added, total };
}

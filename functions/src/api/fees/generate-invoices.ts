import {
  type FeeScheduleDoc,
  freeCredit,
  instalmentsFor,
  invoiceIdFor,
  invoiceLinesFor,
  type InvoiceDoc,
  nextDueDateOf,
  paymentState,
  payInstalments,
} from '@academy/shared/fees';
import { sum } from '@academy/shared/money';
import type { StudentDoc } from '@academy/shared/people';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { familyIdsOf, fullName, recordFamilyOn, withChildren } from '../../lib/families';
import { moveDueTotals } from '../../lib/fee-reports';
import { db } from '../../lib/firebase';
import { existing, plural, schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

type CoveredStudent = { id: string; doc: StudentDoc };

/** Enrolled students the schedule covers: its grade's classes, its class, or the students it names. */
async function coveredStudents(caller: Caller, schedule: FeeScheduleDoc): Promise<CoveredStudent[]> {
  const students = schoolCollection(caller, 'students');
  let snaps: DocumentSnapshot[];
  const target = schedule.target;
  if (target.kind === 'students') snaps = await db.getAll(...target.studentIds.map((id) => students.doc(id)));
  else {
    const classIds =
      target.kind === 'class'
        ? [target.classId]
        : (
            await schoolCollection(caller, 'classes')
              .where('grade', '==', target.grade)
              .where('termId', '==', schedule.termId)
              .get()
          ).docs.map((d) => d.id);
    snaps = [];
    for (let i = 0; i < classIds.length; i += 30)
      snaps.push(...(await students.where('classId', 'in', classIds.slice(i, i + 30)).get()).docs);
  }
  return snaps
    .filter((s) => s.exists)
    .map((s) => ({ id: s.id, doc: s.data() as StudentDoc }))
    .filter((s) => s.doc.status === 'enrolled' && !s.doc.archived);
}

/** Students per transaction: each writes its invoice, and a family and class total at most each (under 500 writes). */
const CHUNK = 120;

/**
 * Makes the schedule's invoices: one per covered student, id `<scheduleId>_<studentId>`, so a second run finds them
 * and makes none, and a student who joined since gets theirs. `commit: false` is the preview: counts and totals, nothing
 * written. Each family's credit pays into its new invoices; the family's and the class's totals move in the same
 * transaction as the invoices. `asDrafts` makes drafts instead, for the office to check and then issue.
 */
export const generateInvoices: Handler<'generateInvoices'> = async ({ scheduleId, commit, asDrafts }, { caller }) => {
  const scheduleRef = schoolCollection(caller, 'feeSchedules').doc(scheduleId);
  const schedule = (await db.runTransaction((tx) => existing(tx, scheduleRef, 'fee schedule'))).data()!;
  const students = await coveredStudents(caller, schedule);
  const invoices = schoolCollection(caller, 'invoices');

  // Younger siblings on the same schedule get the sibling discount: the first child of a family by admission number
  // pays in full, so the outcome never depends on the order in which invoices are made.
  const byFamily = new Map<string, CoveredStudent[]>();
  const familyOf = await familyIdsOf(caller, students);
  for (const s of students) {
    const family = familyOf.get(s.id)!;
    byFamily.set(family, [...(byFamily.get(family) ?? []), s]);
  }
  const planned = [...byFamily].flatMap(([familyId, members]) =>
    [...members]
      .sort((a, b) => a.doc.admissionNumber.localeCompare(b.doc.admissionNumber) || a.id.localeCompare(b.id))
      .map((s, i) => ({ ...s, familyId, lines: invoiceLinesFor(schedule, s.id, i > 0) })),
  );
  const existingIds = new Set<string>();
  let drafts = 0;
  for (let i = 0; i < planned.length; i += 300) {
    const refs = planned.slice(i, i + 300).map((p) => invoices.doc(invoiceIdFor(scheduleId, p.id)));
    if (refs.length)
      for (const snap of await db.getAll(...refs))
        if (snap.exists) {
          existingIds.add(snap.id);
          if (snap.get('status') === 'draft') drafts++;
        }
  }
  const toMake = planned.filter((p) => !existingIds.has(invoiceIdFor(scheduleId, p.id)));
  const total = sum(toMake.map((p) => sum(p.lines.map((l) => l.amount))));
  const preview = {
    status: 200 as const,
    covered: planned.length,
    alreadyInvoiced: planned.length - toMake.length,
    drafts,
    currency: schedule.currency,
  };
  const waiting = drafts ? ` (${plural(drafts, 'draft')} waiting to be issued)` : '';
  if (!commit)
    return {
      ...preview,
      created: toMake.length,
      total,
      committed: false,
      message: `${plural(toMake.length, 'new invoice')} to make, ${preview.alreadyInvoiced} already made${waiting}.`,
    };

  const school = await schoolDoc(caller).get();
  const made = await inFamilyChunks(toMake, (chunk) =>
    asDrafts
      ? makeDrafts(caller, scheduleId, schedule, chunk, school)
      : makeInvoices(caller, scheduleId, schedule, chunk, school, 'new'),
  );
  return {
    ...preview,
    alreadyInvoiced: planned.length - made.created,
    drafts: drafts + (asDrafts ? made.created : 0),
    created: made.created,
    total: made.total,
    committed: true,
    message: asDrafts
      ? `${plural(made.created, 'draft invoice')} made for ${schedule.name}. Parents see them once they are issued.`
      : `${plural(made.created, 'invoice')} made for ${schedule.name}.`,
  };
};

/**
 * Issues a schedule's drafts as they stand: each family's credit pays into them, the family's, class's and due-date
 * totals move, and the family's guardians are put on them so they can read and pay them. A draft discarded or issued
 * meanwhile is left alone; a draft whose student no longer exists stays a draft for the office to discard.
 */
export const issueInvoices: Handler<'issueInvoices'> = async ({ scheduleId }, { caller }) => {
  const scheduleRef = schoolCollection(caller, 'feeSchedules').doc(scheduleId);
  const schedule = (await db.runTransaction((tx) => existing(tx, scheduleRef, 'fee schedule'))).data()!;
  const drafts = (
    await schoolCollection(caller, 'invoices')
      .where('scheduleId', '==', scheduleId)
      .where('status', '==', 'draft')
      .get()
  ).docs.map((d) => d.data() as InvoiceDoc);
  const studentsCol = schoolCollection(caller, 'students');
  const planned: Planned[] = [];
  for (let i = 0; i < drafts.length; i += 300) {
    const slice = drafts.slice(i, i + 300);
    const snaps = await db.getAll(...slice.map((d) => studentsCol.doc(d.studentId)));
    const found = snaps.flatMap((snap, j) =>
      snap.exists ? [{ id: snap.id, doc: snap.data() as StudentDoc, lines: slice[j]!.lines }] : [],
    );
    const familyOf = await familyIdsOf(caller, found);
    for (const s of found) planned.push({ ...s, familyId: familyOf.get(s.id)! });
  }
  const school = await schoolDoc(caller).get();
  const made = await inFamilyChunks(planned, (chunk) =>
    makeInvoices(caller, scheduleId, schedule, chunk, school, 'drafts'),
  );
  const left = drafts.length - made.created;
  return {
    status: 200 as const,
    issued: made.created,
    total: made.total,
    message:
      `${plural(made.created, 'invoice')} issued for ${schedule.name}.` +
      (left ? ` ${plural(left, 'draft')} left: their students are no longer on the roll.` : ''),
  };
};

/** Runs `make` over whole families at a time (a family's credit and total are read and written once), and adds up. */
async function inFamilyChunks(
  planned: Planned[],
  make: (chunk: Planned[]) => Promise<{ created: number; total: number }>,
): Promise<{ created: number; total: number }> {
  const byFamily = new Map<string, Planned[]>();
  for (const p of planned) byFamily.set(p.familyId, [...(byFamily.get(p.familyId) ?? []), p]);
  const chunks: Planned[][] = [[]];
  for (const members of byFamily.values()) {
    if (chunks.at(-1)!.length + members.length > CHUNK && chunks.at(-1)!.length > 0) chunks.push([]);
    chunks.at(-1)!.push(...members);
  }
  let created = 0;
  let total = 0;
  for (const chunk of chunks.filter((c) => c.length)) {
    const result = await make(chunk);
    created += result.created;
    total += result.total;
  }
  return { created, total };
}

/** Drafts: the invoice as it would be issued, unpaid, with no guardian on it, and no family or total touched. */
async function makeDrafts(
  caller: Caller,
  scheduleId: string,
  schedule: FeeScheduleDoc,
  chunk: Planned[],
  school: DocumentSnapshot,
): Promise<{ created: number; total: number }> {
  const invoices = schoolCollection(caller, 'invoices');
  return db.runTransaction(async (tx) => {
    const found = await tx.getAll(...chunk.map((p) => invoices.doc(invoiceIdFor(scheduleId, p.id))));
    const fresh = chunk.filter((_, i) => !found[i]!.exists);
    const now = Date.now();
    let total = 0;
    for (const p of fresh) {
      const invoiceTotal = sum(p.lines.map((l) => l.amount));
      const invoice: InvoiceDoc = {
        ...invoiceFields(scheduleId, schedule, p, now),
        guardianUids: [],
        total: invoiceTotal,
        paid: 0,
        balance: invoiceTotal,
        instalments: instalmentsFor(invoiceTotal, schedule.dueDates),
        status: 'draft',
        nextDueDate: null,
      };
      tx.create(invoices.doc(invoiceIdFor(scheduleId, p.id)), invoice);
      total += invoiceTotal;
    }
    if (fresh.length)
      writeAudit(tx, caller, {
        action: 'invoices.drafted',
        target: `feeSchedules/${scheduleId}`,
        before: null,
        after: {
          invoiceIds: fresh.map((p) => invoiceIdFor(scheduleId, p.id)),
          total,
          currency: schedule.currency,
          school: school.get('name') ?? null,
        },
      });
    return { created: fresh.length, total };
  });
}

/** What an invoice says of whom and what it charges, drafted or issued. */
function invoiceFields(scheduleId: string, schedule: FeeScheduleDoc, p: Planned, now: number) {
  return {
    scheduleId,
    scheduleName: schedule.name,
    termId: schedule.termId,
    studentId: p.id,
    studentName: fullName(p.doc),
    classId: p.doc.classId,
    familyId: p.familyId,
    currency: schedule.currency,
    lines: p.lines,
    voidReason: '',
    createdAt: now,
  };
}

type Planned = CoveredStudent & { familyId: string; lines: InvoiceDoc['lines'] };

async function makeInvoices(
  caller: Caller,
  scheduleId: string,
  schedule: FeeScheduleDoc,
  mine: Planned[],
  school: DocumentSnapshot,
  from: 'new' | 'drafts',
): Promise<{ created: number; total: number }> {
  const invoices = schoolCollection(caller, 'invoices');
  const familiesCol = schoolCollection(caller, 'families');
  const familyIds = new Set(mine.map((p) => p.familyId));
  return db.runTransaction(async (tx) => {
    const found = await tx.getAll(...mine.map((p) => invoices.doc(invoiceIdFor(scheduleId, p.id))));
    // Another run made (or issued, or the office discarded) the rest meanwhile.
    const fresh = mine.filter((_, i) => (from === 'new' ? !found[i]!.exists : found[i]!.get('status') === 'draft'));
    if (fresh.length === 0) return { created: 0, total: 0 };
    const familySnaps = await tx.getAll(...[...familyIds].map((f) => familiesCol.doc(f)));
    const guardianIds = [...new Set(fresh.flatMap((p) => p.doc.guardianIds))];
    const parents = guardianIds.length
      ? await tx.getAll(...guardianIds.map((g) => schoolCollection(caller, 'parents').doc(g)))
      : [];
    const parentName = new Map(
      parents.filter((p) => p.exists).map((p) => [p.id, `${p.get('firstName')} ${p.get('lastName')}`]),
    );
    const classIds = [...new Set(fresh.map((p) => p.doc.classId).filter((c): c is string => !!c))];
    const classes = classIds.length
      ? await tx.getAll(...classIds.map((c) => schoolCollection(caller, 'classes').doc(c)))
      : [];
    const className = new Map(classes.map((c) => [c.id, (c.get('name') as string | undefined) ?? c.id]));

    const now = Date.now();
    const classMoves = new Map<string, { invoiced: number; outstanding: number; fromCredit: number }>();
    // What the new invoices owe on each due date: one increment per date for the whole chunk.
    const dueOwed = new Map<string, number>();
    let total = 0;
    const made: string[] = [];
    for (const snap of familySnaps) {
      const members = fresh.filter((p) => p.familyId === snap.id);
      if (members.length === 0) continue;
      const before = snap.exists ? snap.data()! : null;
      const family = withChildren(before, members, parentName, schedule.currency);

      for (const p of members) {
        const invoiceTotal = sum(p.lines.map((l) => l.amount));
        // Family credit (an earlier overpayment) pays into the new invoice first; credit on its way back to a card
        // is spoken for.
        const fromCredit = Math.max(0, Math.min(freeCredit(family), invoiceTotal));
        family.credit -= fromCredit;
        const instalments = payInstalments(instalmentsFor(invoiceTotal, schedule.dueDates), fromCredit);
        const invoice: InvoiceDoc = {
          ...invoiceFields(scheduleId, schedule, p, now),
          guardianUids: [...p.doc.guardianUids].sort(),
          total: invoiceTotal,
          paid: fromCredit,
          balance: invoiceTotal - fromCredit,
          instalments,
          status: paymentState(invoiceTotal, fromCredit),
          nextDueDate: nextDueDateOf(instalments),
        };
        family.outstanding += invoice.balance;
        if (invoice.balance > 0)
          family.openInvoiceIds = [...(family.openInvoiceIds ?? []), invoiceIdFor(scheduleId, p.id)];
        const classKey = p.doc.classId ?? 'no-class';
        const move = classMoves.get(classKey) ?? { invoiced: 0, outstanding: 0, fromCredit: 0 };
        classMoves.set(classKey, {
          invoiced: move.invoiced + invoiceTotal,
          outstanding: move.outstanding + invoice.balance,
          fromCredit: move.fromCredit + fromCredit,
        });
        if (from === 'new') tx.create(invoices.doc(invoiceIdFor(scheduleId, p.id)), invoice);
        else tx.set(invoices.doc(invoiceIdFor(scheduleId, p.id)), invoice);
        for (const i of instalments) dueOwed.set(i.dueDate, (dueOwed.get(i.dueDate) ?? 0) + i.amount - i.paid);
        made.push(invoiceIdFor(scheduleId, p.id));
        total += invoiceTotal;
      }
      tx.set(familiesCol.doc(snap.id), family);
      recordFamilyOn(tx, caller, members, snap.id);
    }
    for (const [classId, move] of classMoves)
      tx.set(
        schoolCollection(caller, 'classFeeTotals').doc(classId),
        {
          className: className.get(classId) ?? 'No class',
          currency: schedule.currency,
          invoiced: FieldValue.increment(move.invoiced),
          outstanding: FieldValue.increment(move.outstanding),
          collected: FieldValue.increment(0),
          fromCredit: FieldValue.increment(move.fromCredit),
        } as never,
        { merge: true },
      );
    moveDueTotals(
      tx,
      caller.school_id,
      schedule.currency,
      [],
      [...dueOwed].map(([dueDate, owed]) => ({ dueDate, amount: owed, paid: 0 })),
    );
    if (made.length)
      writeAudit(tx, caller, {
        action: from === 'new' ? 'invoices.generated' : 'invoices.issued',
        target: `feeSchedules/${scheduleId}`,
        before: null,
        after: { invoiceIds: made, total, currency: schedule.currency, school: school.get('name') ?? null },
      });
    return { created: made.length, total };
  });
}

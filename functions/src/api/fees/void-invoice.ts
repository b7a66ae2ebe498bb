import type { FamilyDoc, InvoiceDoc } from '@academy/shared/fees';
import { formatMoney } from '@academy/shared/money';
import { FieldValue } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import { readCreditNoteCounter, writeCreditNote } from '../../lib/credit-notes';
import { badRequest } from '../../lib/errors';
import { moveDueTotals } from '../../lib/fee-reports';
import { db } from '../../lib/firebase';
import { existing, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * An issued invoice is never deleted: voiding keeps it with its reason, and what was paid on it becomes family credit with a
 * numbered credit note (`creditNotes/<invoiceId>`), so nothing a family paid is lost. Its balance leaves the family's
 * and the class's outstanding totals. A draft (never issued, nothing paid) is discarded instead.
 */
export const voidInvoice: Handler<'voidInvoice'> = async ({ invoiceId, reason }, { caller }) => {
  const ref = schoolCollection(caller, 'invoices').doc(invoiceId);
  return db.runTransaction(async (tx) => {
    const invoice: InvoiceDoc = (await existing(tx, ref, 'invoice')).data()!;
    if (invoice.status === 'void') throw badRequest('Invoice is already void.');
    // A draft charged nothing and no parent saw it: discarding it removes it, so the schedule can make it again.
    if (invoice.status === 'draft') {
      tx.delete(ref);
      writeAudit(tx, caller, {
        action: 'invoice.draftDiscarded',
        target: `invoices/${invoiceId}`,
        before: invoice,
        after: { reason },
      });
      return { status: 200 as const, message: `Draft invoice for ${invoice.studentName} discarded.`, id: invoiceId };
    }
    const familyRef = schoolCollection(caller, 'families').doc(invoice.familyId);
    const family: FamilyDoc = (await existing(tx, familyRef, 'family')).data()!;
    // What was paid on it comes back as family credit, with a numbered credit note saying so.
    const numbering = invoice.paid > 0 ? await readCreditNoteCounter(tx, caller) : null;
    const after = { ...invoice, status: 'void' as const, voidReason: reason, balance: 0, nextDueDate: null };
    tx.update(ref, { status: 'void', voidReason: reason, balance: 0, nextDueDate: null });
    // Nothing on a void invoice is owed any more: its unpaid instalments leave the aged debt.
    moveDueTotals(
      tx,
      caller.school_id,
      invoice.currency,
      invoice.instalments,
      invoice.instalments.map((i) => ({ ...i, amount: i.paid })),
    );
    tx.update(familyRef, {
      outstanding: family.outstanding - invoice.balance,
      credit: family.credit + invoice.paid,
      openInvoiceIds: (family.openInvoiceIds ?? []).filter((id) => id !== invoiceId),
    });
    tx.set(
      schoolCollection(caller, 'classFeeTotals').doc(invoice.classId ?? 'no-class'),
      {
        outstanding: FieldValue.increment(-invoice.balance),
        invoiced: FieldValue.increment(-invoice.total),
        voided: FieldValue.increment(invoice.total),
        creditedBack: FieldValue.increment(invoice.paid),
      } as never,
      { merge: true },
    );
    const creditNote = numbering
      ? writeCreditNote(tx, caller, numbering, invoiceId, {
          invoiceId,
          familyId: invoice.familyId,
          guardianUids: family.guardianUids,
          payerName: family.payerName,
          studentName: invoice.studentName,
          scheduleName: invoice.scheduleName,
          reason,
          currency: invoice.currency,
          amount: invoice.paid,
          creditAfter: family.credit + invoice.paid,
        })
      : null;
    writeAudit(tx, caller, {
      action: 'invoice.voided',
      target: `invoices/${invoiceId}`,
      before: invoice,
      after: { ...after, creditNote: creditNote && { number: creditNote.number, amount: creditNote.amount } },
    });
    const note = creditNote
      ? ` Credit note ${creditNote.number}: ${formatMoney(creditNote.amount, creditNote.currency)} paid on it is now family credit.`
      : '';
    return { status: 200 as const, message: `Invoice for ${invoice.studentName} voided.${note}`, id: invoiceId };
  });
};

/**
 * Credit notes: money a family paid that became their credit (an invoice voided, a paid course place given up),
 * numbered without gaps per school by `feeCounters/creditNotes`, in the transaction that moves the money.
 */
import type { CreditNoteDoc } from '@academy/shared/fees';
import { schoolToday } from '@academy/shared/school-time';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { schoolCollection, schoolDoc } from './records';

/** What the note says of itself; its number, school, date and time come from the transaction. */
export type CreditNoteFields = Omit<CreditNoteDoc, 'number' | 'schoolName' | 'date' | 'createdAt'>;

/** Reads what numbering a note needs (call before any write): the school and the counter. */
export async function readCreditNoteCounter(tx: Transaction, caller: Caller) {
  const [school, counter] = await tx.getAll(schoolDoc(caller), creditNoteCounter(caller));
  return { school: school!, counter: counter! };
}

const creditNoteCounter = (caller: Caller) => schoolCollection(caller, 'feeCounters').doc('creditNotes');

/** Writes the note as `creditNotes/<id>` with the school's next number, and moves the counter on. */
export function writeCreditNote(
  tx: Transaction,
  caller: Caller,
  read: { school: DocumentSnapshot; counter: DocumentSnapshot },
  id: string,
  fields: CreditNoteFields,
  now = Date.now(),
): CreditNoteDoc {
  const number = (read.counter.get('nextCreditNoteNumber') as number | undefined) ?? 1;
  const note: CreditNoteDoc = {
    ...fields,
    number,
    schoolName: (read.school.get('name') as string | undefined) ?? '',
    date: schoolToday((read.school.get('timezone') as string | undefined) ?? 'UTC', now),
    createdAt: now,
  };
  tx.set(creditNoteCounter(caller), { nextCreditNoteNumber: number + 1 }, { merge: true });
  tx.set(schoolCollection(caller, 'creditNotes').doc(id), note);
  return note;
}

/** One invoice's page: the invoice, the payments made on it and their receipts, its credit note, its history. */
import type { CreditNoteDoc, InvoiceDoc, PaymentDoc, ReceiptDoc } from '@academy/shared/fees';
import { collection, doc, limit, orderBy, query, type Timestamp, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import type { WithId } from './use-fees';

export interface AuditEntry {
  action: string;
  actorEmail: string | null;
  at: Timestamp | null;
  after: { reason?: string; voidReason?: string } | null;
}

export function useInvoicePage(schoolId: string, invoiceId: string) {
  const firestore = useFirestore();
  const school = (name: string) => collection(firestore, 'schools', schoolId, name);
  const invoice = useFirestoreDocData(doc(school('invoices'), invoiceId), { idField: 'id' });
  const payments = useFirestoreCollectionData(
    query(school('payments'), where('invoiceIds', 'array-contains', invoiceId), orderBy('createdAt'), limit(50)),
    { idField: 'id' },
  );

  const creditNote = useFirestoreDocData(doc(school('creditNotes'), invoiceId), { idField: 'id' });
  const history = useFirestoreCollectionData(
    query(school('auditLog'), where('target', '==', `invoices/${invoiceId}`), orderBy('at', 'desc'), limit(20)),
    { idField: 'id' },
  );
  const data = invoice.data as WithId<InvoiceDoc> | undefined;
  const note = creditNote.data as WithId<CreditNoteDoc> | undefined;
  return {
    loading: invoice.status === 'loading',
    invoice: data && 'total' in data ? data : undefined,
    payments: payments.status === 'success' ? (payments.data as WithId<PaymentDoc>[]) : undefined,
    creditNote: note && 'number' in note ? note : undefined,
    history: history.status === 'success' ? (history.data as WithId<AuditEntry>[]) : undefined,
  };
}

/**
 * One payment's receipt, read by id (a receipt's id is its payment's): one read per payment shown, so every payment
 * the page lists has its receipt, however many there are.
 */
export function usePaymentReceipt(schoolId: string, paymentId: string) {
  const firestore = useFirestore();
  const result = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'receipts', paymentId), { idField: 'id' });
  const data = result.data as WithId<ReceiptDoc> | undefined;
  return data && 'number' in data ? data : undefined;
}

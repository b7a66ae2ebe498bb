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
  const receipts = useFirestoreCollectionData(
    query(
      school('receipts'),
      where(
        'paymentId',
        'in',
        (payments.data ?? [])
          .map((p) => p.id)
          .slice(0, 30)
          .concat('-'),
      ),
    ),
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
    receipts: (receipts.data ?? []) as WithId<ReceiptDoc>[],
    creditNote: note && 'number' in note ? note : undefined,
    history: history.status === 'success' ? (history.data as WithId<AuditEntry>[]) : undefined,
  };
}

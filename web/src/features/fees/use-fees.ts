/** The fees screens' live reads: each a bounded query the rules allow for the reader (office, or a family's parent). */
import type {
  ClassFeeTotalDoc,
  CreditNoteDoc,
  FamilyDoc,
  FeeItemDoc,
  FeeCollectionDoc,
  FeeDueTotalDoc,
  FeeScheduleDoc,
  InvoiceDoc,
  ReceiptDoc,
} from '@academy/shared/fees';
import { OPEN_INVOICE_STATES, SETTLED_INVOICE_STATES } from '@academy/shared/fees';
import { searchQueryToken } from '@academy/shared/search-tokens';
import {
  collection,
  doc,
  type DocumentSnapshot,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
} from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';

export type WithId<T> = T & { id: string };

function useList<T>(q: ReturnType<typeof query>) {
  const result = useFirestoreCollectionData(q, { idField: 'id' });
  return { loading: result.status === 'loading', error: result.error, rows: (result.data ?? []) as WithId<T>[] };
}

/** The desk's search: families by their children's and payer's names (10 at most). */
export function useFamilySearch(schoolId: string, text: string) {
  const firestore = useFirestore();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a search token no family has, not text
  const token = searchQueryToken(text) || '\u0000none';
  return useList<FamilyDoc>(
    query(
      collection(firestore, 'schools', schoolId, 'families'),
      where('searchTokens', 'array-contains', token),
      limit(10),
    ),
  );
}

export function useFamily(schoolId: string, familyId: string) {
  const firestore = useFirestore();
  const result = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'families', familyId), { idField: 'id' });
  const data = result.data as WithId<FamilyDoc> | undefined;
  return { loading: result.status === 'loading', family: data && 'outstanding' in data ? data : undefined };
}

/**
 * One family's invoices for the office (a family holds a few a term): all of them for the family's page, or with
 * `open` only those still to pay, `open.max` at most, for a child's record.
 */
export function useFamilyInvoices(schoolId: string, familyId: string, open?: { max: number }) {
  const firestore = useFirestore();
  const family = query(collection(firestore, 'schools', schoolId, 'invoices'), where('familyId', '==', familyId));
  return useList<InvoiceDoc>(
    open ? query(family, where('status', 'in', OPEN_INVOICE_STATES), limit(open.max)) : query(family, limit(60)),
  );
}

/** A family's latest numbered documents of one kind (receipts, credit notes), newest first: 10 at most. */
function useFamilyNumbered<T>(schoolId: string, name: 'receipts' | 'creditNotes', familyId: string) {
  const firestore = useFirestore();
  return useList<T>(
    query(
      collection(firestore, 'schools', schoolId, name),
      where('familyId', '==', familyId),
      orderBy('number', 'desc'),
      limit(10),
    ),
  );
}

export const useFamilyReceipts = (schoolId: string, familyId: string) =>
  useFamilyNumbered<ReceiptDoc>(schoolId, 'receipts', familyId);

/** What voided invoices gave back to the family as credit. */
export const useFamilyCreditNotes = (schoolId: string, familyId: string) =>
  useFamilyNumbered<CreditNoteDoc>(schoolId, 'creditNotes', familyId);

/** The school's catalogue of fee items, by name (a school keeps tens of them). */
export function useFeeItems(schoolId: string) {
  const firestore = useFirestore();
  return useList<FeeItemDoc>(
    query(collection(firestore, 'schools', schoolId, 'feeItems'), orderBy('name'), limit(100)),
  );
}

/** A schedule's drafts waiting for the office to check and issue: the first 20, and whether there are more. */
export function useScheduleDrafts(schoolId: string, scheduleId: string) {
  const firestore = useFirestore();
  const list = useList<InvoiceDoc>(
    query(
      collection(firestore, 'schools', schoolId, 'invoices'),
      where('scheduleId', '==', scheduleId || '-'),
      where('status', '==', 'draft'),
      limit(DRAFTS_SHOWN + 1),
    ),
  );
  const rows = [...list.rows].sort((a, b) => a.studentName.localeCompare(b.studentName));
  return { ...list, rows: rows.slice(0, DRAFTS_SHOWN), more: rows.length > DRAFTS_SHOWN };
}
export const DRAFTS_SHOWN = 20;

export function useSchedules(schoolId: string) {
  const firestore = useFirestore();
  return useList<FeeScheduleDoc>(query(collection(firestore, 'schools', schoolId, 'feeSchedules'), limit(100)));
}

/** Outstanding by class: one total per class, kept as money moves. */
export function useClassTotals(schoolId: string) {
  const firestore = useFirestore();
  return useList<ClassFeeTotalDoc>(
    query(collection(firestore, 'schools', schoolId, 'classFeeTotals'), orderBy('className'), limit(200)),
  );
}

/** A parent's view: what names their account (the rules refuse any query that does not ask for exactly that). */
export function useParentFees(schoolId: string, uid: string, studentId?: string) {
  const firestore = useFirestore();
  const mine = (name: string) =>
    query(collection(firestore, 'schools', schoolId, name), where('guardianUids', 'array-contains', uid));
  // What is still owed, read on its own: a paid or void invoice is never offered for payment, and a child's open
  // invoices are never pushed out of view by settled ones (useSettledInvoices lists those after them).
  const open = query(mine('invoices'), where('status', 'in', OPEN_INVOICE_STATES));
  const invoicesQuery = studentId
    ? query(open, where('studentId', '==', studentId), limit(12))
    : query(open, limit(12));
  const invoices = useList<InvoiceDoc>(invoicesQuery);
  const families = useList<FamilyDoc>(query(mine('families'), limit(2)));
  const receipts = useList<ReceiptDoc>(query(mine('receipts'), orderBy('createdAt', 'desc'), limit(5)));

  const creditNotes = useList<CreditNoteDoc>(query(mine('creditNotes'), orderBy('createdAt', 'desc'), limit(3)));
  return {
    loading: invoices.loading || families.loading || receipts.loading || creditNotes.loading,
    error: invoices.error ?? families.error ?? receipts.error ?? creditNotes.error,
    invoices: invoices.rows,
    families: families.rows,
    receipts: receipts.rows,
    creditNotes: creditNotes.rows,
  };
}

/** A child's latest settled invoices (paid or void), for their page: shown after the open ones, nothing to pay. */
export function useSettledInvoices(schoolId: string, uid: string, studentId: string) {
  const firestore = useFirestore();
  return useList<InvoiceDoc>(
    query(
      collection(firestore, 'schools', schoolId, 'invoices'),
      where('guardianUids', 'array-contains', uid),
      where('studentId', '==', studentId),
      where('status', 'in', SETTLED_INVOICE_STATES),
      orderBy('createdAt', 'desc'),
      limit(5),
    ),
  );
}

/** Aged debt: one total per due date that still has money owed on it (a few per term), kept as money moves. */
export function useDueTotals(schoolId: string) {
  const firestore = useFirestore();
  return useList<FeeDueTotalDoc>(
    query(collection(firestore, 'schools', schoolId, 'feeDueTotals'), where('outstanding', '>', 0), limit(400)),
  );
}

/** One month's money taken and refunded, by method: a single document. */
export function useMonthCollections(schoolId: string, month: string) {
  const firestore = useFirestore();
  const result = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'feeCollections', month || 'none'), {
    idField: 'id',
  });
  const data = result.data as (FeeCollectionDoc & { id: string }) | undefined;
  return { loading: result.status === 'loading', month: data && 'collected' in data ? data : undefined };
}

/** How many families the outstanding-by-family report shows: those who owe most. */
export const FAMILIES_OWING_SHOWN = 50;

/**
 * Outstanding by family: the families who owe most (a bounded page, live), and every family who owes anything, read
 * 500 at a time only when the office downloads the report.
 */
export function useFamiliesOwing(schoolId: string) {
  const firestore = useFirestore();
  const owing = (...more: Parameters<typeof query>[1][]) =>
    query(
      collection(firestore, 'schools', schoolId, 'families'),
      where('outstanding', '>', 0),
      orderBy('outstanding', 'desc'),
      ...more,
    );
  const list = useList<FamilyDoc>(owing(limit(FAMILIES_OWING_SHOWN)));
  const all = async () => {
    const rows: FamilyDoc[] = [];
    let after: DocumentSnapshot | undefined;
    for (;;) {
      const page = await getDocs(owing(...(after ? [startAfter(after)] : []), limit(500)));
      rows.push(...page.docs.map((d) => d.data() as FamilyDoc));
      if (page.size < 500) return rows;
      after = page.docs.at(-1);
    }
  };
  return { ...list, all };
}

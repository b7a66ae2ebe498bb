/**
 * The office's list of invoices: one page of 25 at a time under the chosen filters and order, how many match and what
 * they add up to (aggregations, never every invoice), and, only when the office downloads it, every match for the CSV.
 */
import type { InvoiceDoc } from '@academy/shared/fees';
import { OPEN_INVOICE_STATES } from '@academy/shared/fees';
import {
  collection,
  count,
  documentId,
  type DocumentSnapshot,
  type Firestore,
  getAggregateFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  startAfter,
  sum,
  where,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import type { WithId } from './use-fees';
import { msg } from '@lingui/core/macro';

/** The class totals' documents are one per class, by the class's id (and "no-class" for invoices without one). */
const classTotalsOf = (firestore: Firestore, schoolId: string) =>
  collection(firestore, 'schools', schoolId, 'classFeeTotals');

/**
 * The names of the classes the list shows: those of the invoices on the page (one read each, at most a page's), and,
 * once `everyClass()` is called (the Class filter reached for, or the CSV made), every class's, for the filter's
 * choices. Opening the list reads no class beyond its page's.
 */
export function useInvoiceClassNames(schoolId: string, pageClassIds: readonly string[]) {
  const firestore = useFirestore();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [every, setEvery] = useState<{ value: string; label: string }[] | null>(null);
  const missing = [...new Set(pageClassIds)].filter((id) => !names.has(id)).sort();
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey || every) return;
    let live = true;
    const ids = missingKey.split(',');
    // `in` takes at most 30 values; a page holds 25 invoices.
    void getDocs(query(classTotalsOf(firestore, schoolId), where(documentId(), 'in', ids.slice(0, 30)))).then(
      (snap) => {
        if (!live) return;
        setNames((before) => {
          const after = new Map(before);
          for (const id of ids) if (!after.has(id)) after.set(id, '');
          for (const d of snap.docs) after.set(d.id, String(d.get('className') ?? ''));
          return after;
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [firestore, schoolId, missingKey, every]);
  const everyClass = async (): Promise<ReadonlyMap<string, string>> => {
    if (every) return names;
    const snap = await getDocs(query(classTotalsOf(firestore, schoolId), orderBy('className'), limit(200)));
    const all = snap.docs.map((d) => ({ value: d.id, label: String(d.get('className') ?? '') }));
    const byId = new Map(all.map((c) => [c.value, c.label]));
    setEvery(all);
    setNames(byId);
    return byId;
  };
  return { names, every, everyClass };
}

export const INVOICES_PER_PAGE = 25;

/** What the office can narrow the list to; "all" is every issued invoice, whatever its state (never drafts). */
export const INVOICE_FILTER_STATES = [
  'all',
  'open',
  'overdue',
  'issued',
  'partly paid',
  'paid',
  'void',
  'draft',
] as const;
export type InvoiceFilterState = (typeof INVOICE_FILTER_STATES)[number];

export const INVOICE_SORTS = {
  due: msg`Next due date, soonest first`,
  balance: msg`Still to pay, most first`,
  newest: msg`Newest first`,
  student: msg`Student, A to Z`,
} as const;
export type InvoiceSort = keyof typeof INVOICE_SORTS;

export interface InvoiceFilters {
  state: InvoiceFilterState;
  /** A class's id, `no-class` for invoices of students in no class, or '' for every class. */
  classId: string;
  familyId: string;
  /** Only invoices with an unpaid instalment due on or before this date (`YYYY-MM-DD`), or ''. */
  dueBy: string;
  sort: InvoiceSort;
}

export const NO_INVOICE_FILTERS: InvoiceFilters = { state: 'all', classId: '', familyId: '', dueBy: '', sort: 'due' };

/** A due-date filter is a range on the next due date, so the list is then in due-date order whatever was chosen. */
export const sortsByDueOnly = (f: InvoiceFilters) => f.state === 'overdue' || f.dueBy !== '';

function filterConstraints(f: InvoiceFilters, today: string): QueryConstraint[] {
  const c: QueryConstraint[] = [];
  if (f.state === 'all') c.push(where('status', 'in', ['issued', 'partly paid', 'paid', 'void']));
  else if (f.state === 'open' || f.state === 'overdue') c.push(where('status', 'in', [...OPEN_INVOICE_STATES]));
  else c.push(where('status', '==', f.state));
  if (f.classId) c.push(where('classId', '==', f.classId === 'no-class' ? null : f.classId));
  if (f.familyId) c.push(where('familyId', '==', f.familyId));
  if (f.state === 'overdue') c.push(where('nextDueDate', '<', today));
  if (f.dueBy) c.push(where('nextDueDate', '<=', f.dueBy));
  return c;
}

function orderConstraints(f: InvoiceFilters): QueryConstraint[] {
  if (sortsByDueOnly(f) || f.sort === 'due') return [orderBy('nextDueDate'), orderBy('studentName')];
  if (f.sort === 'balance') return [orderBy('balance', 'desc'), orderBy('studentName')];
  if (f.sort === 'newest') return [orderBy('createdAt', 'desc')];
  return [orderBy('studentName')];
}

const invoicesOf = (firestore: Firestore, schoolId: string) => collection(firestore, 'schools', schoolId, 'invoices');

export interface InvoiceTotals {
  count: number;
  total: number;
  paid: number;
  balance: number;
}

type PageState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'success'; rows: WithId<InvoiceDoc>[]; last: DocumentSnapshot | undefined; more: boolean };

/**
 * One page of the list and the matches' totals. `cursors` holds the last invoice of each page before this one, so
 * the office can step back and forward without reading what lies between.
 */
export function useInvoiceList(schoolId: string, filters: InvoiceFilters, today: string) {
  const firestore = useFirestore();
  const [cursors, setCursors] = useState<DocumentSnapshot[]>([]);
  const key = JSON.stringify(filters);
  // Each answer is kept with the request it answers: a page or total from an earlier choice is never shown as this one.
  const [answered, setAnswered] = useState<{ request: string; page: PageState } | null>(null);
  const [added, setAdded] = useState<{ request: string; totals: InvoiceTotals } | null>(null);
  // A new filter starts again at the first page.
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setCursors([]);
  }
  const after = cursors.at(-1);
  const pageRequest = `${key}|${today}|${after?.id ?? ''}`;
  const totalsRequest = `${key}|${today}`;
  const page: PageState = answered?.request === pageRequest ? answered.page : { status: 'loading' };
  const totals = added?.request === totalsRequest ? added.totals : null;

  useEffect(() => {
    let live = true;
    const q = query(
      invoicesOf(firestore, schoolId),
      ...filterConstraints(filters, today),
      ...orderConstraints(filters),
      ...(after ? [startAfter(after)] : []),
      limit(INVOICES_PER_PAGE + 1),
    );
    getDocs(q).then(
      (snap) => {
        if (!live) return;
        const docs = snap.docs.slice(0, INVOICES_PER_PAGE);
        setAnswered({
          request: pageRequest,
          page: {
            status: 'success',
            rows: docs.map((d) => ({ ...(d.data() as InvoiceDoc), id: d.id })),
            last: docs.at(-1),
            more: snap.size > INVOICES_PER_PAGE,
          },
        });
      },
      (error: Error) => live && setAnswered({ request: pageRequest, page: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
    // The filters are compared by their text: a new object with the same choices reads nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, schoolId, pageRequest]);

  useEffect(() => {
    let live = true;
    getAggregateFromServer(query(invoicesOf(firestore, schoolId), ...filterConstraints(filters, today)), {
      count: count(),
      total: sum('total'),
      paid: sum('paid'),
      balance: sum('balance'),
    }).then(
      (snap) => live && setAdded({ request: totalsRequest, totals: snap.data() }),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, schoolId, totalsRequest]);

  return {
    page,
    totals,
    pageNumber: cursors.length + 1,
    next: () => page.status === 'success' && page.last && setCursors([...cursors, page.last]),
    previous: () => setCursors(cursors.slice(0, -1)),
    /** Every match, 500 at a time, in the list's order: read only when the office downloads the CSV. */
    all: async () => {
      const rows: WithId<InvoiceDoc>[] = [];
      let from: DocumentSnapshot | undefined;
      for (;;) {
        const snap = await getDocs(
          query(
            invoicesOf(firestore, schoolId),
            ...filterConstraints(filters, today),
            ...orderConstraints(filters),
            ...(from ? [startAfter(from)] : []),
            limit(500),
          ),
        );
        rows.push(...snap.docs.map((d) => ({ ...(d.data() as InvoiceDoc), id: d.id })));
        if (snap.size < 500) return rows;
        from = snap.docs.at(-1);
      }
    },
  };
}

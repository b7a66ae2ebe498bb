/**
 * The dashboards' reads. Documents are read live (reactfire listens); a count or a sum has no listener, so it is asked
 * again each minute and whenever a live document it follows changes. Every query here is limited or aggregated: a
 * dashboard's first load reads the same number of documents in a school of 200 students as in one of 2,000.
 */
import { type MonthTotalsDoc, monthsBetween, type TermTotalsDoc } from '@academy/shared/dashboard';
import {
  type AggregateSpec,
  collection,
  count,
  doc,
  documentId,
  getAggregateFromServer,
  limit,
  orderBy,
  query,
  type Query,
  type QueryConstraint,
  sum,
  where,
  type WhereFilterOp,
} from 'firebase/firestore';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';

const REFRESH_MS = 60_000;

/** One timer for every figure on the page (not one each): how many minutes' refreshes have passed. */
let refreshes = 0;
const refreshListeners = new Set<() => void>();
let refreshTimer: number | undefined;
function onRefresh(listener: () => void) {
  refreshListeners.add(listener);
  refreshTimer ??= window.setInterval(() => {
    refreshes++;
    for (const l of refreshListeners) l();
  }, REFRESH_MS);
  return () => {
    refreshListeners.delete(listener);
    if (refreshListeners.size === 0) {
      window.clearInterval(refreshTimer);
      refreshTimer = undefined;
    }
  };
}

export type Figure = { status: 'loading' } | { status: 'error' } | { status: 'success'; value: number };

/**
 * One count or sum of a school query, asked again every minute and whenever `follow` changes. `key` names the query
 * (queries are rebuilt each render), so a new query never shows the previous one's figure.
 */
export function useFigure(q: Query, spec: AggregateSpec, key: string, follow = ''): Figure {
  const [figure, setFigure] = useState<{ key: string; figure: Figure }>({ key, figure: { status: 'loading' } });
  const tick = useSyncExternalStore(onRefresh, () => refreshes);
  useEffect(() => {
    let live = true;
    getAggregateFromServer(q, spec)
      // Shown as a transition, like the live reads: a dozen figures arriving together never freeze the page.
      .then((snap) => {
        const value = Object.values(snap.data())[0];
        if (live) startTransition(() => setFigure({ key, figure: { status: 'success', value: Number(value ?? 0) } }));
      })
      .catch(() => live && startTransition(() => setFigure({ key, figure: { status: 'error' } })));
    return () => {
      live = false;
    };
    // key stands for q and spec, which are rebuilt each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, follow, tick]);
  return figure.key === key ? figure.figure : { status: 'loading' };
}

/** A filter of a dashboard query: field, operator, value. */
export type Filter = [field: string, op: WhereFilterOp, value: unknown];
const constraintsOf = (filters: readonly Filter[]) => filters.map(([f, op, v]) => where(f, op, v));

/** How many documents of a school collection match the filters: a count() aggregation, asked again each minute. */
export function useSchoolCount(schoolId: string, name: string, filters: readonly Filter[]): Figure {
  const q = useSchoolCollectionQuery(schoolId, name, ...constraintsOf(filters));
  return useFigure(q, { n: count() }, JSON.stringify([schoolId, name, filters]));
}

/** The sum of one field over the matching documents: a sum() aggregation, asked again each minute. */
export function useSchoolSum(schoolId: string, name: string, field: string, filters: readonly Filter[]): Figure {
  const q = useSchoolCollectionQuery(schoolId, name, ...constraintsOf(filters));
  return useFigure(q, { total: sum(field) }, JSON.stringify([schoolId, name, field, filters]));
}

/** At most `max` matching documents of a school collection, in one field's order, live. */
export function useSchoolList<T>(
  schoolId: string,
  name: string,
  filters: readonly Filter[],
  order?: [field: string, direction: 'asc' | 'desc'],
  max = 10,
) {
  const q = useSchoolCollectionQuery(
    schoolId,
    name,
    ...constraintsOf(filters),
    ...(order ? [orderBy(order[0], order[1])] : []),
    limit(max),
  );
  return useLiveList<T>(q);
}

/** A query of one school collection. */
export function useSchoolCollectionQuery(schoolId: string, name: string, ...constraints: QueryConstraint[]) {
  const firestore = useFirestore();
  return query(collection(firestore, 'schools', schoolId, name), ...constraints);
}

/** A school collection's documents, live. */
export function useLiveList<T>(q: Query) {
  const { data, status, error } = useFirestoreCollectionData(q, { idField: 'id' });
  return { status, error, rows: (data ?? []) as T[] };
}

/** The month documents of the dashboards' per-day totals covering `from`..`to`, live (at most three for 4 weeks). */
export function useMonthTotals(schoolId: string, from: string, to: string) {
  const months = monthsBetween(from, to);
  const q = useSchoolCollectionQuery(schoolId, 'monthTotals', where(documentId(), 'in', months));
  const { rows, status } = useLiveList<Partial<MonthTotalsDoc> & { id: string }>(q);
  return { status, months: rows };
}

/** A term's students by grade, live (one document). */
export function useTermTotals(schoolId: string, termId: string) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'termTotals', termId || '-'));
  return { status, totals: data as Partial<TermTotalsDoc> | undefined };
}

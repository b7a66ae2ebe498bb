/**
 * One page of a school collection, read live: an optional search word (array-contains on searchTokens), equality
 * filters, one sort field, and a cursor. A page reads 26 documents at most (the 26th only says there is a next page);
 * the total comes from an aggregation count(), never from reading the documents.
 */
import { normaliseSearchText } from '@academy/shared/search-tokens';
import {
  collection,
  documentId,
  type DocumentData,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  startAfter,
  where,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export const PAGE_SIZE = 25;

export type RecordRow = DocumentData & { id: string };
export type FilterValue = string | number | boolean | null;

export interface ListQuery {
  schoolId: string;
  collectionName: string;
  sortField: string;
  sortDirection: 'asc' | 'desc';
  /** Field → value; an undefined value means "any". */
  filters: Record<string, FilterValue | undefined>;
  search: string;
  /** The last row of the previous page, or null on the first page. */
  after: RecordRow | null;
}

/** The first word of the search box, as the searchTokens hold it (lower case, no accents, at most 20 letters). */
export function searchWord(search: string): string {
  return (normaliseSearchText(search).split(/\s+/)[0] ?? '').slice(0, 20);
}

function constraintsOf(q: ListQuery): QueryConstraint[] {
  const out: QueryConstraint[] = [];
  for (const [field, value] of Object.entries(q.filters)) if (value !== undefined) out.push(where(field, '==', value));
  const word = searchWord(q.search);
  if (word) out.push(where('searchTokens', 'array-contains', word));
  return out;
}

export function useRecordList(q: ListQuery) {
  const firestore = useFirestore();
  const base = collection(firestore, 'schools', q.schoolId, q.collectionName);
  const filtered = constraintsOf(q);
  const order = [orderBy(q.sortField, q.sortDirection), orderBy(documentId(), q.sortDirection)];
  const cursor = q.after ? [startAfter(q.after[q.sortField] ?? null, q.after.id)] : [];
  const pageQuery = query(base, ...filtered, ...order, ...cursor, limit(PAGE_SIZE + 1));
  const page = useFirestoreCollectionData(pageQuery, { idField: 'id' });
  const rows = (page.data ?? []) as RecordRow[];

  // Counted once the page has arrived, and again whenever its contents change, so the total follows live edits too
  // (not before: a count costs a read per 1,000 matches, and the page's arrival would only ask for it again).
  const countKey = JSON.stringify([q.schoolId, q.collectionName, q.filters, searchWord(q.search)]);
  const pageKey = rows.map((r) => r.id).join(',');
  const arrived = page.status !== 'loading';
  // Kept with the query it counted, so a new search never shows the previous search's total.
  const [counted, setCounted] = useState<{ key: string; count: number } | null>(null);
  useEffect(() => {
    if (!arrived) return;
    let live = true;
    const [schoolId, name] = [q.schoolId, q.collectionName];
    getCountFromServer(query(collection(firestore, 'schools', schoolId, name), ...constraintsOf(q)))
      .then((snap) => live && setCounted({ key: countKey, count: snap.data().count }))
      .catch(() => live && setCounted(null));
    return () => {
      live = false;
    };
    // countKey holds everything of q the count depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, countKey, pageKey, arrived]);

  const count = counted?.key === countKey ? counted.count : null;
  return useMemo(
    () => ({
      loading: page.status === 'loading',
      error: page.error,
      rows: rows.slice(0, PAGE_SIZE),
      hasNext: rows.length > PAGE_SIZE,
      count,
      /** Every row matching the search and filters, in list order, for CSV export. */
      async all(): Promise<RecordRow[]> {
        const snap = await getDocs(query(base, ...filtered, ...order));
        return snap.docs.map((d) => ({ ...d.data(), id: d.id }));
      },
    }),
    // The query objects are rebuilt each render; what they depend on is in these keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page.status, page.error, pageKey, page.data, count],
  );
}

/** Rows of another collection to pick from in a form (a term, a homeroom teacher …), sorted by one field. */
export function useChoices(schoolId: string, collectionName: string, sortField: string) {
  const firestore = useFirestore();
  const result = useFirestoreCollectionData(
    query(collection(firestore, 'schools', schoolId, collectionName), orderBy(sortField), limit(500)),
    { idField: 'id' },
  );
  return (result.data ?? []) as RecordRow[];
}

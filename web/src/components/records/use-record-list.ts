/**
 * One page of a school collection, read live: an optional search word (array-contains on searchTokens), equality
 * filters, one sort field, and a cursor. A page reads 26 documents at most (the 26th only says there is a next page);
 * the total comes from an aggregation count(), never from reading the documents.
 */
import type { SchoolCollectionName, SchoolRecordOf } from '@academy/shared/collections';
import { normaliseSearchText } from '@academy/shared/search-tokens';
import {
  collection,
  type CollectionReference,
  documentId,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  startAfter,
  where,
} from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { TOUCH_ONLY, useMediaQuery } from '@/lib/use-media-query';

export const PAGE_SIZE = 25;

/** Any record, for the list, form and detail pieces every module shares; a module's own code reads SchoolRecordOf. */
export type RecordRow = DocumentData & { id: string };
export type FilterValue = string | number | boolean | null;

/**
 * Types a collection's records, with their ids, by the schema in shared/src/collections.ts. Nothing is parsed: only the
 * API writes these records, and it parses each one with that schema first. One object for every collection, as the
 * SDK and reactfire tell queries apart by their converter's identity: a new one each render would never load.
 */
const RECORDS: FirestoreDataConverter<RecordRow> = {
  toFirestore: (record) => record,
  fromFirestore: (snapshot) => ({ ...snapshot.data(), id: snapshot.id }),
};

/** A collection of the school, its records typed from the table of collections. */
export function schoolRecords<N extends SchoolCollectionName>(
  firestore: Firestore,
  schoolId: string,
  name: N,
): CollectionReference<SchoolRecordOf<N>> {
  return collection(firestore, 'schools', schoolId, name).withConverter(
    RECORDS as FirestoreDataConverter<SchoolRecordOf<N>>,
  );
}

export interface ListQuery<N extends SchoolCollectionName = SchoolCollectionName> {
  schoolId: string;
  collectionName: N;
  sortField: string;
  sortDirection: 'asc' | 'desc';
  /** Field → value; an undefined value means "any". */
  filters: Record<string, FilterValue | undefined>;
  search: string;
  /** Comparisons beyond the equality filters, e.g. an account standing's (an invitation expired before a time). */
  where?: readonly { field: string; op: '==' | '<' | '>=' | 'array-contains'; value: string | number | boolean }[];
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
  for (const w of q.where ?? []) out.push(where(w.field, w.op, w.value));
  const word = searchWord(q.search);
  if (word) out.push(where('searchTokens', 'array-contains', word));
  return out;
}

/** A field of a row by its dotted path, e.g. `account.expiresAt`. */
function valueAt(row: RecordRow, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], row) ?? null;
}

export function useRecordList<N extends SchoolCollectionName>(q: ListQuery<N>) {
  const firestore = useFirestore();
  const base = schoolRecords(firestore, q.schoolId, q.collectionName);
  const filtered = constraintsOf(q);
  // A range (an invitation's expiry) is ordered on explicitly, before the id: Firestore would add it after otherwise.
  const ranges = (q.where ?? []).filter((w) => w.op !== '==').map((w) => w.field);
  const order = [
    orderBy(q.sortField, q.sortDirection),
    ...ranges.map((field) => orderBy(field, q.sortDirection)),
    orderBy(documentId(), q.sortDirection),
  ];
  const cursor = q.after
    ? [startAfter(q.after[q.sortField] ?? null, ...ranges.map((field) => valueAt(q.after!, field)), q.after.id)]
    : [];
  const pageQuery = query(base, ...filtered, ...order, ...cursor, limit(PAGE_SIZE + 1));
  const page = useFirestoreCollectionData(pageQuery);
  const rows = page.data ?? [];

  // Counted once the page has arrived, and again whenever its contents change, so the total follows live edits too
  // (not before: a count costs a read per 1,000 matches, and the page's arrival would only ask for it again).
  const countKey = JSON.stringify([q.schoolId, q.collectionName, q.filters, q.where ?? [], searchWord(q.search)]);
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
      async all(): Promise<SchoolRecordOf<N>[]> {
        const snap = await getDocs(query(base, ...filtered, ...order));
        return snap.docs.map((d) => d.data());
      },
    }),
    // The query objects are rebuilt each render; what they depend on is in these keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page.status, page.error, pageKey, page.data, count],
  );
}

/** Rows of another collection to pick from in a form (a term, a homeroom teacher …), sorted by one field. */
export function useChoices<N extends SchoolCollectionName>(
  schoolId: string,
  collectionName: N,
  sortField: keyof SchoolRecordOf<N> & string,
): SchoolRecordOf<N>[] {
  const firestore = useFirestore();
  const result = useFirestoreCollectionData(
    query(schoolRecords(firestore, schoolId, collectionName), orderBy(sortField), limit(500)),
  );
  return result.data ?? [];
}

/**
 * Rows of another collection a list's filter offers, read only once someone reaches for the filter (`reach()`, on
 * pointer or focus), up to 500 and once: opening the list reads none of them. A touch screen has no pointer to come
 * near first, and a phone's picker opened empty would not fill in: there they are read with the list.
 */
export function useChoicesOnReach<N extends SchoolCollectionName>(
  schoolId: string,
  collectionName: N,
  sortField: keyof SchoolRecordOf<N> & string,
): { rows: SchoolRecordOf<N>[]; reach: () => void } {
  const firestore = useFirestore();
  const key = `${schoolId}/${collectionName}/${sortField}`;
  const [read, setRead] = useState<{ key: string; rows: SchoolRecordOf<N>[] } | null>(null);
  const asked = useRef<string | null>(null);
  const reach = useCallback(() => {
    if (asked.current === key) return;
    asked.current = key;
    getDocs(query(schoolRecords(firestore, schoolId, collectionName), orderBy(sortField), limit(500))).then(
      (snap) => setRead({ key, rows: snap.docs.map((d) => d.data()) }),
      // Reaching for the filter again tries again.
      () => (asked.current = null),
    );
  }, [firestore, key, schoolId, collectionName, sortField]);
  const touchOnly = useMediaQuery(TOUCH_ONLY);
  useEffect(() => {
    if (touchOnly) reach();
  }, [touchOnly, reach]);
  return { rows: read?.key === key ? read.rows : [], reach };
}

/**
 * Every row's `field` by id, read when first asked (a list's export naming each row's class), not with the list, and
 * then kept for the screen's life; a failed read is tried again on the next ask.
 */
export function useNamesWhenAsked<N extends SchoolCollectionName>(
  schoolId: string,
  collectionName: N,
  field: keyof SchoolRecordOf<N> & string,
): () => Promise<Map<string, string>> {
  const firestore = useFirestore();
  return useMemo(() => {
    let read: Promise<Map<string, string>> | null = null;
    return () =>
      (read ??= getDocs(query(schoolRecords(firestore, schoolId, collectionName), orderBy(field))).then(
        (snap) => new Map(snap.docs.map((d) => [d.id, String(d.get(field) ?? '')])),
        (error: unknown) => {
          read = null;
          throw error;
        },
      ));
  }, [firestore, schoolId, collectionName, field]);
}

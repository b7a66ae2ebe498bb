/** What every kind of CSV import does alike: bulk reads, row sentences, duplicate keys, and which fields change. */
import { typedDateRefusal } from '@academy/shared/chosen-date';
import { cellValue, type ImportRow, type ImportRowResult, listCell } from '@academy/shared/people-import';
import type {
  CollectionReference,
  DocumentSnapshot,
  QueryDocumentSnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { Caller } from './caller';
import { archivedRefusal } from './people';

/** One row's outcome, and for a new or changed row what it writes (and how many documents that is). */
export interface RowPlan {
  result: ImportRowResult;
  id: string | null;
  writes: number;
  write?: (tx: Transaction) => void;
}

export interface ImportPlan {
  rows: RowPlan[];
  /** Writes beyond the rows' own, e.g. class sizes, once every row is planned. */
  extraWrites: number;
  finish?: (tx: Transaction) => void;
}

/** Reads every row's records inside the transaction (nothing is written yet) and plans each row. */
export type ImportPlanner = (tx: Transaction, caller: Caller, rows: ImportRow[]) => Promise<ImportPlan>;

/** Firestore's most values in one `in` filter. */
const IN_LIMIT = 30;

/**
 * The documents whose `field` is one of `values`, by that value: a few `in` queries, never a scan. Only values the
 * field's own schema accepts are looked up: anything else cannot be on file (and a very long one would make Firestore
 * refuse the whole query); its row is refused by the same schema when the row is checked.
 */
export async function readWhereIn(
  tx: Transaction,
  collection: CollectionReference,
  field: string,
  values: Iterable<string>,
  key: z.ZodType<string, string>,
): Promise<Map<string, QueryDocumentSnapshot>> {
  const unique = [...new Set(values)].filter((v) => v && key.safeParse(v).success);
  const out = new Map<string, QueryDocumentSnapshot>();
  for (let i = 0; i < unique.length; i += IN_LIMIT) {
    const snap = await tx.get(collection.where(field, 'in', unique.slice(i, i + IN_LIMIT)));
    for (const d of snap.docs) out.set(d.get(field) as string, d);
  }
  return out;
}

/** The documents with these ids that are not already in `known`, added to it (missing ones too, as not existing). */
export async function readMissingIds(
  tx: Transaction,
  collection: CollectionReference,
  ids: Iterable<string>,
  known: Map<string, DocumentSnapshot>,
) {
  const wanted = [...new Set(ids)].filter((id) => !known.has(id));
  if (!wanted.length) return;
  for (const snap of await tx.getAll(...wanted.map((id) => collection.doc(id)))) known.set(snap.id, snap);
}

export const rowSentence = (row: number, message: string) => `Row ${row}: ${message}`;

/**
 * The schema's complaints about a row, one per field, each naming the row and the field. A check across fields
 * ("Enrolment date must be after the date of birth") is left out while a field it compares is itself wrong.
 */
export function rowErrors(row: number, error: z.ZodError): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const fieldIssues = error.issues.filter((i) => i.code !== 'custom');
  for (const issue of fieldIssues.length ? fieldIssues : error.issues) {
    const field = issue.path.join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    // A file's date is typed, so its refusal names the format the form's date picker never shows.
    const message = typedDateRefusal(issue.message);
    out.push(rowSentence(row, message.endsWith('.') ? message : `${field}: ${message}.`));
  }
  return out;
}

/** "Row 9: Admission number DA-0101 is also on row 4." for every row whose key another row has too. */
export function duplicateKeyErrors(
  rows: readonly ImportRow[],
  keyOf: (values: Record<string, string>) => string,
  label: string,
): Map<number, string> {
  const byKey = new Map<string, number[]>();
  for (const { row, values } of rows) {
    const key = keyOf(values);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const out = new Map<number, string>();
  for (const [key, lines] of byKey) {
    if (lines.length < 2) continue;
    for (const line of lines) {
      const others = lines.filter((l) => l !== line);
      out.set(
        line,
        rowSentence(line, `${label} ${key} is also on row${others.length > 1 ? 's' : ''} ${others.join(', ')}.`),
      );
    }
  }
  return out;
}

/**
 * A list cell's items as record ids, looked up one by one; an item not on file adds `missing(item)` to the row's
 * errors ("Row 4: Guardians: no parent with e-mail … in your school.").
 */
export function resolveList(
  row: number,
  cell: string | undefined,
  lookup: (item: string) => string | undefined,
  missing: (item: string) => string,
  errors: string[],
): string[] {
  const ids: string[] = [];
  for (const item of listCell(cellValue(cell))) {
    const id = lookup(item);
    if (id) ids.push(id);
    else errors.push(rowSentence(row, missing(item)));
  }
  return [...new Set(ids)];
}

/** The records a row links to, and those it no longer links to (the ones still on file), for linkGuardians/linkChildren. */
export function linksOf(ids: readonly string[], beforeIds: readonly string[], byId: Map<string, DocumentSnapshot>) {
  const linked = [...new Set(ids)].map((id) => byId.get(id)).filter((d): d is DocumentSnapshot => !!d);
  const dropped = beforeIds
    .filter((id) => !ids.includes(id))
    .map((id) => byId.get(id))
    .filter((d): d is DocumentSnapshot => !!d);
  return { linked, dropped };
}

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? JSON.stringify([...a].sort()) === JSON.stringify([...b].sort())
    : JSON.stringify(a) === JSON.stringify(b);

/** The labels of the fields whose values differ (lists compared as sets). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  labels: Record<string, string>,
): string[] {
  return Object.entries(labels)
    .filter(([field]) => !same(before[field], after[field]))
    .map(([, label]) => label);
}

/** The row's cells for these columns, copied over `input` where the file has the column. */
export function copyCells(input: Record<string, unknown>, values: Record<string, string>, columns: readonly string[]) {
  for (const c of columns) if (c in values) input[c] = cellValue(values[c]);
}

/** Choice cells (gender, status …): lower case; an empty cell keeps what is on file (or the default). */
export function copyChoiceCells(
  input: Record<string, unknown>,
  values: Record<string, string>,
  columns: readonly string[],
) {
  for (const c of columns) {
    const cell = cellValue(values[c]);
    if (cell) input[c] = cell.toLowerCase();
  }
}

export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

interface Settled<F> {
  result: ImportRowResult;
  /** The checked fields, for a new or changed row only. */
  fields?: F;
}

/**
 * A row's outcome once its cells are read: an error (the schema's, the row's own, archived, a key also on another
 * row), unchanged (nothing differs from the record on file), an update naming the fields that change, or new.
 */
export function settleRow<F extends Record<string, unknown>>(opts: {
  row: number;
  key: string;
  input: Record<string, unknown>;
  errors: string[];
  parsed: z.ZodSafeParseResult<F>;
  before: { firstName: string; lastName: string; archived: boolean; fields: F } | null;
  labels: Record<string, string>;
  duplicate: string | undefined;
}): Settled<F> {
  const { row, input, parsed, before } = opts;
  const errors = [...(parsed.success ? [] : rowErrors(row, parsed.error)), ...opts.errors];
  if (before?.archived) errors.push(rowSentence(row, archivedRefusal(before)));
  if (opts.duplicate) errors.push(opts.duplicate);
  const name = `${String(input.firstName ?? '')} ${String(input.lastName ?? '')}`.trim();
  const result = { row, key: opts.key, name, changes: [] as string[], errors };
  if (errors.length || !parsed.success) return { result: { ...result, outcome: 'error' } };
  if (!before) return { result: { ...result, outcome: 'new' }, fields: parsed.data };
  const changes = changedFields(before.fields, parsed.data, opts.labels);
  if (!changes.length) return { result: { ...result, outcome: 'unchanged' } };
  return { result: { ...result, outcome: 'update', changes }, fields: parsed.data };
}

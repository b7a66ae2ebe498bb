/**
 * Every Firestore collection the code writes or reads, found by scanning the server code, the demo data and the
 * scripts for collection names: `schoolCollection(caller, 'x')`, `.collection('x')`, and paths in `.doc(…)` and
 * `.collection(…)` such as `schools/${id}/x` or `x/${id}`. A path whose collection is a variable (or a path handed to
 * `db.doc`/`db.collection` whole) is resolved by the source that bounds that variable (DYNAMIC below); one nobody
 * resolved is reported, so a new collection cannot hide behind a variable. A variable bounded by the table of school
 * collections (shared/src/collections.ts) stands for every name in it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PERSON_COLLECTIONS } from '@academy/shared/accounts';
import { SCHOOL_COLLECTION_NAMES } from '@academy/shared/collections';

export const REPO = new URL('../..', import.meta.url).pathname;
const SCANNED = ['functions/src', 'emulators', 'scripts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(REPO, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(REPO, path)).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const read = (path: string) => readFileSync(join(REPO, path), 'utf8');

/** The files that name a collection through a variable, and where that variable's names come from. */
const DYNAMIC: Record<string, () => string[]> = {
  // schoolCollection(caller, name): name is one of the table of school collections.
  'functions/src/lib/records.ts': () => [...SCHOOL_COLLECTION_NAMES],
  // readOnce(caller, path): a document of the caller's school that a place's rules read (an owner record, a class).
  'functions/src/lib/file-reads.ts': () => [...SCHOOL_COLLECTION_NAMES],
  // An account's person: one of the person collections.
  'functions/src/api/accounts/create-account.ts': () => [...PERSON_COLLECTIONS],
  'functions/src/lib/account-links.ts': () => [...PERSON_COLLECTIONS],
  'functions/src/api/accounts/invite.ts': () => [...PERSON_COLLECTIONS],
  'functions/src/lib/invite-job.ts': () => [...PERSON_COLLECTIONS],
  'functions/src/api/accounts/revoke-invitation.ts': () => [...PERSON_COLLECTIONS],
  'functions/src/api/accounts/check-invitation.ts': () => [...PERSON_COLLECTIONS],
  'functions/src/api/accounts/update-account.ts': () => [...PERSON_COLLECTIONS],
  'functions/src/api/mail/bounced.ts': () => [...PERSON_COLLECTIONS],
  'functions/src/lib/account-migration.ts': () => [...PERSON_COLLECTIONS],
  // The seed writes the table's collections under a school, and the landing tuples at the top level.
  'emulators/seed.ts': () => [
    ...SCHOOL_COLLECTION_NAMES,
    ...[...read('emulators/seed.ts').matchAll(/\[\s*'(\w+)',\s*DEMO_\w+/g)].map((m) => m[1]!),
  ],
  'scripts/bench-attendance.ts': () => [
    // Attendance: the bench writes the table's collections under its own school (`col(name)` is typed by the table).
    ...SCHOOL_COLLECTION_NAMES,
  ],
  // The dashboards' bench: the same, `col(name)` typed by the table.
  'scripts/bench-dashboards.ts': () => [...SCHOOL_COLLECTION_NAMES],
  // A school's data: the export, its figures and its bench read or write the table's collections under a school; a
  // reference kept in an export (`$ref`) and each record a restore writes name one of them, or one of the school's
  // own top-level records the export holds (its accounts' profiles, its public course cards).
  'functions/src/lib/export-school.ts': () => [...SCHOOL_COLLECTION_NAMES],
  'functions/src/lib/school-figures.ts': () => [...SCHOOL_COLLECTION_NAMES],
  'scripts/bench-data.ts': () => [...SCHOOL_COLLECTION_NAMES],
  // Reports: publishing reads and writes the table's collections under the job's school (`col(name)`), as does its bench.
  'functions/src/lib/reports-publish.ts': () => [...SCHOOL_COLLECTION_NAMES],
  'scripts/bench-reports.ts': () => [...SCHOOL_COLLECTION_NAMES],
  'functions/src/lib/archive-values.ts': () => [...SCHOOL_COLLECTION_NAMES, 'users', 'publicCourses'],
  'scripts/restore.ts': () => [...SCHOOL_COLLECTION_NAMES, 'schools', 'users', 'publicCourses', 'letters'],
  // Erasure: the person's records, wherever person-records.ts found them (the table's collections, the person's own
  // kind, and the top-level records of their account).
  'functions/src/lib/person-records.ts': () => [...SCHOOL_COLLECTION_NAMES],
  'functions/src/lib/erasure.ts': () => [
    ...SCHOOL_COLLECTION_NAMES,
    'users',
    'revocations',
    'pushTokens',
    'calendarFeeds',
    'letters',
  ],
  // The messages' bench: the same, `col(name)` typed by the table.
  'scripts/bench-messages.ts': () => [...SCHOOL_COLLECTION_NAMES],
};

export interface Scan {
  /** Collection name → the files that name it. */
  collections: Map<string, Set<string>>;
  /** `file:line` of paths whose collection is a variable in a file DYNAMIC does not resolve. */
  unresolved: string[];
}

/** The collection names one line of source names, and whether it also names a collection through a variable. */
export function collectionsNamedIn(line: string): { names: string[]; dynamic: boolean } {
  const names: string[] = [];
  let dynamic = false;
  for (const m of line.matchAll(/schoolCollection\([^,()]+,\s*'(\w+)'/g)) names.push(m[1]!);
  // A path in .doc(…) or .collection(…). From the database (`db.doc`, or `.doc` opening a line under `db`) and in
  // any .collection(…), collection names sit at the even segments; a .doc(…) chained on a collection reference
  // (`col(…).doc('receipts')`) starts with a document's id, so there they sit at the odd ones.
  for (const m of line.matchAll(/(.?.?)\.(doc|collection)\(\s*(?:'([^']+)'|`([^`]+)`)/g)) {
    const fromDatabase = m[2] === 'collection' || /^\s*$|\bdb$/.test(line.slice(0, m.index + m[1]!.length));
    (m[3] ?? m[4]!).split('/').forEach((segment, at) => {
      if (at % 2 === (fromDatabase ? 1 : 0)) return;
      if (/^\w+$/.test(segment)) names.push(segment);
      else dynamic = true;
    });
  }
  // A path built elsewhere and handed to the database whole.
  if (/\bdb\.(?:doc|collection)\(\s*[^'`\s]/.test(line)) dynamic = true;
  return { names, dynamic };
}

export function scanWrittenCollections(): Scan {
  const collections = new Map<string, Set<string>>();
  const unresolved: string[] = [];
  const add = (name: string, file: string) => collections.set(name, (collections.get(name) ?? new Set()).add(file));

  for (const file of SCANNED.flatMap(sourceFiles)) {
    read(file)
      .split('\n')
      .forEach((line, i) => {
        const { names, dynamic } = collectionsNamedIn(line);
        for (const name of names) add(name, file);
        if (dynamic && !(file in DYNAMIC)) unresolved.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    if (file in DYNAMIC) for (const name of DYNAMIC[file]!()) add(name, file);
  }
  return { collections, unresolved };
}

/** The rules test file a collection must have: tests/rules/<kebab-case name>.test.ts. */
export function rulesTestFile(collection: string): string {
  return `tests/rules/${collection.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.test.ts`;
}

/** The collections firestore.rules opens a match for (top level and under a school). */
export function ruledCollections(): string[] {
  const rules = read('firestore.rules');
  return [...new Set([...rules.matchAll(/match \/(\w+)\/\{\w+\}/g)].map((m) => m[1]!))].filter(
    (c) => c !== 'databases',
  );
}

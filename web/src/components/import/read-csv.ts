/** A CSV file's text as import rows: papaparse splits it, the header row is matched to the kind's template columns. */
import {
  type HeaderMatch,
  type ImportKind,
  type ImportRow,
  matchHeaders,
  MAX_IMPORT_ROWS,
} from '@academy/shared/people-import';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import Papa from 'papaparse';

export interface CsvRead {
  rows: ImportRow[];
  /** What keeps the file from being checked at all (no header, unknown or missing columns …), for the dialog to say. */
  problems: MessageDescriptor[];
}

/** Sentences saying what is wrong with a header row, or none when it can be imported. Column names stay as written. */
export function headerProblems(match: HeaderMatch): MessageDescriptor[] {
  const out: MessageDescriptor[] = [];
  if (match.missing.length) {
    const columns = match.missing.join(', ');
    const count = match.missing.length;
    out.push(
      msg`${plural(count, { one: `The file has no ${columns} column.`, other: `The file has no ${columns} columns.` })}`,
    );
  }
  if (match.unknown.length) {
    const columns = match.unknown.join(', ');
    const count = match.unknown.length;
    out.push(
      msg`${plural(count, { one: `Unknown column: ${columns}. Use the template's names.`, other: `Unknown columns: ${columns}. Use the template's names.` })}`,
    );
  }
  if (match.duplicated.length) {
    const columns = match.duplicated.join(', ');
    const count = match.duplicated.length;
    out.push(
      msg`${plural(count, { one: `The column ${columns} appears more than once.`, other: `The columns ${columns} appear more than once.` })}`,
    );
  }
  return out;
}

/**
 * Rows keep their line in the file (the header is row 1) so every message names the row the user sees in their
 * spreadsheet; blank lines are skipped but still counted.
 */
export function readCsv(kind: ImportKind, text: string): CsvRead {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const lines = parsed.data;
  const header = lines[0] ?? [];
  if (!header.some((h) => h.trim())) return { rows: [], problems: [msg`The file is empty: it needs a header row.`] };
  const match = matchHeaders(kind, header);
  const problems = headerProblems(match);
  const broken = parsed.errors.find((e) => e.code !== 'UndetectableDelimiter');
  if (broken) {
    // The CSV reader's own description of what broke (in English: it comes from papaparse).
    const row = (broken.row ?? 0) + 1;
    const problem = broken.message;
    problems.push(msg`Row ${row}: ${problem}.`);
  }
  const rows: ImportRow[] = [];
  lines.slice(1).forEach((cells, i) => {
    if (cells.every((c) => !c.trim())) return;
    const values: Record<string, string> = {};
    match.columns.forEach((column, c) => {
      if (column) values[column] = cells[c] ?? '';
    });
    rows.push({ row: i + 2, values });
  });
  if (!rows.length && !problems.length) problems.push(msg`The file has a header row but no people in it.`);
  if (rows.length > MAX_IMPORT_ROWS) {
    const count = rows.length;
    const most = MAX_IMPORT_ROWS;
    problems.push(msg`The file has ${count} rows; one import takes at most ${most}: split it into smaller files.`);
  }
  return { rows, problems };
}

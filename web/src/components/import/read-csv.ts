/** A CSV file's text as import rows: papaparse splits it, the header row is matched to the kind's template columns. */
import {
  headerProblems,
  type ImportKind,
  type ImportRow,
  matchHeaders,
  MAX_IMPORT_ROWS,
} from '@academy/shared/people-import';
import Papa from 'papaparse';

export interface CsvRead {
  rows: ImportRow[];
  /** What keeps the file from being checked at all (no header, unknown or missing columns …). */
  problems: string[];
}

/**
 * Rows keep their line in the file (the header is row 1) so every message names the row the user sees in their
 * spreadsheet; blank lines are skipped but still counted.
 */
export function readCsv(kind: ImportKind, text: string): CsvRead {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const lines = parsed.data;
  const header = lines[0] ?? [];
  if (!header.some((h) => h.trim())) return { rows: [], problems: ['The file is empty: it needs a header row.'] };
  const match = matchHeaders(kind, header);
  const problems = headerProblems(match);
  const broken = parsed.errors.find((e) => e.code !== 'UndetectableDelimiter');
  if (broken) problems.push(`Row ${(broken.row ?? 0) + 1}: ${broken.message}.`);
  const rows: ImportRow[] = [];
  lines.slice(1).forEach((cells, i) => {
    if (cells.every((c) => !c.trim())) return;
    const values: Record<string, string> = {};
    match.columns.forEach((column, c) => {
      if (column) values[column] = cells[c] ?? '';
    });
    rows.push({ row: i + 2, values });
  });
  if (!rows.length && !problems.length) problems.push('The file has a header row but no people in it.');
  if (rows.length > MAX_IMPORT_ROWS)
    problems.push(
      `The file has ${rows.length} rows; one import takes at most ${MAX_IMPORT_ROWS}: split it into smaller files.`,
    );
  return { rows, problems };
}

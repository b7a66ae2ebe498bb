/** One CSV cell (RFC 4180): quoted when it must be, and formula-looking text defused for spreadsheet apps. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  // A cell starting with = + - @ would run as a formula in Excel or Sheets (CSV injection).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line with its line break, for files written a row at a time. */
export const csvLine = (row: readonly unknown[]) => row.map(csvCell).join(',') + '\r\n';

/** A whole CSV file: the header, then each row. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}

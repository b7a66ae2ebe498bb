/** Saves a report as a CSV file the browser downloads (the text is built by toCsv, so formulas cannot run). */
import { toCsv } from '@academy/shared/fees';

export function downloadCsv(fileName: string, rows: readonly (readonly (string | number)[])[]) {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** An amount in minor units as a plain decimal a spreadsheet sums ("1250.50"), never a formatted currency string. */
export function csvAmount(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${minor < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Export CSV in the browser: the download, and a table of an assistant reply read back as data. The
 * cells themselves are written by src/shared/csv.ts, the one CSV writer (its precision per kind of
 * figure is the metrics glossary's #csv-exports).
 */

import { csvOf, exportFileName, toCsv, type CsvCell, type CsvExport } from '../../shared/csv';

export { csvOf, exportFileName, percentNumber, toCsv } from '../../shared/csv';
export type { CsvCell, CsvColumn, CsvExport, CsvFile, CsvPrecision } from '../../shared/csv';

/** Starts the download of `csv`; the byte-order mark makes spreadsheet apps read it as UTF-8. */
function downloadCsv(csv: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The Export CSV action of a data table: the rows as data, in the order given. */
export function exportRows<Row>({ columns, file }: CsvExport<Row>, rows: readonly Row[]): void {
  downloadCsv(csvOf(columns, rows), exportFileName(file));
}

// ---- A table in an assistant reply: only its text exists, so each cell is read back as data.

/** e.g. `table-2026-11-20T22-41-05.csv`: `name`, then the UTC time (colons are not allowed in file names on Windows). */
export function csvFileName(now: Date = new Date(), name = 'table'): string {
  return `${name}-${now.toISOString().slice(0, 19).replace(/:/g, '-')}.csv`;
}

/** The text of every header and body cell, row by row, as the user sees it. */
export function tableRows(table: HTMLTableElement): string[][] {
  return Array.from(table.rows, (row) => Array.from(row.cells, (cell) => (cell.textContent ?? '').trim()));
}

const UNKNOWN_TEXT = new Set(['', '—', '–', '-', 'n/a', 'N/A']);
// "53,129", "−56", "+4.5", "12%": English digit grouping, as the assistant writes; U+2212 is a minus.
const WRITTEN_NUMBER = /^([+\-\u2212]?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(%?)$/;

/**
 * A cell of an assistant's table as data: a dash is unknown (empty), a count a plain number, and a
 * percentage keeps its % sign ("−9.4%" → "-9.4%"), which spreadsheets read as a number, because one
 * column of such a table may mix units (a count in one row, a rate in the next).
 */
export function writtenCell(text: string): CsvCell {
  if (UNKNOWN_TEXT.has(text)) return null;
  const number = WRITTEN_NUMBER.exec(text);
  if (!number) return text;
  const [, sign, whole, fraction = '', percent] = number;
  const digits = `${sign === '' || sign === '+' ? '' : '-'}${whole.replace(/,/g, '')}${fraction}`;
  return percent ? `${digits}%` : Number(digits);
}

/** An assistant table's Export CSV: its header row as written, its cells read as data, in a file named with the time. */
export function exportWrittenTable(table: HTMLTableElement, now: Date = new Date()): void {
  const [header = [], ...body] = tableRows(table);
  downloadCsv(toCsv([header, ...body.map((row) => row.map(writtenCell))]), csvFileName(now));
}

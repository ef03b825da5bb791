/**
 * CSV export of a rendered table, shared by the chat's markdown tables and the data pages (RFC 4180: CRLF line ends; a field holding a comma,
 * quote, CR or LF is quoted and its quotes doubled).
 */

const NEEDS_QUOTES = /[",\r\n]/;
// A cell starting like a formula would be executed by spreadsheet apps (CSV injection).
const FORMULA_START = /^[=@\t\r]|^[+-](?!\d[\d.,%\s]*$|$)/;

function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** The text of every header and body cell, row by row, as the user sees it. */
export function tableRows(table: HTMLTableElement): string[][] {
  return Array.from(table.rows, (row) => Array.from(row.cells, (cell) => (cell.textContent ?? '').trim()));
}

/** e.g. `table-2026-11-20T22-41-05.csv`: `name`, then the UTC time (colons are not allowed in file names on Windows). */
export function csvFileName(now: Date = new Date(), name = 'table'): string {
  return `${name}-${now.toISOString().slice(0, 19).replace(/:/g, '-')}.csv`;
}

/** Starts the download of `csv`; the byte-order mark makes spreadsheet apps read it as UTF-8. */
export function downloadCsv(csv: string, fileName: string): void {
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

/** The Export CSV action of any rendered table: the cells as shown, in a file named with the time. */
export function exportTableCsv(table: HTMLTableElement, now: Date = new Date()): void {
  downloadCsv(toCsv(tableRows(table)), csvFileName(now));
}

/**
 * CSV exports as data (issue #18; the rules are the metrics glossary's #csv-exports): a header row of
 * the glossary's column names, raw numbers (percentages as percentage numbers in `_pct` columns), ISO
 * dates, an unknown value as an empty cell, and a file named after the account, table and period.
 *
 * RFC 4180: CRLF line ends; a field holding a comma, quote, CR or LF is quoted and its quotes doubled.
 * A text cell beginning with =, +, -, @, tab or CR would run as a formula in a spreadsheet (CSV
 * injection): it gets a leading apostrophe, as OWASP ASVS 1.2.10 asks (https://asvs.emil.hemdal.se/1.2.10);
 * a number, negative ones included, stays a number.
 */

/** A value as data: a number or a boolean as itself, text as text, null or undefined for unknown (an empty cell). */
export type CsvCell = string | number | boolean | null | undefined;

/** One column of an export: its name from the glossary, and the row's value. */
export type CsvColumn<Row> = { name: string; value: (row: Row) => CsvCell };

/** What an export holds, which names its file: `{account}_{table}_{from}_{to}.csv`. */
export type CsvFile = { account: string; table: string; from: string; to: string };

/** A table's export: its columns and its file. */
export type CsvExport<Row> = { columns: readonly CsvColumn<Row>[]; file: CsvFile };

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
// A number or a percentage written as text ("-5", "+12", "-9.4%") is a value, not a formula.
const NUMBER_TEXT = /^[+-]?\d+(\.\d+)?%?$/;

function textField(text: string): string {
  const safe = FORMULA_START.test(text) && !NUMBER_TEXT.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  return textField(value);
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** The header row of the columns' names, then one row per row. */
export function csvOf<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return toCsv([columns.map((column) => column.name), ...rows.map((row) => columns.map((column) => column.value(row)))]);
}

/** 4.72 for the fraction 0.0472: a `_pct` column's value, without binary noise (0.0566 × 100 is 5.659999…). */
export const percentNumber = (ratio: number | null | undefined): number | null =>
  ratio === null || ratio === undefined || !Number.isFinite(ratio) ? null : Number((ratio * 100).toPrecision(12));

const fileNamePart = (part: string) => part.replace(/[^A-Za-z0-9._-]+/g, '-');

/** e.g. `mayamoves.fit_dashboard-reach-views_2026-10-25_2026-11-23.csv`. */
export function exportFileName({ account, table, from, to }: CsvFile): string {
  return `${[account, table, from, to].map(fileNamePart).join('_')}.csv`;
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

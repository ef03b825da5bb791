/**
 * CSV exports as data (the rules are the metrics glossary's #csv-exports): a header row of the
 * glossary's column names, numbers rounded to the precision of their kind (percentages as percentage
 * numbers in `_pct` columns), ISO dates, an unknown value as an empty cell, and a file named after the
 * account, table and period. Every export's cells are written here, and only here.
 *
 * RFC 4180: CRLF line ends; a field holding a comma, quote, CR or LF is quoted and its quotes doubled.
 * A text cell beginning with =, +, -, @, tab or CR would run as a formula in a spreadsheet (CSV
 * injection): it gets a leading apostrophe, as OWASP ASVS 1.2.10 asks (https://asvs.emil.hemdal.se/1.2.10);
 * a number, negative ones included, stays a number.
 */

/** A value as data: a number or a boolean as itself, text as text, null or undefined for unknown (an empty cell). */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * How precisely an exported number is written, by kind of figure: the decimals it keeps, and the
 * sentence of the glossary's #csv-exports that states it. Screens show these figures with as many
 * decimals or fewer, so an export never carries binary noise (4.8999999999999995) nor loses what a
 * page shows.
 */
export const CSV_PRECISION = {
  whole: {
    decimals: 0,
    rule: 'Counts (followers, reach, views, likes, posts, link taps, …), net changes and times in milliseconds (_ms) are whole numbers.',
  },
  average: {
    decimals: 1,
    rule: 'Averages (a column starting avg_, watch times excepted), frequencies (posts_per_week) and percentiles (ties count half: 62.5) keep 1 decimal.',
  },
  percentage: {
    decimals: 2,
    rule: 'Percentages (_pct) and differences in percentage points (_pp) keep 2 decimals: a public ER of 4.7235% is 4.72.',
  },
} as const;

export type CsvPrecision = keyof typeof CSV_PRECISION;

/** The kind of a column's numbers, read from its glossary name: `_pct`/`_pp` percentages, `_ms` milliseconds, `avg_`/`_per_week` averages and the percentile 1 decimal, anything else a count. */
export function csvPrecisionOf(column: string): CsvPrecision {
  if (/_(pct|pp)$/.test(column)) return 'percentage';
  if (/_ms$/.test(column)) return 'whole';
  if (/^avg_|_per_week$/.test(column) || column === 'percentile') return 'average';
  return 'whole';
}

/**
 * One column of an export: its name from the glossary, and the row's value. `precision` is for a
 * column whose unit changes from row to row (the peer table's value, named by its unit column);
 * any other column's numbers take the precision its name says (csvPrecisionOf).
 */
export type CsvColumn<Row> = { name: string; value: (row: Row) => CsvCell; precision?: (row: Row) => CsvPrecision };

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

/** `value` rounded half away from zero to `decimals`, written without exponent or trailing zeros: "4.9", "1119.8", "-0.25", "0". */
function numberField(value: number, decimals: number): string {
  const scale = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale;
  // -0 and a negative that rounds to zero are 0.
  return rounded === 0 ? '0' : String(rounded);
}

/**
 * One cell as CSV text. A number with a precision is rounded to it; one without (a table in an
 * assistant reply, read back from its text) is written as it came.
 */
function csvField(value: CsvCell, precision?: CsvPrecision): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return precision === undefined ? String(value) : numberField(value, CSV_PRECISION[precision].decimals);
  }
  if (typeof value === 'boolean') return String(value);
  return textField(value);
}

const csvLines = (rows: readonly string[][]) => rows.map((row) => row.join(',')).join('\r\n');

/** Rows of cells as written (no rounding): the header row first. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return csvLines(rows.map((row) => row.map((cell) => csvField(cell))));
}

/** The header row of the columns' names, then one row per row, each number at its column's precision. */
export function csvOf<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const precisions = columns.map((column) => csvPrecisionOf(column.name));
  return csvLines([
    columns.map((column) => csvField(column.name)),
    ...rows.map((row) => columns.map((column, index) => csvField(column.value(row), column.precision?.(row) ?? precisions[index]))),
  ]);
}

/** 4.72 for the fraction 0.0472: a `_pct` column's value, without binary noise (0.0566 × 100 is 5.659999…). */
export const percentNumber = (ratio: number | null | undefined): number | null =>
  ratio === null || ratio === undefined || !Number.isFinite(ratio) ? null : Number((ratio * 100).toPrecision(12));

const fileNamePart = (part: string) => part.replace(/[^A-Za-z0-9._-]+/g, '-');

/** e.g. `mayamoves.fit_dashboard-reach-views_2026-10-25_2026-11-23.csv`. */
export function exportFileName({ account, table, from, to }: CsvFile): string {
  return `${[account, table, from, to].map(fileNamePart).join('_')}.csv`;
}

/** A table row's cells (header and data), one string each: what a per-cell assertion compares. */
export const cellTexts = (row: HTMLElement): Array<string | null> => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);

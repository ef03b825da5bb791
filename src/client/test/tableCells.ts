/** A table row's cells (header and data), one string each: what a per-cell assertion compares. */
export const cellTexts = (row: HTMLElement): Array<string | null> => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);

/** A description list's terms with their definitions, as [term, definition] pairs: figures compared one by one. */
export const definitionPairs = (list: HTMLElement): Array<[string | null, string | null]> =>
  Array.from(list.querySelectorAll('dt'), (term) => [term.textContent, term.nextElementSibling?.textContent ?? null]);

/** An element's own text, without its child elements' (a figure beside the note that qualifies it). */
export const ownText = (element: Element): string =>
  Array.from(element.childNodes)
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('');

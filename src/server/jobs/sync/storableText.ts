/**
 * Free text from Meta (captions, biographies, comments) kept as written, line breaks included, except
 * NUL: Postgres text cannot hold it (SQLSTATE 22021), and one such character would fail a whole sync.
 */
export function storableText(text: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- removing NUL is the point of this function
  return text === null || text === undefined ? null : text.replace(/\u0000/g, '');
}

import { fieldError } from '../../http/httpError';

/**
 * Opaque `after` cursors: the offset of the next item, base64url-encoded so clients treat it as a
 * token rather than arithmetic. A cursor that does not decode is a 400 naming the field.
 */
export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw fieldError('after', 'must be a cursor from a previous page');
  return Number(match[1]);
}

/** Graph-style paging for one page that started at `offset` and fetched `limit + 1` rows to know if more exist. */
export function pagingFor(offset: number, limit: number, fetched: number, nextUrl: (after: string) => string) {
  const hasMore = fetched > limit;
  const after = hasMore ? encodeCursor(offset + limit) : null;
  return {
    cursors: { before: offset > 0 ? encodeCursor(Math.max(0, offset - limit)) : null, after },
    ...(after ? { next: nextUrl(after) } : {}),
  };
}

/** The request's own URL with `after` replaced: the Graph API's `paging.next` convention. */
export function nextUrlFor(requestUrl: string): (after: string) => string {
  return (after) => {
    const url = new URL(requestUrl, 'http://x');
    url.searchParams.set('after', after);
    return `${url.pathname}${url.search}`;
  };
}

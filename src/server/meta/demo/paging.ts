import type { GraphRequest } from './graphExchange';

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

type Paging = { cursors: { before?: string; after?: string }; next?: string; previous?: string };
export type Page<T> = { data: T[]; paging: Paging };

// Opaque to clients, as Meta's are; an offset inside keeps the router stateless.
export const encodeCursor = (offset: number) => Buffer.from(`cursor:${offset}`).toString('base64url');
const decodeCursor = (cursor: string | null) => {
  const match = cursor ? /^cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8')) : null;
  return match ? Number(match[1]) : 0;
};

function pageLimit(request: GraphRequest): number {
  return Math.min(MAX_LIMIT, Math.max(1, Number(request.query.get('limit')) || DEFAULT_LIMIT));
}

/** The slice a request asks for: after a cursor (the usual way forward), or the page ending before one. */
function pageBounds(request: GraphRequest, total: number): { start: number; end: number } {
  const limit = pageLimit(request);
  const before = request.query.get('before');
  if (before !== null && request.query.get('after') === null) {
    const end = Math.min(total, decodeCursor(before));
    return { start: Math.max(0, end - limit), end };
  }
  const start = Math.min(total, decodeCursor(request.query.get('after')));
  return { start, end: Math.min(total, start + limit) };
}

function linkTo(request: GraphRequest, cursor: { after: string } | { before: string }): string {
  const query = new URLSearchParams(request.query);
  query.delete('after');
  query.delete('before');
  for (const [name, value] of Object.entries(cursor)) query.set(name, value);
  return `${request.baseUrl}${request.path}?${query}`;
}

/**
 * Graph-style cursor paging: `limit` (default 25, at most 100), opaque `after`/`before` cursors, and
 * absolute `next`/`previous` links that are absent at either end.
 */
export function pageOf<T>(items: readonly T[], request: GraphRequest): Page<T> {
  const { start, end } = pageBounds(request, items.length);
  const data = items.slice(start, end);
  const paging: Paging = { cursors: data.length ? { before: encodeCursor(start), after: encodeCursor(end) } : {} };
  if (end < items.length) paging.next = linkTo(request, { after: encodeCursor(end) });
  if (start > 0 && data.length) paging.previous = linkTo(request, { before: encodeCursor(start) });
  return { data, paging };
}

/**
 * Cursor-only paging, as the IG User Tags edge answers
 * (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/tags):
 * `before` and `after` cursors when the list spans more than one page, and never a `next` or
 * `previous` link; the client asks the next page with `after=<cursor>` itself. `limit` and the
 * cursors are read as for pageOf.
 */
export function cursorPageOf<T>(items: readonly T[], request: GraphRequest): Page<T> {
  const { data, paging } = pageOf(items, request);
  const onePage = !paging.next && !paging.previous && data.length === items.length;
  return { data, paging: { cursors: onePage ? {} : paging.cursors } };
}

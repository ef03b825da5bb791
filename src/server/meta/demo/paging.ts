import type { GraphRequest } from './graphRouter';

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

const encode = (offset: number) => Buffer.from(`cursor:${offset}`).toString('base64url');
const decode = (cursor: string | null) => {
  const match = cursor ? /^cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8')) : null;
  return match ? Number(match[1]) : 0;
};

/** Graph-style cursor paging: `limit` (≤ 100), opaque `after`, and an absolute `next` link until the last page. */
export function pageOf<T>(items: T[], request: GraphRequest): { data: T[]; paging: { cursors: { before?: string; after?: string }; next?: string } } {
  const limit = Math.min(MAX_LIMIT, Math.max(1, Number(request.query.get('limit')) || DEFAULT_LIMIT));
  const offset = decode(request.query.get('after'));
  const data = items.slice(offset, offset + limit);
  const end = offset + data.length;
  const paging: { cursors: { before?: string; after?: string }; next?: string } = { cursors: {} };
  if (data.length) paging.cursors = { before: encode(offset), after: encode(end) };
  if (end < items.length) {
    const next = new URLSearchParams(request.query);
    next.set('after', encode(end));
    paging.next = `${request.baseUrl}${request.path}?${next}`;
  }
  return { data, paging };
}

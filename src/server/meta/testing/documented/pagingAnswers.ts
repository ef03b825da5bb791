/**
 * Listings paged the two ways Meta documents, and answers that misbehave, for reading a whole listing
 * against something other than our demo world:
 * - Graph's "Paginated Results" (https://developers.facebook.com/docs/graph-api/results/): cursors
 *   `before`/`after` and absolute `next`/`previous` links, `next` left out on the last page;
 * - the IG User Tags edge (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/tags):
 *   "before and after cursors if the response contains multiple pages of data", and no `previous` or
 *   `next` fields: the client builds the next request from the `after` cursor.
 * Every route honours `limit` up to its own page size (Meta may hand out fewer items than asked).
 */
import type { DocumentedRoute } from './documentedServer';
import { served, unsupportedGetRequest } from './graphAnswers';

const RESULTS_PAGE = 'https://developers.facebook.com/docs/graph-api/results/';
const TAGS_PAGE = 'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/tags';

/** Opaque to the client, as Meta's are (base64 like the pages' examples, e.g. "QVFIUmxYbF9"). */
export const cursorAt = (offset: number) => Buffer.from(`page-after:${offset}`).toString('base64');
const offsetOf = (cursor: string | null) => (cursor ? Number(/^page-after:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString())?.[1] ?? 0) : 0);

/**
 * Tagged media as the IG User Tags reference lists them: IG Media fields of other users' public posts,
 * newest first. Ids are placeholders shaped like Meta's 17-digit media ids.
 */
export function documentedTaggedMedia(count: number, now: Date) {
  return Array.from({ length: count }, (_, index) => ({
    id: `179181952241${String(17851 + index).padStart(5, '0')}`,
    caption: `Tagged @metricsaurus, post ${index + 1}`,
    media_type: index % 3 === 0 ? 'VIDEO' : 'IMAGE',
    permalink: `https://www.instagram.com/p/Tagged${index + 1}/`,
    timestamp: new Date(now.getTime() - (index + 1) * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+0000'),
    username: `fan_${index + 1}`,
    like_count: 40 + index,
    comments_count: index % 5,
  }));
}

type Slice = { start: number; end: number; limit: number };

function sliceOf(query: URLSearchParams, total: number, pageSize: number): Slice {
  const limit = Math.min(pageSize, Number(query.get('limit')) || pageSize);
  const start = Math.min(total, offsetOf(query.get('after')));
  return { start, end: Math.min(total, start + limit), limit };
}

const linkTo = (origin: string, path: string, query: URLSearchParams, after: number) => {
  const next = new URLSearchParams(query);
  next.set('after', cursorAt(after));
  return `${origin}${path}?${next}`;
};

/** The IG User Tags way: cursors on every page of a list longer than a page, never a `next` link; an empty page past the end. */
export function cursorOnlyListing(path: string, items: readonly unknown[], pageSize: number): DocumentedRoute {
  return (asked, query) => {
    if (asked !== path) return null;
    const { start, end, limit } = sliceOf(query, items.length, pageSize);
    const data = items.slice(start, end);
    const multiPage = items.length > limit;
    return served(TAGS_PAGE, { data, ...(multiPage && data.length ? { paging: { cursors: { before: cursorAt(start), after: cursorAt(end) } } } : {}) });
  };
}

/** The Paginated Results way: a `next` link while more follow, with the cursors too when `cursors` is set. */
export function linkedListing(path: string, items: readonly unknown[], pageSize: number, cursors: boolean): DocumentedRoute {
  return (asked, query, origin) => {
    if (asked !== path) return null;
    const { start, end } = sliceOf(query, items.length, pageSize);
    const paging = {
      ...(cursors ? { cursors: { before: cursorAt(start), after: cursorAt(end) } } : {}),
      ...(end < items.length ? { next: linkTo(origin, path, query, end) } : {}),
    };
    return served(RESULTS_PAGE, { data: items.slice(start, end), paging });
  };
}

/**
 * Misbehaving, in the IG User Tags shape: the second page hands back the very cursor it was asked
 * with. A client that sent it again would loop; after a few repeats this answers an error, so such a
 * client fails at once instead of hanging.
 */
export function repeatingCursorListing(path: string, items: readonly unknown[], pageSize: number): DocumentedRoute {
  let repeats = 0;
  return (asked, query) => {
    if (asked !== path) return null;
    const after = query.get('after');
    if (after && (repeats += 1) > 3) return unsupportedGetRequest(path.slice(1));
    const data = after ? items.slice(pageSize, 2 * pageSize) : items.slice(0, pageSize);
    return served(TAGS_PAGE, { data, paging: { cursors: { before: cursorAt(0), after: cursorAt(pageSize) } } });
  };
}

/**
 * In the IG User Tags shape, pages that go on past the end empty, each with a new `after` cursor. A
 * client that followed a cursor off an empty page would never stop; after a few empty pages this
 * answers an error, so such a client fails at once instead of hanging.
 */
export function emptyPageWithCursorListing(path: string, items: readonly unknown[], pageSize: number): DocumentedRoute {
  let empties = 0;
  return (asked, query) => {
    if (asked !== path) return null;
    const { start, end } = sliceOf(query, items.length, pageSize);
    if (start === end && (empties += 1) > 3) return unsupportedGetRequest(path.slice(1));
    const reached = Math.max(end, offsetOf(query.get('after')) + 1);
    return served(TAGS_PAGE, { data: items.slice(start, end), paging: { cursors: { before: cursorAt(start), after: cursorAt(reached) } } });
  };
}

/**
 * Misbehaving, in the Paginated Results shape: the second page's `next` link is the very request that
 * fetched it. After a few repeats this answers an error, so a client that kept following fails at once.
 */
export function repeatingLinkListing(path: string, items: readonly unknown[], pageSize: number): DocumentedRoute {
  let repeats = 0;
  return (asked, query, origin) => {
    if (asked !== path) return null;
    const after = query.get('after');
    if (after && (repeats += 1) > 3) return unsupportedGetRequest(path.slice(1));
    const data = after ? items.slice(pageSize, 2 * pageSize) : items.slice(0, pageSize);
    return served(RESULTS_PAGE, { data, paging: { next: linkTo(origin, path, query, pageSize) } });
  };
}

/** A page of a Graph listing: its items, and Meta's cursors and links to the next (https://developers.facebook.com/docs/graph-api/results/). */
export type GraphPage<T> = { data: T[]; paging?: { cursors?: { before?: string; after?: string }; next?: string } };

export type TrailOptions = {
  /** How many items the listing holds, where Meta says so elsewhere (media_count, comments_count): no cursor is followed once as many were read. */
  expected?: number;
  /**
   * The `limit` asked, for an edge Meta documents with `next` links: there a page without a link that
   * holds fewer items is the last one, so no call is spent asking past it.
   */
  pageSize?: number;
};

/**
 * Where a Graph listing goes on after each page. Meta pages its edges two ways:
 * - Most edges page as Graph's "Paginated Results" guide describes
 *   (https://developers.facebook.com/docs/graph-api/results/): `paging.cursors.before/after` plus a
 *   `paging.next` link, left out on the last page. A page may be empty and still carry `next`.
 * - The IG User Tags edge
 *   (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/tags)
 *   gives only the `before`/`after` cursors, never `next` or `previous`: the caller builds the next
 *   request itself from the `after` cursor.
 *
 * So a `next` link is followed whenever there is one. Without one, the `after` cursor is sent on the
 * request just made, but only while the listing has handed out no `next` link (once it has, it pages by
 * links and a page without one is its last), the page had items, and the cursor differs from the one
 * just sent. A link that repeats the request just made also ends the listing: a misbehaving answer
 * cannot make it loop. `options` spare calls on edges documented with links (see TrailOptions).
 */
export class PageTrail {
  private linked = false;
  private read = 0;

  constructor(private readonly options: TrailOptions = {}) {}

  /** The URL of the page after `page`, which answered `sentUrl`; undefined when it was the last. */
  next(sentUrl: string, page: GraphPage<unknown> | undefined): string | undefined {
    const items = page?.data?.length ?? 0;
    this.read += items;
    const link = page?.paging?.next;
    if (link) {
      this.linked = true;
      return sameRequest(link, sentUrl) ? undefined : link;
    }
    return this.mayFollowCursor(items) ? afterCursor(sentUrl, page?.paging?.cursors?.after) : undefined;
  }

  private mayFollowCursor(items: number): boolean {
    const { expected = Number.POSITIVE_INFINITY, pageSize = 0 } = this.options;
    return !this.linked && items > 0 && items >= pageSize && this.read < expected;
  }
}

/** `sentUrl` again with `after=cursor`, or undefined without a cursor or when it is the one just sent. */
function afterCursor(sentUrl: string, cursor: string | undefined): string | undefined {
  const url = new URL(sentUrl);
  if (!cursor || url.searchParams.get('after') === cursor) return undefined;
  url.searchParams.delete('before');
  url.searchParams.set('after', cursor);
  return url.toString();
}

/** Whether two Graph URLs ask the same, whatever token each carries. */
function sameRequest(a: string, b: string): boolean {
  const [left, right] = [new URL(a), new URL(b)];
  for (const url of [left, right]) {
    url.searchParams.delete('access_token');
    url.searchParams.sort();
  }
  return left.toString() === right.toString();
}

import type { GraphPage } from '../../meta/graphClient';
import { storedMediaType } from '../../meta/mediaType';
import { PageTrail } from '../../meta/pageTrail';
import { commentRowsOf, commentsTrail, commentsUrl, NESTED_COMMENTS, readComments, type CommentsDue, type GraphComment } from './commentsStage';
import type { SyncContext } from './context';
import { InsightsSchedule } from './insightsSchedule';
import { MEDIA_METRICS, PerPostInsights, metricValues, readReelsWatchTime, type Insights, type InsightsAnswer } from './mediaInsights';
import { isRecordable } from './refusals';
import { storableText } from './storableText';
import { storedMediaState, upsertComments, upsertMedia, type CommentInsert, type MediaInsert, type StoredMedia } from './store';

type GraphMedia = {
  id: string;
  caption?: string;
  media_type?: string;
  media_product_type?: string;
  permalink?: string;
  media_url?: string;
  thumbnail_url?: string;
  timestamp: string;
  like_count?: number;
  comments_count?: number;
  /** Present when the page was asked with nested insights (field expansion). */
  insights?: InsightsAnswer;
  /** Present when the page was asked with nested comments and the post has some. */
  comments?: GraphPage<GraphComment>;
};

const MEDIA_FIELDS = 'id,caption,media_type,media_product_type,permalink,media_url,thumbnail_url,timestamp,like_count,comments_count';
const PAGE_SIZE = 100;
/**
 * Field expansion (https://developers.facebook.com/docs/graph-api/guides/field-expansion): each post's
 * insights ride in the media list, so a page of 100 posts costs one call instead of 101.
 */
const NESTED_INSIGHTS = `insights.metric(${MEDIA_METRICS})`;

type PageShape = { insights: boolean; comments: boolean };
type PageResult = { items: GraphMedia[]; next: string | undefined; shape: PageShape };

/**
 * Every post, page by page to the end (or the per-sync cap), with the insights this sync reads (see
 * InsightsSchedule). Answers the posts whose comments the comments stage should read.
 * The IG User Media edge (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media)
 * pages the standard Graph way, `paging.cursors` plus a `paging.next` link while more follow
 * (https://developers.facebook.com/docs/graph-api/results/). Should Meta send only the cursors, the
 * `after` cursor is followed after a full page while fewer posts were read than the profile's
 * media_count (see PageTrail).
 */
export async function syncMedia(ctx: SyncContext, mediaCount: number): Promise<CommentsDue[]> {
  const expected = Math.min(mediaCount, ctx.limits.maxMedia);
  const stored = await storedMediaState(ctx.db, ctx.account.id);
  const walk = new MediaWalk(ctx, stored, mediaCount);
  await ctx.progress('media', 0, expected);
  let url: string | undefined = ctx.client.urlFor(`${ctx.account.igUserId}/media`, { fields: MEDIA_FIELDS, limit: PAGE_SIZE });
  let seen = 0;
  let lastTimestamp: string | undefined;
  while (url && seen < ctx.limits.maxMedia) {
    const page = await walk.readPage(url, walk.shapeAfter(lastTimestamp));
    const items = page.items.slice(0, ctx.limits.maxMedia - seen);
    await walk.store(items, page.shape);
    seen += items.length;
    await ctx.progress('media', seen, Math.max(expected, seen));
    url = page.next;
    lastTimestamp = items.at(-1)?.timestamp;
  }
  return walk.commentsDue.slice(0, ctx.limits.maxCommentPosts);
}

class MediaWalk {
  readonly commentsDue: CommentsDue[] = [];
  private readonly schedule: InsightsSchedule;
  private readonly perPost: PerPostInsights;
  /**
   * Comments ride in the list on a first sync, when every post's comments are new. Later syncs read them
   * only for the posts whose count changed, one post at a time (the comments stage).
   */
  private nestComments: boolean;
  private readonly trail: PageTrail;

  constructor(
    private readonly ctx: SyncContext,
    private readonly stored: Map<string, StoredMedia>,
    mediaCount: number,
  ) {
    this.schedule = new InsightsSchedule(ctx, stored, mediaCount);
    this.perPost = new PerPostInsights(ctx);
    this.nestComments = stored.size === 0;
    this.trail = new PageTrail({ expected: mediaCount, pageSize: PAGE_SIZE });
  }

  /** What the page after the one ending with `lastTimestamp` nests (the first page: lastTimestamp undefined). */
  shapeAfter(lastTimestamp: string | undefined): PageShape {
    return { insights: !this.perPost.refusedForPermission && this.schedule.nestAfter(lastTimestamp), comments: this.nestComments };
  }

  /**
   * One page of the list with the nested parts asked. Meta refuses a page whole when it refuses a nested
   * part for one post of it (subcode 2108006, a missing permission). The page is then asked again with
   * less nested: without the comments first (a missing comments permission must not cost a call per
   * post's insights), then without anything, and the posts' insights and comments are read one by one
   * (each refusal recorded for its post).
   */
  async readPage(url: string, shape: PageShape): Promise<PageResult> {
    const fallbacks = [shape];
    if (shape.comments && shape.insights) fallbacks.push({ insights: true, comments: false });
    if (shape.comments || shape.insights) fallbacks.push({ insights: false, comments: false });
    for (const [index, attempt] of fallbacks.entries()) {
      try {
        return { ...(await this.fetchPage(url, attempt)), shape: attempt };
      } catch (error) {
        if (index === fallbacks.length - 1 || !isRecordable(error)) throw error;
        // Which nested part a permission refusal was about is not said: later pages nest no comments.
        if (error.kind === 'permission') this.nestComments = false;
      }
    }
    throw new Error('unreachable: the last fallback returns or throws');
  }

  private async fetchPage(url: string, shape: PageShape): Promise<Omit<PageResult, 'shape'>> {
    const withFields = new URL(url);
    withFields.searchParams.set(
      'fields',
      [MEDIA_FIELDS, shape.insights ? NESTED_INSIGHTS : '', shape.comments ? NESTED_COMMENTS : ''].filter(Boolean).join(','),
    );
    const page = await this.ctx.client.getUrl<GraphPage<GraphMedia>>(withFields.toString());
    return { items: page.data ?? [], next: this.trail.next(url, page) };
  }

  /**
   * Stores one page: its posts (with the insights read), then the comments that came nested. A post whose
   * insights Meta answered incomplete without an error is recorded as a gap and not counted as read: what
   * Meta did send is stored, and the next sync asks for its insights again.
   */
  async store(items: GraphMedia[], shape: PageShape): Promise<void> {
    const due = items.filter((item) => this.schedule.isDue(item.id, item.timestamp));
    const insights = await this.insightsOf(due, shape);
    const rows = items.map((item) => toMediaRow(this.ctx, item, insights.get(item.id) ?? {}));
    const read = new Set<string>();
    for (const item of due) if (!this.ctx.insightsGaps.record(item, insights.get(item.id) ?? {}, this.perPost.refused.has(item.id))) read.add(item.id);
    const ids = new Map([
      ...(await upsertMedia(
        this.ctx.db,
        rows.filter((row) => read.has(row.igMediaId)),
        true,
      )),
      ...(await upsertMedia(
        this.ctx.db,
        rows.filter((row) => !read.has(row.igMediaId)),
        false,
      )),
    ]);
    await this.storeComments(items, shape, ids);
  }

  private async insightsOf(due: GraphMedia[], shape: PageShape): Promise<Map<string, Insights>> {
    const found = new Map<string, Insights>();
    if (shape.insights) for (const item of due) found.set(item.id, metricValues(item.insights));
    else
      for (const [id, values] of await this.perPost.readEach(
        due.map((item) => item.id),
        MEDIA_METRICS,
      ))
        found.set(id, values);
    // A reel Meta gave no insights for (refused, or none kept) has no watch time either: not asked.
    const reels = due.filter((item) => isReel(item) && Object.keys(found.get(item.id) ?? {}).length > 0).map((item) => item.id);
    for (const [id, values] of await readReelsWatchTime(this.ctx, this.perPost, reels)) found.set(id, { ...found.get(id), ...values });
    return found;
  }

  /**
   * Comments that came nested are stored now (a post with more than a page of them reads the rest);
   * otherwise a post's comments are due only when its comments_count changed since the last sync, or
   * when it has comments and none are stored yet (a sync that stopped before reading them).
   */
  private async storeComments(items: GraphMedia[], shape: PageShape, ids: Map<string, string>): Promise<void> {
    const rows: CommentInsert[] = [];
    for (const item of items) {
      const mediaId = ids.get(item.id);
      if (!mediaId) continue;
      if (shape.comments) rows.push(...(await this.nestedComments(item, mediaId)));
      else if (this.commentsChanged(item)) this.commentsDue.push({ id: mediaId, igMediaId: item.id, commentsCount: item.comments_count });
    }
    await upsertComments(this.ctx.db, rows);
  }

  /** The comments page nested in the list, and the post's further pages when it has more. */
  private async nestedComments(item: GraphMedia, mediaId: string): Promise<CommentInsert[]> {
    const nested = item.comments?.data ?? [];
    const rows = commentRowsOf(mediaId, nested);
    const trail = commentsTrail(item.comments_count);
    // The nested page answered no request of ours: its cursor continues the post's own comments edge.
    const more = item.comments && trail.next(commentsUrl(this.ctx, item.id), item.comments);
    if (!more) return rows;
    return [...rows, ...(await readComments(this.ctx, mediaId, more, this.ctx.limits.maxCommentsPerPost - nested.length, trail))];
  }

  private commentsChanged(item: GraphMedia): boolean {
    const count = item.comments_count ?? 0;
    const known = this.stored.get(item.id);
    if (!known) return count > 0;
    return count !== known.comments || (count > 0 && known.storedComments === 0);
  }
}

const isReel = (item: GraphMedia) => item.media_product_type === 'REELS';

function toMediaRow(ctx: SyncContext, item: GraphMedia, insights: Insights): MediaInsert {
  // like_count and comments_count are public fields of the media itself; the insights only repeat them. Meta
  // leaves like_count out of the list when the owner hides the post's likes (ig-media reference, like_count),
  // and then only the likes insight, the owner's own count, tells it: without either the likes are unknown.
  const likes = item.like_count ?? insights.likes ?? null;
  const comments = item.comments_count ?? insights.comments ?? 0;
  return {
    accountId: ctx.account.id,
    igMediaId: item.id,
    mediaType: storedMediaType(item),
    caption: storableText(item.caption),
    permalink: item.permalink ?? null,
    mediaUrl: item.media_url ?? null,
    thumbnailUrl: item.thumbnail_url ?? null,
    postedAt: new Date(item.timestamp),
    likes,
    comments,
    saves: insights.saved ?? null,
    shares: insights.shares ?? null,
    reach: insights.reach ?? null,
    views: insights.views ?? null,
    totalInteractions: insights.total_interactions ?? null,
    reelsAvgWatchTimeMs: isReel(item) ? (insights.ig_reels_avg_watch_time ?? null) : null,
    reelsTotalWatchTimeMs: isReel(item) ? (insights.ig_reels_video_view_total_time ?? null) : null,
    syncedAt: ctx.now,
  };
}

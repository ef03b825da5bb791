import { mapConcurrent } from '../../lib/mapConcurrent';
import type { GraphApiError } from '../../meta/graphErrors';
import { storedMediaType } from '../../meta/mediaType';
import type { SyncContext } from './context';
import { isRecordable } from './refusals';
import { storableText } from './storableText';
import { upsertMedia, type MediaInsert } from './store';

export type GraphMedia = {
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
};

export const MEDIA_FIELDS = 'id,caption,media_type,media_product_type,permalink,media_url,thumbnail_url,timestamp,like_count,comments_count';
const PAGE_SIZE = 100;
/** Never impressions, plays or video_views: Meta deprecated them for views (DESIGN §6). */
const MEDIA_METRICS = 'views,reach,likes,comments,shares,saved,total_interactions';
const REELS_METRICS = `${MEDIA_METRICS},ig_reels_avg_watch_time,ig_reels_video_view_total_time`;

/** Metric name → value; a metric Meta did not answer is absent, which is "unknown", never 0. */
type Insights = Record<string, number>;
type InsightsAnswer = { data?: Array<{ name: string; values?: Array<{ value?: unknown }>; total_value?: { value?: unknown } }> };

/** Every post with its insights, page by page to the end (or the per-sync cap). Answers how many were stored. */
export async function syncMedia(ctx: SyncContext, mediaCount: number): Promise<number> {
  const expected = Math.min(mediaCount, ctx.limits.maxMedia);
  const insights = insightsReader(ctx);
  let stored = 0;
  await ctx.progress('media', 0, expected);
  for await (const page of ctx.client.pages<GraphMedia>(`${ctx.account.igUserId}/media`, { fields: MEDIA_FIELDS, limit: PAGE_SIZE }, ctx.limits.maxMedia)) {
    const rows = await mapConcurrent(page, ctx.limits.concurrency, async (item) => toMediaRow(ctx, item, await insights(item)));
    await upsertMedia(ctx.db, rows);
    stored += rows.length;
    await ctx.progress('media', stored, Math.max(expected, stored));
  }
  return stored;
}

const isReel = (item: GraphMedia) => item.media_product_type === 'REELS';

/**
 * Reads each post's insights. Meta's media insights reference
 * (https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights, "Limitations")
 * says unavailable data comes back as an empty data set "instead of 0", and documents the posts it keeps
 * none for (posted before the business conversion, too few viewers): those stay unknown and are recorded.
 * A missing permission is recorded once and the remaining posts are not asked (the answer would be the same).
 */
function insightsReader(ctx: SyncContext): (item: GraphMedia) => Promise<Insights> {
  let permissionRefusal: GraphApiError | null = null;
  return async (item) => {
    if (permissionRefusal) {
      ctx.refusals.record('media_insights', permissionRefusal);
      return {};
    }
    try {
      const answer = await ctx.client.get<InsightsAnswer>(`${item.id}/insights`, { metric: isReel(item) ? REELS_METRICS : MEDIA_METRICS });
      return metricValues(answer);
    } catch (error) {
      if (!isRecordable(error)) throw error;
      if (error.kind === 'permission') permissionRefusal = error;
      ctx.refusals.record('media_insights', error);
      return {};
    }
  };
}

function metricValues(answer: InsightsAnswer): Insights {
  const values: Insights = {};
  for (const metric of answer.data ?? []) {
    const value = metric.values?.[0]?.value ?? metric.total_value?.value;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) values[metric.name] = value;
  }
  return values;
}

function toMediaRow(ctx: SyncContext, item: GraphMedia, insights: Insights): MediaInsert {
  // like_count and comments_count are public fields of the media itself; the insights only repeat them.
  const likes = item.like_count ?? insights.likes ?? 0;
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

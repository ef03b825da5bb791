import { mapConcurrent } from '../../lib/mapConcurrent';
import { GraphApiError } from '../../meta/graphErrors';
import { storedMediaType } from '../../meta/mediaType';
import type { SyncContext } from './context';
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

type Insights = Record<string, number>;
type InsightsAnswer = { data?: Array<{ name: string; values?: Array<{ value?: unknown }>; total_value?: { value?: unknown } }> };

/** Every post with its insights, page by page to the end (or the per-sync cap). Answers how many were stored. */
export async function syncMedia(ctx: SyncContext, mediaCount: number): Promise<number> {
  const expected = Math.min(mediaCount, ctx.limits.maxMedia);
  let stored = 0;
  await ctx.progress('media', 0, expected);
  for await (const page of ctx.client.pages<GraphMedia>(`${ctx.account.igUserId}/media`, { fields: MEDIA_FIELDS, limit: PAGE_SIZE }, ctx.limits.maxMedia)) {
    const rows = await mapConcurrent(page, ctx.limits.concurrency, async (item) => toMediaRow(ctx, item, await readInsights(ctx, item)));
    await upsertMedia(ctx.db, rows);
    stored += rows.length;
    await ctx.progress('media', stored, Math.max(expected, stored));
  }
  return stored;
}

const isReel = (item: GraphMedia) => item.media_product_type === 'REELS';

async function readInsights(ctx: SyncContext, item: GraphMedia): Promise<Insights> {
  try {
    const answer = await ctx.client.get<InsightsAnswer>(`${item.id}/insights`, { metric: isReel(item) ? REELS_METRICS : MEDIA_METRICS });
    return Object.fromEntries(
      (answer.data ?? []).map((metric) => [metric.name, Number(metric.values?.[0]?.value ?? metric.total_value?.value ?? 0) || 0]),
    );
  } catch (error) {
    // Posts from before the account became a business account have no insights: keep the public counts.
    if (error instanceof GraphApiError && error.kind === 'request') return {};
    throw error;
  }
}

function toMediaRow(ctx: SyncContext, item: GraphMedia, insights: Insights): MediaInsert {
  const likes = item.like_count ?? insights.likes ?? 0;
  const comments = item.comments_count ?? insights.comments ?? 0;
  const saves = insights.saved ?? 0;
  const shares = insights.shares ?? 0;
  return {
    accountId: ctx.account.id,
    igMediaId: item.id,
    mediaType: storedMediaType(item),
    caption: item.caption ?? null,
    permalink: item.permalink ?? null,
    mediaUrl: item.media_url ?? null,
    thumbnailUrl: item.thumbnail_url ?? null,
    postedAt: new Date(item.timestamp),
    likes,
    comments,
    saves,
    shares,
    reach: insights.reach ?? 0,
    views: insights.views ?? 0,
    totalInteractions: insights.total_interactions ?? likes + comments + saves + shares,
    reelsAvgWatchTimeMs: isReel(item) ? (insights.ig_reels_avg_watch_time ?? null) : null,
    reelsTotalWatchTimeMs: isReel(item) ? (insights.ig_reels_video_view_total_time ?? null) : null,
    syncedAt: ctx.now,
  };
}

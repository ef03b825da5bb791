import { mapConcurrent } from '../../lib/mapConcurrent';
import type { GraphApiError } from '../../meta/graphErrors';
import type { SyncContext } from './context';
import type { Insights } from './insightsGaps';
import { isRecordable } from './refusals';

/** Never impressions, plays or video_views: Meta deprecated them for views (docs/sync.md). */
export const MEDIA_METRICS = 'views,reach,likes,comments,shares,saved,total_interactions';
/** Offered for reels only: asked for any other post, Meta refuses the whole request. */
const REELS_ONLY_METRICS = 'ig_reels_avg_watch_time,ig_reels_video_view_total_time';
/** Meta reads at most 50 nodes in one `?ids=` request. */
const IDS_PER_READ = 50;

/** Metric name → value; a metric Meta did not answer is absent, which is "unknown", never 0. */
export type { Insights } from './insightsGaps';
export type InsightsAnswer = { data?: Array<{ name: string; values?: Array<{ value?: unknown }>; total_value?: { value?: unknown } }> };

export function metricValues(answer: InsightsAnswer | undefined): Insights {
  const values: Insights = {};
  for (const metric of answer?.data ?? []) {
    const value = metric.values?.[0]?.value ?? metric.total_value?.value;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) values[metric.name] = value;
  }
  return values;
}

/**
 * Reads insights one post at a time: the fallback when Meta refuses them nested in the media list. Meta's
 * media insights reference (https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights,
 * "Limitations") says unavailable data comes back as an empty data set "instead of 0", and documents the
 * posts it keeps none for (posted before the business conversion, too few viewers): those stay unknown and
 * are recorded. A missing permission is recorded once per post and the remaining posts are not asked
 * (the answer would be the same).
 */
export class PerPostInsights {
  private permissionRefusal: GraphApiError | null = null;
  /** Posts Meta refused with an error (recorded as refusals): their missing insights are not gaps. */
  readonly refused = new Set<string>();

  constructor(private readonly ctx: SyncContext) {}

  /** True once Meta said the permission is missing: nesting insights again would only be refused again. */
  get refusedForPermission(): boolean {
    return this.permissionRefusal !== null;
  }

  async read(mediaId: string, metrics: string): Promise<Insights> {
    if (this.permissionRefusal) {
      this.ctx.refusals.record('media_insights', this.permissionRefusal);
      this.refused.add(mediaId);
      return {};
    }
    try {
      return metricValues(await this.ctx.client.get<InsightsAnswer>(`${mediaId}/insights`, { metric: metrics }));
    } catch (error) {
      if (!isRecordable(error)) throw error;
      if (error.kind === 'permission') this.permissionRefusal = error;
      this.ctx.refusals.record('media_insights', error);
      this.refused.add(mediaId);
      return {};
    }
  }

  /** Each post's insights, a few calls in flight at once. */
  readEach(mediaIds: string[], metrics: string): Promise<Map<string, Insights>> {
    return mapConcurrent(mediaIds, this.ctx.limits.concurrency, async (id) => [id, await this.read(id, metrics)] as const).then((pairs) => new Map(pairs));
  }
}

/**
 * The reels-only watch-time metrics, 50 reels per request through Graph's multiple-id read with field
 * expansion (`GET /?ids=a,b&fields=insights.metric(…)`). Meta refuses such a read whole when it refuses
 * one reel (e.g. posted before the business conversion): that chunk is then read reel by reel.
 */
export async function readReelsWatchTime(ctx: SyncContext, perPost: PerPostInsights, reelIds: string[]): Promise<Map<string, Insights>> {
  const found = new Map<string, Insights>();
  for (let start = 0; start < reelIds.length; start += IDS_PER_READ) {
    const chunk = reelIds.slice(start, start + IDS_PER_READ);
    if (perPost.refusedForPermission) {
      for (const [id, values] of await perPost.readEach(chunk, REELS_ONLY_METRICS)) found.set(id, values);
      continue;
    }
    try {
      const answer = await ctx.client.get<Record<string, { insights?: InsightsAnswer }>>('', {
        ids: chunk.join(','),
        fields: `insights.metric(${REELS_ONLY_METRICS})`,
      });
      for (const id of chunk) found.set(id, metricValues(answer[id]?.insights));
    } catch (error) {
      if (!isRecordable(error)) throw error;
      for (const [id, values] of await perPost.readEach(chunk, REELS_ONLY_METRICS)) found.set(id, values);
    }
  }
  return found;
}

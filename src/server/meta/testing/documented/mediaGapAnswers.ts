/**
 * The documented account (accountAnswers.ts) with a media list whose nested insights Meta answers incomplete
 * without an error: the cases the sync must count as insights gaps, not as figures and not as refusals.
 *
 * - Field expansion (https://developers.facebook.com/docs/graph-api/guides/field-expansion) nests each post's
 *   insights edge in the list, `fields=…,insights.metric(…)`, answered as the edge itself answers. A post the
 *   edge has nothing for comes back without the nested `insights` object.
 * - The media insights reference (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media/insights,
 *   now https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights, "Limitations"):
 *   data that does not exist or is unavailable comes back as "an empty data set instead of 0", for the post
 *   or for one metric of it; ig_reels_avg_watch_time and ig_reels_video_view_total_time are offered for reels only.
 *
 * The posts are 40 to 50 days old, past the 30 days whose insights every sync reads again, so only a post the
 * sync did not count as read is asked again by the next sync.
 */
import type { DocumentedRoute } from './documentedServer';
import type { DocumentedAnswer } from './graphAnswers';
import { lifetimeMetric, served } from './graphAnswers';
import { DOCUMENTED_IG_USER, documentedAccountRoutes } from './accountAnswers';

const FIELD_EXPANSION = 'https://developers.facebook.com/docs/graph-api/guides/field-expansion';

/** The three posts of the documented account (its profile's media_count is 3), newest first. */
export const GAP_MEDIA = { complete: '17918195224117851', noInsightsObject: '17880997618081620', emptyInsights: '17873440459141021' } as const;
/** The same account's posts in the per-metric case: a reel, a feed post without saves and shares, a complete one. */
export const PARTIAL_MEDIA = { reel: '17904443213118530', withoutSaves: '17887498072083520', complete: '17858893269000001' } as const;

const FIGURES = { views: 400, reach: 12, likes: 10, comments: 1, shares: 0, saved: 3, total_interactions: 14 };

/** One post's insights edge as the reference shows it, {data: [{name, period, values: [{value}], …}]}, with the metrics given. */
const insightsOf = (mediaId: string, metrics: Record<string, number>) => ({
  data: Object.entries(metrics).map(([name, value]) => lifetimeMetric(mediaId, name, value)),
});

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, '+0000');

type Post = { id: string; product?: 'FEED' | 'REELS'; insights?: unknown; daysAgo: number; caption: string };

/** The media list page, ids and fields as https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media shows them. */
function mediaPage(now: Date, posts: Post[], nested: boolean): DocumentedAnswer {
  return served(FIELD_EXPANSION, {
    data: posts.map((post) => ({
      id: post.id,
      caption: post.caption,
      media_type: post.product === 'REELS' ? 'VIDEO' : 'IMAGE',
      media_product_type: post.product ?? 'FEED',
      permalink: `https://www.instagram.com/p/${post.id}/`,
      timestamp: daysBefore(now, post.daysAgo),
      like_count: 10,
      comments_count: 0,
      ...(nested && post.insights !== undefined ? { insights: post.insights } : {}),
    })),
    paging: { cursors: { before: 'QVFIUkd4T1B', after: 'QVFIUmxYbF9' } },
  });
}

/** The documented account's other answers behind a media list of these posts. */
function withMediaList(now: Date, posts: () => Post[], extra: DocumentedRoute[] = []): DocumentedRoute[] {
  return [
    (path, query) => (path === `/${DOCUMENTED_IG_USER}/media` ? mediaPage(now, posts(), (query.get('fields') ?? '').includes('insights.metric(')) : null),
    ...extra,
    ...documentedAccountRoutes(now),
  ];
}

/**
 * Two of three posts answered without insights: one without the nested object, one with the empty data set.
 * `answered()` serves the first of them with its insights (Meta has them again), for the next sync.
 */
export function postsWithoutInsights(now: Date) {
  let answeredAgain = false;
  const posts = (): Post[] => [
    { id: GAP_MEDIA.complete, daysAgo: 40, caption: 'Dino post 1 #metricsaurus', insights: insightsOf(GAP_MEDIA.complete, FIGURES) },
    {
      id: GAP_MEDIA.noInsightsObject,
      daysAgo: 45,
      caption: 'Dino post 2 #metricsaurus',
      insights: answeredAgain ? insightsOf(GAP_MEDIA.noInsightsObject, FIGURES) : undefined,
    },
    { id: GAP_MEDIA.emptyInsights, daysAgo: 50, caption: 'Dino post 3 #metricsaurus', insights: { data: [] } },
  ];
  return {
    routes: withMediaList(now, posts),
    answered: () => {
      answeredAgain = true;
    },
  };
}

/**
 * Insights with metrics left out: a reel whose watch time (read 50 reels at a time, `GET /?ids=…&fields=insights.metric(…)`)
 * comes back without its insights, and a feed post answered without saved and shares. The feed post's watch
 * time is not offered for its type, so it is never asked and never a gap.
 */
export function postsWithMetricsMissing(now: Date): DocumentedRoute[] {
  const withoutSaves = {
    views: FIGURES.views,
    reach: FIGURES.reach,
    likes: FIGURES.likes,
    comments: FIGURES.comments,
    total_interactions: FIGURES.total_interactions,
  };
  const posts = (): Post[] => [
    { id: PARTIAL_MEDIA.reel, product: 'REELS', daysAgo: 40, caption: 'Dino reel #metricsaurus', insights: insightsOf(PARTIAL_MEDIA.reel, FIGURES) },
    { id: PARTIAL_MEDIA.withoutSaves, daysAgo: 45, caption: 'Dino post without saves', insights: insightsOf(PARTIAL_MEDIA.withoutSaves, withoutSaves) },
    { id: PARTIAL_MEDIA.complete, daysAgo: 50, caption: 'Dino post complete', insights: insightsOf(PARTIAL_MEDIA.complete, FIGURES) },
  ];
  const watchTime: DocumentedRoute = (path, query) =>
    path === '/' && query.has('ids') ? served(FIELD_EXPANSION, Object.fromEntries((query.get('ids') ?? '').split(',').map((id) => [id, { id }]))) : null;
  return withMediaList(now, posts, [watchTime]);
}

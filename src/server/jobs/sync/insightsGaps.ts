import type { InsightsGap, InsightsGapPost, InsightsGapReason, InsightsGaps } from '../../../shared/connectors';
import { storableText } from './storableText';

/** A post's insights as read: metric name → value, only the metrics Meta answered (mediaInsights.ts builds them). */
export type Insights = Record<string, number>;

/**
 * The metrics each stored private figure of a post comes from (views, reach, saves, shares, interactions).
 * likes and comments are left out: the media's own like_count and comments_count carry them.
 */
const FIGURE_METRICS = ['views', 'reach', 'saved', 'shares', 'total_interactions'] as const;
/** Offered for reels only (mediaInsights.ts REELS_ONLY_METRICS): never asked, so never missing, for other posts. */
const REELS_FIGURE_METRICS = ['ig_reels_avg_watch_time', 'ig_reels_video_view_total_time'] as const;

/** Posts named per gap: enough to find them, few enough for the status row. */
const POSTS_NAMED = 3;
const CAPTION_MAX = 80;

/** What the gap log needs of a post Meta listed. */
export type ListedPost = { id: string; caption?: string; media_product_type?: string; permalink?: string; timestamp: string };

/** The metrics a post's figures need from Meta, for its media type. */
function expectedMetrics(post: Pick<ListedPost, 'media_product_type'>): string[] {
  return post.media_product_type === 'REELS' ? [...FIGURE_METRICS, ...REELS_FIGURE_METRICS] : [...FIGURE_METRICS];
}

/** Why a post's answer is incomplete, and which metrics it lacks; null when Meta sent all its figures. */
export function gapOf(post: Pick<ListedPost, 'media_product_type'>, insights: Insights): { reason: InsightsGapReason; metrics: string[] } | null {
  const expected = expectedMetrics(post);
  const missing = expected.filter((metric) => insights[metric] === undefined);
  if (missing.length === 0) return null;
  // Meta sent none of the figures: its answer had no insights for the post (or likes and comments only).
  const reason = missing.length === expected.length ? 'no_insights' : 'metrics_missing';
  return { reason, metrics: missing };
}

/**
 * The posts of one sync whose insights Meta answered without an error but incomplete: no nested insights
 * object, the documented empty data set, or some metrics left out. Their figures stay unknown (null, or the
 * value stored before), the sync health panel says why, and the media stage does not count their insights
 * as read, so the next sync asks again. A post Meta refused (an error) is a refusal, recorded in the
 * RefusalLog, not a gap.
 */
export class InsightsGapLog {
  private postsRead = 0;
  private readonly missing = new Set<string>();
  private readonly groups = new Map<string, InsightsGap>();

  /** One post whose insights this sync asked for, with what Meta answered; answers whether it has a gap. */
  record(post: ListedPost, insights: Insights, refused: boolean): boolean {
    this.postsRead += 1;
    const gap = refused ? null : gapOf(post, insights);
    if (!gap) return false;
    this.missing.add(post.id);
    const key = `${gap.reason}:${gap.metrics.join(',')}`;
    const group = this.groups.get(key) ?? { ...gap, count: 0, posts: [] };
    group.count += 1;
    if (group.posts.length < POSTS_NAMED) group.posts.push(namedPost(post));
    this.groups.set(key, group);
    return true;
  }

  /** What the sync status keeps; every post read with all its figures answers an empty list of gaps. */
  report(): InsightsGaps {
    return { postsRead: this.postsRead, postsMissing: this.missing.size, gaps: [...this.groups.values()].sort((a, b) => b.count - a.count) };
  }
}

function namedPost(post: ListedPost): InsightsGapPost {
  // One line, without the NUL that Postgres's jsonb cannot hold either.
  const caption = (storableText(post.caption) ?? '').replace(/\s+/g, ' ').trim();
  return {
    igMediaId: post.id,
    caption: caption ? (caption.length > CAPTION_MAX ? `${caption.slice(0, CAPTION_MAX - 1)}…` : caption) : null,
    postedAt: new Date(post.timestamp).toISOString(),
    permalink: post.permalink ?? null,
  };
}

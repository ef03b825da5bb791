import { formatDate, formatDateTime, formatTime } from '../../lib/format';
import type { InsightsGap, InsightsGaps, SyncRefusal, SyncSource, SyncState } from '../../../shared/connectors';

const STAGE_LABELS: Record<string, string> = {
  queued: 'Waiting to start',
  profile: 'Reading the profile',
  account_insights: 'Reading daily insights',
  media: 'Reading posts and their insights',
  comments: 'Reading comments',
  done: 'Finished',
};

export const stageLabel = (stage: string | null) => (stage ? (STAGE_LABELS[stage] ?? stage) : 'Not synced yet');

/** "3 minutes ago" for a recent time, a date for an old one. */
export function relativeTime(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return formatDate(iso);
}

export { syncPercent as progressPercent } from '../accounts';

/** The figures each sync source feeds, as the user knows them. */
const SOURCE_LABELS: Record<SyncSource, string> = {
  profile: 'Profile and follower count',
  account_insights: 'Daily account reach',
  follower_count: 'New followers per day',
  online_followers: 'When followers are online',
  audience: 'Audience (age, gender, countries, cities)',
  media: 'Posts',
  media_insights: 'Post insights (views, reach, saves, shares)',
  comments: 'Comments',
  views_by_follower_type: 'Views by followers and non-followers',
  reach_by_follow_type: 'Reach by followers and non-followers',
  profile_links_taps: 'Profile link taps',
  follows_and_unfollows: 'Follows and unfollows',
};

export const sourceLabel = (source: SyncSource) => SOURCE_LABELS[source];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One refusal in a sentence: what is unknown, and why. Never a number standing in for the missing figures. */
export function refusalText(refusal: SyncRefusal): string {
  const scope = refusal.source === 'media_insights' || refusal.source === 'comments' ? ` (${plural(refusal.count, 'post')})` : '';
  switch (refusal.kind) {
    case 'permission':
      return `Meta refused${scope}: ${refusal.permission ? `the ${refusal.permission} permission is missing` : 'a permission this product needs is missing'}.`;
    case 'not_offered':
      return `Not offered for this account${scope}: ${refusal.message}`;
    case 'throttled':
      return `Meta's rate limit stopped the read${scope}; it will be retried.`;
    default:
      return `Meta could not serve it${scope}: ${refusal.message}`;
  }
}

/** "14:05" today, or "26 Nov, 14:05" on another day, on the user's clock. */
export function resumeTime(iso: string, now = new Date()): string {
  return new Date(iso).toDateString() === now.toDateString() ? formatTime(iso) : formatDateTime(iso);
}

/** Meta's insights metrics as the figures they fill are called on every page. */
const METRIC_LABELS: Record<string, string> = {
  views: 'views',
  reach: 'reach',
  saved: 'saves',
  shares: 'shares',
  total_interactions: 'interactions',
  ig_reels_avg_watch_time: 'average watch time',
  ig_reels_video_view_total_time: 'total watch time',
};

/** "views, reach and saves". */
function spokenList(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const metricLabel = (metric: string) => METRIC_LABELS[metric] ?? metric.replace(/_/g, ' ');

const metricsLabel = (metrics: string[]) => spokenList(metrics.map(metricLabel));

/** "reach stays", "saves stay", "views and reach stay". */
const stayUnknown = (metrics: string[]) =>
  `${metricsLabel(metrics)} ${metrics.length === 1 && !metricLabel(metrics[0]).endsWith('s') ? 'stays' : 'stay'} unknown`;

/**
 * The heading of the insights gaps of the last sync: the run still succeeded (its other figures are
 * stored), but some posts' insights are unknown.
 */
export function gapsHeading(gaps: InsightsGaps, state: SyncState): string {
  const scope = `insights missing for ${gaps.postsMissing} of ${plural(gaps.postsRead, 'post')} read`;
  return state === 'succeeded' ? `Succeeded with gaps: ${scope}` : `${scope[0].toUpperCase()}${scope.slice(1)}`;
}

/** One gap in a sentence: what Meta sent, and which figures stay unknown. */
export function gapText(gap: InsightsGap): string {
  const posts = plural(gap.count, 'post');
  const whose = gap.count === 1 ? 'its' : 'their';
  if (gap.reason === 'no_insights') return `Meta sent no insights for ${posts}: ${whose} ${stayUnknown(gap.metrics)}.`;
  return `Meta sent insights without ${metricsLabel(gap.metrics)} for ${posts}: ${whose} ${stayUnknown(gap.metrics)}.`;
}

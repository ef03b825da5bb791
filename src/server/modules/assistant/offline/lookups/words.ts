/**
 * What the offline answers say about a figure in plain words. The services' formula strings
 * ("(likes + comments) ÷ followers …") are written for the model and the API reference; a person
 * reading a chat answer gets the same definition as a sentence instead.
 */
import type { Overview } from '../../../../../shared/analytics';
import { comparisonPredatesHistory } from '../../../../../shared/period';
import { formatCount, formatPercent, formatSigned } from '../../../../ai/format';
import { rangeLabel } from '../../tools/calendar';

export type KpiName = keyof Overview['kpis'];

/** One sentence per figure, as the dashboard computes it. */
export const IN_WORDS = {
  publicEr: 'Public ER is each post’s likes and comments as a share of the followers on the day it was posted, averaged over the posts.',
  erByReach: 'ER by reach is likes, comments, saves and shares as a share of the accounts the posts reached.',
  reach: 'Reach is the accounts that saw anything of yours each day, added up over the days.',
  groups: 'Each group shows the mean public ER of its posts; a group of fewer than 5 posts is a hint, not a finding.',
  publicOnly: 'Instagram shares only likes, comments and followers for other accounts, so both sides are measured on those alone.',
  postsPerWeek: 'Posts per week is the posts published in the period divided by its weeks.',
  followerGrowth: 'Follower growth is the followers at the end of the period minus those just before it.',
  percentile: 'Your percentile is the share of those peers below you.',
} as const;

/** Names of the figures in running text, lower case: "Meta did not share reach…". */
export const KPI_NAMES: Record<KpiName, string> = {
  followers: 'followers',
  netGrowth: 'net follower growth',
  reach: 'reach',
  views: 'views',
  publicEr: 'public ER',
  erByReach: 'ER by reach',
  posts: 'posts',
  avgInteractions: 'interactions per post',
};

/** The figures that come from Meta's private insights: unknown when Meta did not share them. */
const FROM_META_INSIGHTS: ReadonlySet<KpiName> = new Set(['reach', 'views', 'erByReach', 'avgInteractions']);
/** The figures measured on the posts of the period: with no post published they have nothing to measure. */
const FROM_POSTS: ReadonlySet<KpiName> = new Set(['views', 'publicEr', 'erByReach', 'avgInteractions']);

type Side = 'value' | 'previous';

/**
 * Why a figure of one side of the overview is unknown: a comparison period from before the history began, no
 * posts to measure, Meta did not share it, or simply not recorded.
 */
function whyUnknown(overview: Overview, name: KpiName, side: Side): 'before the history' | 'no posts' | 'not shared by Meta' | 'unknown' {
  const { range, historyFrom } = overview.comparison;
  if (side === 'previous' && range && comparisonPredatesHistory(range, historyFrom)) return 'before the history';
  if (FROM_POSTS.has(name) && overview.kpis.posts[side] === 0) return 'no posts';
  return FROM_META_INSIGHTS.has(name) ? 'not shared by Meta' : 'unknown';
}

/** "Meta did not share reach for this period." for each insight of the period Meta left out: unknown, never 0. */
export function notSharedSentences(overview: Overview, names: readonly KpiName[]): string | null {
  const missing = names.filter((name) => overview.kpis[name].value === null && whyUnknown(overview, name, 'value') === 'not shared by Meta');
  if (missing.length === 0) return null;
  const list = missing.map((name) => KPI_NAMES[name]);
  const joined = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
  return `Meta did not share ${joined} for this period (${rangeLabel(overview.range.from, overview.range.to)}), so ${missing.length === 1 ? 'it is' : 'they are'} unknown here, not zero.`;
}

export const KPI_FORMATS: Record<KpiName, (value: number) => string> = {
  followers: formatCount,
  netGrowth: formatSigned,
  reach: formatCount,
  views: formatCount,
  publicEr: (v) => formatPercent(v),
  erByReach: (v) => formatPercent(v),
  posts: formatCount,
  avgInteractions: formatCount,
};

/** A KPI's value (or the previous period's) as a cell; an unknown one says why, never a number. */
export function kpiCell(overview: Overview, name: KpiName, side: Side): string {
  const value = overview.kpis[name][side];
  return value === null ? whyUnknown(overview, name, side) : KPI_FORMATS[name](value);
}

/** "the 30 days before (28 Sep – 27 Oct 2026)" */
export function previousLabel(overview: Overview): string {
  return `the ${overview.range.days} days before (${rangeLabel(overview.previousRange.from, overview.previousRange.to)})`;
}

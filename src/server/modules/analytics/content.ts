import type { AnalyticsQuery, ContentAnalysis, ContentGroup } from '../../../shared/analytics';
import { periodSpan } from '../../../shared/period';
import type { Db } from '../../db/client';
import type { PeriodScope } from './overviewRepository';
import { periodScopeOf } from './periodScope';
import { clockGrouping, GROUPINGS, groupPostsBy, hashtagGroups, isReliable, recentFormatCounts, type Grouping } from './contentRepository';
import { WEEKDAY_NAMES } from './formulas';
import { recommend } from './recommendations';

const LABELS: Record<Grouping, Record<string, string>> = {
  formats: { IMAGE: 'Images', CAROUSEL_ALBUM: 'Carousels', REELS: 'Reels', VIDEO: 'Videos' },
  captionLengths: { '0': 'Under 50 characters', '1': '50–149 characters', '2': '150–299 characters', '3': '300 characters or more' },
  hashtagCounts: { '0': 'No hashtags', '1': '1–3 hashtags', '2': '4–10 hashtags', '3': 'More than 10 hashtags' },
  emoji: { with: 'With emoji', without: 'Without emoji' },
  callToAction: { with: 'With a call to action', without: 'Without a call to action' },
};
const HASHTAGS_SHOWN = 5;
/** "4 of your last 20 posts were reels." */
export const RECENT_POSTS = 20;

const labelled = (labels: Record<string, string> | ((key: string) => string)) => (row: Omit<ContentGroup, 'label' | 'reliable'>): ContentGroup => ({
  ...row,
  label: typeof labels === 'function' ? labels(row.key) : (labels[row.key] ?? row.key),
  reliable: isReliable(row.posts),
});

/**
 * GET /api/analytics/content: what works for this account in the period, each result with its
 * sample size (under 5 posts marked not reliable), and recommendations drawn from those figures.
 * The chat's grounding reads this same function, so the assistant quotes the page's numbers.
 */
export async function getContentAnalysis(db: Db, userId: string, query: AnalyticsQuery): Promise<ContentAnalysis> {
  return contentAnalysisOf(db, await periodScopeOf(db, userId, query.accountId), query);
}

/** The same analysis for an account whose row the caller already holds (the chat's insights). */
export async function contentAnalysisOf(db: Db, scope: PeriodScope, { from, to }: { from: string; to: string }): Promise<ContentAnalysis> {
  const { accountId, timezone } = scope;
  const [groups, hashtags, recent] = await Promise.all([
    groupPostsBy(db, scope, from, to, { ...GROUPINGS, weekdays: clockGrouping(scope, 'dow'), hours: clockGrouping(scope, 'hour') }),
    hashtagGroups(db, scope, from, to).then((rows) => rows.map(labelled((key) => key))),
    recentFormatCounts(db, scope, from, to, RECENT_POSTS),
  ]);
  const named = (grouping: Grouping) => groups[grouping].map(labelled(LABELS[grouping]));
  const [formats, captionLengths, hashtagCounts, emoji, callToAction] = (['formats', 'captionLengths', 'hashtagCounts', 'emoji', 'callToAction'] as const).map(named);
  const weekdays = groups.weekdays.map(labelled((key) => WEEKDAY_NAMES[Number(key)]));
  const hours = groups.hours.map(labelled((key) => `${key.padStart(2, '0')}:00`));
  const sampleSize = formats.reduce((sum, row) => sum + row.posts, 0);
  const analysis = {
    accountId,
    timezone,
    range: periodSpan({ from, to }),
    sampleSize,
    formula: 'public ER = (likes + comments) ÷ followers on the day posted; each group shows its mean public ER, mean reach and post count',
    formats: [...formats].sort((a, b) => b.posts - a.posts),
    captionLengths,
    hashtagCounts,
    topHashtags: hashtags.slice(0, HASHTAGS_SHOWN),
    bottomHashtags: hashtags.length > HASHTAGS_SHOWN ? hashtags.slice(-HASHTAGS_SHOWN).reverse() : [],
    weekdays: [...weekdays].sort((a, b) => ((Number(a.key) + 6) % 7) - ((Number(b.key) + 6) % 7)),
    hours: [...hours].sort((a, b) => Number(a.key) - Number(b.key)),
    emoji,
    callToAction,
  };
  return { ...analysis, recommendations: recommend(analysis, recent) };
}

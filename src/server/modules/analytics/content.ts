import type { AnalyticsQuery, ContentAnalysis, ContentGroup } from '../../../shared/analytics';
import { periodSpan } from '../../../shared/period';
import type { Db } from '../../db/client';
import type { PeriodScope } from './periodScope';
import { answerFor, cachedAnswer } from './cachedAnswers';
import { bestTimesOf, rankHours } from './bestTime';
import { CLOCK_GROUPINGS, contentFiguresOf, GROUPINGS, isReliable, type Grouping, type GroupRow } from './contentRepository';
import { WEEKDAY_NAMES } from './formulas';
import { recommend, type GroupEvidence } from './recommendations';

const LABELS: Record<Grouping, Record<string, string>> = {
  formats: { IMAGE: 'Images', CAROUSEL_ALBUM: 'Carousels', REELS: 'Reels', VIDEO: 'Videos' },
  captionLengths: { '0': 'Under 50 characters', '1': '50–149 characters', '2': '150–299 characters', '3': '300 characters or more' },
  hashtagCounts: { '0': 'No hashtags', '1': '1–3 hashtags', '2': '4–10 hashtags', '3': 'More than 10 hashtags' },
  emoji: { with: 'With emoji', without: 'Without emoji' },
  callToAction: { with: 'With a call to action', without: 'Without a call to action' },
};
const HASHTAGS_SHOWN = 5;
/** "4 of your last 20 posts were reels." */
const RECENT_POSTS = 20;

type Labelled = GroupRow & GroupEvidence;

const labelled =
  (labels: Record<string, string> | ((key: string) => string)) =>
  (row: GroupRow): Labelled => ({
    ...row,
    label: typeof labels === 'function' ? labels(row.key) : (labels[row.key] ?? row.key),
  });

/** A group as the page shows it; its statistics stay on the server, in the recommendations' intervals. */
const shown = ({ key, label, posts, avgPublicEr, avgReach }: Labelled): ContentGroup => ({
  key,
  label,
  posts,
  avgPublicEr,
  avgReach,
  reliable: isReliable(posts),
});

/**
 * GET /api/analytics/content: what works for this account in the period, each result with its
 * sample size (under 5 posts marked not reliable), recommendations drawn from those figures where the
 * evidence settles them (the rest listed as undecided), and the best time to post (bestTime.ts).
 * The chat's grounding reads this same function, so the assistant quotes the page's numbers.
 */
export function getContentAnalysis(db: Db, userId: string, query: AnalyticsQuery): Promise<ContentAnalysis> {
  return answerFor(db, userId, query, 'content', computeContentAnalysis);
}

/** The same analysis for an account whose row the caller already holds (the chat's insights); computed once per version of its data. */
export function contentAnalysisOf(db: Db, scope: PeriodScope, period: { from: string; to: string }): Promise<ContentAnalysis> {
  return cachedAnswer(db, 'content', scope, period, () => computeContentAnalysis(db, scope, period));
}

/** The analysis computed from the stored rows, never from the cache (the cache's tests compare against it). */
export async function computeContentAnalysis(db: Db, scope: PeriodScope, { from, to }: { from: string; to: string }): Promise<ContentAnalysis> {
  const { accountId, timezone } = scope;
  const {
    groups,
    hashtags: hashtagRows,
    recentFormats: recent,
  } = await contentFiguresOf(db, scope, { from, to }, { ...GROUPINGS, ...CLOCK_GROUPINGS }, RECENT_POSTS);
  const hashtags = hashtagRows.map(labelled((key) => key));
  const named = (grouping: Grouping) => groups[grouping].map(labelled(LABELS[grouping]));
  const [formats, captionLengths, hashtagCounts, emoji, callToAction] = (['formats', 'captionLengths', 'hashtagCounts', 'emoji', 'callToAction'] as const).map(
    named,
  );
  const weekdays = groups.weekdays.map(labelled((key) => WEEKDAY_NAMES[Number(key)]));
  const hours = groups.hours.map(labelled((key) => `${key.padStart(2, '0')}:00`));
  const sampleSize = formats.reduce((sum, row) => sum + row.posts, 0);
  // Best time from the hour groups' own statistics, ranked by the dashboard's function (bestTime.ts).
  const ranking = rankHours(groups.hours.flatMap((g) => (g.publicErStats ? [{ hour: Number(g.key), stats: g.publicErStats }] : [])));
  const { recommendations, undecided } = recommend({ formats, captionLengths, hashtagCounts, weekdays, emoji, callToAction, hashtags, hours: ranking }, recent);
  return {
    accountId,
    timezone,
    range: periodSpan({ from, to }),
    sampleSize,
    formula: 'public ER = (likes + comments) ÷ followers on the day posted; each group shows its mean public ER, mean reach and post count',
    formats: [...formats].sort((a, b) => b.posts - a.posts).map(shown),
    captionLengths: captionLengths.map(shown),
    hashtagCounts: hashtagCounts.map(shown),
    topHashtags: hashtags.slice(0, HASHTAGS_SHOWN).map(shown),
    bottomHashtags: hashtags.length > HASHTAGS_SHOWN ? hashtags.slice(-HASHTAGS_SHOWN).reverse().map(shown) : [],
    weekdays: [...weekdays].sort((a, b) => ((Number(a.key) + 6) % 7) - ((Number(b.key) + 6) % 7)).map(shown),
    hours: [...hours].sort((a, b) => Number(a.key) - Number(b.key)).map(shown),
    emoji: emoji.map(shown),
    callToAction: callToAction.map(shown),
    recommendations,
    undecided,
    bestTimes: bestTimesOf(ranking, timezone),
  };
}

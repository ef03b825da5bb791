/**
 * The one place that turns stored Instagram rows into figures the pages and the assistant quote. The
 * chat prompt builder and the offline provider read only this, so richer analytics added here reach
 * every provider without touching the chat code.
 */
import { TIER_BENCHMARK_SOURCE } from '../../../shared/benchmarks';
import type { PublicFigures } from '../../../shared/competitors';
import { daysBetween } from '../../../shared/dateSpan';
import type { AccountInsights, CompetitorStat, ContentFindings, TopPost } from '../../../shared/insights';
import type { Db } from '../../db/client';
import { bestPostingTimes } from './bestTime';
import { excerpt, followerTier, formatMix, mean, ownEngagementRate } from './formulas';
import { type AccountRow, type DatedMediaRow, listDailyFollowers, listRecentMedia, MEDIA_SAMPLE, ownPublicFigures } from './repository';
import { findMemberAccount } from '../connectors/public';
import { competitorStats } from '../competitors/service';
import { contentAnalysisOf } from './content';
import type { PeriodScope } from './periodScope';
import { lastDaysOn, periodScopeFor, type ResolvedPeriod } from './periodScope';
import { postPublicEr, PUBLIC_FORMULAS } from './publicFigures';

/** "Recent posts" for the own ER by reach. */
const RECENT_POSTS = 30;
/**
 * The period of the assistant's headline public figures, the same days on the account's clock for
 * the account and for its competitors, so "how do I compare?" sets like beside like.
 */
export const COMPARISON_DAYS = 30;
const TOP_POSTS = 5;

/** A post with a public ER: its likes are known. */
type RatedPost = DatedMediaRow & { likes: number; publicEr: number };

export async function getAccountInsights(db: Db, userId: string, accountId: string, now = new Date()): Promise<AccountInsights | null> {
  const account = await findMemberAccount(db, userId, accountId);
  if (!account) return null;
  const scope = periodScopeFor(account);
  const period = lastDaysOn(scope, COMPARISON_DAYS, now);
  const [history, media, own, rivals, contentFindings, bestTimes] = await Promise.all([
    listDailyFollowers(db, account.id),
    listRecentMedia(db, account.id, scope.timezone),
    ownPublicFigures(db, account, period),
    competitorStats(db, account.id, period),
    findingsOf(db, scope, now),
    // The dashboard's and the content page's own ranking, over the content assistant's default days.
    bestPostingTimes(db, scope, lastDaysOn(scope, FINDINGS_DAYS, now)),
  ]);
  const rated = ratePosts(media, history, account.followersCount);
  return { ...composeInsights({ account, scope, period, own, media, rated, rivals, now }), bestTimes, contentFindings };
}

/** The content assistant's default view (the last 90 days), read through the same function as its page. */
export const FINDINGS_DAYS = 90;

async function findingsOf(db: Db, scope: PeriodScope, now: Date): Promise<ContentFindings | null> {
  const { from, to } = lastDaysOn(scope, FINDINGS_DAYS, now);
  const analysis = await contentAnalysisOf(db, scope, { from, to });
  if (analysis.sampleSize === 0) return null;
  return {
    from,
    to,
    sampleSize: analysis.sampleSize,
    formula: analysis.formula,
    recommendations: analysis.recommendations.map(({ text, basis }) => ({ text, basis })),
  };
}

/**
 * Public ER per post with the followers recorded on the day it was posted (current count when unknown);
 * a post whose likes are unknown (hidden by its owner) has none and is left out.
 */
function ratePosts(media: DatedMediaRow[], history: { date: string; followers: number }[], currentFollowers: number): RatedPost[] {
  return media.flatMap((post) => {
    const publicEr = postPublicEr(post, history, currentFollowers);
    return publicEr === null || post.likes === null ? [] : [{ ...post, likes: post.likes, publicEr }];
  });
}

interface InsightSources {
  account: AccountRow;
  scope: PeriodScope;
  /** The days of the headline public figures, the account's and its competitors'. */
  period: ResolvedPeriod;
  own: PublicFigures;
  media: DatedMediaRow[];
  rated: RatedPost[];
  rivals: CompetitorStat[];
  now: Date;
}

/** "2026-10-27 – 2026-11-25 on the account's clock (Europe/Berlin)": said beside every figure read over the period. */
const periodText = ({ from, to, timezone }: ResolvedPeriod) => `${from} – ${to} on the account's clock (${timezone})`;

function composeInsights({ account, scope, period, own, media, rated, rivals, now }: InsightSources): Omit<AccountInsights, 'contentFindings' | 'bestTimes'> {
  const { timezone } = scope;
  const tier = followerTier(account.followersCount);
  const ratedById = new Map(rated.map((post) => [post.id, post]));
  return {
    account: {
      id: account.id,
      username: account.username,
      name: account.name,
      timezone,
      nicheId: account.nicheId,
      countryCode: account.countryCode,
    },
    generatedAt: now.toISOString(),
    followers: { value: account.followersCount, source: 'Instagram profile followers_count at the last sync' },
    growth: growthFigure(own, period),
    publicEr: {
      value: own.publicEr,
      postsCounted: own.posts - own.postsWithHiddenLikes,
      postsWithHiddenLikes: own.postsWithHiddenLikes,
      formula: `${PUBLIC_FORMULAS.publicEr}, ${periodText(period)}`,
    },
    ownEr: ownErFigure(media),
    topPosts: {
      posts: rated
        .slice()
        .sort((a, b) => b.publicEr - a.publicEr)
        .slice(0, TOP_POSTS)
        .map(toTopPost),
      formula: `top ${TOP_POSTS} of the last ${MEDIA_SAMPLE} posts by public ER (a post whose likes its owner hides has none)`,
    },
    formatMix: {
      formats: formatMix(media.map((post) => ({ mediaType: post.mediaType, publicEr: ratedById.get(post.id)?.publicEr ?? null }))),
      formula: `post count and mean public ER per media type over the last ${MEDIA_SAMPLE} posts (the mean over those with known likes)`,
    },
    postingFrequency: { postsPerWeek: own.postsPerWeek, windowDays: period.days, formula: `${PUBLIC_FORMULAS.postsPerWeek}, ${periodText(period)}` },
    competitors: {
      items: rivals,
      formula: `public ER, posts per week and followers of each competitor over ${periodText(period)}, the same days and formulas as your own figures (Instagram business_discovery: likes and comments only)`,
    },
    tier: { label: tier.label, benchmarkEr: tier.benchmarkEr, source: TIER_BENCHMARK_SOURCE },
    period,
  };
}

function growthFigure(own: PublicFigures, period: ResolvedPeriod): AccountInsights['growth'] {
  const growth = own.followerGrowth;
  if (!growth) return null;
  // Days elapsed from the snapshot measured from to the last one: the inclusive count less one.
  return { ...growth, days: daysBetween(growth.fromDate, growth.toDate) - 1, formula: `${PUBLIC_FORMULAS.followerGrowth}, ${periodText(period)}` };
}

function ownErFigure(media: DatedMediaRow[]): AccountInsights['ownEr'] {
  const recent = media.slice(0, RECENT_POSTS);
  const rates = recent.map(ownEngagementRate).filter((r): r is number => r !== null);
  return {
    value: mean(rates),
    postsCounted: rates.length,
    postsWithHiddenLikes: recent.filter((post) => post.likes === null).length,
    formula: `mean over the last ${RECENT_POSTS} posts with reach and known likes of (likes + comments + saves + shares) ÷ reach (media insights)`,
  };
}

function toTopPost(post: RatedPost): TopPost {
  return {
    id: post.id,
    mediaType: post.mediaType,
    postedAt: post.postedAt.toISOString(),
    captionExcerpt: excerpt(post.caption),
    likes: post.likes,
    comments: post.comments,
    publicEr: post.publicEr,
    permalink: post.permalink,
  };
}

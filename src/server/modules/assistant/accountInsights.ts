/**
 * What the assistant knows of one account: the dashboard's, the content page's and the competitor list's
 * figures over one period. The chat prompt builder and the offline provider read only this, so a figure
 * added here reaches every provider without touching the chat code. It lives with the assistant rather
 * than in analytics because it reads competitors too, and competitors read analytics.
 */
import type { ContentAnalysis, Overview, OverviewPost } from '../../../shared/analytics';
import { TIER_BENCHMARK_SOURCE } from '../../../shared/benchmarks';
import type { PublicFigures } from '../../../shared/competitors';
import { daysBetween } from '../../../shared/dateSpan';
import type { AccountInsights, CompetitorStat, ContentFindings, MediaType, TopPost } from '../../../shared/insights';
import type { Db } from '../../db/client';
import {
  computeOverview,
  contentAnalysisOf,
  excerpt,
  followerTier,
  lastDaysOn,
  ownPublicFigures,
  periodScopeFor,
  PUBLIC_FORMULAS,
  type ResolvedPeriod,
} from '../analytics/public';
import { type AccountRow, memberAccount } from '../connectors/public';
import { competitorStats } from '../competitors/public';
import type { PeriodScope } from '../analytics/public';

/**
 * The period of every figure the assistant quotes: the dashboard's default, the last 30 days on the
 * account's clock, the same days for the account and its competitors, so "how do I compare?" sets
 * like beside like.
 */
const COMPARISON_DAYS = 30;
const TOP_POSTS = 5;

/**
 * What the assistant knows of one account (its prompt and the offline answers read only this): the
 * last COMPARISON_DAYS days, each figure from the page that shows it, with its formula and period.
 */
export async function getAccountInsights(db: Db, userId: string, accountId: string, now = new Date()): Promise<AccountInsights | null> {
  const account = await memberAccount(db, userId, accountId);
  if (!account) return null;
  const scope = periodScopeFor(account);
  const period = lastDaysOn(scope, COMPARISON_DAYS, now);
  // The dashboard's and the content page's own computations, over the same days: every figure an
  // answer quotes is the one those pages show for this period (docs/assistant.md).
  const [overview, content, own, rivals] = await Promise.all([
    computeOverview(db, scope, period, 'none'),
    contentAnalysisOf(db, scope, period),
    ownPublicFigures(db, account, period),
    competitorStats(db, account.id, period),
  ]);
  return composeInsights({ account, scope, period, own, overview, content, rivals, now });
}

function findingsOf(content: ContentAnalysis, period: ResolvedPeriod): ContentFindings | null {
  if (content.sampleSize === 0) return null;
  return {
    from: period.from,
    to: period.to,
    sampleSize: content.sampleSize,
    formula: content.formula,
    recommendations: content.recommendations.map(({ text, basis }) => ({ text, basis })),
  };
}

interface InsightSources {
  account: AccountRow;
  scope: PeriodScope;
  /** The days of every figure: the account's and its competitors' alike. */
  period: ResolvedPeriod;
  own: PublicFigures;
  overview: Overview;
  content: ContentAnalysis;
  rivals: CompetitorStat[];
  now: Date;
}

/** "2026-10-27 – 2026-11-25 on the account's clock (Europe/Berlin)": said beside every figure read over the period. */
const periodText = ({ from, to, timezone }: ResolvedPeriod) => `${from} – ${to} on the account's clock (${timezone})`;

function composeInsights({ account, scope, period, own, overview, content, rivals, now }: InsightSources): AccountInsights {
  const { timezone } = scope;
  const tier = followerTier(account.followersCount);
  const { erByReach } = overview.kpis;
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
    ownEr: {
      value: erByReach.value,
      postsCounted: own.posts - own.postsWithHiddenLikes,
      postsWithHiddenLikes: own.postsWithHiddenLikes,
      formula: `the dashboard's ER by reach: ${erByReach.formula}, ${periodText(period)}`,
    },
    bestTimes: overview.heatmap.bestTimes,
    topPosts: {
      posts: overview.topPosts.flatMap(toTopPost).slice(0, TOP_POSTS),
      formula: `the dashboard's top posts by public ER, ${periodText(period)} (a post whose likes its owner hides has none)`,
    },
    formatMix: {
      formats: content.formats
        .map((group) => ({ mediaType: group.key as MediaType, posts: group.posts, avgPublicEr: group.avgPublicEr }))
        .sort((a, b) => (b.avgPublicEr ?? -1) - (a.avgPublicEr ?? -1)),
      formula: `the content page's posts and mean public ER per format, ${periodText(period)} (the mean over those with known likes)`,
    },
    postingFrequency: { postsPerWeek: own.postsPerWeek, windowDays: period.days, formula: `${PUBLIC_FORMULAS.postsPerWeek}, ${periodText(period)}` },
    competitors: {
      items: rivals,
      formula: `public ER, posts per week and followers of each competitor over ${periodText(period)}, the same days and formulas as your own figures (Instagram business_discovery: likes and comments only)`,
    },
    tier: { label: tier.label, benchmarkEr: tier.benchmarkEr, source: TIER_BENCHMARK_SOURCE },
    contentFindings: findingsOf(content, period),
    period,
  };
}

function growthFigure(own: PublicFigures, period: ResolvedPeriod): AccountInsights['growth'] {
  const growth = own.followerGrowth;
  if (!growth) return null;
  // Days elapsed from the snapshot measured from to the last one: the inclusive count less one.
  return { ...growth, days: daysBetween(growth.fromDate, growth.toDate) - 1, formula: `${PUBLIC_FORMULAS.followerGrowth}, ${periodText(period)}` };
}

/** A ranked post of the dashboard as the assistant quotes it; one without a public ER is not ranked. */
function toTopPost(post: OverviewPost): TopPost[] {
  if (post.publicEr === null || post.likes === null) return [];
  return [
    {
      id: post.id,
      mediaType: post.mediaType,
      postedAt: post.postedAt,
      captionExcerpt: excerpt(post.caption),
      likes: post.likes,
      comments: post.comments,
      publicEr: post.publicEr,
      permalink: post.permalink,
    },
  ];
}

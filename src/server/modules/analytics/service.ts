/**
 * The one place that turns stored Instagram rows into figures the pages and the assistant quote. The
 * chat prompt builder and the offline provider read only this, so richer analytics added here reach
 * every provider without touching the chat code.
 */
import { TIER_BENCHMARK_SOURCE } from '../../../shared/benchmarks';
import type { AccountInsights, CompetitorStat, ContentFindings, TopPost } from '../../../shared/insights';
import { lastDays } from '../../../shared/dateSpan';
import type { Db } from '../../db/client';
import { bestPostingTimes } from './bestTime';
import {
  excerpt,
  followerGrowth,
  followerTier,
  formatMix,
  mean,
  ownEngagementRate,
  postsPerWeek,
} from './formulas';
import { type AccountRow, listDailyFollowers, listRecentMedia, MEDIA_SAMPLE, type MediaRow } from './repository';
import { findUserAccount } from '../connectors/repository';
import { ASSISTANT_DAYS, competitorStats } from '../competitors/service';
import { contentAnalysisOf } from './content';
import { periodScopeFor } from './periodScope';
import { accountTimeZone } from './timeZones';
import { postPublicEr } from './publicFigures';

/** "Recent posts" for the headline engagement rates. */
const RECENT_POSTS = 30;
const GROWTH_DAYS = 30;
const FREQUENCY_DAYS = 30;
const TOP_POSTS = 5;

type RatedPost = MediaRow & { publicEr: number };

export async function getAccountInsights(db: Db, userId: string, accountId: string, now = new Date()): Promise<AccountInsights | null> {
  const account = await findUserAccount(db, userId, accountId);
  if (!account) return null;
  const [history, media, rivals, contentFindings, bestTimes] = await Promise.all([
    listDailyFollowers(db, account.id),
    listRecentMedia(db, account.id),
    competitorStats(db, account.id, now),
    findingsOf(db, account, now),
    // The dashboard's and the content page's own ranking, over the content assistant's default days.
    bestPostingTimes(db, periodScopeFor(account), lastDays(now.toISOString().slice(0, 10), FINDINGS_DAYS)),
  ]);
  const rated = ratePosts(media, history, account.followersCount);
  return { ...composeInsights({ account, history, media, rated, rivals, now }), bestTimes, contentFindings };
}

/** The content assistant's default view (the last 90 days), read through the same function as its page. */
export const FINDINGS_DAYS = 90;

async function findingsOf(db: Db, account: AccountRow, now: Date): Promise<ContentFindings | null> {
  const { from, to } = lastDays(now.toISOString().slice(0, 10), FINDINGS_DAYS);
  const analysis = await contentAnalysisOf(db, periodScopeFor(account), { from, to });
  if (analysis.sampleSize === 0) return null;
  return { from, to, sampleSize: analysis.sampleSize, formula: analysis.formula, recommendations: analysis.recommendations.map(({ text, basis }) => ({ text, basis })) };
}

/** Public ER per post with the followers recorded on the day it was posted (current count when unknown). */
function ratePosts(media: MediaRow[], history: { date: string; followers: number }[], currentFollowers: number): RatedPost[] {
  return media.flatMap((post) => {
    const publicEr = postPublicEr(post, history, currentFollowers);
    return publicEr === null ? [] : [{ ...post, publicEr }];
  });
}

interface InsightSources {
  account: AccountRow;
  history: { date: string; followers: number }[];
  media: MediaRow[];
  rated: RatedPost[];
  rivals: CompetitorStat[];
  now: Date;
}

function composeInsights({ account, history, media, rated, rivals, now }: InsightSources): Omit<AccountInsights, 'contentFindings' | 'bestTimes'> {
  const timezone = accountTimeZone(account.timezone);
  const tier = followerTier(account.followersCount);
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
    growth: growthFigure(history),
    publicEr: publicErFigure(rated),
    ownEr: ownErFigure(media),
    topPosts: { posts: rated.slice().sort((a, b) => b.publicEr - a.publicEr).slice(0, TOP_POSTS).map(toTopPost), formula: `top ${TOP_POSTS} of the last ${MEDIA_SAMPLE} posts by public ER` },
    formatMix: { formats: formatMix(rated), formula: `post count and mean public ER per media type over the last ${MEDIA_SAMPLE} posts` },
    postingFrequency: {
      postsPerWeek: postsPerWeek(media.map((m) => m.postedAt), now, FREQUENCY_DAYS),
      windowDays: FREQUENCY_DAYS,
      formula: `posts published in the last ${FREQUENCY_DAYS} days ÷ ${FREQUENCY_DAYS} × 7`,
    },
    competitors: {
      items: rivals,
      formula: `public ER = mean over the last ${ASSISTANT_DAYS} days' posts of (likes + comments) ÷ followers at the time, and posts per week over those days, from Instagram business_discovery`,
    },
    tier: { label: tier.label, benchmarkEr: tier.benchmarkEr, source: TIER_BENCHMARK_SOURCE },
  };
}

function growthFigure(history: { date: string; followers: number }[]): AccountInsights['growth'] {
  const growth = followerGrowth(history, GROWTH_DAYS);
  if (!growth) return null;
  return { ...growth, formula: 'followers on the last day − followers on the first day of the window (daily follower_count); % of the first day' };
}

function publicErFigure(rated: RatedPost[]): AccountInsights['publicEr'] {
  const recent = rated.slice(0, RECENT_POSTS);
  return {
    value: mean(recent.map((p) => p.publicEr)),
    postsCounted: recent.length,
    formula: `mean over the last ${RECENT_POSTS} posts of (likes + comments) ÷ followers at the time`,
  };
}

function ownErFigure(media: MediaRow[]): AccountInsights['ownEr'] {
  const rates = media.slice(0, RECENT_POSTS).map(ownEngagementRate).filter((r): r is number => r !== null);
  return {
    value: mean(rates),
    postsCounted: rates.length,
    formula: `mean over the last ${RECENT_POSTS} posts with reach of (likes + comments + saves + shares) ÷ reach (media insights)`,
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

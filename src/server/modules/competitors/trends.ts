/**
 * Competitor trends: each tracked account's followers per snapshot day and public ER
 * per week over a period, beside the user's own account, and a ranking by follower growth. Every figure
 * is the competitors table's: growth is competitorFigures over the whole period (the list's reader), a
 * week's public ER is publicFiguresOf over that week's days, and followers are the stored snapshots,
 * so the lines start where tracking did ("tracking since"), never at an invented 0.
 */
import { TREND_BUCKET_DAYS, type AccountTrend, type CompetitorTrends, type CompetitorTrendsQuery, type PublicFigures } from '../../../shared/competitors';
import { calendarDateIn } from '../../../shared/period';
import type { Db } from '../../db/client';
import {
  COMPETITOR_SERIES,
  followerSnapshotsIn,
  OWN_SERIES,
  ownPublicFigures,
  periodBuckets,
  periodScopeFor,
  PUBLIC_FORMULAS,
  publicErByBucket,
  publicSourcesFor,
  resolvePeriod,
} from '../analytics/public';
import { requireAccount } from '../connectors/public';
import { competitorFigures } from './service';

type Growth = PublicFigures['followerGrowth'];

/**
 * Account ids by follower growth % (highest first), net growth breaking ties (and ordering accounts
 * that had 0 followers before, whose % is unknown); accounts whose growth is unknown come last, in
 * the order given.
 */
export function rankByGrowth(accounts: ReadonlyArray<{ id: string; followerGrowth: Growth }>): string[] {
  const score = (growth: Growth) => [growth === null ? 0 : 1, growth?.percent ?? Number.NEGATIVE_INFINITY, growth?.net ?? 0];
  return accounts
    .map((account, index) => ({ id: account.id, index, score: score(account.followerGrowth) }))
    .sort((a, b) => b.score[0] - a.score[0] || b.score[1] - a.score[1] || b.score[2] - a.score[2] || a.index - b.index)
    .map((account) => account.id);
}

/** GET /api/competitors/trends: the user's account first, then its competitors by username. Another user's account is a 404. */
export async function getCompetitorTrends(db: Db, userId: string, query: CompetitorTrendsQuery): Promise<CompetitorTrends> {
  const account = await requireAccount(db, userId, query.accountId);
  const period = resolvePeriod(periodScopeFor(account), query);
  const listed = await competitorFigures(db, { accountId: account.id }, period);
  const rivals = listed.map(({ competitor }) => competitor);
  const rivalFigures = new Map(listed.map(({ competitor, figures }) => [competitor.id, figures]));
  const rivalIds = rivals.map((rival) => rival.id);
  const buckets = periodBuckets(period.from, period.to, TREND_BUCKET_DAYS);
  const [own, ownSources, rivalSources, ownSnapshots, rivalSnapshots] = await Promise.all([
    ownPublicFigures(db, account, period),
    publicSourcesFor(db, OWN_SERIES, [account.id], period),
    publicSourcesFor(db, COMPETITOR_SERIES, rivalIds, period),
    followerSnapshotsIn(db, OWN_SERIES, [account.id], period),
    followerSnapshotsIn(db, COMPETITOR_SERIES, rivalIds, period),
  ]);
  const trendOf = (
    base: Pick<AccountTrend, 'kind' | 'id' | 'username' | 'trackedSince'>,
    followersNow: number,
    figures: PublicFigures,
    sources: Map<string, Parameters<typeof publicErByBucket>[0]>,
    snapshots: Map<string, AccountTrend['followers']>,
  ): AccountTrend => {
    const followers = snapshots.get(base.id) ?? [];
    return {
      ...base,
      historyFrom: followers[0]?.date ?? null,
      followers,
      publicEr: publicErByBucket(sources.get(base.id)!, followersNow, buckets),
      followerGrowth: figures.followerGrowth,
    };
  };
  const accounts = [
    trendOf({ kind: 'own', id: account.id, username: account.username, trackedSince: null }, account.followersCount, own, ownSources, ownSnapshots),
    ...rivals.map((rival) =>
      trendOf(
        { kind: 'competitor', id: rival.id, username: rival.username, trackedSince: calendarDateIn(rival.createdAt, period.timezone) },
        rival.followersCount,
        rivalFigures.get(rival.id)!,
        rivalSources,
        rivalSnapshots,
      ),
    ),
  ];
  return {
    accountId: account.id,
    range: { from: period.from, to: period.to, days: period.days },
    timezone: period.timezone,
    buckets,
    accounts,
    ranking: rankByGrowth(accounts),
    formulas: PUBLIC_FORMULAS,
  };
}

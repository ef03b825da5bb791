import { and, desc, eq, gte, lt, not, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { countries, igAccounts, niches, peerMetrics, workspaceMembers } from '../../db/schema';
import type { PeerFigures } from './peerFigures';

/**
 * Whose figures a cohort is made of. The demo world (generated peers, and rows of accounts connected
 * through the demo transport, whoever connected them) is shown only to demo accounts, and real
 * accounts only to real ones: a visitor pressing "Try the demo" must never change a real user's
 * cohort (as once happened: a real fitness/US cohort turned 'live' with 29 generated accounts).
 */
export type CohortAudience = 'demo' | 'real';

export type CohortFilter = {
  userId: string;
  audience: CohortAudience;
  nicheId: string;
  countryCode: string;
  minFollowers: number;
  /** Null for the top tier, which has no upper bound. */
  belowFollowers: number | null;
  /** Platform rows computed before this are ignored: the account has not synced for too long. */
  freshSince: Date;
};

export type DemoPeerRow = PeerFigures & { igUserId: string; nicheId: string; countryCode: string };

/** The account a platform row describes; none for a generated demo peer. */
const rowOwner = alias(igAccounts, 'row_owner');
const fromDemoWorld = sql`(${peerMetrics.source} = 'demo' or coalesce(${rowOwner.loginFlavour} = 'demo', false))`;

/**
 * The cohort's figures: one row per Instagram account (its newest), from the audience's world only,
 * never any of the requesting user's accounts, whoever else connected them. Demo peers are
 * generated, not synced, so they never go stale.
 */
export async function cohortRows(db: Db, filter: CohortFilter): Promise<PeerFigures[]> {
  // Every account of every workspace the user belongs to: a colleague's own account is no peer either.
  const ownIgUserIds = db
    .select({ igUserId: igAccounts.igUserId })
    .from(igAccounts)
    .innerJoin(workspaceMembers, eq(workspaceMembers.workspaceId, igAccounts.workspaceId))
    .where(eq(workspaceMembers.userId, filter.userId));
  return db
    .selectDistinctOn([peerMetrics.igUserId], {
      followers: peerMetrics.followers,
      publicEr: peerMetrics.publicEr,
      followerGrowthPct: peerMetrics.followerGrowthPct,
      postsPerWeek: peerMetrics.postsPerWeek,
      avgInteractions: peerMetrics.avgInteractions,
    })
    .from(peerMetrics)
    .leftJoin(rowOwner, eq(rowOwner.id, peerMetrics.accountId))
    .where(
      and(
        filter.audience === 'demo' ? fromDemoWorld : not(fromDemoWorld),
        eq(peerMetrics.nicheId, filter.nicheId),
        eq(peerMetrics.countryCode, filter.countryCode),
        gte(peerMetrics.followers, filter.minFollowers),
        filter.belowFollowers === null ? undefined : lt(peerMetrics.followers, filter.belowFollowers),
        or(eq(peerMetrics.source, 'demo'), gte(peerMetrics.computedAt, filter.freshSince)),
        notInArray(peerMetrics.igUserId, ownIgUserIds),
      ),
    )
    .orderBy(peerMetrics.igUserId, desc(peerMetrics.computedAt));
}

/**
 * A connected account's row, in one statement that reads its Instagram id, niche and country from the
 * account itself: a settings change made while the sync ran is not overwritten with the values it
 * started with, and an account disconnected meanwhile writes nothing.
 */
export async function savePlatformRow(db: Db, accountId: string, figures: PeerFigures, computedAt: Date): Promise<void> {
  const { followers, publicEr, followerGrowthPct, postsPerWeek, avgInteractions } = figures;
  await db.execute(sql`
    insert into peer_metrics (account_id, ig_user_id, source, niche_id, country_code, followers, public_er, follower_growth_pct, posts_per_week, avg_interactions, computed_at)
    select id, ig_user_id, 'platform', niche_id, country_code,
      ${followers}::integer, ${publicEr}::real, ${followerGrowthPct}::real, ${postsPerWeek}::real, ${avgInteractions}::real, ${computedAt}::timestamptz
    from ig_accounts where id = ${accountId}
    on conflict (account_id) do update set
      ig_user_id = excluded.ig_user_id, niche_id = excluded.niche_id, country_code = excluded.country_code,
      followers = excluded.followers, public_er = excluded.public_er, follower_growth_pct = excluded.follower_growth_pct,
      posts_per_week = excluded.posts_per_week, avg_interactions = excluded.avg_interactions, computed_at = excluded.computed_at`);
}

/** Keeps an account's row in the cohort the user placed it in (Settings). */
export async function placePlatformRow(db: Db, accountId: string, place: { nicheId?: string | null; countryCode?: string | null }): Promise<void> {
  if (place.nicheId === undefined && place.countryCode === undefined) return;
  await db.update(peerMetrics).set(place).where(eq(peerMetrics.accountId, accountId));
}

// Any constant works; it only has to be the same for every server sharing one Postgres.
const DEMO_PEERS_LOCK_ID = 727_372_010;

/**
 * Replaces the generated demo peers with `peers`, one row per ig_user_id. Under a transaction-scoped
 * advisory lock, so two demo sign-ins at once (on several servers) cannot both insert.
 */
export async function replaceDemoPeers(db: Db, peers: readonly DemoPeerRow[], computedAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_PEERS_LOCK_ID})`);
    await tx.delete(peerMetrics).where(eq(peerMetrics.source, 'demo'));
    if (peers.length) await tx.insert(peerMetrics).values(peers.map((peer) => ({ ...peer, source: 'demo' as const, accountId: null, computedAt })));
  });
}

/** The niche's and country's display names, for sentences; the ids when unknown. */
export async function placeNames(db: Db, nicheId: string, countryCode: string): Promise<{ niche: string; country: string }> {
  const [[niche], [country]] = await Promise.all([
    db.select({ name: niches.name }).from(niches).where(eq(niches.id, nicheId)).limit(1),
    db.select({ name: countries.name }).from(countries).where(eq(countries.code, countryCode)).limit(1),
  ]);
  return { niche: niche?.name ?? nicheId, country: country?.name ?? countryCode };
}

import { TIER_BENCHMARK_SOURCE, tierFloor, type FollowerTier } from '../../../shared/benchmarks';
import { MIN_COHORT, PEER_WINDOW_DAYS, type PeerComparison, type PeerComparisonQuery, type PeerMetric } from '../../../shared/peers';
import type { Db } from '../../db/client';
import { followerTier, ownPublicFigures, periodScopeFor } from '../analytics/public';
import { checkPlace, requireAccount } from '../connectors/public';
import { distributionOf, percentileOf } from './cohortStats';
import { PEER_METRICS, type MetricDefinition } from './metrics';
import { peerFiguresOf, peerWindow, type PeerFigures } from './peerFigures';
import { cohortRows, placeNames, type CohortAudience } from './repository';

/** A platform account that has not synced for this long no longer speaks for its cohort. */
const PEER_STALE_DAYS = 14;
const DAY_MS = 86_400_000;

type Place = { nicheId: string; countryCode: string; tier: FollowerTier };
type PlaceNames = { niche: string; country: string };
type Cohort = Place & { peers: PeerFigures[]; names: PlaceNames };

/**
 * GET /api/analytics/peers: one of the user's accounts against the platform's accounts of
 * the same niche, country and follower tier. A cohort under MIN_COHORT yields no live figure at all,
 * only the published tier benchmark, so no answer lets one infer a single other account.
 */
export async function getPeerComparison(db: Db, userId: string, query: PeerComparisonQuery, now = new Date()): Promise<PeerComparison> {
  return (await comparePeers(db, userId, query, now)).comparison;
}

/** The comparison, with the names of the niche and country it read (null when the account is not placed yet), for a report's title. */
export async function comparePeers(
  db: Db,
  userId: string,
  query: PeerComparisonQuery,
  now: Date,
): Promise<{ comparison: PeerComparison; place: PlaceNames | null }> {
  const account = await requireAccount(db, userId, query.accountId);
  await checkPlace(db, query);
  const nicheId = query.nicheId ?? account.nicheId;
  const countryCode = query.countryCode ?? account.countryCode;
  const tier = followerTier(account.followersCount);
  const { timezone, ...window } = peerWindow(periodScopeFor(account), now);
  const [own, cohort] = await Promise.all([
    ownPublicFigures(db, account, { ...window, timezone }).then((figures) => peerFiguresOf(figures, account.followersCount)),
    nicheId && countryCode ? loadCohort(db, { userId, audience: audienceOf(account) }, { nicheId, countryCode, tier }, now) : null,
  ]);
  const live = cohort && cohort.peers.length >= MIN_COHORT ? cohort : null;
  const comparison: PeerComparison = {
    accountId: account.id,
    username: account.username,
    nicheId,
    countryCode,
    tier: { label: tier.label, benchmarkEr: tier.benchmarkEr },
    window,
    cohort: live
      ? { kind: 'live', size: live.peers.length, description: describeLive(live) }
      : { kind: 'benchmark', reason: fallbackReason(cohort), source: TIER_BENCHMARK_SOURCE },
    metrics: PEER_METRICS.map((metric) => metricOf(metric, own, live?.peers ?? null, tier)),
    timezone,
  };
  return { comparison, place: cohort?.names ?? null };
}

/** A demo account (connected through the demo transport) is compared with the demo world, a real one with real accounts only. */
const audienceOf = (account: { loginFlavour: string }): CohortAudience => (account.loginFlavour === 'demo' ? 'demo' : 'real');

async function loadCohort(db: Db, viewer: { userId: string; audience: CohortAudience }, place: Place, now: Date): Promise<Cohort> {
  const { nicheId, countryCode, tier } = place;
  const freshSince = new Date(now.getTime() - PEER_STALE_DAYS * DAY_MS);
  const bounds = { minFollowers: tierFloor(tier), belowFollowers: Number.isFinite(tier.below) ? tier.below : null };
  const [peers, names] = await Promise.all([cohortRows(db, { ...viewer, nicheId, countryCode, ...bounds, freshSince }), placeNames(db, nicheId, countryCode)]);
  return { ...place, peers, names };
}

/**
 * One metric: the account's own value, and against a live cohort its percentile and the cohort's
 * quantiles. Peers without a value for the metric (no posts, no growth history) are left out of it,
 * and if that leaves fewer than MIN_COHORT the metric shows no cohort figure either.
 */
function metricOf(metric: MetricDefinition, own: PeerFigures, peers: PeerFigures[] | null, tier: FollowerTier): PeerMetric {
  const value = metric.valueOf(own);
  const values = (peers ?? []).map((peer) => metric.valueOf(peer)).filter((peer): peer is number => peer !== null);
  const shown = values.length >= MIN_COHORT;
  return {
    key: metric.key,
    label: metric.label,
    unit: metric.unit,
    value,
    percentile: shown && value !== null ? percentileOf(value, values) : null,
    distribution: shown ? distributionOf(values) : null,
    benchmark: metric.key === 'publicEr' ? tier.benchmarkEr : null,
    formula: metric.formula,
  };
}

const cohortName = ({ names, tier }: Cohort) => `${names.niche} accounts in ${names.country} with ${tier.label} followers`;

function describeLive(cohort: Cohort): string {
  return (
    `${cohort.peers.length} other ${cohortName(cohort)}, figures over the last ${PEER_WINDOW_DAYS} days. ` +
    'Percentile: the share of them below this account, ties counting half.'
  );
}

function fallbackReason(cohort: Cohort | null): string {
  if (!cohort) return "Choose the account's niche and country to compare it with peers; until then the published benchmark for its follower tier stands in.";
  return (
    `Fewer than ${MIN_COHORT} other ${cohortName(cohort)}: live figures are shown only for cohorts of ${MIN_COHORT} or more, ` +
    'so that none can point at a single account. The published benchmark for the tier stands in.'
  );
}

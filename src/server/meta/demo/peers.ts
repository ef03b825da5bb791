/**
 * The demo workspace's peers: generated Instagram accounts that stand in for "the platform's other
 * accounts" in peer comparison. Each demo account gets a live cohort (its niche, country and follower
 * tier), a related niche beside it, and a few cohorts too small to show (a neighbouring country, the
 * tiers above and below), so both the live view and the benchmark fallback can be seen.
 */
import { FOLLOWER_TIERS, tierFloor, type FollowerTier } from '../../../shared/benchmarks';
import { PEER_WINDOW_DAYS } from '../../../shared/peers';
import { createRng, type Rng } from './random';

export type DemoPeer = {
  igUserId: string;
  nicheId: string;
  countryCode: string;
  followers: number;
  /** Fraction. */
  publicEr: number | null;
  /** Percentage points over the window. */
  followerGrowthPct: number | null;
  postsPerWeek: number;
  avgInteractions: number | null;
};

type PlacedAccount = {
  nicheId: string;
  countryCode: string;
  followersCount: number;
  media: readonly { timestamp: string; likeCount: number; commentsCount: number }[];
};
/** Where the demo account itself stands, so that its peers spread around and mostly below it. */
type Anchor = { publicEr: number; posts: number };
type CohortPlan = { nicheId: string; countryCode: string; tier: FollowerTier; size: readonly [min: number, max: number]; anchor: Anchor };

const RELATED_NICHE: Record<string, string> = { fitness: 'health-wellness', 'restaurants-cafes': 'food-drink', travel: 'outdoors-adventure' };
const NEIGHBOUR_COUNTRY: Record<string, string> = { US: 'CA', IT: 'ES', BR: 'PT' };
const LIVE_SIZE = [14, 36] as const;
const RELATED_SIZE = [6, 12] as const;
/** Below MIN_COHORT (5): these cohorts must fall back to the published benchmarks. */
const TOO_SMALL_SIZE = [1, 4] as const;
const DAY_MS = 86_400_000;
/** A typical peer engages and posts at these shares of the demo account (which is a busy, well-run one). */
const PEER_ER_SHARE = 0.65;
const PEER_POSTS_SHARE = 0.6;
/** Accounts in the top tier are drawn up to this many followers. */
const TOP_TIER_CAP = 5_000_000;

/** Deterministic for a seed and a day; the peers' ids are the same every day, only their figures follow the accounts. */
export function generateDemoPeers(seed: string, accounts: readonly PlacedAccount[], asOf: Date): DemoPeer[] {
  const rng = createRng(`${seed}:peers`);
  const taken = new Set<string>();
  return accounts
    .flatMap((account) => cohortPlans(account, anchorOf(account, asOf)))
    .flatMap((plan) => Array.from({ length: rng.int(...plan.size) }, () => generatePeer(rng, plan, taken)));
}

/** The demo account's last PEER_WINDOW_DAYS days, roughly: its mean engagement per post over today's followers, and its post count. */
function anchorOf(account: PlacedAccount, asOf: Date): Anchor {
  const since = asOf.getTime() - PEER_WINDOW_DAYS * DAY_MS;
  const recent = account.media.filter((media) => Date.parse(media.timestamp.replace('+0000', 'Z')) >= since);
  const interactions = recent.reduce((sum, media) => sum + media.likeCount + media.commentsCount, 0);
  return { publicEr: recent.length ? interactions / recent.length / account.followersCount : 0.02, posts: Math.max(recent.length, 4) };
}

function cohortPlans(account: PlacedAccount, anchor: Anchor): CohortPlan[] {
  const { nicheId, countryCode } = account;
  const index = FOLLOWER_TIERS.findIndex((tier) => account.followersCount < tier.below);
  const tier = FOLLOWER_TIERS[index];
  const plans: CohortPlan[] = [{ nicheId, countryCode, tier, size: LIVE_SIZE, anchor }];
  if (RELATED_NICHE[nicheId]) plans.push({ nicheId: RELATED_NICHE[nicheId], countryCode, tier, size: RELATED_SIZE, anchor });
  if (NEIGHBOUR_COUNTRY[countryCode]) plans.push({ nicheId, countryCode: NEIGHBOUR_COUNTRY[countryCode], tier, size: TOO_SMALL_SIZE, anchor });
  for (const neighbour of [FOLLOWER_TIERS[index - 1], FOLLOWER_TIERS[index + 1]]) {
    if (neighbour) plans.push({ nicheId, countryCode, tier: neighbour, size: TOO_SMALL_SIZE, anchor });
  }
  return plans;
}

/** Figures spread log-normally, as real accounts' do; avg interactions follow from ER × followers. */
function generatePeer(rng: Rng, plan: CohortPlan, taken: Set<string>): DemoPeer {
  const igUserId = uniqueIgUserId(rng, taken);
  const followers = followersIn(rng, plan.tier);
  const publicEr = round(Math.min(0.4, plan.anchor.publicEr * PEER_ER_SHARE * Math.exp(rng.normal(0, 0.5))), 5);
  const posts = Math.max(1, Math.round(plan.anchor.posts * PEER_POSTS_SHARE * Math.exp(rng.normal(0, 0.5))));
  const growth = rng.normal(2.2, 2.4);
  return {
    igUserId,
    nicheId: plan.nicheId,
    countryCode: plan.countryCode,
    followers,
    publicEr,
    followerGrowthPct: round(Math.max(-6, Math.min(18, growth)), 2),
    postsPerWeek: round((posts / PEER_WINDOW_DAYS) * 7, 3),
    avgInteractions: round(publicEr * followers, 1),
  };
}

/** Log-uniform inside the tier: small accounts are as common per decade as big ones. */
function followersIn(rng: Rng, tier: FollowerTier): number {
  const low = Math.max(100, tierFloor(tier));
  const high = Math.min(tier.below, TOP_TIER_CAP) - 1;
  return Math.round(Math.exp(Math.log(low) + rng.next() * (Math.log(high) - Math.log(low))));
}

/** The demo accounts' and competitors' ids start with 17841; 17842 keeps the peers apart from them. */
function uniqueIgUserId(rng: Rng, taken: Set<string>): string {
  let id: string;
  do id = `17842${rng.digits(10)}`;
  while (taken.has(id));
  taken.add(id);
  return id;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

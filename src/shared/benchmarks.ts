/**
 * The follower tiers and HypeAuditor's average engagement rate per tier. Shared, because
 * the analytics module places an account in its tier and the assistant quotes the whole table.
 */
import type { FollowerTierLabel } from './insights';

export interface FollowerTier {
  label: FollowerTierLabel;
  /** Accounts with fewer followers than this fall in the tier (the tiers are ordered). */
  below: number;
  /** Average public ER of the tier, as a fraction. */
  benchmarkEr: number;
}

export const FOLLOWER_TIERS: readonly FollowerTier[] = [
  { label: '0–1K', below: 1_000, benchmarkEr: 0.1058 },
  { label: '1–5K', below: 5_000, benchmarkEr: 0.0426 },
  { label: '5–20K', below: 20_000, benchmarkEr: 0.0228 },
  { label: '20–100K', below: 100_000, benchmarkEr: 0.0162 },
  { label: '100K–1M', below: 1_000_000, benchmarkEr: 0.0155 },
  { label: '>1M', below: Infinity, benchmarkEr: 0.0154 },
];

export const TIER_BENCHMARK_SOURCE = 'HypeAuditor, average engagement rate by follower tier';

/** The fewest followers an account of `tier` has: the tier before it ends there (0 for the first tier). */
export function tierFloor(tier: FollowerTier): number {
  const index = FOLLOWER_TIERS.findIndex((candidate) => candidate.label === tier.label);
  return index > 0 ? FOLLOWER_TIERS[index - 1].below : 0;
}

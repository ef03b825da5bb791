/**
 * Comparison with peers (docs/metrics.md, "Percentile among peers"): where one account stands among the platform's accounts of the
 * same niche, country and follower tier. Cohorts under MIN_COHORT show no live figure at all and
 * fall back to the published tier benchmarks.
 */
import { z } from 'zod';
import { accountIdField } from './analytics';
import { plainText } from './text';

export const MIN_COHORT = 5;
/** The metrics are read over the last PEER_WINDOW_DAYS days on each account's own clock. */
export const PEER_WINDOW_DAYS = 30;

export const peerComparisonQuery = z.strictObject({
  accountId: accountIdField,
  // An id, refused rather than trimmed when it holds any control character: a NUL would otherwise reach Postgres (500).
  nicheId: plainText('nicheId', { max: 64, min: 0, trim: false }).optional(),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'countryCode must be an ISO 3166-1 alpha-2 code' })
    .optional(),
});
export type PeerComparisonQuery = z.infer<typeof peerComparisonQuery>;

const peerMetricKey = z.enum(['publicEr', 'followerGrowth', 'postingFrequency', 'avgInteractions']);
export type PeerMetricKey = z.infer<typeof peerMetricKey>;

export const distribution = z.object({ p10: z.number(), p25: z.number(), p50: z.number(), p75: z.number(), p90: z.number() });

const peerMetric = z.object({
  key: peerMetricKey,
  label: z.string(),
  unit: z.enum(['percent', 'perWeek', 'count']),
  /** The account's own figure; null where it has no data for the window. */
  value: z.number().nullable(),
  /** Share of the cohort below the account (ties count half), 0–100; null without a live cohort. */
  percentile: z.number().nullable(),
  /** Cohort quantiles; null without a live cohort. */
  distribution: distribution.nullable(),
  /** The published figure for the tier, where one exists (public ER only). */
  benchmark: z.number().nullable(),
  formula: z.string(),
});
export type PeerMetric = z.infer<typeof peerMetric>;

export const peerComparison = z.object({
  accountId: z.string(),
  username: z.string(),
  nicheId: z.string().nullable(),
  countryCode: z.string().nullable(),
  tier: z.object({ label: z.string(), benchmarkEr: z.number() }),
  window: z.object({ from: z.string(), to: z.string(), days: z.number() }),
  cohort: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('live'), size: z.number().int(), description: z.string() }),
    /** Fewer than MIN_COHORT peers: the size is not told, only that it is too small. */
    z.object({ kind: z.literal('benchmark'), reason: z.string(), source: z.string() }),
  ]),
  metrics: z.array(peerMetric),
  /** The clock the window's days are read on: the account's own. */
  timezone: z.string(),
});
export type PeerComparison = z.infer<typeof peerComparison>;

import type { PeerComparison, PeerMetric } from '../../../../shared/peers';

/** Peer comparisons shaped like src/server/modules/peers answers them (rates as fractions). */

const WINDOW = { from: '2026-10-25', to: '2026-11-23', days: 30 };
const TIER = { label: '20–100K', benchmarkEr: 0.0162 };

const metric = (
  key: PeerMetric['key'],
  label: string,
  unit: PeerMetric['unit'],
  value: number | null,
  live: Pick<PeerMetric, 'percentile' | 'distribution'> | null,
): PeerMetric => ({
  key,
  label,
  unit,
  value,
  percentile: live?.percentile ?? null,
  distribution: live?.distribution ?? null,
  benchmark: key === 'publicEr' ? TIER.benchmarkEr : null,
  formula: `the ${label.toLowerCase()} formula, over the last 30 days`,
});

export function livePeerComparison(nicheId = 'fitness', countryCode = 'US'): PeerComparison {
  return {
    accountId: 'a1',
    username: 'mayamoves.fit',
    nicheId,
    countryCode,
    tier: TIER,
    window: WINDOW,
    cohort: {
      kind: 'live',
      size: 12,
      description: '12 other Fitness & Training accounts in United States with 20–100K followers, figures over the last 30 days.',
    },
    metrics: [
      metric('publicEr', 'Public engagement rate', 'percent', 0.0246, {
        percentile: 62.5,
        distribution: { p10: 0.012, p25: 0.017, p50: 0.022, p75: 0.029, p90: 0.036 },
      }),
      metric('followerGrowth', 'Follower growth', 'percent', 0.0058, {
        percentile: 41,
        distribution: { p10: -0.002, p25: 0.003, p50: 0.007, p75: 0.012, p90: 0.02 },
      }),
      metric('postingFrequency', 'Posting frequency', 'perWeek', 4, { percentile: 33.3, distribution: { p10: 2, p25: 3.5, p50: 5, p75: 6, p90: 7.5 } }),
      metric('avgInteractions', 'Average public interactions per post', 'count', 1_280, {
        percentile: 71,
        distribution: { p10: 300, p25: 640, p50: 980, p75: 1_400, p90: 2_100 },
      }),
    ],
    timezone: 'America/New_York',
  };
}

export function benchmarkPeerComparison(nicheId = 'travel', countryCode = 'BR'): PeerComparison {
  return {
    ...livePeerComparison(nicheId, countryCode),
    cohort: {
      kind: 'benchmark',
      reason: 'Fewer than 5 other Travel accounts in Brazil with 20–100K followers: live figures are shown only for cohorts of 5 or more.',
      source: 'HypeAuditor, average engagement rate by follower tier',
    },
    metrics: [
      metric('publicEr', 'Public engagement rate', 'percent', 0.0246, null),
      metric('followerGrowth', 'Follower growth', 'percent', 0.0058, null),
      metric('postingFrequency', 'Posting frequency', 'perWeek', 4, null),
      metric('avgInteractions', 'Average public interactions per post', 'count', 1_280, null),
    ],
  };
}

import type { PeerMetric } from '../../../../../shared/peers';
import { formatCount, formatDecimal, formatPercent, markdownTable } from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { peersTool } from '../../tools/peersTool';
import { failedAnswer, withLookedUp } from './common';
import { IN_WORDS } from './words';

function valueText(metric: PeerMetric, value: number | null): string {
  if (value === null) return 'unknown';
  if (metric.unit === 'percent') return formatPercent(value);
  if (metric.unit === 'perWeek') return `${formatDecimal(value)}/week`;
  return formatCount(value);
}

const ordinal = (n: number) => {
  const rounded = Math.round(n);
  const suffix = rounded % 100 >= 11 && rounded % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][rounded % 10] ?? 'th');
  return `${rounded}${suffix}`;
};

function metricsTable(metrics: readonly PeerMetric[]): string {
  return markdownTable(
    ['Metric', 'You', 'Percentile', 'Peer median', 'Benchmark'],
    metrics.map((m) => [
      m.label,
      valueText(m, m.value),
      m.percentile === null ? '—' : ordinal(m.percentile),
      m.distribution ? valueText(m, m.distribution.p50) : '—',
      m.benchmark === null ? '—' : formatPercent(m.benchmark),
    ]),
  );
}

/** "How do I rank among my peers?": the comparison page's percentiles, or the tier benchmark when the cohort is too small. */
export async function peersAnswer(lookups: AccountLookups): Promise<string> {
  const outcome = await lookups.run(peersTool, {});
  if (!outcome.ok) return failedAnswer(outcome, 'Set the account’s niche and country in Settings, then ask again.');
  const comparison = outcome.data;
  const { cohort, window } = comparison;
  const who = cohort.kind === 'live' ? cohort.description : `${cohort.reason} _Source: ${cohort.source}._`;
  return withLookedUp(
    [outcome.line],
    `## @${comparison.username} among its peers, ${rangeLabel(window.from, window.to)}`,
    who,
    metricsTable(comparison.metrics),
    `_${IN_WORDS.percentile} ${IN_WORDS.publicEr} Every account is read over the same ${window.days} days, ${rangeLabel(window.from, window.to)}._`,
  );
}

import styled from 'styled-components';
import type { PeerComparison, PeerMetric } from '../../../shared/peers';
import { FigureGrid, FigureTile, FigureValue } from '../../components/dataCard';
import { Table } from '../../components/DataTable';
import { FitFrame, NarrowNote } from '../../components/tableFit';
import { FormulaList } from '../../components/FormulaList';
import { InfoTip } from '../../components/InfoTip';
import { mobileQuery } from '../../base/theme';
import { formatPercent, formatPeriod } from '../../lib/format';
import { DistributionChart } from './DistributionChart';
import { formatMetric, METRIC_ENTRIES, percentileText } from './metricFormat';

const Note = styled.div<{ $fallback: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme, $fallback }) => ($fallback ? theme.colors.warning : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
  p:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Grid = styled(FigureGrid)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mobileQuery} {
    grid-template-columns: minmax(0, 1fr);
  }
  /* A printed page is narrower than the mobile breakpoint, yet wide enough for two tiles. */
  @media print {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Tile = styled(FigureTile)`
  gap: ${({ theme }) => theme.space.sm};
  break-inside: avoid;
  .figures {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    margin: 0;
  }
  .rank {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .aside {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/** Who the account is compared with: the live cohort, or why there is none and which published figures stand in. */
export function CohortNote({ comparison }: { comparison: PeerComparison }) {
  const { cohort, tier, window } = comparison;
  const span = `Last ${window.days} days (${formatPeriod(window.from, window.to)}); follower tier ${tier.label}.`;
  if (cohort.kind === 'benchmark') {
    return (
      <Note $fallback role="note" aria-label="Peer group">
        <p>
          <strong>No live peer figures.</strong> {cohort.reason}
        </p>
        <p>
          Showing the published benchmark for the {tier.label} tier instead: average public ER {formatPercent(tier.benchmarkEr)}. Source: {cohort.source}.{' '}
          <InfoTip label="the tier benchmark" entry="tier-benchmark">
            Average engagement rate by follower tier, published by HypeAuditor.
          </InfoTip>
        </p>
        <p>{span}</p>
      </Note>
    );
  }
  return (
    <Note $fallback={false} role="note" aria-label="Peer group">
      <p>
        {cohort.description}{' '}
        <InfoTip label="the percentile" entry="percentile">
          The share of this group whose figure is below yours, ties counting half.
        </InfoTip>
      </p>
      <p>{span}</p>
    </Note>
  );
}

function MetricTile({ metric, fallbackSource }: { metric: PeerMetric; fallbackSource: string | null }) {
  return (
    <Tile aria-label={metric.label}>
      <h2>
        {metric.label}
        <InfoTip label={metric.label} entry={METRIC_ENTRIES[metric.key]}>
          {metric.formula}
        </InfoTip>
      </h2>
      <p className="figures">
        <FigureValue as="span">{formatMetric(metric, metric.value)}</FigureValue>
        {metric.percentile !== null ? <span className="rank">{percentileText(metric.percentile)}</span> : null}
      </p>
      {metric.percentile !== null ? <p className="aside">Above {Math.round(metric.percentile)}% of the peer group.</p> : null}
      {metric.distribution ? <DistributionChart metric={metric} distribution={metric.distribution} /> : null}
      {metric.benchmark !== null ? (
        <p className="aside">
          Tier benchmark: {formatMetric(metric, metric.benchmark)}
          {fallbackSource ? ` (${fallbackSource})` : ''}.
        </p>
      ) : null}
      {metric.distribution === null && metric.benchmark === null ? <p className="aside">No peer figure to compare with.</p> : null}
      {metric.value === null ? <p className="aside">No figure for your account in this window.</p> : null}
    </Tile>
  );
}

/** One tile per metric: the account's figure, its percentile and where it falls in the cohort's spread. */
export function PeerMetricGrid({ comparison }: { comparison: PeerComparison }) {
  const source = comparison.cohort.kind === 'benchmark' ? comparison.cohort.source : null;
  return (
    <Grid aria-label="Peer metrics">
      {comparison.metrics.map((metric) => (
        <MetricTile key={metric.key} metric={metric} fallbackSource={source} />
      ))}
    </Grid>
  );
}

const PEER_COLUMNS: { header: string; low?: boolean }[] = [
  { header: 'Metric' },
  { header: 'You' },
  { header: 'Percentile' },
  { header: 'P10', low: true },
  { header: 'P25', low: true },
  { header: 'Median' },
  { header: 'P75', low: true },
  { header: 'P90', low: true },
  { header: 'Benchmark' },
];
const low = (header: string) => (PEER_COLUMNS.find((column) => column.header === header)?.low ? 'low' : undefined);

/** The same figures as a table: what a report prints and exports. A phone keeps the median and leaves out the outer percentiles, and says so. */
export function PeerMetricsTable({ comparison }: { comparison: PeerComparison }) {
  const spread = (metric: PeerMetric, key: 'p10' | 'p25' | 'p50' | 'p75' | 'p90') => formatMetric(metric, metric.distribution?.[key] ?? null);
  return (
    <FitFrame $narrowBelow={560}>
      <Scroll tabIndex={0} role="region" aria-label="Peer figures table">
        <Table>
          <caption>Figures of @{comparison.username} against the peer group</caption>
          <thead>
            <tr>
              {PEER_COLUMNS.map((column) => (
                <th key={column.header} scope="col" data-priority={column.low ? 'low' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.metrics.map((metric) => (
              <tr key={metric.key}>
                <th scope="row">{metric.label}</th>
                <td>{formatMetric(metric, metric.value)}</td>
                <td>{metric.percentile === null ? '—' : percentileText(metric.percentile)}</td>
                <td data-priority={low('P10')}>{spread(metric, 'p10')}</td>
                <td data-priority={low('P25')}>{spread(metric, 'p25')}</td>
                <td>{spread(metric, 'p50')}</td>
                <td data-priority={low('P75')}>{spread(metric, 'p75')}</td>
                <td data-priority={low('P90')}>{spread(metric, 'p90')}</td>
                <td>{formatMetric(metric, metric.benchmark)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <NarrowNote columns={PEER_COLUMNS.filter((column) => column.low).map((column) => column.header)} canExport={false} />
    </FitFrame>
  );
}

/** Each metric's formula in words, for paper (where no tooltip opens). */
export function PeerFormulas({ comparison }: { comparison: PeerComparison }) {
  return <FormulaList formulas={comparison.metrics.map((metric) => ({ label: metric.label, formula: metric.formula }))} />;
}

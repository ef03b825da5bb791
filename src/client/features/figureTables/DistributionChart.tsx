import styled from 'styled-components';
import type { PeerMetric } from '../../../shared/peers';
import { formatMetric } from './metricFormat';

type Distribution = NonNullable<PeerMetric['distribution']>;

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: 60px;
    overflow: visible;
  }
  .band {
    fill: ${({ theme }) => theme.colors.primary};
    fill-opacity: 0.25;
  }
  .box {
    fill: ${({ theme }) => theme.colors.primary};
    fill-opacity: 0.6;
  }
  .median {
    stroke: ${({ theme }) => theme.colors.text};
    stroke-width: 2;
  }
  .marker {
    fill: ${({ theme }) => theme.colors.accent};
    stroke: ${({ theme }) => theme.colors.bg};
    stroke-width: 2;
  }
  .you {
    fill: ${({ theme }) => theme.colors.text};
    font-size: 11px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-variant-numeric: tabular-nums;
  }
  @media print {
    .median {
      stroke: CanvasText;
    }
    .marker {
      stroke: Canvas;
    }
    .you {
      fill: CanvasText;
    }
  }
`;

/** Where a value sits between the chart's ends, in percent of its width; the ends leave room for the marker. */
function scaleOf(distribution: Distribution, value: number | null) {
  const values = [distribution.p10, distribution.p90, ...(value === null ? [] : [value])];
  let [low, high] = [Math.min(...values), Math.max(...values)];
  if (high === low) [low, high] = [low - 1, high + 1];
  const pad = (high - low) * 0.06;
  return (x: number) => ((x - low + pad) / (high - low + 2 * pad)) * 100;
}

const pct = (value: number) => `${value.toFixed(2)}%`;

/** The cohort's spread as a text: what the drawing shows, for screen readers and on paper. */
function distributionText(metric: PeerMetric, distribution: Distribution): string {
  const f = (value: number) => formatMetric(metric, value);
  const peers = `10th percentile ${f(distribution.p10)}, 25th ${f(distribution.p25)}, median ${f(distribution.p50)}, 75th ${f(distribution.p75)}, 90th ${f(distribution.p90)}`;
  return `Peers: ${peers}. You: ${formatMetric(metric, metric.value)}.`;
}

/** p10–p90 band, p25–p75 box, median line, and a marker where the account stands. */
export function DistributionChart({ metric, distribution }: { metric: PeerMetric; distribution: Distribution }) {
  const x = scaleOf(distribution, metric.value);
  const description = distributionText(metric, distribution);
  return (
    <Figure>
      <svg role="img" aria-label={`${metric.label}: ${description}`}>
        <rect className="band" x={pct(x(distribution.p10))} y={26} width={pct(x(distribution.p90) - x(distribution.p10))} height={12} rx={3} />
        <rect className="box" x={pct(x(distribution.p25))} y={20} width={pct(x(distribution.p75) - x(distribution.p25))} height={24} rx={3} />
        <line className="median" x1={pct(x(distribution.p50))} x2={pct(x(distribution.p50))} y1={14} y2={50} />
        {metric.value === null ? null : (
          <>
            <circle className="marker" cx={pct(x(metric.value))} cy={32} r={7} />
            <text className="you" x={pct(x(metric.value))} y={10} textAnchor="middle">
              You
            </text>
          </>
        )}
      </svg>
      <figcaption>{description}</figcaption>
    </Figure>
  );
}

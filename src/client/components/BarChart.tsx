import styled from 'styled-components';

/** One bar: its label under the axis, its value, or null where the value is unknown (drawn as a gap, never as 0). */
export type ChartBar = { key: string; label: string; value: number | null };

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: 160px;
  }
  .bar {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .bar-negative {
    fill: ${({ theme }) => theme.colors.accent};
  }
  .unknown {
    fill: none;
    stroke: ${({ theme }) => theme.colors.textFaint};
    stroke-dasharray: 3 3;
  }
  .axis {
    stroke: ${({ theme }) => theme.colors.borderStrong};
  }
  figcaption {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-variant-numeric: tabular-nums;
  }
  @media print {
    .bar {
      fill: CanvasText;
    }
  }
`;

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Bars over time or per category, as an SVG whose label says what it shows (its numbers are in the table
 * every caller puts beside it: the chart is the picture, the table the text alternative). Unknown values
 * are a dashed outline across the full height, so a gap never reads as a zero.
 */
export function BarChart({ label, bars, first, last }: { label: string; bars: ChartBar[]; first?: string; last?: string }) {
  const known = bars.map((bar) => bar.value).filter((value): value is number => value !== null);
  const high = Math.max(1, ...known.map(Math.abs));
  const slot = WIDTH / Math.max(1, bars.length);
  const width = Math.max(1, slot * 0.7);
  return (
    <Figure>
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none">
        {bars.map((bar, index) => {
          const x = index * slot + (slot - width) / 2;
          if (bar.value === null) return <rect key={bar.key} className="unknown" x={x} y={1} width={width} height={HEIGHT - 2} />;
          const height = (Math.abs(bar.value) / high) * (HEIGHT - 4);
          return <rect key={bar.key} className={bar.value < 0 ? 'bar-negative' : 'bar'} x={x} y={HEIGHT - height} width={width} height={height} />;
        })}
        <line className="axis" x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
      </svg>
      {first || last ? (
        <figcaption aria-hidden="true">
          <span>{first}</span>
          <span>{last}</span>
        </figcaption>
      ) : null}
    </Figure>
  );
}

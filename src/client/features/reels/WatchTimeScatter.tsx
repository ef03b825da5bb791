import styled from 'styled-components';
import type { ReelRow } from '../../../shared/reels';
import { Muted } from '../../components/dataCard';
import { formatCount } from '../../lib/format';
import { formatWatchTime } from './watchTime';

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: 200px;
    overflow: visible;
  }
  .dot {
    fill: ${({ theme }) => theme.colors.primary};
    fill-opacity: 0.75;
  }
  .top {
    fill: ${({ theme }) => theme.colors.accent};
  }
  .axis {
    stroke: ${({ theme }) => theme.colors.borderStrong};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const Top = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  li span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const WIDTH = 600;
const HEIGHT = 200;
const TOP = 5;

const excerpt = (caption: string | null) => {
  const text = (caption ?? '').trim() || 'Untitled reel';
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/**
 * Average watch time against views, one dot per reel whose both figures Meta served: reels high on the
 * chart hold people longest whatever their reach. The five that hold longest are listed as text, which
 * is also the drawing's text alternative.
 */
export function WatchTimeScatter({ reels }: { reels: ReelRow[] }) {
  const plotted = reels.filter((reel): reel is ReelRow & { avgWatchTimeMs: number; views: number } => reel.avgWatchTimeMs !== null && reel.views !== null);
  if (!plotted.length) return <Muted>Meta served the watch time of none of these reels, so none can be ranked.</Muted>;
  const top = [...plotted].sort((a, b) => b.avgWatchTimeMs - a.avgWatchTimeMs).slice(0, TOP);
  const topIds = new Set(top.map((reel) => reel.id));
  const maxViews = Math.max(1, ...plotted.map((reel) => reel.views));
  const maxWatch = Math.max(1, ...plotted.map((reel) => reel.avgWatchTimeMs));
  const x = (views: number) => 6 + (views / maxViews) * (WIDTH - 12);
  const y = (watch: number) => HEIGHT - 6 - (watch / maxWatch) * (HEIGHT - 12);
  const label = `Average watch time against views for ${plotted.length} reels: up to ${formatWatchTime(maxWatch)} and ${formatCount(maxViews)} views. The reels that hold attention longest are listed below.`;
  return (
    <>
      <Figure>
        <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none">
          <line className="axis" x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
          <line className="axis" x1={0.5} x2={0.5} y1={0} y2={HEIGHT} />
          {plotted.map((reel) => (
            <circle key={reel.id} className={topIds.has(reel.id) ? 'dot top' : 'dot'} cx={x(reel.views)} cy={y(reel.avgWatchTimeMs)} r={5} />
          ))}
        </svg>
        <figcaption>Up: longer average watch time. Right: more views. Pink: the five listed below.</figcaption>
      </Figure>
      <Top aria-label="Reels that hold attention longest">
        {top.map((reel) => (
          <li key={reel.id}>
            {excerpt(reel.caption)}{' '}
            <span>
              — {formatWatchTime(reel.avgWatchTimeMs)} on average, {formatCount(reel.views)} views
            </span>
          </li>
        ))}
      </Top>
    </>
  );
}

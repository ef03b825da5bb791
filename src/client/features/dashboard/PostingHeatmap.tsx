import styled from 'styled-components';
import type { BestTimes, Overview } from '../../../shared/analytics';
import { InfoTip } from '../../components/InfoTip';
import { AskAssistantButton } from '../chat';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { BestHours } from './BestHours';
import { formatCount, formatHour, formatPercent, weekdayName, weekdayShort } from '../../lib/format';
import { NoPostsInPeriod, useFirstSync } from '../../components/NoPostsInPeriod';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
// Monday first, as a posting week is usually read.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/* Positioned, so the visually hidden cell texts (absolutely placed) scroll and clip with the grid. */
const Scroll = styled.div`
  position: relative;
  overflow-x: auto;
`;

/*
 * The 24 hours share the card's width (a fixed layout, so no hour column grows with its label); under
 * MIN_GRID_PX, too narrow for a cell a finger can find, the grid keeps that width and scrolls inside
 * its region, with the day names held at the left edge.
 */
const DAY_COLUMN = '2.75rem';
const MIN_GRID_PX = 460;
const Grid = styled.table`
  width: 100%;
  min-width: ${MIN_GRID_PX}px;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 2px;
  font-size: ${({ theme }) => theme.font.size.xs};
  col:first-child {
    width: ${DAY_COLUMN};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    overflow: visible;
  }
  thead th {
    text-align: left;
    white-space: nowrap;
  }
  tbody th,
  thead td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    padding-right: ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.colors.surface};
    text-align: left;
    white-space: nowrap;
  }
  td {
    height: 22px;
    border-radius: 3px;
  }
`;

/** The cell's colour: violet, stronger with the slot's median public ER relative to the best slot. */
const shade = (share: number) => (share <= 0 ? 'rgba(255,255,255,0.04)' : `rgba(139, 92, 246, ${(0.18 + 0.82 * share).toFixed(2)})`);
const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

type Props = {
  /** The cells (raw medians, descriptive); with bestTimes, the ranked best hours are named above them. */
  heatmap: Pick<Overview['heatmap'], 'cells' | 'sampleSize' | 'formula'> & { bestTimes?: BestTimes };
  timezone: string;
  /** Another account's pattern (a competitor's) is titled for what it is, and planning with it is left out. */
  title?: string;
  planWithAssistant?: boolean;
};

/** Best time to post: the best hours of the day named, and the median public ER per weekday × hour on the account's clock. */
export function PostingHeatmap({ heatmap, timezone, title = 'Best time to post', planWithAssistant = true }: Props) {
  const byCell = new Map(heatmap.cells.map((cell) => [`${cell.weekday}:${cell.hour}`, cell]));
  const best = Math.max(0, ...heatmap.cells.map((cell) => cell.medianPublicEr));
  const firstSync = useFirstSync();
  const slotName = (cell: { weekday: number; hour: number }) => `${weekdayName(cell.weekday)} ${formatHour(cell.hour)}`;
  const cardHead = (
    <CardHead>
      <h2 id="heatmap-title">{title}</h2>
      <InfoTip label={`the ${title.toLowerCase()}`} entry="best-time">
        {heatmap.formula}.
      </InfoTip>
    </CardHead>
  );
  // A first sync's partial read would rank hours from part of the posts: the card waits for all of them.
  if (firstSync)
    return (
      <Card aria-labelledby="heatmap-title">
        {cardHead}
        <NoPostsInPeriod ending=" to learn from" />
      </Card>
    );
  return (
    <Card aria-labelledby="heatmap-title">
      {cardHead}
      <Muted>
        Based on {formatCount(heatmap.sampleSize)} post{heatmap.sampleSize === 1 ? '' : 's'} in this period, in {timezone}.
        {heatmap.sampleSize > 0 && heatmap.sampleSize < 5 ? ' Too few posts to be reliable.' : ''}
      </Muted>
      {heatmap.bestTimes ? <BestHours bestTimes={heatmap.bestTimes} /> : null}
      {!heatmap.bestTimes && heatmap.sampleSize === 0 ? <NoPostsInPeriod ending=" to learn from" /> : null}
      <Scroll tabIndex={0} role="region" aria-label="Weekday by hour grid">
        <Grid>
          <caption style={hidden}>Median public ER by weekday and hour</caption>
          <colgroup>
            <col />
            {HOURS.map((hour) => (
              <col key={hour} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <td />
              {HOURS.map((hour) => (
                <th key={hour} scope="col" abbr={formatHour(hour)}>
                  {hour % 3 === 0 ? hour : ''}
                  {hour % 3 === 0 ? null : <span style={hidden}>{hour}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEK_ORDER.map((weekday) => (
              <tr key={weekday}>
                <th scope="row">{weekdayShort(weekday)}</th>
                {HOURS.map((hour) => {
                  const cell = byCell.get(`${weekday}:${hour}`);
                  const text = cell ? `${formatPercent(cell.medianPublicEr)}, ${formatCount(cell.posts)} post${cell.posts === 1 ? '' : 's'}` : 'no posts';
                  return (
                    <td
                      key={hour}
                      title={`${slotName({ weekday, hour })}: ${text}`}
                      style={{ background: shade(cell && best > 0 ? cell.medianPublicEr / best : 0) }}
                    >
                      <span style={hidden}>{text}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Grid>
      </Scroll>
      {planWithAssistant && heatmap.bestTimes?.hours.length ? (
        <AskAssistantButton
          label="Ask the assistant to plan next week around these hours"
          actionType="content_ideas"
          message={`My best hours to post are ${heatmap.bestTimes.hours.map((hour) => `${formatHour(hour.hour)} (estimated public ER ${formatPercent(hour.estimatedPublicEr)} over ${hour.posts} posts)`).join(', ')}. Plan my posts for next week around them.`}
        >
          Plan next week around these
        </AskAssistantButton>
      ) : null}
    </Card>
  );
}

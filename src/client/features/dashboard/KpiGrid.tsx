import styled from 'styled-components';
import { mobileQuery } from '../../app/theme';
import type { Kpi, Overview } from '../../../shared/analytics';
import { InfoTip } from '../../components/InfoTip';
import { AskAssistantButton } from '../chat';
import { formatChange, formatCount, formatDecimal, formatPercent } from '../../lib/format';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 230px), 1fr));
  ${mobileQuery} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${({ theme }) => theme.space.sm}; }
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h3 { display: flex; align-items: center; justify-content: space-between; margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  > button { align-self: flex-start; margin-left: -${({ theme }) => theme.space.sm}; }
  ${mobileQuery} { padding: ${({ theme }) => theme.space.md}; }
`;

const Value = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  ${mobileQuery} { font-size: ${({ theme }) => theme.font.size.xl}; }
`;

const Change = styled.p<{ $tone: 'up' | 'down' | 'flat' }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'up' ? theme.colors.success : $tone === 'down' ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type KpiKey = keyof Overview['kpis'];
const CARDS: { key: KpiKey; label: string; format: (value: number | null) => string }[] = [
  { key: 'followers', label: 'Followers', format: formatCount },
  { key: 'netGrowth', label: 'Net follower growth', format: (value) => (value === null ? '—' : `${value > 0 ? '+' : ''}${formatCount(value)}`) },
  { key: 'reach', label: 'Reach', format: formatCount },
  { key: 'views', label: 'Views', format: formatCount },
  { key: 'erByReach', label: 'ER by reach', format: (value) => formatPercent(value) },
  { key: 'publicEr', label: 'Public ER', format: (value) => formatPercent(value) },
  { key: 'posts', label: 'Posts published', format: formatCount },
  { key: 'avgInteractions', label: 'Avg interactions per post', format: formatDecimal },
];

const toneOf = (kpi: Kpi) => (kpi.change === null || kpi.change === 0 ? 'flat' : kpi.change > 0 ? 'up' : 'down');

/** The headline figures, each with its change against the previous period, its formula, and a way to ask about it. */
export function KpiGrid({ overview }: { overview: Overview }) {
  const { from, to } = overview.range;
  return (
    <Grid aria-label="Key figures">
      {CARDS.map(({ key, label, format }) => {
        const kpi = overview.kpis[key];
        const value = format(kpi.value);
        const change = formatChange(kpi.change);
        return (
          <Tile key={key}>
            <h3>
              {label}
              <InfoTip label={label}>
                {kpi.formula}. Source: {kpi.source}. Compared with {overview.previousRange.from} – {overview.previousRange.to}: {format(kpi.previous)}.
              </InfoTip>
            </h3>
            <Value>{value}</Value>
            <Change $tone={toneOf(kpi)}>
              {change}
              {kpi.change === null ? '' : ' vs previous period'}
            </Change>
            <AskAssistantButton
              label={`Ask the assistant about ${label}`}
              message={`My ${label.toLowerCase()} from ${from} to ${to} was ${value} (${change} against the previous ${overview.range.days} days, when it was ${format(kpi.previous)}). What explains this, and what should I do next?`}
            >
              Ask
            </AskAssistantButton>
          </Tile>
        );
      })}
    </Grid>
  );
}

import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CompetitorList, CompetitorRow } from '../../../shared/competitors';
import { FormulaList } from '../../components/FormulaList';
import { HiddenLikesNote } from '../../components/HiddenLikes';
import { SortableTable, type SortableColumn } from '../../components/SortableTable';
import { percentNumber, type CsvColumn, type CsvFile } from '../../lib/csv';
import { formatCount, formatDay, formatDecimal, formatGrowthPercent, formatPercent, formatPeriod, formatSignedCount } from '../../lib/format';
import { AccountAvatar } from '../accounts';
import { competitorPath } from '../../../shared/pagePaths';

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  a {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const YouBadge = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** A figure over the posts whose likes are known, with how many it left out (their owner hides them). */
const withHiddenLikes = (text: string, row: CompetitorRow) => (
  <>
    {text}
    <HiddenLikesNote posts={row.postsWithHiddenLikes} />
  </>
);

/** "+1,240" or "−56", or a dash with fewer than two snapshots in the range. */
export const netGrowthText = (growth: CompetitorRow['followerGrowth']) => formatSignedCount(growth?.net);
/** The server sends growth as a percentage (0.58 for 0.58%). */
export const growthPercentText = (growth: CompetitorRow['followerGrowth']) => formatGrowthPercent(growth?.percent == null ? null : growth.percent / 100);

function AccountCell({ row }: { row: CompetitorRow }) {
  const handle = `@${row.username}`;
  return (
    <Who>
      <AccountAvatar username={row.username} src={row.profilePicUrl} size={28} />
      {row.kind === 'own' ? (
        <>
          <span title={row.name ?? undefined}>{handle}</span> <YouBadge>You</YouBadge>
        </>
      ) : (
        <Link to={competitorPath(row.id)} title={row.name ?? undefined}>
          {handle}
        </Link>
      )}
    </Who>
  );
}

/**
 * Growth, or why there is none: a competitor first tracked inside the period has no snapshot from
 * before it, so "tracking since 12 Nov 2026" says why instead of a bare dash.
 */
function growthCellText(row: CompetitorRow, periodStart: string): string {
  if (!row.followerGrowth && row.trackedSince && row.trackedSince > periodStart) return `tracking since ${formatDay(row.trackedSince)}`;
  return netGrowthText(row.followerGrowth);
}

// Table cells keep to one line; this sentence may take two rather than widen the column for every row.
const Wrapping = styled.span`
  display: inline-block;
  min-width: 5em;
  white-space: normal;
`;

/** The public figures (docs/metrics.md, "Competitor figures"), the same columns for the user and every competitor, over a period starting on `periodStart`; a phone leaves out the derived ones. */
const figureColumns = (periodStart: string): SortableColumn<CompetitorRow>[] => [
  {
    key: 'account',
    header: 'Account',
    text: (row) => `@${row.username}${row.kind === 'own' ? ' (you)' : ''}`,
    render: (row) => <AccountCell row={row} />,
    sortValue: (row) => row.username,
  },
  { key: 'followers', header: 'Followers', numeric: true, text: (row) => formatCount(row.followers), sortValue: (row) => row.followers },
  {
    key: 'growth',
    header: 'Growth',
    numeric: true,
    text: (row) => growthCellText(row, periodStart),
    render: (row) => <Wrapping>{growthCellText(row, periodStart)}</Wrapping>,
    sortValue: (row) => row.followerGrowth?.net ?? null,
  },
  {
    key: 'growthPercent',
    header: 'Growth %',
    numeric: true,
    priority: 'low',
    text: (row) => growthPercentText(row.followerGrowth),
    sortValue: (row) => row.followerGrowth?.percent ?? null,
  },
  { key: 'postsPerWeek', header: 'Posts per week', numeric: true, text: (row) => formatDecimal(row.postsPerWeek), sortValue: (row) => row.postsPerWeek },
  {
    key: 'avgLikes',
    header: 'Avg likes',
    numeric: true,
    priority: 'low',
    text: (row) => formatDecimal(row.avgLikes),
    render: (row) => withHiddenLikes(formatDecimal(row.avgLikes), row),
    sortValue: (row) => row.avgLikes,
  },
  {
    key: 'avgComments',
    header: 'Avg comments',
    numeric: true,
    priority: 'low',
    text: (row) => formatDecimal(row.avgComments),
    sortValue: (row) => row.avgComments,
  },
  {
    key: 'publicEr',
    header: 'Public ER',
    numeric: true,
    text: (row) => formatPercent(row.publicEr),
    render: (row) => withHiddenLikes(formatPercent(row.publicEr), row),
    sortValue: (row) => row.publicEr,
  },
];

/** The same figures as data, with the glossary's column names (#competitor-figures). */
export const FIGURE_CSV: CsvColumn<CompetitorRow>[] = [
  { name: 'account', value: (row) => row.username },
  { name: 'account_kind', value: (row) => row.kind },
  { name: 'followers', value: (row) => row.followers },
  { name: 'net_follower_growth', value: (row) => row.followerGrowth?.net },
  { name: 'follower_growth_pct', value: (row) => percentNumber(row.followerGrowth?.percent == null ? null : row.followerGrowth.percent / 100) },
  { name: 'posts_per_week', value: (row) => row.postsPerWeek },
  { name: 'avg_likes', value: (row) => row.avgLikes },
  { name: 'posts_with_hidden_likes', value: (row) => row.postsWithHiddenLikes },
  { name: 'avg_comments', value: (row) => row.avgComments },
  { name: 'public_er_pct', value: (row) => percentNumber(row.publicEr) },
];

/** The export of a list: the account it belongs to, and the period it covers. */
const figuresCsvFile = (list: CompetitorList, account: string, table = 'competitors'): CsvFile => ({
  account,
  table,
  from: list.range.from,
  to: list.range.to,
});

const isOwn = (row: CompetitorRow) => row.kind === 'own';

/** The account the list belongs to: its own row. */
const ownUsername = (list: CompetitorList) => list.rows.find(isOwn)?.username ?? list.accountId;

/**
 * During the account's first sync its own figures are partial: each says it is coming instead of
 * standing as final beside the competitors' (sorting leaves the own row pinned anyway).
 */
const ownFiguresPending = (columns: SortableColumn<CompetitorRow>[]): SortableColumn<CompetitorRow>[] =>
  columns.map((column) => {
    if (!column.numeric) return column;
    const shown = column.render ?? column.text;
    return { ...column, text: (row) => (isOwn(row) ? 'Syncing…' : column.text(row)), render: (row) => (isOwn(row) ? 'Syncing…' : shown(row)) };
  });

/** `ownSyncing`: the account's first sync is under way. */
type Props = { list: CompetitorList; extraColumns?: SortableColumn<CompetitorRow>[]; plain?: boolean; ownSyncing?: boolean };

/** The user's account (first, for reference) and each competitor on the public figures, sortable by every column. */
export function CompetitorFiguresTable({ list, extraColumns = [], plain = false, ownSyncing = false }: Props) {
  const figures = figureColumns(list.range.from);
  return (
    <SortableTable<CompetitorRow>
      caption={`Public figures for ${formatPeriod(list.range.from, list.range.to)} (${list.range.days} days)`}
      columns={[...(ownSyncing ? ownFiguresPending(figures) : figures), ...extraColumns]}
      rows={list.rows}
      rowKey={(row) => `${row.kind}:${row.id}`}
      pinned={isOwn}
      // Paper (a printed report) has no export of its own: the report exports the same columns.
      csv={plain ? undefined : { columns: FIGURE_CSV, file: figuresCsvFile(list, ownUsername(list)) }}
      plain={plain}
    />
  );
}

/** Each figure's formula, spelled out under the table. */
export function FigureFormulas({ formulas }: { formulas: CompetitorList['formulas'] }) {
  return (
    <FormulaList
      formulas={[
        { label: 'Public ER', formula: formulas.publicEr },
        { label: 'Growth, growth %', formula: formulas.followerGrowth },
        { label: 'Posts per week', formula: formulas.postsPerWeek },
        {
          label: 'Avg likes, comments',
          formula:
            'mean likes and comments per post published in the range (public counts from Instagram); a post whose likes its owner hides is left out of the likes and of public ER, and counted under them',
        },
      ]}
    />
  );
}

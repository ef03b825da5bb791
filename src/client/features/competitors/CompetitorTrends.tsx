import { useMemo } from 'react';
import styled from 'styled-components';
import type { AccountTrend, CompetitorTrends as Trends } from '../../../shared/competitors';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { DataTable, type Column } from '../../components/DataTable';
import { InfoTip } from '../../components/InfoTip';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingSections } from '../../components/LoadingSections';
import { percentNumber, type CsvColumn, type CsvFile } from '../../lib/csv';
import { formatCount, formatDay, formatPercent, formatPeriod } from '../../lib/format';
import { ChartCard, type ChartSeries } from '../dashboard';
import { growthPercentText, netGrowthText } from '../figureTables';
import { shiftDate } from '../period';
import { useGetCompetitorTrendsQuery } from './competitorsApi';

/** One colour per account, the account itself first; each at least 3:1 on the dark card (WCAG 1.4.11). */
const PALETTE = ['#a78bfa', '#38bdf8', '#f472b6', '#22c55e', '#f59e0b', '#2dd4bf', '#fb7185', '#facc15', '#60a5fa', '#e879f9'];
const colorOf = (index: number) => PALETTE[index % PALETTE.length];

const handleOf = (account: AccountTrend) => `@${account.username}${account.kind === 'own' ? ' (you)' : ''}`;

type Props = { accountId: string; accountName: string; range: { from: string; to: string } };

/** Followers and public ER of the account and its competitors over the period, and who grew most. */
export function CompetitorTrends({ accountId, accountName, range }: Props) {
  const trends = useGetCompetitorTrendsQuery({ accountId, from: range.from, to: range.to });
  if (trends.isError) return <LoadFailed title="The trends could not be loaded" error={trends.error} onRetry={() => void trends.refetch()} />;
  if (!trends.data) return <LoadingSections label="Loading the trends" heights={[220, 300, 300]} />;
  return <TrendsContent trends={trends.data} accountName={accountName} />;
}

function TrendsContent({ trends, accountName }: { trends: Trends; accountName: string }) {
  const file = (table: string): CsvFile => ({ account: accountName, table, from: trends.range.from, to: trends.range.to });
  const charts = useTrendSeries(trends);
  return (
    <>
      <GrowthRanking trends={trends} file={file('competitor-growth-ranking')} />
      <ChartCard
        id="competitor-followers-trend"
        title="Followers over time"
        entry="competitor-trends"
        formula="Followers of each account on each day a snapshot was taken in the period (your daily profile snapshots; a competitor's business discovery snapshot at every refresh since tracking began). A day without a snapshot has no point."
        dates={charts.days}
        series={charts.followers}
        file={file('competitor-followers-trend')}
        note={<HistoryNotes trends={trends} />}
        table={<FollowersTable trends={trends} file={file('competitor-followers-trend')} />}
      />
      <ChartCard
        id="competitor-er-trend"
        title="Public ER by week"
        entry="competitor-trends"
        formula={`Public ER of the posts each account published in each week of the period, counted from the period's first day: ${trends.formulas.publicEr}. A week without posts has no point.`}
        dates={charts.weeks}
        series={charts.publicEr}
        file={file('competitor-er-trend')}
        table={<PublicErTable trends={trends} file={file('competitor-er-trend')} />}
      />
    </>
  );
}

/** Every day of the period, each account's snapshot on it (null without one), and each week's public ER. */
function useTrendSeries(trends: Trends) {
  return useMemo(() => {
    const days: string[] = [];
    for (let day = trends.range.from; day <= trends.range.to; day = shiftDate(day, 1)) days.push(day);
    const followers: ChartSeries[] = trends.accounts.map((account, index) => {
      const byDay = new Map(account.followers.map((point) => [point.date, point.followers]));
      return { label: handleOf(account), column: 'followers', color: colorOf(index), values: days.map((day) => byDay.get(day) ?? null), points: true };
    });
    const publicEr: ChartSeries[] = trends.accounts.map((account, index) => ({
      label: handleOf(account),
      column: 'public_er_pct',
      color: colorOf(index),
      values: account.publicEr,
      format: (value) => formatPercent(value),
      points: true,
    }));
    return { days, weeks: trends.buckets.map((bucket) => bucket.from), followers, publicEr };
  }, [trends]);
}

/** Accounts whose history starts after the period does: "tracking since", so a short line is not read as a slump. */
function HistoryNotes({ trends }: { trends: Trends }) {
  const short = trends.accounts.filter((account) => account.historyFrom === null || account.historyFrom > trends.range.from);
  if (!short.length) return null;
  const since = (account: AccountTrend) => {
    if (account.kind === 'competitor' && account.trackedSince) {
      return `tracking since ${formatDay(account.trackedSince)}${account.historyFrom ? '' : ', no snapshot in this period'}`;
    }
    return account.historyFrom ? `follower history since ${formatDay(account.historyFrom)}` : 'no follower snapshot in this period';
  };
  return (
    <Muted>
      Shorter history than the period: {short.map((account) => `${handleOf(account)} ${since(account)}`).join('; ')}. Lines start where the history does.
    </Muted>
  );
}

type FollowerRow = { account: AccountTrend; date: string; followers: number };

function FollowersTable({ trends, file }: { trends: Trends; file: CsvFile }) {
  const rows = useMemo<FollowerRow[]>(
    () => trends.accounts.flatMap((account) => account.followers.map((point) => ({ account, date: point.date, followers: point.followers }))),
    [trends],
  );
  const columns: Column<FollowerRow>[] = [
    { header: 'Account', cell: (row) => handleOf(row.account) },
    { header: 'Date', cell: (row) => formatDay(row.date) },
    { header: 'Followers', cell: (row) => formatCount(row.followers) },
  ];
  const csv: CsvColumn<FollowerRow>[] = [
    { name: 'account', value: (row) => row.account.username },
    { name: 'account_kind', value: (row) => row.account.kind },
    { name: 'date', value: (row) => row.date },
    { name: 'followers', value: (row) => row.followers },
  ];
  return (
    <DataTable
      caption="Followers over time, by account and snapshot day"
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.account.id}:${row.date}`}
      csv={{ columns: csv, file }}
      paging={{ pageSize: 31, noun: 'rows' }}
    />
  );
}

type WeekRow = { account: AccountTrend; from: string; to: string; publicEr: number | null };

function PublicErTable({ trends, file }: { trends: Trends; file: CsvFile }) {
  const rows = useMemo<WeekRow[]>(
    () => trends.accounts.flatMap((account) => trends.buckets.map((bucket, index) => ({ account, ...bucket, publicEr: account.publicEr[index] }))),
    [trends],
  );
  const columns: Column<WeekRow>[] = [
    { header: 'Account', cell: (row) => handleOf(row.account) },
    { header: 'Week', cell: (row) => formatPeriod(row.from, row.to) },
    { header: 'Public ER', cell: (row) => formatPercent(row.publicEr) },
  ];
  const csv: CsvColumn<WeekRow>[] = [
    { name: 'account', value: (row) => row.account.username },
    { name: 'account_kind', value: (row) => row.account.kind },
    { name: 'date', value: (row) => row.from },
    { name: 'public_er_pct', value: (row) => percentNumber(row.publicEr) },
  ];
  return (
    <DataTable
      caption="Public ER by account and week (the week's first day in the export)"
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.account.id}:${row.from}`}
      csv={{ columns: csv, file }}
      paging={{ pageSize: 31, noun: 'rows' }}
    />
  );
}

type RankRow = { rank: number | null; account: AccountTrend };

/** Why an account has no growth: tracking began inside the period, or too few snapshots in it. */
function noGrowthReason(account: AccountTrend, from: string): string {
  if (account.trackedSince && account.trackedSince > from) return `tracking since ${formatDay(account.trackedSince)}`;
  return 'too few snapshots in this period';
}

const Ranked = styled.span`
  display: inline-block;
  white-space: normal;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

/** "1. @handle", or an unranked handle with the reason under it: the rank and the account read as one cell on a phone. */
function RankedAccount({ row, from }: { row: RankRow; from: string }) {
  return (
    <Ranked>
      {row.rank === null ? handleOf(row.account) : `${row.rank}. ${handleOf(row.account)}`}
      {row.rank === null ? <small>{noGrowthReason(row.account, from)}</small> : null}
    </Ranked>
  );
}

/** The accounts by follower growth % over the period, the competitors table's own figures; unknown growth unranked, last. */
function GrowthRanking({ trends, file }: { trends: Trends; file: CsvFile }) {
  const rows = useMemo<RankRow[]>(() => {
    const byId = new Map(trends.accounts.map((account) => [account.id, account]));
    let rank = 0;
    return trends.ranking.map((id) => {
      const account = byId.get(id)!;
      return { rank: account.followerGrowth ? (rank += 1) : null, account };
    });
  }, [trends]);
  const columns: Column<RankRow>[] = [
    { header: 'Account', cell: (row) => <RankedAccount row={row} from={trends.range.from} /> },
    { header: 'Growth', cell: (row) => netGrowthText(row.account.followerGrowth) },
    { header: 'Growth %', cell: (row) => growthPercentText(row.account.followerGrowth) },
    {
      header: 'Measured',
      priority: 'low',
      cell: (row) => (row.account.followerGrowth ? formatPeriod(row.account.followerGrowth.fromDate, row.account.followerGrowth.toDate) : '—'),
    },
  ];
  const csv: CsvColumn<RankRow>[] = [
    { name: 'account', value: (row) => row.account.username },
    { name: 'account_kind', value: (row) => row.account.kind },
    { name: 'net_follower_growth', value: (row) => row.account.followerGrowth?.net },
    {
      name: 'follower_growth_pct',
      value: (row) => percentNumber(row.account.followerGrowth?.percent == null ? null : row.account.followerGrowth.percent / 100),
    },
  ];
  return (
    <Card aria-labelledby="growth-ranking-title">
      <CardHead>
        <h2 id="growth-ranking-title">Growth ranking</h2>
        <InfoTip label="the growth ranking" entry="growth-ranking">
          Accounts by follower growth % over {formatPeriod(trends.range.from, trends.range.to)}, net growth breaking ties: {trends.formulas.followerGrowth}. The
          same figures as the table above.
        </InfoTip>
      </CardHead>
      <DataTable
        caption="Follower growth over the period, highest first"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.account.id}
        csv={{ columns: csv, file }}
      />
    </Card>
  );
}

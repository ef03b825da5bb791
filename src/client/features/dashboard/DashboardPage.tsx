import { useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import type { Overview } from '../../../shared/analytics';
import type { SyncRefusal } from '../../../shared/connectors';
import { EmptyState } from '../../components/EmptyState';
import { FirstSyncContext } from '../../components/NoPostsInPeriod';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingSections } from '../../components/LoadingSections';
import { Page } from '../../components/Page';
import { Sections } from '../../components/pageLayout';
import type { CsvFile } from '../../lib/csv';
import { formatPeriod } from '../../lib/format';
import { AccountDataState, AccountSyncNotice, useAccountSync, useAccountPeriod, useSelectedAccount } from '../accounts';
import { ChartCard } from './ChartCard';
import type { ChartSeries } from './charts/UplotChart';
import { useGetOverviewQuery } from './dashboardApi';
import { Muted, TwoColumns } from '../../components/dataCard';
import { FormatBreakdown } from './FormatBreakdown';
import { KpiGrid } from './KpiGrid';
import { PostingHeatmap } from './PostingHeatmap';
import { RankedPosts } from './RankedPosts';
import { CompareControl, DateRangePicker, useComparison } from '../period';
import { AccessEndingNotice } from '../settings';

/** The period and what it is compared with, side by side, wrapping under each other on a phone. */
const PeriodControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.lg};
`;

const WILL_SHOW =
  'Once a business account is connected, this page shows followers and follower growth, reach, views and engagement rate for the period you choose, with your best times to post and your top posts. Every figure states its formula and data source.';

export default function DashboardPage() {
  const { account } = useSelectedAccount();
  const { range, setRange, today } = useAccountPeriod(account?.accountId);
  const { compare, setCompare } = useComparison(range);
  const overview = useGetOverviewQuery({ accountId: account?.accountId ?? '', from: range.from, to: range.to, compare }, { skip: !account });
  const { status, firstSync } = useAccountSync(account?.accountId, overview.fulfilledTimeStamp);
  // The answer is drawn in a deferred render, which React splits into short tasks: built at once, the
  // page's biggest render was one long task that held the main thread (and every tap) for a moment.
  const shown = useDeferredValue(overview.data);
  return (
    <Page
      title="Dashboard"
      about={account ? `@${account.accountName}` : undefined}
      lead={account ? `How @${account.accountName} performs, against the period you compare with.` : 'How your Instagram account performs over time.'}
    >
      {account ? <AccessEndingNotice account={account} /> : null}
      {account ? (
        <PeriodControls>
          <DateRangePicker range={range} today={today} onChange={setRange} />
          <CompareControl compare={compare} onChange={setCompare} />
        </PeriodControls>
      ) : null}
      {account ? <AccountSyncNotice accountId={account.accountId} /> : null}
      {!account ? <AccountDataState icon="dashboard" willShow={WILL_SHOW} whenConnected="" /> : null}
      {account && overview.isError ? (
        <LoadFailed title="The dashboard could not be loaded" error={overview.error} onRetry={() => void overview.refetch()} />
      ) : null}
      {account && !overview.isError && !shown ? <LoadingSections label="Loading the dashboard" heights={[260, 300, 300]} /> : null}
      {account && shown ? (
        <DashboardContent
          overview={shown}
          accountName={account.accountName}
          refreshing={overview.isFetching}
          refusals={status?.refusals ?? []}
          firstSync={firstSync}
        />
      ) : null}
    </Page>
  );
}

/**
 * `refusals`: what Meta refused in the account's last sync (the figures it feeds show "unknown" with the
 * reason). `firstSync`: the account's first sync is under way, so nothing stored is final yet.
 */
type ContentProps = { overview: Overview; accountName: string; refreshing: boolean; refusals: SyncRefusal[]; firstSync: boolean };

function DashboardContent({ overview, accountName, refreshing, refusals, firstSync }: ContentProps) {
  const charts = useChartSeries(overview);
  const note = <ComparisonNote overview={overview} />;
  // Every export names the account, its table and the period the answer echoes.
  const file = (table: string): CsvFile => ({ account: accountName, table: `dashboard-${table}`, from: overview.range.from, to: overview.range.to });
  // An empty period says so, but not during the first sync: the period is not empty, it is not read yet.
  const empty = !firstSync && overview.kpis.posts.value === 0 && overview.series.every((day) => day.followers === null && !day.reach);
  return (
    <FirstSyncContext.Provider value={firstSync}>
      <Sections aria-busy={refreshing}>
        {empty ? (
          <EmptyState icon="dashboard" title="Nothing recorded in this period">
            <span>No posts and no daily figures in {formatPeriod(overview.range.from, overview.range.to)}. Choose a longer period, or sync the account.</span>
          </EmptyState>
        ) : null}
        <KpiGrid overview={overview} refusals={refusals} firstSync={firstSync} />
        <ChartCard
          id="followers-chart"
          title="Followers"
          entry="followers"
          formula="Followers at the end of each day, from the daily account insights and profile snapshots."
          dates={charts.dates}
          series={charts.followers}
          file={file('followers')}
          comparedDates={charts.comparedDates}
          note={note}
        />
        {/* One basis per chart: reach is the account's per day, views belong to the posts published that day. */}
        <ChartCard
          id="reach-chart"
          title="Reach"
          entry="reach"
          formula="Accounts reached each day: the daily account reach insight (account level). Days Meta did not report are gaps, not 0."
          dates={charts.dates}
          series={charts.reach}
          file={file('reach')}
          comparedDates={charts.comparedDates}
          note={note}
        />
        <ChartCard
          id="views-chart"
          title="Views of the day's posts"
          entry="views"
          formula="Views of the posts published each day, counted on the day they were published (media insights), not views the account received that day."
          dates={charts.dates}
          series={charts.views}
          file={file('views')}
          comparedDates={charts.comparedDates}
          note={note}
        />
        <ChartCard
          id="interactions-chart"
          title="Interactions by day"
          entry="interactions"
          formula="Likes + comments + saves + shares of the posts published each day (media insights)."
          dates={charts.dates}
          series={charts.interactions}
          file={file('interactions')}
          comparedDates={charts.comparedDates}
          note={note}
        />
        <TwoColumns>
          <PostingHeatmap heatmap={overview.heatmap} timezone={overview.timezone} />
          <FormatBreakdown formats={overview.formats} file={file('formats')} />
        </TwoColumns>
        <TwoColumns>
          <RankedPosts id="top-posts" title="Top posts" posts={overview.topPosts} timezone={overview.timezone} />
          <RankedPosts id="bottom-posts" title="Lowest posts" posts={overview.bottomPosts} timezone={overview.timezone} />
        </TwoColumns>
      </Sections>
    </FirstSyncContext.Provider>
  );
}

type DayFigure = 'followers' | 'reach' | 'views' | 'interactions';

/** The comparison as the charts' legends and tables name it. */
const COMPARED_WITH: Record<Overview['comparison']['kind'], string> = {
  previous: 'previous period',
  year: 'same period last year',
  none: '',
};

/** Series arrays built once per answer, so the charts redraw only when the data changes. */
function useChartSeries(overview: Overview) {
  return useMemo(() => {
    const pick = (key: DayFigure) => overview.series.map((day) => day[key]);
    const line = (label: string, column: string, color: string, values: (number | null)[]): ChartSeries => ({ label, column, color, values });
    const { comparison } = overview;
    // The comparison's day at each offset from its first, drawn beside the period's day at the same offset.
    const shown = comparison.kind !== 'none' && comparison.recorded;
    const alignedDay = (index: number) => comparison.series[index] ?? null;
    const compared = (label: string, key: DayFigure, color: string): ChartSeries[] =>
      shown
        ? [
            {
              label: `${label}, ${COMPARED_WITH[comparison.kind]}`,
              column: `${key}_compared`,
              color,
              dashed: true,
              values: overview.series.map((_day, index) => alignedDay(index)?.[key] ?? null),
            },
          ]
        : [];
    return {
      dates: overview.series.map((day) => day.date),
      comparedDates: shown ? overview.series.map((_day, index) => alignedDay(index)?.date ?? null) : undefined,
      followers: [line('Followers', 'followers', '#a78bfa', pick('followers')), ...compared('Followers', 'followers', '#ddd6fe')],
      reach: [line('Reach', 'reach', '#38bdf8', pick('reach')), ...compared('Reach', 'reach', '#bae6fd')],
      views: [line('Views of posts published that day', 'views', '#f472b6', pick('views')), ...compared('Views', 'views', '#fbcfe8')],
      interactions: [
        { ...line('Interactions', 'interactions', '#22c55e', pick('interactions')), kind: 'bars' as const },
        ...compared('Interactions', 'interactions', '#bbf7d0'),
      ],
    };
  }, [overview]);
}

/** Under each chart: what the dashed line is, or that the comparison period has no data (never a line of zeros). */
function ComparisonNote({ overview }: { overview: Overview }) {
  const { kind, range, recorded } = overview.comparison;
  if (kind === 'none' || !range) return null;
  const period = formatPeriod(range.from, range.to);
  if (!recorded)
    return (
      <Muted>
        No data for {period} ({COMPARED_WITH[kind]}): nothing was recorded then, so there is no comparison.
      </Muted>
    );
  return (
    <Muted>
      Dashed: the {COMPARED_WITH[kind]}, {period}, day by day from its first day.
    </Muted>
  );
}

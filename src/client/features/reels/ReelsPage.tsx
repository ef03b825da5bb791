import styled from 'styled-components';
import type { ReelRow, ReelsAnalytics, ReelsWeek } from '../../../shared/reels';
import type { SyncRefusal } from '../../../shared/connectors';
import { BarChart } from '../../components/BarChart';
import { Card, CardHead, FigureTile, FigureValue, Muted, TwoColumns, UnknownReason, WideFigureGrid } from '../../components/dataCard';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { InfoTip } from '../../components/InfoTip';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingSections } from '../../components/LoadingSections';
import { Page } from '../../components/Page';
import { PermalinkText } from '../../components/PermalinkText';
import { Sections } from '../../components/pageLayout';
import type { CsvColumn, CsvFile } from '../../lib/csv';
import { formatCount, formatDay, formatPeriod } from '../../lib/format';
import { AccountDataState, AccountSyncNotice, useAccountPeriod, useAccountSync, useSelectedAccount } from '../accounts';
import { DateRangePicker } from '../period';
import { useGetReelsQuery } from './reelsApi';
import { formatWatchTime } from './watchTime';
import { WatchTimeScatter } from './WatchTimeScatter';

const WILL_SHOW =
  'Once a business account is connected, this page shows how long people watch each of your reels, how that changes week by week, and which reels keep people watching.';
const LENGTH_NOT_OFFERED =
  'Length not offered: Meta’s API gives no reel length, so average watch time cannot be set against it. Reels are ranked by average watch time instead.';

export default function ReelsPage() {
  const { account } = useSelectedAccount();
  const { range, setRange, today } = useAccountPeriod(account?.accountId);
  const reels = useGetReelsQuery({ accountId: account?.accountId ?? '', from: range.from, to: range.to }, { skip: !account });
  const { status, firstSync } = useAccountSync(account?.accountId, reels.fulfilledTimeStamp);
  return (
    <Page title="Reels" about={account ? `@${account.accountName}` : undefined} lead="How long people watch your reels, and which ones keep them watching.">
      {account ? <DateRangePicker range={range} today={today} onChange={setRange} /> : null}
      {account ? <AccountSyncNotice accountId={account.accountId} /> : null}
      {!account ? <AccountDataState icon="trendingUp" willShow={WILL_SHOW} whenConnected="" /> : null}
      {account && reels.isError ? <LoadFailed title="The reels could not be loaded" error={reels.error} onRetry={() => void reels.refetch()} /> : null}
      {account && !reels.isError && !reels.data ? <LoadingSections label="Loading the reels" heights={[140, 260, 300]} /> : null}
      {account && reels.data && !firstSync ? <ReelsContent answer={reels.data} accountName={account.accountName} refusals={status?.refusals ?? []} /> : null}
    </Page>
  );
}

/** Why watch times are unknown, when the last sync says Meta refused the posts' insights. */
function refusedReason(refusals: SyncRefusal[]): string | null {
  const refusal = refusals.find((candidate) => candidate.source === 'media_insights');
  if (!refusal) return null;
  if (refusal.kind === 'permission') return `Unknown: Meta refused (${refusal.permission ?? 'a permission'} missing). See Settings → Connected accounts.`;
  if (refusal.kind === 'not_offered')
    return 'Unknown for some reels: Meta does not offer their insights (too few viewers, or posted before the business conversion).';
  return null;
}

function ReelsContent({ answer, accountName, refusals }: { answer: ReelsAnalytics; accountName: string; refusals: SyncRefusal[] }) {
  const { from, to } = answer.range;
  const file = (table: string): CsvFile => ({ account: accountName, table: `reels-${table}`, from, to });
  if (answer.summary.reels === 0) {
    return (
      <EmptyState icon="trendingUp" title="No reels in this period">
        No reel was published between {formatPeriod(from, to)}. Pick a longer period to see watch times.
      </EmptyState>
    );
  }
  const reason = answer.summary.withWatchTime < answer.summary.reels ? refusedReason(refusals) : null;
  return (
    <Sections>
      <Muted>
        {formatCount(answer.summary.reels)} reel{answer.summary.reels === 1 ? '' : 's'} published in {formatPeriod(from, to)}; watch time known for{' '}
        {formatCount(answer.summary.withWatchTime)}. Days in {answer.timezone}.
      </Muted>
      <Summary answer={answer} reason={reason} />
      <TwoColumns>
        <Trend weeks={answer.trend} file={file('weekly-watch-time')} />
        <HoldAttention answer={answer} />
      </TwoColumns>
      <ReelTable reels={answer.reels} file={file('watch-time')} timezone={answer.timezone} />
    </Sections>
  );
}

const Word = styled(FigureValue)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

function Summary({ answer, reason }: { answer: ReelsAnalytics; reason: string | null }) {
  const { summary } = answer;
  return (
    <WideFigureGrid aria-label="Reels figures">
      <FigureTile>
        <h2>
          Average watch time
          <InfoTip label="average watch time" entry="reels-avg-watch-time">
            Mean of the reels’ average watch times (ig_reels_avg_watch_time), each reel counted once, over the reels Meta served.
          </InfoTip>
        </h2>
        <FigureValue>{formatWatchTime(summary.avgWatchTimeMs)}</FigureValue>
        {summary.avgWatchTimeMs === null && reason ? <UnknownReason>{reason}</UnknownReason> : null}
      </FigureTile>
      <FigureTile>
        <h2>
          Total watch time
          <InfoTip label="total watch time" entry="reels-total-watch-time">
            Sum of the reels’ total watch times (ig_reels_video_view_total_time) over the reels Meta served.
          </InfoTip>
        </h2>
        <FigureValue>{formatWatchTime(summary.totalWatchTimeMs)}</FigureValue>
        {summary.totalWatchTimeMs === null && reason ? <UnknownReason>{reason}</UnknownReason> : null}
      </FigureTile>
      <FigureTile>
        <h2>Reels published</h2>
        <FigureValue>{formatCount(summary.reels)}</FigureValue>
      </FigureTile>
      <FigureTile>
        <h2>
          Reel length
          <InfoTip label="reel length" entry="watch-time-vs-length">
            {LENGTH_NOT_OFFERED}
          </InfoTip>
        </h2>
        <Word>{answer.lengthOffered ? 'Offered' : 'Not offered by Meta'}</Word>
      </FigureTile>
    </WideFigureGrid>
  );
}

const TREND_COLUMNS: CsvColumn<ReelsWeek>[] = [
  { name: 'week_start', value: (week) => week.weekStart },
  { name: 'reels', value: (week) => week.reels },
  { name: 'avg_watch_time_ms', value: (week) => week.avgWatchTimeMs },
  { name: 'total_watch_time_ms', value: (week) => week.totalWatchTimeMs },
];

function Trend({ weeks, file }: { weeks: ReelsWeek[]; file: CsvFile }) {
  const bars = weeks.map((week) => ({ key: week.weekStart, label: formatDay(week.weekStart), value: week.avgWatchTimeMs }));
  const known = weeks.filter((week) => week.avgWatchTimeMs !== null);
  const label = known.length
    ? `Average watch time per week, ${weeks.length} weeks, from ${formatWatchTime(Math.min(...known.map((week) => week.avgWatchTimeMs!)))} to ${formatWatchTime(Math.max(...known.map((week) => week.avgWatchTimeMs!)))}; the table below lists every week.`
    : 'Average watch time per week: unknown for every week; the table below lists them.';
  return (
    <Card aria-labelledby="reels-trend-title">
      <CardHead>
        <h2 id="reels-trend-title">Watch time by week</h2>
        <InfoTip label="watch time by week" entry="reels-watch-time-trend">
          Each week (Monday to Sunday) that holds a reel: the mean average watch time and the summed total watch time of its reels.
        </InfoTip>
      </CardHead>
      <BarChart label={label} bars={bars} first={bars[0]?.label} last={bars.length > 1 ? bars[bars.length - 1].label : undefined} />
      <DataTable<ReelsWeek>
        caption="Average and total watch time of the reels of each week"
        rowKey={(week) => week.weekStart}
        rows={weeks}
        csv={{ columns: TREND_COLUMNS, file }}
        paging={{ pageSize: 8, noun: 'weeks' }}
        columns={[
          { header: 'Week of', cell: (week) => formatDay(week.weekStart) },
          { header: 'Reels', cell: (week) => formatCount(week.reels) },
          { header: 'Avg watch time', cell: (week) => formatWatchTime(week.avgWatchTimeMs) },
          { header: 'Total watch time', cell: (week) => formatWatchTime(week.totalWatchTimeMs) },
        ]}
      />
    </Card>
  );
}

function HoldAttention({ answer }: { answer: ReelsAnalytics }) {
  return (
    <Card aria-labelledby="reels-hold-title">
      <CardHead>
        <h2 id="reels-hold-title">Which reels keep people watching</h2>
        <InfoTip label="watch time vs length" entry="watch-time-vs-length">
          Average watch time ÷ the reel’s length, where the length is known. {LENGTH_NOT_OFFERED}
        </InfoTip>
      </CardHead>
      {answer.lengthOffered ? null : <Muted>{LENGTH_NOT_OFFERED}</Muted>}
      <WatchTimeScatter reels={answer.reels} />
    </Card>
  );
}

const REEL_COLUMNS: CsvColumn<ReelRow>[] = [
  { name: 'published_date', value: (reel) => reel.date },
  { name: 'caption', value: (reel) => reel.caption },
  { name: 'permalink', value: (reel) => reel.permalink },
  { name: 'views', value: (reel) => reel.views },
  { name: 'avg_watch_time_ms', value: (reel) => reel.avgWatchTimeMs },
  { name: 'total_watch_time_ms', value: (reel) => reel.totalWatchTimeMs },
];

/** Longest average watch time first; reels whose watch time is unknown last. */
const byAverageWatchTime = (reels: ReelRow[]) =>
  [...reels].sort((a, b) => (b.avgWatchTimeMs ?? -1) - (a.avgWatchTimeMs ?? -1) || b.postedAt.localeCompare(a.postedAt));

const Caption = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

function ReelTable({ reels, file, timezone }: { reels: ReelRow[]; file: CsvFile; timezone: string }) {
  return (
    <Card aria-labelledby="reels-table-title">
      <CardHead>
        <h2 id="reels-table-title">Reels by average watch time</h2>
        <InfoTip label="reels watch time" entry="watch-time">
          Meta’s ig_reels_avg_watch_time (per play) and ig_reels_video_view_total_time of each reel. Days in {timezone}.
        </InfoTip>
      </CardHead>
      <DataTable<ReelRow>
        caption="Each reel of the period, longest average watch time first"
        rowKey={(reel) => reel.id}
        rows={byAverageWatchTime(reels)}
        csv={{ columns: REEL_COLUMNS, file }}
        paging={{ pageSize: 10, noun: 'reels' }}
        narrowBelow={640}
        columns={[
          {
            header: 'Reel',
            wrap: true,
            cell: (reel) => (
              <PermalinkText permalink={reel.permalink}>
                <Caption>{reel.caption || 'Untitled reel'}</Caption>
              </PermalinkText>
            ),
          },
          { header: 'Published', cell: (reel) => formatDay(reel.date), priority: 'low' },
          { header: 'Avg watch time', cell: (reel) => formatWatchTime(reel.avgWatchTimeMs) },
          { header: 'Total watch time', cell: (reel) => formatWatchTime(reel.totalWatchTimeMs), priority: 'low' },
          { header: 'Views', cell: (reel) => formatCount(reel.views), priority: 'low' },
        ]}
      />
    </Card>
  );
}

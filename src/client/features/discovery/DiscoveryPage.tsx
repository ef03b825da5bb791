import type { SyncRefusal } from '../../../shared/connectors';
import type { DiscoveryAnalytics, DiscoveryDay, FollowerSplit } from '../../../shared/discovery';
import { BarChart } from '../../components/BarChart';
import { Card, CardHead, FigureTile, FigureValue, Muted, TwoColumns, UnknownReason, WideFigureGrid } from '../../components/dataCard';
import { DataTable } from '../../components/DataTable';
import { InfoTip } from '../../components/InfoTip';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingSections } from '../../components/LoadingSections';
import { Page } from '../../components/Page';
import { Sections } from '../../components/pageLayout';
import { SplitBar } from '../../components/SplitBar';
import type { CsvColumn, CsvFile } from '../../lib/csv';
import { formatCount, formatDay, formatPercent, formatPeriod, formatSignedCount } from '../../lib/format';
import { AccountDataState, AccountSyncNotice, useAccountPeriod, useAccountSync, useSelectedAccount } from '../accounts';
import { DateRangePicker } from '../period';
import { useGetOverviewQuery } from '../dashboard';
import { DEFAULT_COMPARISON } from '../../../shared/period';
import { useGetDiscoveryQuery } from './discoveryApi';
import { unknownReason } from './unknownReason';

const WILL_SHOW =
  'Once a business account is connected, this page shows how many of the people who see your content already follow you, which profile buttons they tap, and who follows and unfollows each day.';

export default function DiscoveryPage() {
  const { account } = useSelectedAccount();
  const { range, setRange, today } = useAccountPeriod(account?.accountId);
  const discovery = useGetDiscoveryQuery({ accountId: account?.accountId ?? '', from: range.from, to: range.to }, { skip: !account });
  const { status, firstSync } = useAccountSync(account?.accountId, discovery.fulfilledTimeStamp);
  return (
    <Page
      title="Discovery"
      about={account ? `@${account.accountName}` : undefined}
      lead="Who you reach beyond your followers, which profile buttons they tap, and who follows and unfollows."
    >
      {account ? <DateRangePicker range={range} today={today} onChange={setRange} /> : null}
      {account ? <AccountSyncNotice accountId={account.accountId} /> : null}
      {!account ? <AccountDataState icon="globe" willShow={WILL_SHOW} whenConnected="" /> : null}
      {account && discovery.isError ? (
        <LoadFailed title="Discovery could not be loaded" error={discovery.error} onRetry={() => void discovery.refetch()} />
      ) : null}
      {account && !discovery.isError && !discovery.data ? <LoadingSections label="Loading discovery" heights={[140, 260, 300]} /> : null}
      {account && discovery.data && !firstSync ? (
        <DiscoveryContent answer={discovery.data} accountName={account.accountName} refusals={status?.refusals ?? []} />
      ) : null}
    </Page>
  );
}

type ContentProps = { answer: DiscoveryAnalytics; accountName: string; refusals: SyncRefusal[] };

function DiscoveryContent({ answer, accountName, refusals }: ContentProps) {
  const { from, to } = answer.range;
  const file = (table: string): CsvFile => ({ account: accountName, table: `discovery-${table}`, from, to });
  return (
    <Sections>
      <Muted>
        {formatPeriod(from, to)}. Meta keeps these figures for the 30 days before today ({formatPeriod(answer.kept.from, answer.kept.to)}); older days are those
        earlier syncs stored.
      </Muted>
      <Headline answer={answer} refusals={refusals} />
      <TwoColumns>
        <SplitCard title="Views" id="views" entry="views-by-follower" split={answer.views} reason={unknownReason('views_by_follower_type', refusals, answer)} />
        <SplitCard
          title="Reach"
          id="reach"
          entry="reach-by-follower"
          split={answer.reach}
          reason={unknownReason('reach_by_follow_type', refusals, answer)}
          note="A sum of daily reach: an account reached on two days counts twice."
        />
        <LinkTaps answer={answer} reason={unknownReason('profile_links_taps', refusals, answer)} file={file('link-taps')} />
        <Follows answer={answer} reason={unknownReason('follows_and_unfollows', refusals, answer)} />
      </TwoColumns>
      <DailyTable days={answer.daily} file={file('daily')} />
    </Sections>
  );
}

function Headline({ answer, refusals }: { answer: DiscoveryAnalytics; refusals: SyncRefusal[] }) {
  const tiles = [
    {
      label: 'Views from non-followers',
      entry: 'non-follower-share' as const,
      value: formatPercent(answer.views.nonFollowerShare, 1),
      known: answer.views.nonFollowerShare !== null,
      source: 'views_by_follower_type' as const,
    },
    {
      label: 'Reach among non-followers',
      entry: 'non-follower-share' as const,
      value: formatPercent(answer.reach.nonFollowerShare, 1),
      known: answer.reach.nonFollowerShare !== null,
      source: 'reach_by_follow_type' as const,
    },
    {
      label: 'Profile link taps',
      entry: 'profile-link-taps' as const,
      value: formatCount(answer.linkTaps.total),
      known: answer.linkTaps.total !== null,
      source: 'profile_links_taps' as const,
    },
    {
      label: 'Net follows',
      entry: 'follows-and-unfollows' as const,
      value: formatSignedCount(answer.follows.net),
      known: answer.follows.net !== null,
      source: 'follows_and_unfollows' as const,
    },
  ];
  return (
    <WideFigureGrid aria-label="Discovery figures">
      {tiles.map((tile) => (
        <FigureTile key={tile.label}>
          <h2>
            {tile.label}
            <InfoTip label={tile.label.toLowerCase()} entry={tile.entry}>
              Summed over the days of the period Meta answered for. Source: account insights with metric_type=total_value.
            </InfoTip>
          </h2>
          <FigureValue>{tile.value}</FigureValue>
          {tile.known ? null : <UnknownReason>{unknownReason(tile.source, refusals, answer)}</UnknownReason>}
        </FigureTile>
      ))}
    </WideFigureGrid>
  );
}

type SplitProps = { title: string; id: string; entry: 'views-by-follower' | 'reach-by-follower'; split: FollowerSplit; reason: string; note?: string };

function SplitCard({ title, id, entry, split, reason, note }: SplitProps) {
  const known = split.followers !== null && split.nonFollowers !== null;
  const share = (value: number) => {
    const whole = (split.followers ?? 0) + (split.nonFollowers ?? 0);
    return whole > 0 ? formatPercent(value / whole, 1) : '—';
  };
  return (
    <Card aria-labelledby={`${id}-split-title`}>
      <CardHead>
        <h2 id={`${id}-split-title`}>{title}: followers and non-followers</h2>
        <InfoTip label={`${title.toLowerCase()} by follower status`} entry={entry}>
          Meta’s {id} split by whether the account follows you, summed over {split.daysAnswered} answered day{split.daysAnswered === 1 ? '' : 's'}.
        </InfoTip>
      </CardHead>
      {known ? (
        <>
          <SplitBar
            first={{ label: 'Followers', value: split.followers!, text: `${formatCount(split.followers)} (${share(split.followers!)})` }}
            second={{ label: 'Non-followers', value: split.nonFollowers!, text: `${formatCount(split.nonFollowers)} (${share(split.nonFollowers!)})` }}
          />
          <Muted>
            Over {formatCount(split.daysAnswered)} day{split.daysAnswered === 1 ? '' : 's'} Meta answered for.{note ? ` ${note}` : ''}
          </Muted>
        </>
      ) : (
        <UnknownReason>{reason}</UnknownReason>
      )}
    </Card>
  );
}

type ButtonRow = DiscoveryAnalytics['linkTaps']['byButton'][number];

const BUTTON_NAMES: Record<string, string> = {
  CALL: 'Call',
  EMAIL: 'Email',
  DIRECTION: 'Directions',
  TEXT: 'Text',
  BOOK_NOW: 'Book now',
  INSTANT_EXPERIENCE: 'Instant experience',
  UNDEFINED: 'Other',
};
const buttonName = (button: string) => BUTTON_NAMES[button] ?? button;

const BUTTON_COLUMNS: CsvColumn<ButtonRow>[] = [
  { name: 'contact_button', value: (row) => row.button },
  { name: 'link_taps', value: (row) => row.taps },
];

function LinkTaps({ answer, reason, file }: { answer: DiscoveryAnalytics; reason: string; file: CsvFile }) {
  const { linkTaps } = answer;
  return (
    <Card aria-labelledby="link-taps-title">
      <CardHead>
        <h2 id="link-taps-title">Profile link taps by button</h2>
        <InfoTip label="profile link taps" entry="profile-link-taps">
          Meta’s profile_links_taps split by contact_button_type, summed over the days it answered for.
        </InfoTip>
      </CardHead>
      {linkTaps.total === null ? (
        <UnknownReason>{reason}</UnknownReason>
      ) : linkTaps.byButton.length === 0 ? (
        <Muted>No taps on the profile’s buttons in this period.</Muted>
      ) : (
        <DataTable<ButtonRow>
          caption={`Taps per profile button, ${formatCount(linkTaps.total)} in all`}
          rowKey={(row) => row.button}
          rows={linkTaps.byButton}
          csv={{ columns: BUTTON_COLUMNS, file }}
          columns={[
            { header: 'Button', cell: (row) => buttonName(row.button) },
            { header: 'Taps', cell: (row) => formatCount(row.taps) },
            { header: 'Share', cell: (row) => formatPercent(linkTaps.total ? row.taps / linkTaps.total : null, 1) },
          ]}
        />
      )}
    </Card>
  );
}

function Follows({ answer, reason }: { answer: DiscoveryAnalytics; reason: string }) {
  const { follows } = answer;
  const days = answer.daily.filter((day) => day.date >= answer.kept.from);
  const bars = days.map((day) => ({
    key: day.date,
    label: formatDay(day.date),
    value: day.follows === null || day.unfollows === null ? null : day.follows - day.unfollows,
  }));
  return (
    <Card aria-labelledby="follows-title">
      <CardHead>
        <h2 id="follows-title">Follows and unfollows</h2>
        <InfoTip label="follows and unfollows" entry="follows-and-unfollows">
          Meta’s follows_and_unfollows by follow_type: accounts that followed and accounts that unfollowed or left Instagram, per day.
        </InfoTip>
      </CardHead>
      {follows.net === null ? (
        <UnknownReason>{reason}</UnknownReason>
      ) : (
        <>
          <Muted>
            {formatCount(follows.follows)} followed, {formatCount(follows.unfollows)} unfollowed: {formatSignedCount(follows.net)} over{' '}
            {formatCount(follows.daysAnswered)} day{follows.daysAnswered === 1 ? '' : 's'}.
          </Muted>
          <DashboardGrowthNote answer={answer} />
          {bars.length ? (
            <BarChart
              label={`Net follows per day over the last ${bars.length} days Meta keeps; pink bars are days with more unfollows. The daily table below lists every day.`}
              bars={bars}
              first={bars[0].label}
              last={bars[bars.length - 1].label}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}

/**
 * The dashboard's net follower growth for the same days, and why it is another figure: the change of the
 * follower total between the period's first and last days, where net follows add up Meta's follows and
 * unfollows over the days it answered (glossary: follows-and-unfollows).
 */
function DashboardGrowthNote({ answer }: { answer: DiscoveryAnalytics }) {
  const { from, to } = answer.range;
  const overview = useGetOverviewQuery({ accountId: answer.accountId, from, to, compare: DEFAULT_COMPARISON });
  const growth = overview.data?.kpis.netGrowth.value;
  if (growth === undefined || growth === null) return null;
  const days = answer.follows.daysAnswered;
  return (
    <Muted>
      The dashboard’s net follower growth for {formatPeriod(from, to)} is {formatSignedCount(growth)}: the change in your follower total between the period’s
      first and last days. Net follows add up the follows and unfollows Meta counted on the {formatCount(days)} day{days === 1 ? '' : 's'} it answered, so the
      two differ where a day is missing, and because Meta counts every follow and unfollow, not the total.
    </Muted>
  );
}

const DAILY_COLUMNS: CsvColumn<DiscoveryDay>[] = [
  { name: 'date', value: (day) => day.date },
  { name: 'views_followers', value: (day) => day.viewsFollowers },
  { name: 'views_non_followers', value: (day) => day.viewsNonFollowers },
  { name: 'reach_followers', value: (day) => day.reachFollowers },
  { name: 'reach_non_followers', value: (day) => day.reachNonFollowers },
  { name: 'link_taps', value: (day) => day.linkTaps },
  { name: 'follows', value: (day) => day.follows },
  { name: 'unfollows', value: (day) => day.unfollows },
];

function DailyTable({ days, file }: { days: DiscoveryDay[]; file: CsvFile }) {
  const newestFirst = [...days].reverse();
  return (
    <Card aria-labelledby="discovery-daily-title">
      <CardHead>
        <h2 id="discovery-daily-title">Day by day</h2>
        <InfoTip label="discovery per day" entry="views-by-follower">
          Each day as Meta answered it; — where it did not (refused, not offered, or not read).
        </InfoTip>
      </CardHead>
      <DataTable<DiscoveryDay>
        caption="Views, reach, link taps, follows and unfollows per day, newest first"
        rowKey={(day) => day.date}
        rows={newestFirst}
        csv={{ columns: DAILY_COLUMNS, file }}
        paging={{ pageSize: 10, noun: 'days' }}
        narrowBelow={720}
        columns={[
          { header: 'Day', cell: (day) => formatDay(day.date) },
          { header: 'Views, non-followers', cell: (day) => formatCount(day.viewsNonFollowers) },
          { header: 'Views, followers', cell: (day) => formatCount(day.viewsFollowers), priority: 'low' },
          { header: 'Reach, non-followers', cell: (day) => formatCount(day.reachNonFollowers), priority: 'low' },
          { header: 'Reach, followers', cell: (day) => formatCount(day.reachFollowers), priority: 'low' },
          { header: 'Link taps', cell: (day) => formatCount(day.linkTaps), priority: 'low' },
          { header: 'Follows', cell: (day) => formatCount(day.follows) },
          { header: 'Unfollows', cell: (day) => formatCount(day.unfollows) },
        ]}
      />
    </Card>
  );
}

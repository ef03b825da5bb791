import type { ContentAnalysis } from '../../../shared/analytics';
import { Muted, TwoColumns } from '../../components/dataCard';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingSections } from '../../components/LoadingSections';
import { Page } from '../../components/Page';
import { Sections } from '../../components/pageLayout';
import type { CsvFile } from '../../lib/csv';
import { formatCount, formatPeriod } from '../../lib/format';
import { AccountDataState, AccountSyncNotice, useAccountSync, useAccountPeriod, useSelectedAccount } from '../accounts';
import { DateRangePicker } from '../period';
import { useGetContentAnalysisQuery } from './contentApi';
import { GroupTable } from './GroupTable';
import { PostDrillDown } from './PostDrillDown';
import { Recommendations } from './Recommendations';

const WILL_SHOW =
  'Once your posts are synced, this page ranks your formats, caption lengths, hashtags and posting times by engagement, with recommendations drawn from your own figures.';
const ER =
  'Public ER = (likes + comments) ÷ followers on the day posted; each row shows the mean over its posts. Rows from fewer than 5 posts are marked not reliable.';

export default function ContentAnalysisPage() {
  const { account } = useSelectedAccount();
  const { range, setRange, today } = useAccountPeriod(account?.accountId);
  const analysis = useGetContentAnalysisQuery({ accountId: account?.accountId ?? '', from: range.from, to: range.to }, { skip: !account });
  // During the account's first sync its posts are still coming in: no ranking or recommendation from part of them.
  const { firstSync } = useAccountSync(account?.accountId, analysis.fulfilledTimeStamp);
  return (
    <Page title="Content Assistant" about={account ? `@${account.accountName}` : undefined} lead="What content works for your audience, and when to post it.">
      {account ? <DateRangePicker range={range} today={today} onChange={setRange} /> : null}
      {account ? <AccountSyncNotice accountId={account.accountId} /> : null}
      {!account ? <AccountDataState icon="sparkles" willShow={WILL_SHOW} whenConnected="" /> : null}
      {account && analysis.isError ? (
        <LoadFailed title="The content analysis could not be loaded" error={analysis.error} onRetry={() => void analysis.refetch()} />
      ) : null}
      {account && !analysis.isError && !analysis.data ? <LoadingSections label="Loading the content analysis" heights={[220, 260]} /> : null}
      {account && analysis.data && !firstSync ? <Findings analysis={analysis.data} accountId={account.accountId} accountName={account.accountName} /> : null}
    </Page>
  );
}

const CTA = `${ER} A call to action is a phrase such as “link in bio”, “comment”, “save this”, “share”, “tag a friend” or “follow”.`;

function Findings({ analysis, accountId, accountName }: { analysis: ContentAnalysis; accountId: string; accountName: string }) {
  const { from, to } = analysis.range;
  const file = (table: string): CsvFile => ({ account: accountName, table: `content-${table}`, from, to });
  const group = (id: string, dimension: string) => ({ id, dimension, file: file(id), entry: 'content-groups' as const });
  return (
    <Sections>
      <Muted>
        {formatCount(analysis.sampleSize)} post{analysis.sampleSize === 1 ? '' : 's'} in {formatPeriod(from, to)}; times in {analysis.timezone}.
      </Muted>
      <Recommendations analysis={analysis} />
      <TwoColumns>
        <GroupTable {...group('by-format', 'format')} title="By format" first="Format" explain={ER} groups={analysis.formats} />
        <GroupTable {...group('by-caption', 'caption_length')} title="By caption length" first="Caption" explain={ER} groups={analysis.captionLengths} />
        <GroupTable
          {...group('by-hashtag-count', 'hashtag_count')}
          title="By number of hashtags"
          first="Hashtags"
          explain={ER}
          groups={analysis.hashtagCounts}
        />
        <GroupTable
          {...group('top-hashtags', 'hashtag')}
          entry="top-hashtags"
          title="Top hashtags"
          first="Hashtag"
          explain={`${ER} A post counts once per hashtag, whatever its case.`}
          groups={analysis.topHashtags}
        />
        <GroupTable
          {...group('bottom-hashtags', 'hashtag')}
          entry="top-hashtags"
          title="Lowest hashtags"
          first="Hashtag"
          explain={ER}
          groups={analysis.bottomHashtags}
        />
        <GroupTable {...group('by-weekday', 'weekday')} title="By weekday" first="Weekday" explain={ER} groups={analysis.weekdays} />
        <GroupTable {...group('by-hour', 'hour')} title="By hour" first="Hour" explain={ER} groups={analysis.hours} />
        <GroupTable {...group('by-emoji', 'emoji')} title="Emoji" first="Caption" explain={ER} groups={analysis.emoji} />
        <GroupTable {...group('by-cta', 'call_to_action')} title="Call to action" first="Caption" explain={CTA} groups={analysis.callToAction} />
      </TwoColumns>
      {/* Keyed by the period, so another period starts again at its first page. */}
      <PostDrillDown key={`${from}:${to}`} accountId={accountId} from={from} to={to} timezone={analysis.timezone} file={file('posts')} />
    </Sections>
  );
}

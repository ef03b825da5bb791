import type { ContentAnalysis } from '../../../shared/analytics';
import { Muted, TwoColumns } from '../../components/dataCard';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingSections } from '../../components/LoadingSections';
import { Page } from '../../components/Page';
import { Sections } from '../../components/pageLayout';
import { AccountDataState, useSelectedAccount } from '../accounts';
import { DateRangePicker, usePeriodParams } from '../period';
import { useGetContentAnalysisQuery } from './contentApi';
import { GroupTable } from './GroupTable';
import { PostDrillDown } from './PostDrillDown';
import { Recommendations } from './Recommendations';

const WILL_SHOW =
  'Once your posts are synced, this page ranks your formats, caption lengths, hashtags and posting times by engagement, with recommendations drawn from your own figures.';
const ER = 'Public ER = (likes + comments) ÷ followers on the day posted; each row shows the mean over its posts. Rows from fewer than 5 posts are marked not reliable.';

export default function ContentAnalysisPage() {
  const { account } = useSelectedAccount();
  const { range, setRange } = usePeriodParams();
  const analysis = useGetContentAnalysisQuery({ accountId: account?.accountId ?? '', from: range.from, to: range.to }, { skip: !account });
  return (
    <Page title="Content Assistant" about={account ? `@${account.accountName}` : undefined} lead="What content works for your audience, and when to post it.">
      {account ? <DateRangePicker key={`${range.from}:${range.to}`} range={range} onChange={setRange} /> : null}
      {!account ? <AccountDataState icon="sparkles" willShow={WILL_SHOW} whenConnected="" /> : null}
      {account && analysis.isError ? (
        <LoadFailed title="The content analysis could not be loaded" error={analysis.error} onRetry={() => void analysis.refetch()} />
      ) : null}
      {account && !analysis.isError && !analysis.data ? <LoadingSections label="Loading the content analysis" heights={[220, 260]} /> : null}
      {account && analysis.data ? <Findings analysis={analysis.data} accountId={account.accountId} /> : null}
    </Page>
  );
}

function Findings({ analysis, accountId }: { analysis: ContentAnalysis; accountId: string }) {
  return (
    <Sections>
      <Muted>
        {analysis.sampleSize} post{analysis.sampleSize === 1 ? '' : 's'} from {analysis.range.from} to {analysis.range.to}; times in {analysis.timezone}.
      </Muted>
      <Recommendations analysis={analysis} />
      <TwoColumns>
        <GroupTable id="by-format" title="By format" first="Format" explain={ER} groups={analysis.formats} />
        <GroupTable id="by-caption" title="By caption length" first="Caption" explain={ER} groups={analysis.captionLengths} />
        <GroupTable id="by-hashtag-count" title="By number of hashtags" first="Hashtags" explain={ER} groups={analysis.hashtagCounts} />
        <GroupTable id="top-hashtags" title="Top hashtags" first="Hashtag" explain={`${ER} A post counts once per hashtag, whatever its case.`} groups={analysis.topHashtags} />
        <GroupTable id="bottom-hashtags" title="Lowest hashtags" first="Hashtag" explain={ER} groups={analysis.bottomHashtags} />
        <GroupTable id="by-weekday" title="By weekday" first="Weekday" explain={ER} groups={analysis.weekdays} />
        <GroupTable id="by-hour" title="By hour" first="Hour" explain={ER} groups={analysis.hours} />
        <GroupTable id="by-emoji" title="Emoji" first="Caption" explain={ER} groups={analysis.emoji} />
        <GroupTable id="by-cta" title="Call to action" first="Caption" explain={`${ER} A call to action is a phrase such as “link in bio”, “comment”, “save this”, “share”, “tag a friend” or “follow”.`} groups={analysis.callToAction} />
      </TwoColumns>
      <PostDrillDown accountId={accountId} from={analysis.range.from} to={analysis.range.to} />
    </Sections>
  );
}

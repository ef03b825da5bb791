import styled from 'styled-components';
import type { StoriesAnswer, Story } from '../../../shared/stories';
import { mobileQuery } from '../../base/theme';
import { Card, CardHead, FigureGrid, FigureTile, FigureValue, Muted } from '../../components/dataCard';
import { EmptyState } from '../../components/EmptyState';
import { InfoTip } from '../../components/InfoTip';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingSections } from '../../components/LoadingSections';
import { Page } from '../../components/Page';
import { Sections } from '../../components/pageLayout';
import { formatCount, formatDateTime, formatPercent } from '../../lib/format';
import { AccountDataState, useSelectedAccount } from '../accounts';
import { EveryStory, type MoreStories } from './EveryStory';
import { MentionsSection } from './MentionsSection';
import { useGetStoriesInfiniteQuery } from './storiesApi';
import { DayTable, SequenceTable } from './StoryTables';

const WILL_SHOW =
  'With a connected account you will see each story’s reach, views, replies and completion, per day and per sequence, read every hour while the story is live so none expires unread, and the posts that tag or mention you.';

const Grid = styled(FigureGrid)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  ${mobileQuery} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export default function StoriesPage() {
  const { account } = useSelectedAccount();
  const stories = useGetStoriesInfiniteQuery({ accountId: account?.accountId ?? '' }, { skip: !account });
  // Every page carries the period's figures; the first is the one kept when later pages come.
  const answer = stories.data?.pages[0];
  const listed = stories.data?.pages.flatMap((page) => page.stories) ?? [];
  const more: MoreStories = {
    hasMore: stories.hasNextPage,
    loading: stories.isFetchingNextPage,
    failed: stories.isFetchNextPageError ? stories.error : null,
    loadMore: async () => ({ hasMore: Boolean((await stories.fetchNextPage()).hasNextPage) }),
  };
  return (
    <Page
      title="Stories"
      about={account ? `@${account.accountName}` : undefined}
      lead="Stories vanish after 24 hours, and Meta’s figures with them: they are read every hour while live and kept here."
    >
      {!account ? <AccountDataState icon="sparkles" willShow={WILL_SHOW} whenConnected="" /> : null}
      {account && stories.isError && !answer ? (
        <LoadFailed title="The stories could not be loaded" error={stories.error} onRetry={() => void stories.refetch()} />
      ) : null}
      {account && !stories.isError && !answer ? <LoadingSections label="Loading the stories" heights={[110, 320]} /> : null}
      {account && answer ? (
        <Sections aria-busy={stories.isFetching}>
          <StoriesContent answer={answer} listed={listed} more={more} />
          <MentionsSection accountId={account.accountId} timezone={answer.timezone} />
        </Sections>
      ) : null}
    </Page>
  );
}

function StoriesContent({ answer, listed, more }: { answer: StoriesAnswer; listed: Story[]; more: MoreStories }) {
  const { status, totals } = answer;
  if (status.state === 'not_offered' && !totals.stories) return <NotOffered answer={answer} />;
  if (!totals.stories) {
    return (
      <EmptyState icon="sparkles" title={`No stories in the last ${answer.days} days`}>
        {status.lastReadAt
          ? `Stories were last read ${formatDateTime(status.lastReadAt, answer.timezone)}; a story posted from now on shows here within the hour.`
          : 'This account’s stories have not been read yet: the first read runs within the hour.'}
      </EmptyState>
    );
  }
  return (
    <>
      {status.state === 'not_offered' ? <RefusedNote answer={answer} /> : null}
      <Summary answer={answer} />
      <Card aria-labelledby="sequences-title">
        <CardHead>
          <h2 id="sequences-title">Per sequence</h2>
          <InfoTip label="story completion" entry="story-completion">
            1 − (exits + taps forward) ÷ views, over the stories of the sequence.
          </InfoTip>
        </CardHead>
        <SequenceTable sequences={answer.sequences} timezone={answer.timezone} />
      </Card>
      <Card aria-labelledby="days-title">
        <CardHead>
          <h2 id="days-title">Per day</h2>
        </CardHead>
        <DayTable days={answer.perDay} />
      </Card>
      <EveryStory stories={listed} total={totals.stories} timezone={answer.timezone} more={more} />
    </>
  );
}

/** The period's figures as the server summed them over all its stories, whichever page of them is shown. */
function Summary({ answer }: { answer: StoriesAnswer }) {
  const { totals } = answer;
  const tiles = [
    { label: 'Stories', value: formatCount(totals.stories), entry: null },
    { label: 'Views', value: formatCount(totals.views), entry: 'story-views' as const },
    { label: 'Reach', value: formatCount(totals.reach), entry: 'story-reach' as const },
    { label: 'Replies', value: formatCount(totals.replies), entry: 'story-replies' as const },
    { label: 'Completion', value: formatPercent(totals.completion, 1), entry: 'story-completion' as const },
  ];
  return (
    <Card aria-labelledby="stories-summary-title">
      <CardHead>
        <h2 id="stories-summary-title">Last {answer.days} days</h2>
        {answer.status.lastReadAt ? <Muted>Read {formatDateTime(answer.status.lastReadAt, answer.timezone)}</Muted> : null}
      </CardHead>
      <Grid aria-label="Story figures">
        {tiles.map((tile) => (
          <FigureTile key={tile.label}>
            <h3>
              {tile.label}
              {tile.entry ? (
                <InfoTip label={`story ${tile.label.toLowerCase()}`} entry={tile.entry}>
                  Summed over the stories whose value Meta gave.
                </InfoTip>
              ) : null}
            </h3>
            <FigureValue>{tile.value}</FigureValue>
          </FigureTile>
        ))}
      </Grid>
    </Card>
  );
}

const reasonOf = (answer: StoriesAnswer) =>
  answer.status.permission
    ? `Meta refused this account’s stories: the ${answer.status.permission} permission is missing. Reconnect the account in Settings and grant it.`
    : `Meta refused this account’s stories${answer.status.message ? `: “${answer.status.message}”` : ''}. Reconnecting the account in Settings may help.`;

function NotOffered({ answer }: { answer: StoriesAnswer }) {
  return (
    <EmptyState icon="alert" title="Stories are not offered for this account">
      {reasonOf(answer)} Nothing is shown as 0 meanwhile.
    </EmptyState>
  );
}

function RefusedNote({ answer }: { answer: StoriesAnswer }) {
  return (
    <Card aria-labelledby="stories-refused-title" role="note">
      <h2 id="stories-refused-title">The last read was refused</h2>
      <Muted>{reasonOf(answer)} The stories below were read before.</Muted>
    </Card>
  );
}

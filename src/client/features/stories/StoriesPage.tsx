import styled from 'styled-components';
import type { StoriesAnswer } from '../../../shared/stories';
import { mobileQuery } from '../../app/theme';
import { Card, CardHead, FigureGrid, FigureTile, FigureValue, Muted } from '../../components/dataCard';
import { EmptyState } from '../../components/EmptyState';
import { InfoTip } from '../../components/InfoTip';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingSections } from '../../components/LoadingSections';
import { Page } from '../../components/Page';
import { Sections } from '../../components/pageLayout';
import { formatCount, formatDateTime, formatPercent } from '../../lib/format';
import { AccountDataState, useSelectedAccount } from '../accounts';
import { MentionsSection } from './MentionsSection';
import { useGetStoriesQuery } from './storiesApi';
import { DayTable, SequenceTable, StoryTable } from './StoryTables';

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
  const stories = useGetStoriesQuery({ accountId: account?.accountId ?? '' }, { skip: !account });
  return (
    <Page
      title="Stories"
      about={account ? `@${account.accountName}` : undefined}
      lead="Stories vanish after 24 hours, and Meta’s figures with them: they are read every hour while live and kept here."
    >
      {!account ? <AccountDataState icon="sparkles" willShow={WILL_SHOW} whenConnected="" /> : null}
      {account && stories.isError ? <LoadFailed title="The stories could not be loaded" error={stories.error} onRetry={() => void stories.refetch()} /> : null}
      {account && !stories.isError && !stories.data ? <LoadingSections label="Loading the stories" heights={[110, 320]} /> : null}
      {account && stories.data ? (
        <Sections aria-busy={stories.isFetching}>
          <StoriesContent answer={stories.data} />
          <MentionsSection accountId={account.accountId} timezone={stories.data.timezone} />
        </Sections>
      ) : null}
    </Page>
  );
}

function StoriesContent({ answer }: { answer: StoriesAnswer }) {
  const { status, stories } = answer;
  if (status.state === 'not_offered' && !stories.length) return <NotOffered answer={answer} />;
  if (!stories.length) {
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
      <Card aria-labelledby="stories-title">
        <CardHead>
          <h2 id="stories-title">Every story</h2>
          <InfoTip label="story navigation" entry="story-navigation">
            Taps forward and exits from Meta’s navigation breakdown.
          </InfoTip>
        </CardHead>
        <StoryTable stories={stories} timezone={answer.timezone} />
      </Card>
    </>
  );
}

function Summary({ answer }: { answer: StoriesAnswer }) {
  const total = answer.sequences.reduce(
    (sum, group) => ({ views: sum.views + (group.views ?? 0), reach: sum.reach + (group.reach ?? 0), replies: sum.replies + (group.replies ?? 0) }),
    { views: 0, reach: 0, replies: 0 },
  );
  const known = answer.stories.filter((story) => story.completion !== null);
  const views = known.reduce((sum, story) => sum + (story.views ?? 0), 0);
  const skipped = known.reduce((sum, story) => sum + (story.tapsExit ?? 0) + (story.tapsForward ?? 0), 0);
  const completion = views > 0 ? 1 - skipped / views : null;
  const anyKnown = (pick: (story: StoriesAnswer['stories'][number]) => number | null) => answer.stories.some((story) => pick(story) !== null);
  const tiles = [
    { label: 'Stories', value: formatCount(answer.stories.length), entry: null },
    { label: 'Views', value: anyKnown((story) => story.views) ? formatCount(total.views) : formatCount(null), entry: 'story-views' as const },
    { label: 'Reach', value: anyKnown((story) => story.reach) ? formatCount(total.reach) : formatCount(null), entry: 'story-reach' as const },
    { label: 'Replies', value: anyKnown((story) => story.replies) ? formatCount(total.replies) : formatCount(null), entry: 'story-replies' as const },
    { label: 'Completion', value: formatPercent(completion, 1), entry: 'story-completion' as const },
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

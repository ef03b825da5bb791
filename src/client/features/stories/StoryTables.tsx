import type { Story, StoryGroup } from '../../../shared/stories';
import { FigureTable, type Column } from '../../components/DataTable';
import { formatCount, formatDate, formatDateTime, formatDay, formatPercent, formatTime } from '../../lib/format';

const groupFigures: Column<StoryGroup>[] = [
  { header: 'Stories', cell: (group) => formatCount(group.stories) },
  { header: 'Views', cell: (group) => formatCount(group.views) },
  { header: 'Reach', cell: (group) => formatCount(group.reach) },
  { header: 'Replies', cell: (group) => formatCount(group.replies) },
  { header: 'Completion', cell: (group) => formatPercent(group.completion, 1) },
];

export function SequenceTable({ sequences, timezone }: { sequences: StoryGroup[]; timezone: string }) {
  return (
    <FigureTable
      caption="Each sequence: a run of stories posted within an hour of each other"
      rows={sequences}
      rowKey={(group) => group.key}
      columns={[{ header: 'Started', cell: (group) => formatDateTime(group.startsAt, timezone) }, ...groupFigures]}
    />
  );
}

export function DayTable({ days }: { days: StoryGroup[] }) {
  return (
    <FigureTable
      caption="Each day, in the account's time zone"
      rows={days}
      rowKey={(group) => group.key}
      columns={[{ header: 'Day', cell: (group) => formatDay(group.key) }, ...groupFigures]}
    />
  );
}

const stateOf = (story: Story) => (story.live ? 'Live' : story.final ? 'Final' : 'Expired');

export function StoryTable({ stories, timezone }: { stories: Story[]; timezone: string }) {
  return (
    <FigureTable
      caption="Each story, newest first; — is a figure Meta withheld or refused"
      rows={stories}
      rowKey={(story) => story.id}
      columns={[
        { header: 'Posted', cell: (story) => `${formatDate(story.postedAt, timezone)}, ${formatTime(story.postedAt, timezone)}` },
        { header: 'Type', cell: (story) => (story.mediaType === 'VIDEO' ? 'Video' : 'Image') },
        { header: 'State', cell: stateOf },
        { header: 'Views', cell: (story) => formatCount(story.views) },
        { header: 'Reach', cell: (story) => formatCount(story.reach) },
        { header: 'Replies', cell: (story) => formatCount(story.replies) },
        { header: 'Completion', cell: (story) => formatPercent(story.completion, 1) },
        { header: 'Taps forward', cell: (story) => formatCount(story.tapsForward) },
        { header: 'Exits', cell: (story) => formatCount(story.tapsExit) },
        { header: 'Exit rate', cell: (story) => formatPercent(story.exitRate, 1) },
      ]}
    />
  );
}

import type { ReactNode } from 'react';
import type { Story, StoryGroup } from '../../../shared/stories';
import { Table, TableScroll } from '../../components/DataTable';
import { formatCount, formatDate, formatDateTime, formatDay, formatPercent, formatTime } from '../../lib/format';

type Column<Row> = { header: string; cell: (row: Row) => ReactNode };

/** A plain table of figures: a caption, a header row and one row per item; wide tables scroll inside their box. */
function FigureTable<Row>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string }) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

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
      ]}
    />
  );
}

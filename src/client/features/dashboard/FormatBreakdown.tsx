import type { Overview } from '../../../shared/analytics';
import { DataTable } from '../../components/DataTable';
import { InfoTip } from '../../components/InfoTip';
import { Card, CardHead } from '../../components/dataCard';
import { percentNumber, type CsvColumn, type CsvFile } from '../../lib/csv';
import { formatCount, formatPercent, MEDIA_TYPE_NAMES } from '../../lib/format';
import { NoPostsInPeriod, usePostsShown } from '../../components/NoPostsInPeriod';

type Row = Overview['formats'][number];

const CSV_COLUMNS: CsvColumn<Row>[] = [
  { name: 'media_type', value: (row) => row.mediaType },
  { name: 'posts', value: (row) => row.posts },
  { name: 'avg_reach', value: (row) => row.avgReach },
  { name: 'avg_er_by_reach_pct', value: (row) => percentNumber(row.avgErByReach) },
];

/** Images, carousels, videos and reels side by side: how many, how far they reach, how they engage. */
export function FormatBreakdown({ formats, file }: { formats: Overview['formats']; file: CsvFile }) {
  const shown = usePostsShown(formats.length);
  return (
    <Card aria-labelledby="formats-title">
      <CardHead>
        <h2 id="formats-title">Formats</h2>
        <InfoTip label="the format breakdown" entry="format-breakdown">
          Posts per media type in the period; average reach over the posts with reach; average ER by reach = mean of (likes + comments + saves + shares) ÷ reach
          per post. Source: media insights.
        </InfoTip>
      </CardHead>
      {shown ? (
        <DataTable<Row>
          caption="Posts, average reach and ER by reach per format"
          rowKey={(row) => row.mediaType}
          rows={formats}
          csv={{ columns: CSV_COLUMNS, file }}
          columns={[
            { header: 'Format', cell: (row) => MEDIA_TYPE_NAMES[row.mediaType] },
            { header: 'Posts', cell: (row) => formatCount(row.posts) },
            { header: 'Avg reach', cell: (row) => formatCount(row.avgReach) },
            { header: 'Avg ER by reach', cell: (row) => formatPercent(row.avgErByReach) },
          ]}
        />
      ) : (
        <NoPostsInPeriod />
      )}
    </Card>
  );
}

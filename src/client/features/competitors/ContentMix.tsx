import type { CompetitorAnalytics } from '../../../shared/competitors';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { DataTable } from '../../components/DataTable';
import { InfoTip } from '../../components/InfoTip';
import { percentNumber, type CsvColumn, type CsvFile } from '../../lib/csv';
import { formatCount, formatPercent, MEDIA_TYPE_NAMES } from '../../lib/format';

type Format = CompetitorAnalytics['formats'][number];
type Hashtag = CompetitorAnalytics['hashtags'][number];

const ER_RULE = 'Average public ER = mean over these posts of (likes + comments) ÷ followers at the time.';

const formatCsv = (total: number): CsvColumn<Format>[] => [
  { name: 'media_type', value: (row) => row.mediaType },
  { name: 'posts', value: (row) => row.posts },
  { name: 'share_of_posts_pct', value: (row) => percentNumber(total ? row.posts / total : null) },
  { name: 'avg_public_er_pct', value: (row) => percentNumber(row.avgPublicEr) },
];

const HASHTAG_CSV: CsvColumn<Hashtag>[] = [
  { name: 'hashtag', value: (row) => row.tag.replace(/^#/, '') },
  { name: 'posts', value: (row) => row.posts },
  { name: 'avg_public_er_pct', value: (row) => percentNumber(row.avgPublicEr) },
];

/** What the competitor posts: the share of each format, and the hashtags it uses most, with how each engages. */
export function ContentMix({ analytics, username }: { analytics: CompetitorAnalytics; username: string }) {
  const total = analytics.formats.reduce((sum, format) => sum + format.posts, 0);
  const file = (table: string): CsvFile => ({ account: username, table, from: analytics.range.from, to: analytics.range.to });
  return (
    <>
      <Card aria-labelledby="format-mix-title">
        <CardHead>
          <h2 id="format-mix-title">Format mix</h2>
          <InfoTip label="the format mix" entry="format-mix">
            Posts per media type in the period and their share of all posts. {ER_RULE}
          </InfoTip>
        </CardHead>
        {analytics.formats.length ? (
          <DataTable<Format>
            caption="Posts and average public ER per format"
            rowKey={(row) => row.mediaType}
            rows={analytics.formats}
            csv={{ columns: formatCsv(total), file: file('competitor-format-mix') }}
            columns={[
              { header: 'Format', cell: (row) => MEDIA_TYPE_NAMES[row.mediaType] },
              { header: 'Posts', cell: (row) => formatCount(row.posts) },
              { header: 'Share', cell: (row) => formatPercent(total ? row.posts / total : null, 0) },
              { header: 'Avg public ER', cell: (row) => formatPercent(row.avgPublicEr) },
            ]}
          />
        ) : (
          <Muted>No posts in this period.</Muted>
        )}
      </Card>
      <Card aria-labelledby="top-hashtags-title">
        <CardHead>
          <h2 id="top-hashtags-title">Top hashtags</h2>
          <InfoTip label="the top hashtags" entry="top-hashtags">
            The hashtags in the most captions of the period, a post counted once per hashtag. {ER_RULE}
          </InfoTip>
        </CardHead>
        {analytics.hashtags.length ? (
          <DataTable<Hashtag>
            caption="Hashtags by number of posts"
            rowKey={(row) => row.tag}
            rows={analytics.hashtags}
            csv={{ columns: HASHTAG_CSV, file: file('competitor-hashtags') }}
            columns={[
              { header: 'Hashtag', cell: (row) => `#${row.tag.replace(/^#/, '')}` },
              { header: 'Posts', cell: (row) => formatCount(row.posts) },
              { header: 'Avg public ER', cell: (row) => formatPercent(row.avgPublicEr) },
            ]}
          />
        ) : (
          <Muted>No hashtags in this period.</Muted>
        )}
      </Card>
    </>
  );
}

import type { ContentGroup } from '../../../shared/analytics';
import type { GlossaryId } from '../../../shared/glossary';
import { DataTable } from '../../components/DataTable';
import { Card, CardHead } from '../../components/dataCard';
import { InfoTip } from '../../components/InfoTip';
import { percentNumber, type CsvColumn, type CsvFile } from '../../lib/csv';
import { formatCount, formatPercent } from '../../lib/format';
import { NoPostsInPeriod } from '../../components/NoPostsInPeriod';

type Props = {
  id: string;
  title: string;
  explain: string;
  entry: GlossaryId;
  groups: ContentGroup[];
  /** The first column's header on screen, and its name in the CSV export (what the groups are: format, weekday…). */
  first: string;
  dimension: string;
  file: CsvFile;
};

const csvColumns = (dimension: string): CsvColumn<ContentGroup>[] => [
  { name: dimension, value: (group) => group.label },
  { name: 'posts', value: (group) => group.posts },
  { name: 'avg_public_er_pct', value: (group) => percentNumber(group.avgPublicEr) },
  { name: 'avg_reach', value: (group) => group.avgReach },
  { name: 'reliable', value: (group) => group.reliable },
];

/** One "what works" comparison: each group with its sample size, results from under 5 posts marked. */
export function GroupTable({ id, title, explain, entry, groups, first, dimension, file }: Props) {
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHead>
        <h2 id={`${id}-title`}>{title}</h2>
        <InfoTip label={title} entry={entry}>
          {explain}
        </InfoTip>
      </CardHead>
      {groups.length ? (
        <DataTable<ContentGroup>
          caption={`${title}: posts, mean public ER and mean reach`}
          rowKey={(group) => group.key}
          rows={groups}
          csv={{ columns: csvColumns(dimension), file }}
          columns={[
            { header: first, cell: (group) => group.label },
            { header: 'Posts', cell: (group) => formatCount(group.posts) },
            { header: 'Avg public ER', cell: (group) => formatPercent(group.avgPublicEr) },
            { header: 'Avg reach', cell: (group) => formatCount(group.avgReach), priority: 'low' },
            { header: 'Reliable', cell: (group) => (group.reliable ? 'Yes' : 'No (under 5)') },
          ]}
        />
      ) : (
        <NoPostsInPeriod />
      )}
    </Card>
  );
}

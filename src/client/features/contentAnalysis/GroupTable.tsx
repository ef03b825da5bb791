import type { ContentGroup } from '../../../shared/analytics';
import { DataTable } from '../../components/DataTable';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { InfoTip } from '../../components/InfoTip';
import { formatCount, formatPercent } from '../../lib/format';


/** One "what works" comparison: each group with its sample size, results from under 5 posts marked. */
export function GroupTable({ id, title, explain, groups, first }: { id: string; title: string; explain: string; groups: ContentGroup[]; first: string }) {
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHead>
        <h2 id={`${id}-title`}>{title}</h2>
        <InfoTip label={title}>{explain}</InfoTip>
      </CardHead>
      {groups.length ? (
        <DataTable<ContentGroup>
          caption={`${title}: posts, mean public ER and mean reach`}
          rowKey={(group) => group.key}
          rows={groups}
          columns={[
            { header: first, cell: (group) => group.label },
            { header: 'Posts', cell: (group) => group.posts },
            { header: 'Avg public ER', cell: (group) => formatPercent(group.avgPublicEr) },
            { header: 'Avg reach', cell: (group) => formatCount(group.avgReach) },
            { header: 'Reliable', cell: (group) => (group.reliable ? 'Yes' : 'No: under 5 posts') },
          ]}
        />
      ) : (
        <Muted>No posts in this period.</Muted>
      )}
    </Card>
  );
}

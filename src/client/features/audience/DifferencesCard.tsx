import styled from 'styled-components';
import type { AudienceAnswer, AudienceDifference } from '../../../shared/audience';
import { DataTable } from '../../components/DataTable';
import { InfoTip } from '../../components/InfoTip';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { percentNumber, type CsvColumn, type CsvFile } from '../../lib/csv';
import { formatChange, formatDay, formatPercent } from '../../lib/format';

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const csvColumns = (dimension: 'age' | 'gender' | 'country'): CsvColumn<AudienceDifference>[] => [
  { name: dimension, value: (row) => row.key },
  { name: 'followers_share_pct', value: (row) => percentNumber(row.followers) },
  { name: 'engaged_share_pct', value: (row) => percentNumber(row.engaged) },
  { name: 'engaged_vs_followers_pp', value: (row) => row.engagedVsFollowersPp },
  { name: 'reached_share_pct', value: (row) => percentNumber(row.reached) },
  { name: 'reached_vs_followers_pp', value: (row) => row.reachedVsFollowersPp },
  { name: 'followers_change_pp', value: (row) => row.followersChangePp },
];

/** "+12.5 pp": a difference of two shares, in percentage points (docs/metrics.md#rate-changes). */
const formatPoints = (points: number | null) => formatChange(points === null ? null : { unit: 'points', points });

const GROUPS = [
  { part: 'ages', dimension: 'age', header: 'Age', title: 'By age' },
  { part: 'genders', dimension: 'gender', header: 'Gender', title: 'By gender' },
  { part: 'countries', dimension: 'country', header: 'Country', title: "By country (the followers' top 10)" },
] as const;

/**
 * How the engaged and reached audiences differ from the followers, bucket by bucket, in percentage points,
 * and how the followers' own shares moved since the earlier snapshot.
 */
export function DifferencesCard({ answer, file }: { answer: AudienceAnswer; file: CsvFile }) {
  const since = answer.previous ? `Change since ${formatDay(answer.previous.takenOn)}` : 'Change (no earlier snapshot)';
  const known = GROUPS.filter(({ part }) => answer.differences[part].length);
  return (
    <Card aria-labelledby="differences-title">
      <CardHead>
        <h2 id="differences-title">Engaged and reached audiences against followers</h2>
        <InfoTip label="the differences" entry="audience-difference-pp">
          A bucket&apos;s share of the engaged (or reached) audience minus its share of the followers, in percentage points. Positive: the bucket engages (or is
          reached) more than its weight among followers.
        </InfoTip>
      </CardHead>
      {known.length ? (
        <Groups>
          {known.map(({ part, dimension, header, title }) => (
            <DataTable<AudienceDifference>
              key={part}
              caption={title}
              rowKey={(row) => row.key}
              rows={answer.differences[part]}
              narrowBelow={620}
              csv={{ columns: csvColumns(dimension), file: { ...file, table: `${file.table}-differences-${part}` } }}
              columns={[
                { header, cell: (row) => row.label, wrap: true },
                { header: 'Followers', cell: (row) => formatPercent(row.followers, 1) },
                { header: 'Engaged', cell: (row) => formatPercent(row.engaged, 1), priority: 'low' },
                { header: 'Engaged vs followers', cell: (row) => formatPoints(row.engagedVsFollowersPp) },
                { header: 'Reached', cell: (row) => formatPercent(row.reached, 1), priority: 'low' },
                { header: 'Reached vs followers', cell: (row) => formatPoints(row.reachedVsFollowersPp), priority: 'low' },
                { header: since, cell: (row) => formatPoints(row.followersChangePp), priority: 'low' },
              ]}
            />
          ))}
        </Groups>
      ) : (
        <Muted>No follower breakdown to compare with yet.</Muted>
      )}
    </Card>
  );
}

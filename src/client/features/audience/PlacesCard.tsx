import styled from 'styled-components';
import type { AudienceBreakdown, AudienceBucket } from '../../../shared/audience';
import { DataTable } from '../../components/DataTable';
import { InfoTip } from '../../components/InfoTip';
import { Card, CardHead, Muted } from '../../components/dataCard';
import type { CsvFile } from '../../lib/csv';
import { formatCount, formatPercent } from '../../lib/format';
import { bucketCsv } from './columns';
import { missingPartText } from './format';

const TOP = 10;

const ShareCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const ShareBar = styled.span<{ $width: number }>`
  display: inline-block;
  width: ${({ $width }) => `${Math.max($width, 2)}px`};
  height: 8px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.focus};
`;

/** The top countries or cities, each with its people and share; the bar beside a share repeats it and is hidden from screen readers. */
export function PlacesCard({ breakdown, part, title, file }: { breakdown: AudienceBreakdown; part: 'countries' | 'cities'; title: string; file: CsvFile }) {
  const rows = (breakdown[part] ?? []).slice(0, TOP);
  const widest = Math.max(...rows.map((row) => row.share), 0.0001);
  const id = `${part}-title`;
  return (
    <Card aria-labelledby={id}>
      <CardHead>
        <h2 id={id}>{title}</h2>
        <InfoTip label={title} entry="audience-share">
          A place&apos;s count ÷ the sum of the counts of the places Meta listed (at most 45) × 100: a share of the people Meta has location data for.
        </InfoTip>
      </CardHead>
      {breakdown[part] === null ? (
        <Muted>{missingPartText(breakdown, part)}</Muted>
      ) : rows.length ? (
        <DataTable<AudienceBucket>
          caption={`${title}: the top ${TOP} by people`}
          rowKey={(row) => row.key}
          rows={rows}
          csv={{ columns: bucketCsv(breakdown.kind, part === 'countries' ? 'country' : 'city'), file: { ...file, table: `${file.table}-${part}` } }}
          columns={[
            { header: part === 'countries' ? 'Country' : 'City', cell: (row) => row.label, wrap: true },
            { header: 'People', cell: (row) => formatCount(row.count) },
            {
              header: 'Share',
              cell: (row) => (
                <ShareCell>
                  <ShareBar aria-hidden="true" $width={(row.share / widest) * 64} />
                  {formatPercent(row.share, 1)}
                </ShareCell>
              ),
            },
          ]}
        />
      ) : (
        <Muted>Meta listed no {part} for this audience.</Muted>
      )}
    </Card>
  );
}

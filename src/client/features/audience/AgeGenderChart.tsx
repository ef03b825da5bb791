import styled from 'styled-components';
import { AGE_BUCKETS, GENDER_LABELS, GENDERS, type AudienceBreakdown, type AudienceBucket, type Gender } from '../../../shared/audience';
import { DataTable } from '../../components/DataTable';
import { InfoTip } from '../../components/InfoTip';
import { Card, CardHead, Muted } from '../../components/dataCard';
import type { CsvFile } from '../../lib/csv';
import { formatCount, formatPercent } from '../../lib/format';
import { bucketCsv } from './columns';
import { missingPartText } from './format';

/** Colours for bars on the dark surface, each at least 3:1 against it (WCAG 1.4.11). */
const GENDER_COLOURS: Record<Gender, string> = { F: '#f472b6', M: '#38bdf8', U: '#9aa3b5' };

type Row = { age: string; cells: Record<Gender, { count: number; share: number } | null>; share: number };

const Bars = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const BarRow = styled.li`
  display: grid;
  grid-template-columns: 3.5rem 1fr 3.5rem;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Track = styled.div`
  display: flex;
  height: 18px;
  border-radius: 4px;
  background: rgba(255, 255, 255, 0.04);
  overflow: hidden;
`;
const Segment = styled.span<{ $colour: string; $width: number }>`
  width: ${({ $width }) => `${$width}%`};
  background: ${({ $colour }) => $colour};
`;
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li::before {
    content: '';
    display: inline-block;
    width: 10px;
    height: 10px;
    margin-right: 6px;
    border-radius: 2px;
    background: var(--swatch);
  }
`;

function rowsOf(breakdown: AudienceBreakdown): Row[] {
  const cells = breakdown.ageGender ?? [];
  return AGE_BUCKETS.map((age) => {
    const inAge = cells.filter((cell) => cell.age === age);
    const byGender = Object.fromEntries(
      GENDERS.map((gender) => {
        const cell = inAge.find((candidate) => candidate.gender === gender);
        return [gender, cell ? { count: cell.count, share: cell.share } : null];
      }),
    ) as Row['cells'];
    return { age, cells: byGender, share: inAge.reduce((sum, cell) => sum + cell.share, 0) };
  });
}

/** "Women 61.2%, men 36.9%, not specified 1.9%.": the split in words, beside the picture. */
const genderSummary = (breakdown: AudienceBreakdown) =>
  `${(breakdown.genders ?? []).map((bucket, index) => `${index ? bucket.label.toLowerCase() : bucket.label} ${formatPercent(bucket.share, 1)}`).join(', ')}.`;

/**
 * Age × gender: one bar per age bucket, split by gender, each as wide as its share of the audience (the
 * widest bucket fills the track). The bars are a picture of the table below, which is the figure.
 */
export function AgeGenderChart({ breakdown, title, file }: { breakdown: AudienceBreakdown; title: string; file: CsvFile }) {
  const rows = rowsOf(breakdown);
  const widest = Math.max(...rows.map((row) => row.share), 0.0001);
  return (
    <Card aria-labelledby="age-gender-title">
      <CardHead>
        <h2 id="age-gender-title">{title}</h2>
        <InfoTip label="age and gender" entry="audience-share">
          Each cell&apos;s count ÷ the sum of the age × gender counts Meta returned × 100. Meta counts only the people it has demographics for.
        </InfoTip>
      </CardHead>
      {breakdown.ageGender ? (
        <>
          <Legend aria-hidden="true">
            {GENDERS.map((gender) => (
              <li key={gender} style={{ '--swatch': GENDER_COLOURS[gender] } as React.CSSProperties}>
                {GENDER_LABELS[gender]}
              </li>
            ))}
          </Legend>
          <Muted>{genderSummary(breakdown)}</Muted>
          <Bars aria-hidden="true">
            {rows.map((row) => (
              <BarRow key={row.age}>
                <span>{row.age}</span>
                <Track>
                  {GENDERS.map((gender) => (
                    <Segment key={gender} $colour={GENDER_COLOURS[gender]} $width={((row.cells[gender]?.share ?? 0) / widest) * 100} />
                  ))}
                </Track>
                <span>{formatPercent(row.share, 1)}</span>
              </BarRow>
            ))}
          </Bars>
          <BucketTable breakdown={breakdown} part="ages" title={`${title} by age`} file={file} />
          <BucketTable breakdown={breakdown} part="genders" title={`${title} by gender`} file={file} />
        </>
      ) : (
        <Muted>{missingPartText(breakdown, 'ageGender')}</Muted>
      )}
    </Card>
  );
}

/** The ages or the genders of the chart as a table (people and share), which is the figure the bars draw. */
function BucketTable({ breakdown, part, title, file }: { breakdown: AudienceBreakdown; part: 'ages' | 'genders'; title: string; file: CsvFile }) {
  const rows = breakdown[part] ?? [];
  return (
    <details>
      <summary>{part === 'ages' ? 'Data table: by age' : 'Data table: by gender'}</summary>
      <DataTable<AudienceBucket>
        caption={title}
        rowKey={(row) => row.key}
        rows={rows}
        csv={{ columns: bucketCsv(breakdown.kind, part === 'ages' ? 'age' : 'gender'), file: { ...file, table: `${file.table}-${part}` } }}
        columns={[
          { header: part === 'ages' ? 'Age' : 'Gender', cell: (row) => row.label },
          { header: 'People', cell: (row) => formatCount(row.count) },
          { header: 'Share', cell: (row) => formatPercent(row.share, 1) },
        ]}
      />
    </details>
  );
}

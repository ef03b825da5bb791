import fc from 'fast-check';
import { CSV_PRECISION, csvOf, csvPrecisionOf, type CsvColumn, type CsvPrecision } from './csv';
import { csvColumnNames, GLOSSARY_RULES } from './glossary';

/** The decimals of a CSV number as written ("4.9" has 1), or null where the cell is no plain decimal number. */
const decimalsOf = (cell: string) => (/^-?\d+(\.\d+)?$/.test(cell) ? (cell.split('.')[1]?.length ?? 0) : null);

const cellOf = <Row>(column: CsvColumn<Row>, row: Row) => csvOf([column], [row]).split('\r\n')[1];

// Figures as the server sends them: averages and ratios of counts, anywhere from a fraction to a large count.
const figure = fc.oneof(
  fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
  fc.tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 1_000 })).map(([sum, count]) => sum / count),
);

describe('an exported number', () => {
  it('has no more decimals than the glossary states for its column, and is the value rounded to them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...csvColumnNames()), figure, (column, value) => {
        const { decimals } = CSV_PRECISION[csvPrecisionOf(column)];
        const cell = cellOf({ name: column, value: (row: number) => row }, value);
        expect(decimalsOf(cell)).not.toBeNull();
        expect(decimalsOf(cell)!).toBeLessThanOrEqual(decimals);
        // Half a unit of the last kept decimal, and what doubles cannot tell apart at this size.
        expect(Math.abs(Number(cell) - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + Math.abs(value) * Number.EPSILON * 4);
      }),
    );
  });

  it('takes the precision a column states row by row where its unit changes with the row', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(CSV_PRECISION) as CsvPrecision[])), figure, (precision, value) => {
        const cell = cellOf({ name: 'value', value: (row: { value: number }) => row.value, precision: () => precision }, { value });
        expect(decimalsOf(cell)!).toBeLessThanOrEqual(CSV_PRECISION[precision].decimals);
      }),
    );
  });

  it('loses the binary noise of averages and percentages', () => {
    const row = { postsPerWeek: 4.8999999999999995, avgInteractions: 23_515 / 21, er: 0.0566 * 100, share: 1 / 3, watch: 12_345.678, pp: -0.30000000000000004 };
    const columns: CsvColumn<typeof row>[] = [
      { name: 'posts_per_week', value: (r) => r.postsPerWeek },
      { name: 'avg_public_interactions', value: (r) => r.avgInteractions },
      { name: 'public_er_pct', value: (r) => r.er },
      { name: 'share_of_posts_pct', value: (r) => r.share * 100 },
      { name: 'avg_watch_time_ms', value: (r) => r.watch },
      { name: 'engaged_vs_followers_pp', value: (r) => r.pp },
    ];
    expect(csvOf(columns, [row]).split('\r\n')[1]).toBe('4.9,1119.8,5.66,33.33,12346,-0.3');
  });

  it('writes a number that rounds to zero as 0, never -0', () => {
    expect(cellOf({ name: 'net_follower_growth', value: () => -0.4 }, null)).toBe('0');
    expect(cellOf({ name: 'public_er_pct', value: () => -0 }, null)).toBe('0');
  });

  it('is stated in the glossary, one sentence per kind', () => {
    const rules = GLOSSARY_RULES.find((rule) => rule.id === 'csv-exports')!.paragraphs.join(' ');
    for (const { rule } of Object.values(CSV_PRECISION)) expect(rules).toContain(rule);
  });
});

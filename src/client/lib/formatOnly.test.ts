import { clientSources } from './testing/clientSources';

/**
 * The client writes numbers and dates only through lib/format (docs/metrics.md, "Numbers and dates"): a toLocaleString or a
 * hand-built Intl formatter elsewhere brings back the hyphen minus, a second date format and the
 * device's locale where the user's is meant. toFixed is allowed only where it writes no figure for people.
 */

/** Files whose toFixed writes a drawing coordinate or a colour, not a figure a person reads. */
const TO_FIXED_FOR_DRAWING = new Set(['features/figureTables/DistributionChart.tsx', 'features/dashboard/PostingHeatmap.tsx', 'components/SplitBar.tsx']);

const HAND_FORMATTING = /\.toLocale(?:Date|Time)?String\(|new Intl\.(?:NumberFormat|DateTimeFormat|RelativeTimeFormat)\(/;

describe('one formatting module', () => {
  const files = clientSources();

  it('finds the client sources', () => {
    expect(files.map((file) => file.name)).toContain('lib/format.ts');
  });

  it('builds no number or date formatter outside lib/format', () => {
    const offenders = files.filter((file) => file.name !== 'lib/format.ts' && HAND_FORMATTING.test(file.text)).map((file) => file.name);
    expect(offenders).toEqual([]);
  });

  it('rounds no figure by hand with toFixed', () => {
    const offenders = files.filter((file) => !TO_FIXED_FOR_DRAWING.has(file.name) && /\.toFixed\(/.test(file.text)).map((file) => file.name);
    expect(offenders).toEqual([]);
  });
});

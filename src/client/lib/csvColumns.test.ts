import { csvColumnNames } from '../../shared/glossary';
import { clientSources } from './testing/clientSources';

/**
 * Every Export CSV names its columns as the metrics glossary does (docs/metrics.md#csv-exports):
 * a column the glossary does not know is a figure without a definition. Read from the sources, since most
 * exports declare their columns inside their component: `{ name: 'public_er_pct', value: … }`, a chart
 * series' column (`line('Reach', 'reach', …)`), a content grouping's dimension (`group('by-format', 'format')`)
 * and a peer column in the row's unit (`inUnitColumn('benchmark', …)`).
 */
const COLUMN_PATTERNS = [/\{ name: '([^']+)', value:/g, /\binUnitColumn\('([^']+)'/g, /\bline\('[^']*', '([^']+)'/g, /\bgroup\('[^']*', '([^']+)'\)/g];

function declaredColumns(): { file: string; column: string }[] {
  return clientSources().flatMap(({ name, text }) =>
    COLUMN_PATTERNS.flatMap((pattern) => Array.from(text.matchAll(pattern), (match) => ({ file: name, column: match[1] }))),
  );
}

describe('CSV column names', () => {
  const columns = declaredColumns();

  it('finds the exports of every data page', () => {
    const files = new Set(columns.map(({ file }) => file));
    for (const file of [
      'features/figureTables/CompetitorFiguresTable.tsx',
      'features/contentAnalysis/PostDrillDown.tsx',
      'features/dashboard/DashboardPage.tsx',
      'features/contentAnalysis/ContentAnalysisPage.tsx',
      'features/figureTables/metricFormat.ts',
    ]) {
      expect(files).toContain(file);
    }
  });

  it('are the glossary’s names, every one', () => {
    const known = csvColumnNames();
    expect(columns.filter(({ column }) => !known.has(column))).toEqual([]);
  });
});

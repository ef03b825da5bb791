import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { csvColumnNames } from '../../shared/glossary';

/**
 * Every Export CSV names its columns as the metrics glossary does (issue #18, item 7; docs/metrics.md#csv-exports):
 * a column the glossary does not know is a figure without a definition. Read from the sources, since most
 * exports declare their columns inside their component: `{ name: 'public_er_pct', value: … }`, a chart
 * series' column (`line('Reach', 'reach', …)`) and a content grouping's dimension (`group('by-format', 'format')`).
 */
const CLIENT = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const COLUMN_PATTERNS = [/\{ name: '([^']+)', value:/g, /\bline\('[^']*', '([^']+)'/g, /\bgroup\('[^']*', '([^']+)'\)/g];

function declaredColumns(): { file: string; column: string }[] {
  return sourceFiles(CLIENT).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return COLUMN_PATTERNS.flatMap((pattern) => Array.from(text.matchAll(pattern), (match) => ({ file: path.relative(CLIENT, file), column: match[1] })));
  });
}

describe('CSV column names', () => {
  const columns = declaredColumns();

  it('finds the exports of every data page', () => {
    const files = new Set(columns.map(({ file }) => file.split(path.sep).join('/')));
    for (const file of ['features/competitors/CompetitorFiguresTable.tsx', 'features/contentAnalysis/PostDrillDown.tsx', 'features/dashboard/DashboardPage.tsx', 'features/contentAnalysis/ContentAnalysisPage.tsx', 'features/userComparison/metricFormat.ts']) {
      expect(files).toContain(file);
    }
  });

  it('are the glossary’s names, every one', () => {
    const known = csvColumnNames();
    expect(columns.filter(({ column }) => !known.has(column))).toEqual([]);
  });
});

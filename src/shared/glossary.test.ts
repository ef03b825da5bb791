import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GLOSSARY, GLOSSARY_RULES, glossaryMarkdown, NON_FIGURE_CSV_COLUMNS } from './glossary';

const DOC = join(__dirname, '../../docs/metrics.md');
const ROOT = join(__dirname, '../..');

/** The source and documentation files that may name a glossary entry. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return item.name === 'node_modules' ? [] : filesUnder(path);
    return /\.(ts|tsx|md)$/.test(item.name) ? [path] : [];
  });
}

/**
 * Every entry a file names: "(glossary: a, b)" in a comment (over several comment lines), entry="a" on an ⓘ,
 * and links to /app/metrics#a or metrics.md#a ("#id" in prose stands for any entry).
 */
function namedEntries(text: string): string[] {
  const listed = [...text.matchAll(/\(glossary: ([^)]*)\)/g)].flatMap((match) =>
    match[1]
      .replace(/\n\s*\*/g, ' ')
      .split(',')
      .map((name) => name.trim()),
  );
  const linked = [...text.matchAll(/(?:\/app\/metrics|metrics\.md)#([a-z0-9-]+)/g), ...text.matchAll(/\bentry="([^"]+)"/g)].map((match) => match[1]);
  return [...listed, ...linked].filter((name) => name !== 'id');
}

describe('the metrics glossary', () => {
  it('is what docs/metrics.md says, word for word', () => {
    const rendered = `${glossaryMarkdown()}\n`;
    // The one way to change the document: edit glossary.ts, then rewrite it from there.
    if (process.env.WRITE_GLOSSARY === '1') writeFileSync(DOC, rendered);
    expect(readFileSync(DOC, 'utf8')).toBe(rendered);
  });

  it('gives every entry a unique anchor usable in a URL fragment', () => {
    const anchors = [...GLOSSARY.map((entry) => entry.id), ...GLOSSARY_RULES.map((rule) => rule.id)];
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('fills every fact of every entry', () => {
    for (const entry of GLOSSARY) {
      for (const fact of [entry.name, entry.formula, entry.unit, entry.source, entry.day, entry.period, entry.unknown, entry.shownOn]) {
        expect(fact.trim().length).toBeGreaterThan(0);
      }
    }
  });

  it('names a percentage column _pct exactly when the figure is a percentage, and other columns in snake case', () => {
    // The peer table has one row per metric, each in its own unit (its unit column): the benchmark column follows it.
    const inUnitColumn = new Set(['benchmark']);
    const single = GLOSSARY.filter((entry) => entry.csv.length === 1 && !inUnitColumn.has(entry.csv[0]));
    for (const entry of single) {
      const [column] = entry.csv;
      expect(column).toMatch(/^[a-z][a-z0-9_]*$/);
      expect({ id: entry.id, pct: column.endsWith('_pct') }).toEqual({ id: entry.id, pct: entry.unit.startsWith('percent') });
    }
  });

  it('describes every column that holds no figure in its CSV rules', () => {
    const rules = GLOSSARY_RULES.find((rule) => rule.id === 'csv-exports')!.paragraphs.join(' ');
    const undescribed = NON_FIGURE_CSV_COLUMNS.filter((column) => !new RegExp(`\\b${column}\\b`).test(rules));
    expect(undescribed).toEqual([]);
  });

  it('has an entry for every entry the code and the docs name, in a comment, on an ⓘ or in a link', () => {
    const anchors = new Set([...GLOSSARY.map((entry) => entry.id), ...GLOSSARY_RULES.map((rule) => rule.id)]);
    // This file names placeholders in its own comments and patterns.
    const files = [...filesUnder(join(ROOT, 'src')), ...filesUnder(join(ROOT, 'docs')), join(ROOT, 'README.md')].filter((file) => file !== __filename);
    const named = files.flatMap((file) => namedEntries(readFileSync(file, 'utf8')).map((name) => ({ file: relative(ROOT, file), name })));
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter(({ name }) => !anchors.has(name))).toEqual([]);
  });
});

import { Document, Image, Line, Page, Polyline, Rect, renderToBuffer, StyleSheet, Svg, Text, View, type Styles } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import type { Branding } from '../../../shared/branding';
import type { BarChart, LineChart, ReportContent, ReportTable } from './content';
import * as format from './format';

/**
 * The PDF of a scheduled report, drawn by @react-pdf/renderer in Node: no browser. Charts
 * are its Svg primitives; the built-in Helvetica keeps the file small and needs no font files.
 */

/** Without branding the header is the app's own dark blue, with white text (15:1). */
const DEFAULT_ACCENT = '#1f2a44';
const INK = '#1b1f24';
const MUTED = '#4a5260';
const RULE = '#d5d9e0';
const OWN_BAR = '#1f6feb';
const OTHER_BAR = '#9aa4b2';

const styles = StyleSheet.create({
  page: { padding: 36, paddingBottom: 54, fontFamily: 'Helvetica', fontSize: 10, color: INK },
  header: { flexDirection: 'row', alignItems: 'center', padding: 14, borderRadius: 4, marginBottom: 14 },
  logo: { width: 48, height: 48, marginRight: 12, objectFit: 'contain' },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold' },
  subtitle: { fontSize: 10, marginTop: 3 },
  heading: { fontSize: 12, fontFamily: 'Helvetica-Bold', marginTop: 14, marginBottom: 6 },
  figures: { flexDirection: 'row', flexWrap: 'wrap' },
  figure: { width: '25%', paddingRight: 8, marginBottom: 10 },
  figureLabel: { fontSize: 8, color: MUTED },
  figureValue: { fontSize: 14, fontFamily: 'Helvetica-Bold', marginTop: 2 },
  figureChange: { fontSize: 8, color: MUTED, marginTop: 1 },
  barRow: { flexDirection: 'row', alignItems: 'center', marginBottom: 3 },
  barLabel: { width: 130, fontSize: 8 },
  barValue: { width: 60, fontSize: 8, textAlign: 'right' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 3 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: INK, paddingVertical: 3 },
  cell: { flex: 1, fontSize: 8, paddingRight: 4 },
  firstCell: { flex: 2, fontSize: 8, paddingRight: 4 },
  headCell: { fontFamily: 'Helvetica-Bold' },
  note: { fontSize: 8, color: MUTED, marginTop: 6 },
  footer: { position: 'absolute', bottom: 24, left: 36, right: 36, flexDirection: 'row', justifyContent: 'space-between', fontSize: 8, color: MUTED },
});

// Helvetica's encoding (WinAnsi) has no true minus and no characters beyond Western European: those
// would print as nothing or garbage, so the minus becomes a hyphen and anything else unknown is dropped.
const WIN_ANSI_EXTRAS = new Set('–—‘’“”•…€™·×'.split(''));
const pdfText = (text: string) => text.replace(/\u2212/g, '-').replace(/[^\u0020-\u00ff]/gu, (char) => (WIN_ANSI_EXTRAS.has(char) ? char : ''));

type Style = Styles[string];
const t = (style: Style | Style[], text: string) => h(Text, { style }, pdfText(text));

function header(content: ReportContent, branding: Branding): ReactElement {
  const background = branding.accentColor ?? DEFAULT_ACCENT;
  const color = branding.accentTextColor ?? '#ffffff';
  return h(
    View,
    { style: [styles.header, { backgroundColor: background }] },
    branding.logo ? h(Image, { style: styles.logo, src: branding.logo }) : null,
    h(
      View,
      { style: { flex: 1 } },
      h(Text, { style: [styles.title, { color }] }, pdfText(content.title)),
      t([styles.subtitle, { color }], `Prepared by ${branding.workspaceName}`),
    ),
  );
}

function headline(content: ReportContent): ReactElement {
  return h(
    View,
    { style: styles.figures },
    ...content.headline.map((figure) =>
      h(
        View,
        { style: styles.figure, key: figure.label },
        t(styles.figureLabel, figure.label),
        t(styles.figureValue, figure.value),
        figure.change === undefined ? null : t(styles.figureChange, `${figure.change} on the period before`),
      ),
    ),
  );
}

const BAR_WIDTH = 300;

/** One row per account or metric: its label, a bar scaled to the largest value, and the value; unknown has no bar. */
function bars(chart: BarChart): ReactElement {
  const largest = chart.max ?? (Math.max(0, ...chart.bars.map((bar) => bar.value ?? 0)) || 1);
  return h(
    View,
    { wrap: false },
    t(styles.heading, chart.title),
    ...chart.bars.map((bar, index) =>
      h(
        View,
        { style: styles.barRow, key: index },
        t(styles.barLabel, bar.label),
        h(
          Svg,
          { width: BAR_WIDTH, height: 10 },
          h(Rect, { x: 0, y: 0, width: BAR_WIDTH, height: 10, fill: '#f1f3f6' }),
          bar.value === null
            ? null
            : h(Rect, {
                x: 0,
                y: 0,
                width: Math.max(1, (Math.min(largest, Math.max(0, bar.value)) / largest) * BAR_WIDTH),
                height: 10,
                fill: bar.own ? OWN_BAR : OTHER_BAR,
              }),
        ),
        t(styles.barValue, bar.text),
      ),
    ),
  );
}

const LINE_WIDTH = 520;
const LINE_HEIGHT = 120;

/** A line over the days; a day without a value breaks the line rather than dropping to 0. */
function line(chart: LineChart): ReactElement | null {
  const known = chart.points.filter((point) => point.value !== null).map((point) => point.value!);
  if (known.length === 0) return h(View, null, t(styles.heading, chart.title), t(styles.note, 'No value was recorded in this period.'));
  const [low, high] = [Math.min(...known), Math.max(...known)];
  const span = high - low || 1;
  const x = (index: number) => (chart.points.length === 1 ? LINE_WIDTH / 2 : (index / (chart.points.length - 1)) * LINE_WIDTH);
  const y = (value: number) => LINE_HEIGHT - 6 - ((value - low) / span) * (LINE_HEIGHT - 12);
  const runs: string[][] = [[]];
  chart.points.forEach((point, index) => {
    if (point.value === null) runs.push([]);
    else runs[runs.length - 1].push(`${x(index).toFixed(1)},${y(point.value).toFixed(1)}`);
  });
  return h(
    View,
    { wrap: false },
    t(styles.heading, chart.title),
    h(
      Svg,
      { width: LINE_WIDTH, height: LINE_HEIGHT },
      h(Line, { x1: 0, y1: LINE_HEIGHT - 1, x2: LINE_WIDTH, y2: LINE_HEIGHT - 1, stroke: RULE, strokeWidth: 1 }),
      ...runs
        .filter((run) => run.length > 1)
        .map((run, index) => h(Polyline, { key: index, points: run.join(' '), stroke: OWN_BAR, strokeWidth: 1.5, fill: 'none' })),
    ),
    t(styles.note, endsNote(chart)),
  );
}

/**
 * The line's first and last days and their values, said as such: a day without a value is "not
 * recorded", never the nearest value or the period's lowest or highest.
 */
export function endsNote(chart: LineChart): string {
  const [first, last] = [chart.points[0], chart.points[chart.points.length - 1]];
  const value = (point: LineChart['points'][number]) => (point.value === null ? 'not recorded' : format.count(point.value));
  return `First day, ${first.date}: ${value(first)}. Last day, ${last.date}: ${value(last)}.`;
}

function table(data: ReportTable): ReactElement {
  const cellStyle = (index: number) => (index === 0 ? styles.firstCell : styles.cell);
  return h(
    View,
    null,
    t(styles.heading, data.title),
    h(View, { style: styles.headRow, fixed: false }, ...data.columns.map((column, index) => t([cellStyle(index), styles.headCell], column))),
    ...(data.rows.length === 0
      ? [t(styles.note, 'Nothing in this period.')]
      : data.rows.map((row, rowIndex) => h(View, { style: styles.row, key: rowIndex, wrap: false }, ...row.map((cell, index) => t(cellStyle(index), cell))))),
  );
}

function reportDocument(content: ReportContent, branding: Branding): ReactElement {
  return h(
    Document,
    { title: pdfText(content.title), author: pdfText(branding.workspaceName), creator: 'Instagram Analytics Workspace' },
    h(
      Page,
      { size: 'A4', style: styles.page },
      header(content, branding),
      headline(content),
      content.line ? line(content.line) : null,
      content.bars ? bars(content.bars) : null,
      ...content.tables.map((data) => h(View, { key: data.title }, table(data))),
      ...content.notes.map((note, index) => h(Text, { style: styles.note, key: index }, pdfText(note))),
      h(
        View,
        { style: styles.footer, fixed: true },
        t({}, `${content.kindLabel} · Prepared by ${branding.workspaceName}`),
        h(Text, { render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => `Page ${pageNumber} of ${totalPages}` }),
      ),
    ),
  );
}

export const renderReportPdf = (content: ReportContent, branding: Branding): Promise<Buffer> =>
  renderToBuffer(reportDocument(content, branding) as Parameters<typeof renderToBuffer>[0]);

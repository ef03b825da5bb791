import { Suspense, useMemo, useState, type ReactNode } from 'react';
import type { GlossaryId } from '../../../shared/glossary';
import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';
import { DataTable, type Column } from '../../components/DataTable';
import { InfoTip } from '../../components/InfoTip';
import type { ChartSeries } from './charts/UplotChart';
import { Card, CardHead, Muted, Skeleton } from '../../components/dataCard';
import { percentNumber, type CsvColumn, type CsvFile } from '../../lib/csv';
import { formatCount, formatDay } from '../../lib/format';
import { firstSyncText, useFirstSync } from '../../components/NoPostsInPeriod';

const UplotChart = lazyWithPreloadError(() => import(/* webpackChunkName: "charts" */ './charts/UplotChart'));

// Drawing needs a 2D canvas, ResizeObserver to follow the card's width and IntersectionObserver to draw
// when near the screen; without them (old browsers, jsdom) the table is the figure.
const canDraw = () => typeof ResizeObserver !== 'undefined' && typeof IntersectionObserver !== 'undefined' && typeof CanvasRenderingContext2D !== 'undefined';

type Props = {
  id: string;
  title: string;
  formula: string;
  /** The glossary entry its ⓘ opens. */
  entry: GlossaryId;
  dates: string[];
  series: ChartSeries[];
  /** Names the CSV file: the account, the table and the period. */
  file: CsvFile;
  /** The comparison period's day beside each day (the same offset from its start), when a series compares. */
  comparedDates?: readonly (string | null)[];
  /** A line under the title: what the dashed series is, or why there is none. */
  note?: ReactNode;
  /** The chart's data in another shape than one row per day (one row per account and day, say), with its own export. */
  table?: ReactNode;
};

type Row = { date: string; compared: string | null; values: (number | null | undefined)[] };

/** A percentage column (`_pct`) holds percentage numbers (docs/metrics.md#csv-exports); any other the value itself. */
const csvValue = (series: ChartSeries, value: number | null | undefined) => (series.column.endsWith('_pct') ? percentNumber(value) : value);

/** A long period's days read a month at a time, instead of scrolling inside a box. */
const DAYS_PER_PAGE = { pageSize: 31, noun: 'days' };

/** A chart with its legend, its formula on hover or focus, and its data as a table that exports to CSV. */
export function ChartCard({ id, title, formula, entry, dates, series, file, comparedDates, note, table }: Props) {
  const rows = useMemo<Row[]>(
    () => dates.map((date, index) => ({ date, compared: comparedDates?.[index] ?? null, values: series.map((s) => s.values[index]) })),
    [dates, series, comparedDates],
  );
  const compared = comparedDates !== undefined;
  const firstSync = useFirstSync();
  const drawn = canDraw();
  const [tableShown, setTableShown] = useState(!drawn);
  const columns: Column<Row>[] = [
    { header: 'Date', cell: (row) => formatDay(row.date) },
    ...(compared ? [{ header: 'Compared day', cell: (row: Row) => (row.compared ? formatDay(row.compared) : '—') }] : []),
    ...series.map((s, index) => ({ header: s.label, cell: (row: Row) => (s.format ?? formatCount)(row.values[index]) })),
  ];
  const csvColumns: CsvColumn<Row>[] = [
    { name: 'date', value: (row) => row.date },
    ...(compared ? [{ name: 'compared_date', value: (row: Row) => row.compared }] : []),
    ...series.map((s, index) => ({ name: s.column, value: (row: Row) => csvValue(s, row.values[index]) })),
  ];
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHead>
        <h2 id={`${id}-title`}>{title}</h2>
        <InfoTip label={title} entry={entry}>
          {formula}
        </InfoTip>
      </CardHead>
      {firstSync ? <Muted>{firstSyncText('daily figures')}</Muted> : note}
      {drawn ? (
        <Suspense fallback={<Skeleton $height={250} />}>
          <UplotChart dates={dates} series={series} />
        </Suspense>
      ) : null}
      <details open={!drawn} onToggle={(event) => event.currentTarget.open && setTableShown(true)}>
        <summary>Data table</summary>
        {/* Built when first opened, and kept (with its page) after: a closed table is a month of rows per chart the first render would build for nothing. */}
        {!tableShown
          ? null
          : (table ?? (
              <DataTable
                caption={`${title}, by day`}
                columns={columns}
                rows={rows}
                rowKey={(row) => row.date}
                csv={{ columns: csvColumns, file }}
                paging={DAYS_PER_PAGE}
              />
            ))}
      </details>
    </Card>
  );
}

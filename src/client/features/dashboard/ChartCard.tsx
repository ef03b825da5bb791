import { Suspense, useMemo } from 'react';
import type { GlossaryId } from '../../../shared/glossary';
import { lazyWithPreloadError } from '../../app/lazyWithPreloadError';
import { DataTable, type Column } from '../../components/DataTable';
import { InfoTip } from '../../components/InfoTip';
import type { ChartSeries } from './charts/UplotChart';
import { Card, CardHead, Skeleton } from '../../components/dataCard';
import type { CsvColumn, CsvFile } from '../../lib/csv';
import { formatCount, formatDay } from '../../lib/format';

const UplotChart = lazyWithPreloadError(() => import(/* webpackChunkName: "charts" */ './charts/UplotChart'));

// Drawing needs a 2D canvas and ResizeObserver to follow the card's width; without them (old browsers,
// jsdom) the table is the figure.
const canDraw = () => typeof ResizeObserver !== 'undefined' && typeof CanvasRenderingContext2D !== 'undefined';

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
};

type Row = { date: string; values: (number | null | undefined)[] };

/** A long period's days read a month at a time, instead of scrolling inside a box. */
const DAYS_PER_PAGE = { pageSize: 31, noun: 'days' };

/** A chart with its legend, its formula on hover or focus, and its data as a table that exports to CSV. */
export function ChartCard({ id, title, formula, entry, dates, series, file }: Props) {
  const rows = useMemo<Row[]>(() => dates.map((date, index) => ({ date, values: series.map((s) => s.values[index]) })), [dates, series]);
  const columns: Column<Row>[] = [
    { header: 'Date', cell: (row) => formatDay(row.date) },
    ...series.map((s, index) => ({ header: s.label, cell: (row: Row) => formatCount(row.values[index]) })),
  ];
  const csvColumns: CsvColumn<Row>[] = [
    { name: 'date', value: (row) => row.date },
    ...series.map((s, index) => ({ name: s.column, value: (row: Row) => row.values[index] })),
  ];
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHead>
        <h2 id={`${id}-title`}>{title}</h2>
        <InfoTip label={title} entry={entry}>
          {formula}
        </InfoTip>
      </CardHead>
      {canDraw() ? (
        <Suspense fallback={<Skeleton $height={250} />}>
          <UplotChart dates={dates} series={series} />
        </Suspense>
      ) : null}
      <details open={!canDraw()}>
        <summary>Data table</summary>
        <DataTable
          caption={`${title}, by day`}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.date}
          csv={{ columns: csvColumns, file }}
          paging={DAYS_PER_PAGE}
        />
      </details>
    </Card>
  );
}

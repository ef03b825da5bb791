import { Suspense, useMemo } from 'react';
import { lazyWithPreloadError } from '../../app/lazyWithPreloadError';
import { DataTable } from '../../components/DataTable';
import { InfoTip } from '../../components/InfoTip';
import type { ChartSeries } from './charts/UplotChart';
import { Card, CardHead, Skeleton } from '../../components/dataCard';
import { formatDay } from '../../lib/format';

const UplotChart = lazyWithPreloadError(() => import(/* webpackChunkName: "charts" */ './charts/UplotChart'));

// Drawing needs a 2D canvas and ResizeObserver to follow the card's width; without them (old browsers,
// jsdom) the table is the figure.
const canDraw = () => typeof ResizeObserver !== 'undefined' && typeof CanvasRenderingContext2D !== 'undefined';

type Props = { id: string; title: string; formula: string; dates: string[]; series: ChartSeries[] };

/** A chart with its legend, its formula on hover or focus, and its data as a table that exports to CSV. */
export function ChartCard({ id, title, formula, dates, series }: Props) {
  const rows = useMemo(() => dates.map((date, index) => ({ date, values: series.map((s) => s.values[index]) })), [dates, series]);
  const columns = [
    { header: 'Date', cell: (row: (typeof rows)[number]) => formatDay(row.date) },
    ...series.map((s, index) => ({ header: s.label, cell: (row: (typeof rows)[number]) => row.values[index]?.toLocaleString('en-US') ?? '—' })),
  ];
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHead>
        <h2 id={`${id}-title`}>{title}</h2>
        <InfoTip label={title}>{formula}</InfoTip>
      </CardHead>
      {canDraw() ? (
        <Suspense fallback={<Skeleton $height={250} />}>
          <UplotChart dates={dates} series={series} />
        </Suspense>
      ) : null}
      <details open={!canDraw()}>
        <summary>Data table</summary>
        <DataTable caption={`${title}, by day`} columns={columns} rows={rows} rowKey={(row) => row.date} />
      </details>
    </Card>
  );
}

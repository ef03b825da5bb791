import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';
import { darkTheme as theme } from '../../../base/theme';
import { formatCompact, formatCount, formatDay } from '../../../lib/format';
import { latestIndex } from './latestIndex';

/**
 * One line or bar series; `column` names it in the CSV export (the glossary's column name). A `dashed`
 * line is a comparison drawn behind the figure (thinner, unfilled); `format` writes its values (counts
 * unless given), in the legend and the table alike.
 */
export type ChartSeries = {
  label: string;
  column: string;
  color: string;
  values: (number | null)[];
  kind?: 'line' | 'bars';
  dashed?: boolean;
  format?: (value: number | null | undefined) => string;
  /** Draw each value as a dot too: for series with too few known days to read as a line. */
  points?: boolean;
};

/** uPlot's own stylesheet, the parts this chart uses, in the dark theme's colours. */
const Frame = styled.div`
  width: 100%;
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    width: 100%;
    font-family: inherit;
    line-height: 1.5;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-legend {
    margin: ${theme.space.sm} auto 0;
    color: ${theme.colors.text};
    font-size: ${theme.font.size.sm};
    text-align: center;
  }
  .u-inline {
    display: block;
  }
  .u-inline * {
    display: inline-block;
  }
  .u-inline tr {
    margin-right: 16px;
  }
  .u-legend th {
    font-weight: ${theme.font.weight.medium};
  }
  .u-legend th > * {
    vertical-align: middle;
    display: inline-block;
  }
  .u-legend .u-marker {
    width: 1em;
    height: 1em;
    margin-right: 4px;
    background-clip: padding-box !important;
  }
  .u-inline.u-live th::after {
    content: ':';
    vertical-align: middle;
  }
  .u-inline:not(.u-live) .u-value {
    display: none;
  }
  .u-series > * {
    padding: 2px 4px;
  }
  .u-legend .u-off > * {
    opacity: 0.4;
  }
  .u-cursor-x,
  .u-cursor-y {
    position: absolute;
    left: 0;
    top: 0;
    pointer-events: none;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed ${theme.colors.borderStrong};
  }
  .u-hz .u-cursor-y {
    width: 100%;
    border-bottom: 1px dashed ${theme.colors.borderStrong};
  }
  .u-cursor-pt {
    position: absolute;
    top: 0;
    left: 0;
    border-radius: 50%;
    border: 0 solid;
    pointer-events: none;
    background-clip: padding-box !important;
  }
  .u-axis.u-off,
  .u-select.u-off,
  .u-cursor-x.u-off,
  .u-cursor-y.u-off,
  .u-cursor-pt.u-off {
    display: none;
  }
  .u-select {
    position: absolute;
    background: rgba(139, 92, 246, 0.12);
    pointer-events: none;
  }
`;

// uPlot takes a size given as undefined for no room at all: a size is set only where one is chosen.
const axis = (values?: uPlot.Axis['values'], size?: number): uPlot.Axis => ({
  ...(size === undefined ? {} : { size }),
  stroke: theme.colors.textMuted,
  grid: { stroke: theme.colors.border, width: 1 },
  ticks: { stroke: theme.colors.border, width: 1 },
  font: `12px ${theme.font.family}`,
  values,
});

/**
 * A time chart drawn by uPlot (loaded with the dashboard, about 20 KB): lines or bars, a legend that
 * reads out the values under the cursor (its tooltip) and the latest day's otherwise (uPlot asks for a
 * value with no index then, which would read "—"), and days in UTC so a date is never shifted by
 * the viewer's time zone. Decorative for assistive technology: the data table beside it carries the data.
 */
export default function UplotChart({ dates, series, height = 220 }: { dates: string[]; series: ChartSeries[]; height?: number }) {
  const frameRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    const data: uPlot.AlignedData = [dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 1000), ...series.map((s) => s.values)];
    const latest = latestIndex(series);
    const dayText = (index: number | null, suffix = '') => (index == null || !dates[index] ? '—' : `${formatDay(dates[index])}${suffix}`);
    const options: uPlot.Options = {
      width: frame.clientWidth,
      height,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      cursor: { drag: { x: false, y: false } },
      series: [
        { label: 'Date', value: (_u, _seconds, _series, index) => (index == null ? dayText(latest, ' (latest)') : dayText(index)) },
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: s.dashed ? 1.5 : 2,
          dash: s.dashed ? [6, 4] : undefined,
          fill: s.dashed ? undefined : s.kind === 'bars' ? `${s.color}99` : `${s.color}1f`,
          paths: s.kind === 'bars' ? uPlot.paths.bars?.({ size: [0.7, 24] }) : undefined,
          points: { show: s.points ?? false },
          spanGaps: s.points ?? false,
          value: (_u: uPlot, value: number | null, _series: number, index: number | null) =>
            (s.format ?? formatCount)(index == null && latest != null ? s.values[latest] : value),
        })),
      ],
      // The value axis is written as the series are (a percentage stays one); counts compactly (12K).
      // A percentage ("4.50%") is wider than a compact count ("12K"): its axis takes more room, so no label is cut.
      axes: [
        axis(),
        series[0]?.format ? axis((_u, values) => values.map((value) => series[0].format!(value)), 64) : axis((_u, values) => values.map(formatCompact)),
      ],
    };
    let plot: uPlot | null = null;
    let drawnWidth = frame.clientWidth;
    // ResizeObserver reports every frame once when observed; redrawing at the width just drawn would
    // draw the chart twice on every load.
    const resize = new ResizeObserver(() => {
      if (!plot || frame.clientWidth === drawnWidth) return;
      drawnWidth = frame.clientWidth;
      plot.setSize({ width: drawnWidth, height });
    });
    // Drawn when the chart comes near the screen: below the fold on a phone, four charts drawn at once
    // made the page's first render one long task.
    const nearScreen = new IntersectionObserver(
      (entries) => {
        if (plot || !entries.some((entry) => entry.isIntersecting)) return;
        nearScreen.disconnect();
        drawnWidth = frame.clientWidth;
        plot = new uPlot({ ...options, width: drawnWidth }, data, frame);
        resize.observe(frame);
      },
      { rootMargin: '200px 0px' },
    );
    nearScreen.observe(frame);
    return () => {
      nearScreen.disconnect();
      resize.disconnect();
      plot?.destroy();
    };
  }, [dates, series, height]);
  // The plot's height is held before it is drawn, so drawing it late moves nothing under it.
  return <Frame ref={frameRef} aria-hidden="true" style={{ minHeight: height }} />;
}

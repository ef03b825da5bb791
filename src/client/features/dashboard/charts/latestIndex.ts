/** The last day any series has a figure for: what a chart's legend reads while no day is under the cursor. Null when no series has one. */
export function latestIndex(series: ReadonlyArray<{ values: ReadonlyArray<number | null> }>): number | null {
  const length = Math.max(0, ...series.map((s) => s.values.length));
  for (let index = length - 1; index >= 0; index -= 1) {
    if (series.some((s) => s.values[index] != null)) return index;
  }
  return null;
}

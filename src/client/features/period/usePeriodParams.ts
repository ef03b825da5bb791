import { useCallback, useMemo } from 'react';
import { useQueryParams } from '../../lib/useQueryParams';
import { localToday, rangeFromParams, rangeToParams, type DateRange, type Preset } from './dateRange';

/** A page's period, read from and written to the URL (replacing history, so Back leaves the page). */
export function usePeriodParams(defaultPreset: Preset) {
  const [params, updateParams] = useQueryParams();
  const range = useMemo(() => rangeFromParams(params, localToday(), defaultPreset), [params, defaultPreset]);
  const setRange = useCallback((next: DateRange) => updateParams({ days: null, from: null, to: null, ...rangeToParams(next) }), [updateParams]);
  return { range, setRange };
}

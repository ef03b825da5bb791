import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localToday, rangeFromParams, rangeToParams, type DateRange, type Preset } from './dateRange';

/** A page's period, read from and written to the URL (replacing history, so Back leaves the page). */
export function usePeriodParams(defaultPreset: Preset) {
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => rangeFromParams(params, localToday(), defaultPreset), [params, defaultPreset]);
  const setRange = useCallback(
    (next: DateRange) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of ['days', 'from', 'to']) updated.delete(key);
          for (const [key, value] of Object.entries(rangeToParams(next))) updated.set(key, value);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { range, setRange };
}

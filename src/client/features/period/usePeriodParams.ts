import { useCallback, useEffect, useMemo, useRef } from 'react';
import { calendarDateIn, latestPeriodDate } from '../../../shared/period';
import { useQueryParams } from '../../lib/useQueryParams';
import { localToday, readRangeParams, rangeToParams, type DateRange } from './dateRange';
import { usePeriodNotice } from './periodNotices';

/** Every data page opens on the same period: the last 30 days, or the one last chosen in this tab. */
export const DEFAULT_PERIOD_DAYS = 30;
const CHOSEN_PERIOD_KEY = 'chosenPeriod';

const PERIOD_KEYS = ['days', 'from', 'to'] as const;
export const hasPeriod = (params: URLSearchParams) => PERIOD_KEYS.some((key) => params.has(key));

/** The period last chosen on any data page of this tab, as URL parameters; null when none was. */
export function chosenPeriod(): Record<string, string> | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(CHOSEN_PERIOD_KEY) ?? 'null') as Record<string, string> | null;
    return stored && typeof stored === 'object' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * A data page's period, kept in the URL. One period is shared by the data pages: a page opened without
 * one in its URL takes the period last chosen in this tab (written into its URL, so it can be shared);
 * choosing a period adds a history entry, so Back returns to the previous one.
 *
 * "The last N days" end today on the account's clock (`timeZone`), as the server counts them: on this
 * device's day they would start a day late whenever the two calendars differ (evenings in the Americas
 * for a browser on UTC), and the server, cutting at the account's today, would answer N − 1 days.
 * Until the zone is known, this device's day stands in. `today` is that day: the last one the picker offers.
 */
export function usePeriodParams(timeZone: string | null = null) {
  const [params, updateParams] = useQueryParams();
  const notify = usePeriodNotice();
  const today = timeZone ? calendarDateIn(new Date(), timeZone) : localToday();
  // Until the account's clock is known, an address's range is held only to the day that is today somewhere.
  const latest = timeZone ? today : latestPeriodDate();
  const { range, problem } = useMemo(() => readRangeParams(params, today, DEFAULT_PERIOD_DAYS, latest), [params, today, latest]);
  const missing = !hasPeriod(params);
  useEffect(() => {
    const chosen = missing ? chosenPeriod() : null;
    if (chosen) updateParams(chosen);
  }, [missing, updateParams]);
  // A period the address asks for but that cannot be shown: the page shows the fallback, says why once
  // per period asked for (the app shell's toast, periodNotices.ts), and writes the fallback into the
  // address, which then names the period on screen. Written again after any other change of the
  // address in the same render (the comparison's restore), of which the router keeps only the last.
  const told = useRef<string | null>(null);
  const asked = PERIOD_KEYS.map((key) => `${key}=${params.get(key) ?? ''}`).join('&');
  useEffect(() => {
    if (problem === null) return;
    if (told.current !== asked) {
      told.current = asked;
      notify?.(`The period in the address cannot be used: ${problem}. Showing the last ${range.preset} days instead.`);
    }
    updateParams({ days: null, from: null, to: null, ...rangeToParams(range) });
  }, [problem, asked, params, range, notify, updateParams]);
  const setRange = useCallback(
    (next: DateRange) => {
      const chosen = rangeToParams(next);
      sessionStorage.setItem(CHOSEN_PERIOD_KEY, JSON.stringify(chosen));
      updateParams({ days: null, from: null, to: null, ...chosen }, { push: true });
    },
    [updateParams],
  );
  return { range, setRange, today };
}

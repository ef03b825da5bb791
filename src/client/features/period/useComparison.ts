import { useCallback, useEffect, useMemo } from 'react';
import { comparisonPeriod, DEFAULT_COMPARISON, isComparisonKind, type ComparisonKind, type Period } from '../../../shared/period';
import { useQueryParams } from '../../lib/useQueryParams';
import { hasPeriod, chosenPeriod } from './usePeriodParams';

const CHOSEN_COMPARISON_KEY = 'chosenComparison';
const PARAM = 'compare';

/** The comparison last chosen on any page of this tab; null when none was. */
function chosenComparison(): ComparisonKind | null {
  const stored = sessionStorage.getItem(CHOSEN_COMPARISON_KEY);
  return isComparisonKind(stored) ? stored : null;
}

/** `?compare=` as read from a URL: anything but a known kind is the default (the previous period). */
const comparisonFromParams = (params: URLSearchParams): ComparisonKind => {
  const value = params.get(PARAM);
  return isComparisonKind(value) ? value : DEFAULT_COMPARISON;
};

/**
 * What a data page's figures are compared with, kept in the URL (`?compare=year|none`; the default,
 * the previous period, leaves the URL as it was) and carried to the next page like the period: a page
 * opened without one takes the comparison last chosen in this tab. Choosing adds a history entry.
 * Also answers the comparison's own days (shared/period.ts comparisonPeriod, the server's rule), null
 * with none.
 *
 * The period is restored first (usePeriodParams): the router answers two changes of the same render
 * with the last only, so this waits until the period is in the URL, or there is none to restore.
 */
export function useComparison(range: Period) {
  const [params, updateParams] = useQueryParams();
  const compare = comparisonFromParams(params);
  const restorable = !params.has(PARAM) && (hasPeriod(params) || chosenPeriod() === null);
  useEffect(() => {
    const chosen = restorable ? chosenComparison() : null;
    if (chosen && chosen !== DEFAULT_COMPARISON) updateParams({ [PARAM]: chosen });
  }, [restorable, updateParams]);
  const setCompare = useCallback(
    (next: ComparisonKind) => {
      sessionStorage.setItem(CHOSEN_COMPARISON_KEY, next);
      updateParams({ [PARAM]: next === DEFAULT_COMPARISON ? null : next }, { push: true });
    },
    [updateParams],
  );
  const { from, to } = range;
  const comparisonRange = useMemo(() => comparisonPeriod({ from, to }, compare), [from, to, compare]);
  return { compare, setCompare, comparisonRange };
}

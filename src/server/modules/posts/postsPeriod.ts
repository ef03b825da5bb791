import { EARLIEST_PERIOD_DATE, latestPeriodDate } from '../../../shared/period';
import { HttpError } from '../../http/httpError';
import { type ResolvedPeriod, resolvePeriod } from '../analytics/public';
import { accountTimeZone } from '../../lib/timeZones';

/**
 * The period of a posts request, resolved for each account on its own clock by the one period rule,
 * so the list counts the very posts the dashboard and the content page count for the same dates.
 * Undefined when no end is given (every post). A missing end stands for the earliest day or today.
 * Without an account id the list spans all the user's accounts: one whose today has not reached
 * `from` yet simply has no days in the period, and the request is refused only when none has.
 */
export function resolvePostsPeriods(
  accounts: ReadonlyArray<{ id: string; timezone: string }>,
  query: { from?: string; to?: string },
  now = new Date(),
): Map<string, ResolvedPeriod> | undefined {
  if (query.from === undefined && query.to === undefined) return undefined;
  const asked = { from: query.from ?? EARLIEST_PERIOD_DATE, to: query.to ?? latestPeriodDate(now) };
  const periods = new Map<string, ResolvedPeriod>();
  let refusal: HttpError | null = null;
  for (const account of accounts) {
    try {
      periods.set(account.id, resolvePeriod({ timezone: accountTimeZone(account.timezone) }, asked, now));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      refusal ??= error;
    }
  }
  if (refusal && periods.size === 0) throw refusal;
  return periods;
}

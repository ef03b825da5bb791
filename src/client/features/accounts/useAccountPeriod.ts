import { usePeriodParams } from '../period';
import { useAccountTimeZone } from './useAccountTimeZone';

/**
 * The page's period (its URL's dates) with "the last N days" counted on the account's own clock:
 * what every data page reads, so none can pass this device's day by mistake (docs/metrics.md, "The period").
 */
export function useAccountPeriod(accountId: string | null | undefined) {
  return usePeriodParams(useAccountTimeZone(accountId));
}

import { shiftDate } from '../../../../shared/dateSpan';
import { localDate } from '../../assistant/public';
import { EXPECTED } from '../../analytics/testing/seedAccount';

/** The last 30 days on the seeded account's clock (Asia/Tokyo), as a model would ask for them. */
export function lastThirtyDays(): { from: string; to: string } {
  const to = localDate(new Date(), EXPECTED.timezone);
  return { from: shiftDate(to, -29), to };
}

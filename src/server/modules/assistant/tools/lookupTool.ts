/**
 * A lookup the assistant can make: one of the services the pages use, read for the signed-in user
 * and the selected account. The scope is set by the server from the request; the model only ever
 * chooses the arguments (a range, a username), and those are validated like a request body.
 */
import { withDateRange } from '../../../../shared/analytics';
import type { LookupScope, LookupTool } from '../../../ai/lookups';
import { rangeLabel } from './calendar';

export { LookupError, type LookupScope, type LookupTool } from '../../../ai/lookups';

/** The arguments of a lookup over a period: an inclusive range on the account's clock, at most 2 years, like the analytics endpoints. */
const rangeArgs = withDateRange({});
export type RangeArgs = { from: string; to: string };

/** What a period lookup answers: whatever it reads, with the period as the server resolved it (on the account's clock, cut at today). */
type PeriodData = { range: RangeArgs };
type PeriodLookupSpec<Data extends PeriodData> = Omit<LookupTool<RangeArgs, Data>, 'args' | 'run'> & {
  read: (scope: LookupScope, range: RangeArgs) => Promise<Data>;
};

/**
 * A lookup of the account over a period; its line names what was read and the period it was read
 * for, as resolved (a period asked past today is cut there): "your overview for 1 Oct – 31 Oct 2026".
 */
export function periodLookup<Data extends PeriodData>({ read, ...tool }: PeriodLookupSpec<Data>): LookupTool<RangeArgs, Data> {
  return {
    ...tool,
    args: rangeArgs,
    async run(scope, range) {
      const data = await read(scope, range);
      return { summary: `${tool.subject} for ${rangeLabel(data.range.from, data.range.to)}`, data };
    },
  };
}

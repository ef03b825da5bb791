import type { BestTimes } from '../../../../../shared/analytics';
import { formatPercent, hourLabel, plural } from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { overviewTool } from '../../tools/overviewTool';
import type { DateRange } from '../dateRanges';
import { bestHoursTable, noBestHour, rankingInWords } from './bestHours';
import { failedAnswer, RANGE_HINT, withLookedUp } from './common';
import { IN_WORDS } from './words';

function lead(bestTimes: BestTimes): string {
  const [best] = bestTimes.hours;
  const average = bestTimes.accountMeanPublicEr === null ? '' : `, against your average of ${formatPercent(bestTimes.accountMeanPublicEr)}`;
  return `Post at **${hourLabel(best.hour)}** (${bestTimes.timezone} time, any weekday): your ${plural(best.posts, 'post')} published in that hour averaged **${formatPercent(best.meanPublicEr)}** public ER${average}, the best of the ${plural(bestTimes.postsRated, 'post')} rated in this period.`;
}

/** "When should I post?": the dashboard's best hours of the day for the range, from the one best-time computation. */
export async function bestTimeAnswer(lookups: AccountLookups, range: DateRange): Promise<string> {
  const outcome = await lookups.run(overviewTool, range);
  if (!outcome.ok) return failedAnswer(outcome, RANGE_HINT);
  const { bestTimes } = outcome.data.heatmap;
  const period = outcome.data.range;
  const title = `## Best time to post for @${lookups.scope.username}, ${rangeLabel(period.from, period.to)}`;
  if (bestTimes.hours.length === 0)
    return withLookedUp([outcome.line], title, `${noBestHour(bestTimes)} You can also ask about a longer period, such as “last 90 days”.`);
  return withLookedUp([outcome.line], title, lead(bestTimes), bestHoursTable(bestTimes), `_${rankingInWords(bestTimes)} ${IN_WORDS.publicEr}_`);
}

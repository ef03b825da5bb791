import type { SyncSource } from '../../../shared/connectors';
import { shiftDate } from '../../../shared/dateSpan';
import { mapConcurrent } from '../../lib/mapConcurrent';
import type { GraphApiError } from '../../meta/graphErrors';
import { accountDay, accountDayStart, type SyncContext } from './context';
import { totalValueOf, type TotalValueAnswer } from './discoveryAnswer';
import { answeredDays, storeDayTotal, type DiscoveryMetric } from './discoveryStore';
import { isRecordable } from './refusals';

/**
 * Discovery: who sees the account beyond its followers, read from Meta's account insights with
 * `metric_type=total_value` (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights):
 * - `views` by `follower_type` and `reach` by `follow_type` (followers vs non-followers);
 * - `profile_links_taps` by `contact_button_type` (call, email, directions, text, book now…);
 * - `follows_and_unfollows` by `follow_type` (FOLLOWER = accounts that followed, NON_FOLLOWER = that unfollowed).
 * A total_value answer is one total for the whole since–until range, so each day is asked on its own to keep a
 * per-day history of the 30 days before today, days of the account's own clock as the Discovery page's periods
 * are (since–until from one local midnight to the next) (Meta's data lags up to 48 h, so today is never asked), each day read
 * once and the last three re-read at every sync, as the daily reach is. Four calls a day is Meta's call budget
 * spent fast (a first sync is to stay within 120 calls, an unchanged re-sync within 30: docs/sync.md "Fewer calls"), so the history fills in
 * steps: the first sync reads the last 14 days, and every later sync one older day more besides the last three,
 * until the 30 are held. A refusal of one metric (missing
 * permission, not offered for the account) is recorded once and the rest of its days are not asked: the answer
 * would be the same. Refused days stay unknown, never 0.
 */
export const DISCOVERY_DAYS = 30;
const REREAD_DAYS = 3;
/** Days the first sync of an account reads (the most recent ones). */
export const DISCOVERY_FIRST_SYNC_DAYS = 14;
/** Older days not yet held that each later sync reads, besides the last three. */
export const DISCOVERY_BACKFILL_PER_SYNC = 1;
export type DiscoveryRead = { metric: DiscoveryMetric; breakdown: string; source: SyncSource };

export const DISCOVERY_READS: readonly DiscoveryRead[] = [
  { metric: 'views', breakdown: 'follower_type', source: 'views_by_follower_type' },
  { metric: 'reach', breakdown: 'follow_type', source: 'reach_by_follow_type' },
  { metric: 'profile_links_taps', breakdown: 'contact_button_type', source: 'profile_links_taps' },
  { metric: 'follows_and_unfollows', breakdown: 'follow_type', source: 'follows_and_unfollows' },
];

const unix = (instant: Date) => Math.floor(instant.getTime() / 1000);

/**
 * The days this sync asks for, newest first: the last three before `today` (the account's) again, and the newest
 * days of the last 30 not answered yet, as many as the step allows (the first sync's 14, then one a sync).
 */
export function discoveryDaysDue(today: string, answered: Set<string>): string[] {
  const recent: string[] = [];
  const missing: string[] = [];
  for (let back = 1; back <= DISCOVERY_DAYS; back++) {
    const day = shiftDate(today, -back);
    if (back <= REREAD_DAYS) recent.push(day);
    else if (!answered.has(day)) missing.push(day);
  }
  const step = answered.size === 0 ? DISCOVERY_FIRST_SYNC_DAYS - REREAD_DAYS : DISCOVERY_BACKFILL_PER_SYNC;
  return [...recent, ...missing.slice(0, step)];
}

/**
 * Meta answers follows_and_unfollows only for since-times within the last 30 × 24 hours; the account's
 * 30th day back begins before that line in a zone east of UTC, and asking it is a refusal (#100) that
 * would be reported as one. That day is not asked, and stays unknown.
 */
const FOLLOWS_KEPT_MS = 30 * 86_400_000;
const askable = (read: DiscoveryRead, date: string, ctx: SyncContext) =>
  read.metric !== 'follows_and_unfollows' || accountDayStart(date, ctx.account.timezone).getTime() >= ctx.now.getTime() - FOLLOWS_KEPT_MS;

export async function syncDiscovery(ctx: SyncContext): Promise<void> {
  const today = accountDay(ctx.now, ctx.account.timezone);
  const oldest = shiftDate(today, -DISCOVERY_DAYS);
  for (const read of DISCOVERY_READS) {
    const due = discoveryDaysDue(today, await answeredDays(ctx.db, ctx.account.id, read.metric, oldest)).filter((date) => askable(read, date, ctx));
    await readMetric(ctx, read, due);
  }
}

async function readMetric(ctx: SyncContext, read: DiscoveryRead, days: string[]): Promise<void> {
  let refusal: GraphApiError | null = null;
  let refusedDays = 0;
  await mapConcurrent(days, ctx.limits.concurrency, async (date) => {
    if (refusal) {
      refusedDays++;
      return;
    }
    try {
      const answer = await ctx.client.get<TotalValueAnswer>(`${ctx.account.igUserId}/insights`, dayQuery(read, date, ctx.account.timezone));
      const day = totalValueOf(answer, read.metric, read.breakdown);
      if (day) await storeDayTotal(ctx.db, ctx.account.id, read.metric, date, day);
    } catch (error) {
      if (!isRecordable(error)) throw error;
      refusal ??= error;
      refusedDays++;
    }
  });
  if (refusal) ctx.refusals.record(read.source, refusal, refusedDays);
}

/** One of the account's days: from its midnight to the next one there (23 or 25 hours across a change of daylight-saving time). */
export function dayQuery(read: DiscoveryRead, date: string, storedZone: string): Record<string, string | number> {
  return {
    metric: read.metric,
    period: 'day',
    metric_type: 'total_value',
    breakdown: read.breakdown,
    since: unix(accountDayStart(date, storedZone)),
    until: unix(accountDayStart(shiftDate(date, 1), storedZone)),
  };
}

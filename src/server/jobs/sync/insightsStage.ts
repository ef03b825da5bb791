import { GraphApiError } from '../../meta/graphErrors';
import { isoDay, type SyncContext } from './context';
import { isRecordable } from './refusals';
import { lastReachDate, recordInsightsHorizon, upsertDailyReach, upsertNewFollowers, upsertOnlineFollowers } from './store';

/**
 * Account insights as Meta's "Instagram Account Insights" reference documents them
 * (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights):
 * - `reach` is a daily series, at most 30 days per request (since/until);
 * - `follower_count` is the number of accounts that STARTED following each day (gained, not net of
 *   unfollows), offered only for the last 30 days excluding today, and, like `online_followers`, not
 *   for accounts with fewer than 100 followers;
 * - `online_followers` is offered for the last 30 days.
 * The follower history itself is never derived from these: it is the followers_count snapshot the
 * profile stage takes at every sync (docs/sync.md "Follower history").
 */
const DAY_MS = 86_400_000;
const WINDOW_DAYS = 30;
/** Recent days are re-read on every sync: Meta revises the last two days' values (its data lags up to 48 h). */
const REREAD_DAYS = 3;
const FOLLOWER_METRICS_MIN = 100;
const FOLLOWER_COUNT_DAYS = 30;

type InsightValue = { value: unknown; end_time?: string };
type InsightSeries = { name: string; values?: InsightValue[] };
type InsightsAnswer = { data?: InsightSeries[] };
type Window = { since: number; until: number };

const unix = (ms: number) => Math.floor(ms / 1000);
const startOfDay = (ms: number) => ms - (ms % DAY_MS);

/**
 * Daily values carry the end of their day as end_time (Meta: the next midnight, in Pacific time), so
 * the day they describe is the one half a day before it.
 */
const dayOfEndTime = (endTime: string) => isoDay(new Date(Date.parse(endTime) - DAY_MS / 2));

/** Daily reach back to Meta's horizon, gained followers for the last 30 days, then online followers. */
export async function syncAccountInsights(ctx: SyncContext, followers: number): Promise<void> {
  const windows = reachWindows(ctx, await lastReachDate(ctx.db, ctx.account.id));
  const steps = windows.length + 2;
  await ctx.progress('account_insights', 0, steps);
  await syncReach(ctx, windows);
  await ctx.progress('account_insights', windows.length, steps);
  if (followers >= FOLLOWER_METRICS_MIN) {
    await syncGainedFollowers(ctx);
    await ctx.progress('account_insights', windows.length + 1, steps);
    await syncOnlineFollowers(ctx);
  } else {
    const why = `Meta offers follower_count and online_followers only for accounts with ${FOLLOWER_METRICS_MIN} or more followers.`;
    ctx.refusals.notOffered('follower_count', why);
    ctx.refusals.notOffered('online_followers', why);
  }
  await ctx.progress('account_insights', steps, steps);
}

/** Newest window first, back to the last stored day, the history limit, or the horizon Meta told us. */
function reachWindows(ctx: SyncContext, lastStored: string | null): Window[] {
  const tomorrow = startOfDay(ctx.now.getTime()) + DAY_MS;
  const historyStart = tomorrow - ctx.limits.historyDays * DAY_MS;
  const horizon = ctx.account.insightsHorizon ? Date.parse(ctx.account.insightsHorizon) : historyStart;
  const resumeFrom = lastStored ? Date.parse(lastStored) - REREAD_DAYS * DAY_MS : historyStart;
  const start = Math.max(historyStart, horizon, resumeFrom);
  const windows: Window[] = [];
  for (let until = tomorrow; until > start; until -= WINDOW_DAYS * DAY_MS) {
    windows.push({ since: unix(Math.max(start, until - WINDOW_DAYS * DAY_MS)), until: unix(until) });
  }
  return windows;
}

/**
 * Reads windows newest first. Meta refusing an older window (invalid parameter) marks the account's
 * horizon, remembered so that later syncs do not ask again; a missing permission stops the series and
 * is recorded. Throttling and Meta's own failures go up: the sync pauses or is retried.
 */
async function syncReach(ctx: SyncContext, windows: Window[]): Promise<void> {
  for (const [index, window] of windows.entries()) {
    let answer: InsightsAnswer;
    try {
      answer = await ctx.client.get<InsightsAnswer>(`${ctx.account.igUserId}/insights`, { metric: 'reach', period: 'day', ...window });
    } catch (error) {
      if (!isRecordable(error)) throw error;
      await onReachRefused(ctx, error, window, index);
      return;
    }
    await upsertDailyReach(ctx.db, ctx.account.id, dailyValues(answer, 'reach', isoDay(ctx.now)));
    await ctx.progress('account_insights', index + 1, windows.length + 2);
  }
}

async function onReachRefused(ctx: SyncContext, error: GraphApiError, window: Window, index: number): Promise<void> {
  // An older window refused as a bad request, after newer ones were served, is Meta's retention limit.
  if (error.kind === 'request' && index > 0) {
    await recordInsightsHorizon(ctx.db, ctx.account.id, isoDay(new Date(window.until * 1000)));
    return;
  }
  ctx.refusals.record('account_insights', error);
}

/** follower_count for the days Meta keeps it: the 30 days before today. */
async function syncGainedFollowers(ctx: SyncContext): Promise<void> {
  const today = startOfDay(ctx.now.getTime());
  const window = { since: unix(today - FOLLOWER_COUNT_DAYS * DAY_MS), until: unix(today) };
  try {
    const answer = await ctx.client.get<InsightsAnswer>(`${ctx.account.igUserId}/insights`, { metric: 'follower_count', period: 'day', ...window });
    await upsertNewFollowers(ctx.db, ctx.account.id, dailyValues(answer, 'follower_count', isoDay(new Date(today - DAY_MS))));
  } catch (error) {
    if (!isRecordable(error)) throw error;
    ctx.refusals.record('follower_count', error);
  }
}

/** One metric's daily values up to `lastDay`; Meta's nulls and negative counts are not values. */
function dailyValues(answer: InsightsAnswer, metric: string, lastDay: string): Array<{ date: string; value: number }> {
  const series = answer.data?.find((entry) => entry.name === metric)?.values ?? [];
  return series.flatMap((point) => {
    if (!point.end_time || typeof point.value !== 'number' || !Number.isFinite(point.value) || point.value < 0) return [];
    const date = dayOfEndTime(point.end_time);
    return date <= lastDay ? [{ date, value: point.value }] : [];
  });
}

async function syncOnlineFollowers(ctx: SyncContext): Promise<void> {
  const until = startOfDay(ctx.now.getTime()) + DAY_MS;
  let answer: InsightsAnswer;
  try {
    answer = await ctx.client.get<InsightsAnswer>(`${ctx.account.igUserId}/insights`, {
      metric: 'online_followers',
      period: 'lifetime',
      since: unix(until - WINDOW_DAYS * DAY_MS),
      until: unix(until),
    });
  } catch (error) {
    if (!isRecordable(error)) throw error;
    ctx.refusals.record('online_followers', error);
    return;
  }
  const values = answer.data?.find((series) => series.name === 'online_followers')?.values ?? [];
  const days = values.flatMap((point) => {
    if (!point.end_time || !point.value || typeof point.value !== 'object') return [];
    const byHour = point.value as Record<string, unknown>;
    const hours = Array.from({ length: 24 }, (_, hour) => (typeof byHour[hour] === 'number' ? byHour[hour] : 0));
    return hours.some((count) => count > 0) ? [{ date: dayOfEndTime(point.end_time), hours }] : [];
  });
  await upsertOnlineFollowers(ctx.db, ctx.account.id, days);
}

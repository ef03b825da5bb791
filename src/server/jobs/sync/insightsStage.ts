import { GraphApiError } from '../../meta/graphErrors';
import { isoDay, type SyncContext } from './context';
import { lastInsightDate, upsertDailyInsights, upsertOnlineFollowers, type DailyInsights } from './store';

const DAY_MS = 86_400_000;
/** Meta answers at most 30 days of daily insights per call. */
const WINDOW_DAYS = 30;
/** Recent days are re-read on every sync: Meta revises the last few days' values. */
const REREAD_DAYS = 3;
/** follower_count and online_followers exist only for accounts with 100+ followers. */
const FOLLOWER_METRICS_MIN = 100;

type InsightValue = { value: unknown; end_time?: string };
type InsightSeries = { name: string; values?: InsightValue[] };
type InsightsAnswer = { data?: InsightSeries[] };

const unix = (ms: number) => Math.floor(ms / 1000);
const startOfDay = (ms: number) => ms - (ms % DAY_MS);

/**
 * Daily values carry the end of their day as end_time (Meta: the next midnight, in Pacific time), so
 * the day they describe is the one half a day before it.
 */
export const dayOfEndTime = (endTime: string) => isoDay(new Date(Date.parse(endTime) - DAY_MS / 2));

/** Daily reach and net new followers as a time series, then the hourly online followers. */
export async function syncAccountInsights(ctx: SyncContext, followers: number): Promise<void> {
  const windows = insightWindows(ctx, await lastInsightDate(ctx.db, ctx.account.id));
  const withFollowerMetrics = followers >= FOLLOWER_METRICS_MIN;
  const days = new Map<string, { reach: number; newFollowers: number | null }>();
  await ctx.progress('account_insights', 0, windows.length + 1);
  for (const [index, window] of windows.entries()) {
    const series = await readWindow(ctx, window, withFollowerMetrics);
    if (!series) break; // Meta keeps no older data for this account: the history ends here.
    mergeSeries(days, series);
    await ctx.progress('account_insights', index + 1, windows.length + 1);
  }
  await upsertDailyInsights(ctx.db, ctx.account.id, withFollowerTotals(days, followers, isoDay(ctx.now)));
  if (withFollowerMetrics) await syncOnlineFollowers(ctx, followers);
  await ctx.progress('account_insights', windows.length + 1, windows.length + 1);
}

type Window = { since: number; until: number };

/** Newest window first, back to the last stored day (or the history limit on a first sync). */
function insightWindows(ctx: SyncContext, lastStored: string | null): Window[] {
  const tomorrow = startOfDay(ctx.now.getTime()) + DAY_MS;
  const historyStart = tomorrow - ctx.limits.historyDays * DAY_MS;
  const resumeFrom = lastStored ? Date.parse(lastStored) - REREAD_DAYS * DAY_MS : historyStart;
  const start = Math.max(historyStart, resumeFrom);
  const windows: Window[] = [];
  for (let until = tomorrow; until > start; until -= WINDOW_DAYS * DAY_MS) {
    windows.push({ since: unix(Math.max(start, until - WINDOW_DAYS * DAY_MS)), until: unix(until) });
  }
  return windows;
}

/** One window's series; with follower metrics refused (too old, too small an account), reach alone; null when nothing is left. */
async function readWindow(ctx: SyncContext, window: Window, withFollowerMetrics: boolean): Promise<InsightSeries[] | null> {
  const attempts = withFollowerMetrics ? ['reach,follower_count', 'reach'] : ['reach'];
  for (const metric of attempts) {
    try {
      const answer = await ctx.client.get<InsightsAnswer>(`${ctx.account.igUserId}/insights`, { metric, period: 'day', ...window });
      return answer.data ?? [];
    } catch (error) {
      if (!(error instanceof GraphApiError) || error.kind !== 'request') throw error;
    }
  }
  return null;
}

function mergeSeries(days: Map<string, { reach: number; newFollowers: number | null }>, series: InsightSeries[]): void {
  for (const { name, values = [] } of series) {
    for (const point of values) {
      if (!point.end_time || typeof point.value !== 'number') continue;
      const date = dayOfEndTime(point.end_time);
      const day = days.get(date) ?? { reach: 0, newFollowers: null };
      if (name === 'reach') day.reach = point.value;
      if (name === 'follower_count') day.newFollowers = point.value;
      days.set(date, day);
    }
  }
}

/** Walks back from today's follower count, taking each day's net new followers off. */
export function withFollowerTotals(
  days: Map<string, { reach: number; newFollowers: number | null }>,
  followersToday: number,
  today: string,
): DailyInsights[] {
  let followers = followersToday;
  return [...days.entries()]
    .filter(([date]) => date <= today)
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([date, day]) => {
      const row = { date, reach: day.reach, newFollowers: day.newFollowers, followers: Math.max(0, followers) };
      followers -= day.newFollowers ?? 0;
      return row;
    });
}

async function syncOnlineFollowers(ctx: SyncContext, followers: number): Promise<void> {
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
    if (error instanceof GraphApiError && error.kind === 'request') return; // not offered for this account
    throw error;
  }
  const values = answer.data?.find((series) => series.name === 'online_followers')?.values ?? [];
  const days = values.flatMap((point) => {
    if (!point.end_time || !point.value || typeof point.value !== 'object') return [];
    const byHour = point.value as Record<string, unknown>;
    const hours = Array.from({ length: 24 }, (_, hour) => (typeof byHour[hour] === 'number' ? (byHour[hour] as number) : 0));
    return hours.some((count) => count > 0) ? [{ date: dayOfEndTime(point.end_time), hours, followers }] : [];
  });
  await upsertOnlineFollowers(ctx.db, ctx.account.id, days);
}

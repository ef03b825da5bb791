import type { ReelsWeek } from '../../../shared/reels';
import { shiftDate } from '../../../shared/dateSpan';
import type { StoredReel } from './repository';

/**
 * The reels figures, one definition each (glossary: reels-avg-watch-time, reels-total-watch-time,
 * reels-watch-time-trend, watch-time-vs-length). A figure over several reels counts only the reels whose
 * watch time Meta served, and is null when it served none: a refusal is never a 0.
 */
const known = (values: Array<number | null>) => values.filter((value): value is number => value !== null);

export const meanOf = (values: Array<number | null>): number | null => {
  const served = known(values);
  return served.length ? served.reduce((sum, value) => sum + value, 0) / served.length : null;
};

export const sumOf = (values: Array<number | null>): number | null => {
  const served = known(values);
  return served.length ? served.reduce((sum, value) => sum + value, 0) : null;
};

/** The Monday of a calendar day's week (ISO weeks). */
export function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return shiftDate(date, -((weekday + 6) % 7));
}

/** One entry per week that holds a reel, oldest first. */
export function weeklyTrend(reels: StoredReel[]): ReelsWeek[] {
  const weeks = new Map<string, StoredReel[]>();
  for (const reel of reels) {
    const week = weekStartOf(reel.date);
    weeks.set(week, [...(weeks.get(week) ?? []), reel]);
  }
  return [...weeks]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([weekStart, members]) => ({
      weekStart,
      reels: members.length,
      avgWatchTimeMs: meanOf(members.map((reel) => reel.avgWatchTimeMs)),
      totalWatchTimeMs: sumOf(members.map((reel) => reel.totalWatchTimeMs)),
    }));
}

import { shiftDate } from '../../../shared/dateSpan';
import type { DemoCompetitor } from './competitors';
import { createRng } from './random';

/** About six months: enough for the growth ranking, the 90-day trend and a year-on-year gap to show. */
export const COMPETITOR_HISTORY_DAYS = 180;

export type CompetitorHistoryDay = { date: string; followers: number; mediaCount: number };

const DAY_MS = 86_400_000;

/** Posts a day, from the spread of the recent posts business_discovery shows. */
function postsPerDay(competitor: DemoCompetitor): number {
  const times = competitor.media.map((post) => Date.parse(post.timestamp.replace(/\+0000$/, 'Z')));
  if (times.length < 2) return 0;
  return (times.length - 1) / ((Math.max(...times) - Math.min(...times)) / DAY_MS);
}

/**
 * The end-of-day follower and media counts a server would have stored while tracking this public
 * account for the `days` days before `today` (a calendar date on the tracking account's clock), oldest
 * first, ending at the counts business_discovery answers today. Demo world only: Meta offers no past
 * counts of another account, so a real competitor's history starts the day it is added. Drawn from the
 * competitor's own seed, so adding it changed no other figure of the world.
 */
export function competitorHistory(competitor: DemoCompetitor, today: string, days = COMPETITOR_HISTORY_DAYS): CompetitorHistoryDay[] {
  const rng = createRng(`history:${competitor.username}`);
  // A month's growth between −1% and +4%, as public accounts of these sizes show.
  const dailyGrowth = (rng.next() * 0.05 - 0.01) / 30;
  const perDay = postsPerDay(competitor);
  const history: CompetitorHistoryDay[] = [];
  let followers = competitor.followersCount;
  for (let back = 1; back <= days; back += 1) {
    followers = Math.max(1, Math.round(followers / (1 + dailyGrowth + rng.normal(0, 0.0006))));
    const mediaCount = Math.max(0, competitor.mediaCount - Math.round(back * perDay));
    history.push({ date: shiftDate(today, -back), followers, mediaCount });
  }
  return history.reverse();
}

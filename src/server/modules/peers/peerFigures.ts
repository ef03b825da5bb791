/**
 * The four peer-comparison figures of one account over the last PEER_WINDOW_DAYS days: the shape of
 * a peer_metrics row, derived from the public figures so that an account's own numbers and its
 * stored peer row can never be computed two different ways.
 */
import type { PublicFigures } from '../../../shared/competitors';
import { PEER_WINDOW_DAYS } from '../../../shared/peers';
import { lastDaysOn, type ResolvedPeriod } from '../analytics/public';

export type PeerFigures = {
  followers: number;
  /** Fraction, like every rate of the API. */
  publicEr: number | null;
  /** Percentage points, as the public figures give it (the column is follower_growth_pct). */
  followerGrowthPct: number | null;
  postsPerWeek: number;
  avgInteractions: number | null;
};

/**
 * The PEER_WINDOW_DAYS days ending today on the account's clock: the same length for every account,
 * read by the one period rule like any other period.
 */
export const peerWindow = (clock: { timezone: string }, now: Date): ResolvedPeriod => lastDaysOn(clock, PEER_WINDOW_DAYS, now);

/**
 * The peer row of the window's figures. Its followers are the current count the account's tier is
 * read from (the window ends today), known even on a day whose snapshot is not stored yet.
 */
export function peerFiguresOf(figures: PublicFigures, followersNow: number): PeerFigures {
  const { avgLikes, avgComments } = figures;
  return {
    followers: followersNow,
    publicEr: figures.publicEr,
    followerGrowthPct: figures.followerGrowth?.percent ?? null,
    postsPerWeek: figures.postsPerWeek,
    avgInteractions: avgLikes === null || avgComments === null ? null : avgLikes + avgComments,
  };
}

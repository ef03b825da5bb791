import type { DiscoveryAnalytics, DiscoveryDay, FollowerSplit } from '../../../shared/discovery';
import type { DiscoveryRow } from './repository';

/**
 * The discovery figures, one definition each (glossary: views-by-follower, reach-by-follower,
 * non-follower-share, profile-link-taps, follows-and-unfollows). A day counts only where Meta answered that metric for it (its
 * total row is stored); on such a day a breakdown value Meta did not list is 0 (Meta lists only the values
 * it counted). A figure with no answered day is null: unknown, never 0.
 */
type DayValues = Map<string, number>;
/** metric → date → dimension → value ('' is Meta's total of the day). */
export type DiscoveryIndex = Map<string, Map<string, DayValues>>;

export function indexRows(rows: DiscoveryRow[]): DiscoveryIndex {
  const index: DiscoveryIndex = new Map();
  for (const row of rows) {
    const byDate = index.get(row.metric) ?? new Map<string, DayValues>();
    const values = byDate.get(row.date) ?? new Map<string, number>();
    values.set(row.dimension, row.value);
    byDate.set(row.date, values);
    index.set(row.metric, byDate);
  }
  return index;
}

const answeredDays = (index: DiscoveryIndex, metric: string) => [...(index.get(metric)?.values() ?? [])].filter((values) => values.has(''));

function sumDimension(days: DayValues[], dimension: string): number | null {
  return days.length ? days.reduce((sum, values) => sum + (values.get(dimension) ?? 0), 0) : null;
}

export function followerSplitOf(index: DiscoveryIndex, metric: 'views' | 'reach'): FollowerSplit {
  const days = answeredDays(index, metric);
  const followers = sumDimension(days, 'FOLLOWER');
  const nonFollowers = sumDimension(days, 'NON_FOLLOWER');
  const split = followers === null || nonFollowers === null ? null : followers + nonFollowers;
  return {
    followers,
    nonFollowers,
    total: sumDimension(days, ''),
    nonFollowerShare: split ? nonFollowers! / split : null,
    daysAnswered: days.length,
  };
}

export function linkTapsOf(index: DiscoveryIndex): DiscoveryAnalytics['linkTaps'] {
  const days = answeredDays(index, 'profile_links_taps');
  const byButton = new Map<string, number>();
  for (const values of days) for (const [button, taps] of values) if (button) byButton.set(button, (byButton.get(button) ?? 0) + taps);
  return {
    total: sumDimension(days, ''),
    byButton: [...byButton].map(([button, taps]) => ({ button, taps })).sort((a, b) => b.taps - a.taps || a.button.localeCompare(b.button)),
    daysAnswered: days.length,
  };
}

/** Meta's follow_type on follows_and_unfollows: FOLLOWER = accounts that followed, NON_FOLLOWER = accounts that unfollowed or left. */
export function followsOf(index: DiscoveryIndex): DiscoveryAnalytics['follows'] {
  const days = answeredDays(index, 'follows_and_unfollows');
  const follows = sumDimension(days, 'FOLLOWER');
  const unfollows = sumDimension(days, 'NON_FOLLOWER');
  return { follows, unfollows, net: follows === null || unfollows === null ? null : follows - unfollows, daysAnswered: days.length };
}

export function dayOf(index: DiscoveryIndex, date: string): DiscoveryDay {
  const value = (metric: string, dimension: string) => {
    const values = index.get(metric)?.get(date);
    return values?.has('') ? (values.get(dimension) ?? 0) : null;
  };
  return {
    date,
    viewsFollowers: value('views', 'FOLLOWER'),
    viewsNonFollowers: value('views', 'NON_FOLLOWER'),
    reachFollowers: value('reach', 'FOLLOWER'),
    reachNonFollowers: value('reach', 'NON_FOLLOWER'),
    linkTaps: value('profile_links_taps', ''),
    follows: value('follows_and_unfollows', 'FOLLOWER'),
    unfollows: value('follows_and_unfollows', 'NON_FOLLOWER'),
  };
}

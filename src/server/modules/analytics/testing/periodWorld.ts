/**
 * Generated accounts for the one-period property test: posts around local midnight, across DST
 * changes, in zones from UTC−12 to UTC+14, with a follower history that has gaps, days known only
 * from insights (no follower count) and sometimes nothing before the period. Each world is stored
 * twice: as a connected account of one user, and as a competitor tracked by an account (on the same
 * clock) of another user, from the very same rows.
 */
import fc from 'fast-check';
import { daysBetween, shiftDate } from '../../../../shared/dateSpan';
import { calendarDateIn } from '../../../../shared/period';
import type { Db } from '../../../db/client';
import { competitorMedia, competitors, competitorSnapshots, igAccountDaily, igAccounts, igMedia } from '../../../db/schema';
import { zonedInstant } from '../../schedules/public';

/** Zones across the whole range of offsets, each with days around its DST changes (2025) or, without DST, plain days. */
const ZONES = [
  { zone: 'Etc/GMT+12', anchors: ['2025-06-15', '2025-12-31'] },
  { zone: 'Pacific/Kiritimati', anchors: ['2025-01-01', '2025-07-01'] },
  // DST starts 9 March, ends 2 November 2025 (https://www.timeanddate.com/time/change/usa/new-york?year=2025).
  { zone: 'America/New_York', anchors: ['2025-03-09', '2025-11-02'] },
  // A half-hour DST shift: ends 6 April, starts 5 October 2025 (https://www.timeanddate.com/time/change/australia/lord-howe-island?year=2025).
  { zone: 'Australia/Lord_Howe', anchors: ['2025-04-06', '2025-10-05'] },
] as const;

/** The property tests' clocks: zones with DST changes (one by half an hour), the extremes of the offsets, and UTC. */
export const TEST_ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Kiritimati', 'Etc/GMT+12', 'UTC'] as const;

/** Minutes from a day's local midnight: many within 90 minutes of it, where the UTC and local days differ. */
export const minutesNearMidnight = fc.oneof(fc.integer({ min: -90, max: 90 }), fc.integer({ min: 0, max: 1_439 }));

/** How many days of history and posts lie outside the period on each side. */
const MARGIN_BEFORE = 3;
const MARGIN_AFTER = 2;

export type WorldPost = { postedAt: Date; likes: number; comments: number };
/** A daily row: followers known, a row with reach only (followers unknown), or no row at all. */
type WorldDay = { date: string; followers: number | null } | null;
export type PeriodWorld = {
  period: { from: string; to: string; timezone: string };
  followersNow: number;
  posts: WorldPost[];
  days: WorldDay[];
};

/** The instant a day starts on `timeZone`'s clock: the schedules' clock arithmetic, at hour 0. */
export function localMidnight(day: string, timeZone: string): number {
  return zonedInstant(day, 0, timeZone).getTime();
}

const dayState = fc.oneof(
  { arbitrary: fc.constant('missing' as const), weight: 1 },
  { arbitrary: fc.constant('unknown' as const), weight: 1 },
  { arbitrary: fc.integer({ min: 100, max: 5_000 }), weight: 3 },
);

export const periodWorlds: fc.Arbitrary<PeriodWorld> = fc
  .constantFrom(...ZONES)
  .chain(({ zone, anchors }) => fc.record({ zone: fc.constant(zone), anchor: fc.constantFrom(...anchors), before: fc.nat(9), after: fc.nat(9) }))
  .chain(({ zone, anchor, before, after }) => {
    const [from, to] = [shiftDate(anchor, -before), shiftDate(anchor, after)];
    const first = shiftDate(from, -MARGIN_BEFORE);
    const span = daysBetween(first, shiftDate(to, MARGIN_AFTER));
    // Most posts within 90 minutes of a local midnight, where the UTC and local days differ; some anywhere in the day.
    const minutes = fc.oneof({ arbitrary: fc.integer({ min: -90, max: 90 }), weight: 3 }, { arbitrary: fc.integer({ min: 0, max: 1_439 }), weight: 1 });
    const post = fc.record({ dayIndex: fc.nat(span - 1), minutes, likes: fc.nat(400), comments: fc.nat(60) });
    return fc.record({
      period: fc.constant({ from, to, timezone: zone }),
      followersNow: fc.integer({ min: 100, max: 5_000 }),
      posts: fc.array(post, { maxLength: 20 }).map((drawn) =>
        drawn.map(({ dayIndex, minutes: offset, likes, comments }) => ({
          postedAt: new Date(localMidnight(shiftDate(first, dayIndex), zone) + offset * 60_000),
          likes,
          comments,
        })),
      ),
      days: fc
        .array(dayState, { minLength: span, maxLength: span })
        .map((states) =>
          states.map((state, index) => (state === 'missing' ? null : { date: shiftDate(first, index), followers: state === 'unknown' ? null : state })),
        ),
    });
  });

/** The figures by the definitions of docs/metrics.md, worked out here from the generated rows with Intl's clock, not the database's. */
export function expectedFigures({ period, followersNow, posts, days }: PeriodWorld) {
  const { from, to, timezone } = period;
  const dayOf = (post: WorldPost) => calendarDateIn(post.postedAt, timezone);
  const inPeriod = posts.filter((post) => dayOf(post) >= from && dayOf(post) <= to);
  const snapshots = days.flatMap((day) => (day && day.followers !== null ? [{ date: day.date, followers: day.followers }] : []));
  const followersOn = (date: string) => snapshots.filter((snap) => snap.date <= date).at(-1)?.followers ?? followersNow;
  const rates = inPeriod.map((post) => (post.likes + post.comments) / followersOn(dayOf(post)));
  const within = snapshots.filter((snap) => snap.date >= from && snap.date <= to);
  const start = snapshots.filter((snap) => snap.date < from).at(-1) ?? within[0];
  const end = within.at(-1);
  return {
    posts: inPeriod.length,
    publicEr: rates.length ? rates.reduce((sum, rate) => sum + rate, 0) / rates.length : null,
    growth: start && end && start.date !== end.date ? end.followers - start.followers : null,
    postsPerWeek: (inPeriod.length / daysBetween(from, to)) * 7,
  };
}

let stored = 0;

/**
 * Stores a world as `owner`'s connected account, and the same rows as a competitor of a new account of
 * `tracker` on the same clock. Returns the ids the requests need.
 */
export async function storeWorld(db: Db, world: PeriodWorld, owner: string, tracker: string) {
  stored += 1;
  const { timezone } = world.period;
  const username = `period_world_${stored}`;
  const [account] = await db
    .insert(igAccounts)
    .values({ userId: owner, igUserId: `pw-${stored}`, username, followersCount: world.followersNow, timezone })
    .returning();
  const [tracking] = await db
    .insert(igAccounts)
    .values({ userId: tracker, igUserId: `pw-tracker-${stored}`, username: `tracker_${stored}`, timezone })
    .returning();
  const [competitor] = await db
    .insert(competitors)
    .values({ userId: tracker, accountId: tracking.id, igUserId: account.igUserId, username, followersCount: world.followersNow })
    .returning();
  const days = world.days.flatMap((day) => (day ? [day] : []));
  if (days.length) await db.insert(igAccountDaily).values(days.map((day) => ({ accountId: account.id, date: day.date, followers: day.followers, reach: 100 })));
  const known = days.flatMap((day) =>
    day.followers === null ? [] : [{ competitorId: competitor.id, date: day.date, followers: day.followers, mediaCount: 0 }],
  );
  if (known.length) await db.insert(competitorSnapshots).values(known);
  const posts = world.posts.map((post, index) => ({
    igMediaId: `pw-${stored}-${index}`,
    mediaType: 'IMAGE' as const,
    postedAt: post.postedAt,
    likes: post.likes,
    comments: post.comments,
  }));
  if (posts.length) {
    await db.insert(igMedia).values(posts.map((post) => ({ ...post, accountId: account.id, saves: 1, shares: 1, reach: 100, views: 100 })));
    await db.insert(competitorMedia).values(posts.map((post) => ({ ...post, competitorId: competitor.id })));
  }
  return { account, trackingAccountId: tracking.id, competitorId: competitor.id };
}

/**
 * The one period rule of the server (docs/metrics.md "The period"): a period is a set of calendar days on the
 * account's own clock, both ends included, never past today there. Every endpoint and assistant tool
 * that takes from/to (posts, overview, content, competitors, peers, reports) resolves it through
 * resolvePeriod and echoes what it answers for, with the zone; every query places a post on its local
 * day through localDaySql and keeps to a period through inPeriodSql. Competitors' posts are read on
 * the clock of the account that tracks them.
 *
 * A period that ends after today is cut at today (the figures of days that have not happened are not
 * 0, they do not exist), and the answer's range says so; one that starts after today has nothing to
 * answer for and is refused with a 400 naming `from`. The shared date rule (shared/period.ts) has
 * already refused anything past tomorrow in UTC, the last day that can be today somewhere.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lastDays } from '../../../shared/dateSpan';
import { calendarDateIn, periodSpan, type Period } from '../../../shared/period';
import type { Db } from '../../db/client';
import { fieldError } from '../../http/httpError';
import type { AccountRow } from '../connectors/public';
import { requireAccount } from '../connectors/public';
import { accountTimeZone } from '../../lib/timeZones';

export type PeriodScope = {
  accountId: string;
  timezone: string;
  currentFollowers: number;
  /** The user whose access to the account was checked: part of a cached answer's key (cachedAnswers.ts). */
  userId: string;
  /** The account's data_version when its row was read: answers are cached per version (cachedAnswers.ts). */
  dataVersion: number;
  /**
   * The account's post facts (ig_post_facts) were worked out on this clock: its stored time zone is the one
   * read. False for a zone stored under another spelling or unknown to the database (lib/timeZones.ts).
   */
  factsOnClock: boolean;
};

/** A period as read and echoed: its days on the clock of `timezone`. */
export type ResolvedPeriod = Period & { days: number; timezone: string };

/** An account row as the analytics queries read it. */
export function periodScopeFor(account: AccountRow): PeriodScope {
  const timezone = accountTimeZone(account.timezone);
  return {
    accountId: account.id,
    timezone,
    currentFollowers: account.followersCount,
    userId: account.userId,
    dataVersion: account.dataVersion,
    // The triggers work the facts out on the stored zone (migration 0011): they fit when it is the one read.
    factsOnClock: account.timezone === timezone,
  };
}

/** One of the user's accounts as the analytics queries read it; another user's account answers 404. */
export async function periodScopeOf(db: Db, userId: string, accountId: string): Promise<PeriodScope> {
  return periodScopeFor(await requireAccount(db, userId, accountId));
}

/** Today on the account's clock. */
export const todayOn = (clock: { timezone: string }, now = new Date()) => calendarDateIn(now, clock.timezone);

/** The period asked for, on the account's clock: cut at today there, refused when it starts after today. */
export function resolvePeriod(clock: { timezone: string }, { from, to }: Period, now = new Date()): ResolvedPeriod {
  const today = todayOn(clock, now);
  if (from > today) {
    throw fieldError(
      'from',
      `from must be on or before ${today}, today on the account's clock (${clock.timezone}): nothing is recorded for days still to come`,
    );
  }
  return { ...periodSpan({ from, to: to > today ? today : to }), timezone: clock.timezone };
}

/** The `days` days that end today on the account's clock: the assistant's and the peer comparison's window. */
export const lastDaysOn = (clock: { timezone: string }, days: number, now = new Date()): ResolvedPeriod => ({
  ...periodSpan(lastDays(todayOn(clock, now), days)),
  timezone: clock.timezone,
});

type Instant = SQL | AnyPgColumn;

/** The calendar day an instant falls on, on the clock of `timezone` (Postgres's tz database reads the wall clock across DST changes). */
export const localDaySql = (instant: Instant, timezone: string) => sql`(${instant} at time zone ${timezone})::date`;

/** The instant lies on one of the period's days on its clock: from local midnight of `from` to local midnight after `to`. */
export const inPeriodSql = (instant: Instant, { from, to, timezone }: Period & { timezone: string }) =>
  sql`(${instant} >= (${from}::date::timestamp at time zone ${timezone}) and ${instant} < ((${to}::date + 1)::timestamp at time zone ${timezone}))`;

import type { SyncStage } from '../../../shared/connectors';
import { calendarDateIn } from '../../../shared/period';
import { accountTimeZone } from '../../lib/timeZones';
import { zonedInstant } from '../../modules/schedules/public';
import type { Db } from '../../db/client';
import type { TokenCipher } from '../../lib/tokenCipher';
import type { MetaGateway } from '../../meta/gateway';
import type { GraphClient } from '../../meta/graphClient';
import type { InsightsGapLog } from './insightsGaps';
import type { RefusalLog } from './refusals';
import type { AccountRow } from './store';

/** Per-sync caps, so one account can never make a sync run without end. */
export type SyncLimits = {
  /** Days of daily insights fetched on the first sync (18 months). */
  historyDays: number;
  maxMedia: number;
  maxCommentsPerPost: number;
  /** Posts whose comments are fetched in one sync. */
  maxCommentPosts: number;
  /** Graph calls in flight at once within one sync. */
  concurrency: number;
  /** How long a throttled sync waits when Meta gives no estimate of its own (ms). */
  throttlePauseMs: number;
};

/** What a sync runs with: the database, Meta (through the gateway), the token cipher; tests set limits and the clock. */
export type SyncDeps = { db: Db; gateway: MetaGateway; cipher: TokenCipher; limits?: SyncLimits; now?: () => Date };

export const DEFAULT_SYNC_LIMITS: SyncLimits = {
  historyDays: 548,
  maxMedia: 5_000,
  maxCommentsPerPost: 500,
  maxCommentPosts: 2_000,
  concurrency: 8,
  throttlePauseMs: 10 * 60_000,
};

export type SyncContext = {
  db: Db;
  client: GraphClient;
  account: AccountRow;
  limits: SyncLimits;
  now: Date;
  /** What Meta refused or does not offer in this sync: recorded, shown, never stored as 0. */
  refusals: RefusalLog;
  /** Posts whose insights Meta answered incomplete without an error in this sync: recorded, shown, asked again. */
  insightsGaps: InsightsGapLog;
  progress(stage: SyncStage, done: number, expected: number | null): Promise<void>;
};

/**
 * The UTC day of an instant, for days that are Meta's and not the account's: the windows of Meta's
 * daily insights (since/until, end_time). A day a person reads as theirs (a follower snapshot, an audience
 * snapshot, a discovery day) is accountDay's.
 */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The day an instant falls on, on the clock of an account (its stored zone as the analytics read it):
 * the day a follower snapshot is dated by, its own or a competitor's it tracks, so "followers at the
 * end of the period's last day" is read on the same clock as the period.
 */
export const accountDay = (instant: Date, storedZone: string) => calendarDateIn(instant, accountTimeZone(storedZone));

/**
 * The instant a calendar day begins on the clock of an account (its midnight there, which a change of
 * daylight-saving time moves): since–until of one of the account's days is this day's start and the next's.
 */
export const accountDayStart = (day: string, storedZone: string) => zonedInstant(day, 0, accountTimeZone(storedZone));

import type { SyncStage } from '../../../shared/connectors';
import type { Db } from '../../db/client';
import type { GraphClient } from '../../meta/graphClient';
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
  progress(stage: SyncStage, done: number, expected: number | null): Promise<void>;
};

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

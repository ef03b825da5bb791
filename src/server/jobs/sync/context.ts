import type { SyncStage } from '../../../shared/connectors';
import type { Db } from '../../db/client';
import type { GraphClient } from '../../meta/graphClient';
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
};

export const DEFAULT_SYNC_LIMITS: SyncLimits = {
  historyDays: 548,
  maxMedia: 5_000,
  maxCommentsPerPost: 500,
  maxCommentPosts: 2_000,
  concurrency: 8,
};

export type SyncContext = {
  db: Db;
  client: GraphClient;
  account: AccountRow;
  limits: SyncLimits;
  now: Date;
  progress(stage: SyncStage, done: number, expected: number | null): Promise<void>;
};

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

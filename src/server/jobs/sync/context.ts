import type { SyncStage } from '../../../shared/connectors';
import type { Db } from '../../db/client';
import type { TokenCipher } from '../../lib/tokenCipher';
import type { MetaGateway } from '../../meta/gateway';
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
  progress(stage: SyncStage, done: number, expected: number | null): Promise<void>;
};

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

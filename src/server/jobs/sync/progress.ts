import { eq, sql } from 'drizzle-orm';
import type { InsightsGaps, SyncRefusal, SyncStage } from '../../../shared/connectors';
import type { Db } from '../../db/client';
import { igSyncStatus } from '../../db/schema';

type StatusPatch = Partial<typeof igSyncStatus.$inferInsert>;

async function writeStatus(db: Db, accountId: string, patch: StatusPatch): Promise<void> {
  await db
    .insert(igSyncStatus)
    .values({ accountId, ...patch })
    .onConflictDoUpdate({ target: igSyncStatus.accountId, set: patch });
}

/**
 * A sync was asked for. A running sync keeps showing as running, and a paused one as paused (with when it
 * resumes); the queued one follows it.
 */
export async function markQueued(db: Db, accountId: string, jobId: string): Promise<void> {
  await db
    .insert(igSyncStatus)
    .values({ accountId, state: 'queued', stage: 'queued', itemsDone: 0, itemsExpected: null, jobId })
    .onConflictDoUpdate({
      target: igSyncStatus.accountId,
      set: {
        state: sql`case when ${igSyncStatus.state} in ('running', 'paused') then ${igSyncStatus.state} else 'queued' end`,
        stage: sql`case when ${igSyncStatus.state} in ('running', 'paused') then ${igSyncStatus.stage} else 'queued' end`,
        jobId,
      },
    });
}

export function markRunning(db: Db, accountId: string, jobId: string | null, now: Date): Promise<void> {
  return writeStatus(db, accountId, {
    state: 'running',
    stage: 'profile',
    itemsDone: 0,
    itemsExpected: null,
    jobId,
    lastStartedAt: now,
    lastError: null,
    pausedUntil: null,
  });
}

export function reportProgress(db: Db, accountId: string, stage: SyncStage, itemsDone: number, itemsExpected: number | null): Promise<void> {
  return writeStatus(db, accountId, { stage, itemsDone, itemsExpected });
}

/**
 * What a sync learned about Meta beside the data: its refusals, the posts whose insights Meta left out
 * without refusing them, and how much of the call budget was used.
 */
export type SyncReport = { refusals: SyncRefusal[]; insightsGaps: InsightsGaps | null; metaUsagePercent: number | null };

export function markSucceeded(db: Db, accountId: string, now: Date, report: SyncReport): Promise<void> {
  return writeStatus(db, accountId, { state: 'succeeded', stage: 'done', lastSuccessAt: now, lastError: null, pausedUntil: null, ...report });
}

/** Meta's rate limit holds the sync: it resumes by itself at `until` (a job scheduled for then). */
export function markPaused(db: Db, accountId: string, until: Date, report: SyncReport): Promise<void> {
  return writeStatus(db, accountId, { state: 'paused', pausedUntil: until, lastError: null, ...report });
}

export function markFailed(db: Db, accountId: string, message: string, report?: SyncReport): Promise<void> {
  return writeStatus(db, accountId, { state: 'failed', lastError: message.slice(0, 500), pausedUntil: null, ...report });
}

export async function readStatus(db: Db, accountId: string) {
  const rows = await db.select().from(igSyncStatus).where(eq(igSyncStatus.accountId, accountId)).limit(1);
  return rows[0] ?? null;
}

/** A failed attempt with retries left: shown as waiting again, with the reason kept in lastError. */
export function markRetrying(db: Db, accountId: string): Promise<void> {
  return writeStatus(db, accountId, { state: 'queued', stage: 'queued' });
}

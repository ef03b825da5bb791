import PgBoss from 'pg-boss';
import { and, eq, isNotNull, or, lt, isNull, notInArray, sql } from 'drizzle-orm';
import type { SyncSettings } from '../config';
import type { DatabaseHandle } from '../db/client';
import { igAccounts, igSyncStatus } from '../db/schema';
import { refreshCompetitor } from './competitors/refreshCompetitor';
import { competitorIdsOf, markRefreshQueued, markRefreshRetrying } from './competitors/store';
import { markQueued, markRetrying } from './sync/progress';
import { syncAccount, type SyncDeps } from './sync/syncAccount';

export const SYNC_QUEUE = 'instagram-sync';
/** A periodic job that queues a sync for every account whose last success is older than the interval. */
export const SWEEP_QUEUE = 'instagram-sync-sweep';
/** One business_discovery refresh of one competitor: stately per competitor, retried like a sync. */
export const COMPETITOR_QUEUE = 'competitor-refresh';
const PGBOSS_SCHEMA = 'pgboss';

export type SyncQueueSettings = Omit<SyncSettings, 'graphRetryBaseMs'>;

export type QueuedSync = { accountId: string; jobId: string };
export type QueuedRefresh = { competitorId: string; jobId: string };

export type SyncQueue = {
  /**
   * Queues one sync per account, and a refresh of each of their competitors; an account or a
   * competitor that already has a job waiting keeps it (one at a time each).
   */
  enqueue(accountIds: string[]): Promise<QueuedSync[]>;
  /** Queues one refresh per competitor; one already waiting is kept. */
  refreshCompetitors(competitorIds: string[]): Promise<QueuedRefresh[]>;
  /** Runs the sweep now (what the schedule does), answering the accounts it queued. */
  sweep(): Promise<QueuedSync[]>;
  stop(): Promise<void>;
};

type SyncJob = { accountId: string };
type CompetitorJob = { competitorId: string };

/**
 * pg-boss on the app's own database: PGlite through its executeSql option, Postgres natively. Jobs
 * are 'stately' per account (one queued and one running at most), retried with exponential backoff,
 * and a job whose server died mid-way expires and is retried, so N servers run each sync once.
 */
export async function startSyncQueue(handle: DatabaseHandle, settings: SyncQueueSettings, deps: SyncDeps): Promise<SyncQueue> {
  const boss = new PgBoss({
    db: { executeSql: handle.executeSql },
    schema: PGBOSS_SCHEMA,
    // Cron is checked every few seconds so a schedule fires within moments of its minute.
    cronMonitorIntervalSeconds: Math.min(30, Math.max(1, settings.pollingIntervalSeconds * 2)),
  });
  boss.on('error', (error) => console.warn(`job queue: ${(error as Error).message}`));
  await boss.start();
  await boss.createQueue(SYNC_QUEUE, { name: SYNC_QUEUE, policy: 'stately' });
  await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'short' });
  await boss.createQueue(COMPETITOR_QUEUE, { name: COMPETITOR_QUEUE, policy: 'stately' });

  /** The job id pg-boss gave, or the one already waiting when 'stately' declined a second. */
  const sendOnce = async (name: string, key: string, data: SyncJob | CompetitorJob, expireInSeconds: number): Promise<string> =>
    (await boss.send(name, data, {
      singletonKey: key,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds,
    })) ?? (await waitingJobId(handle, name, key));
  const refreshOne = async (competitorId: string): Promise<QueuedRefresh> => {
    // Marked before it is sent: a worker quick enough to finish first must not be shown as queued again.
    await markRefreshQueued(deps.db, competitorId);
    return { competitorId, jobId: await sendOnce(COMPETITOR_QUEUE, competitorId, { competitorId }, 5 * 60) };
  };
  const refreshCompetitors = (competitorIds: string[]) => Promise.all(competitorIds.map(refreshOne));
  const enqueueOne = async (accountId: string): Promise<QueuedSync> => {
    const jobId = await sendOnce(SYNC_QUEUE, accountId, { accountId }, 30 * 60);
    await markQueued(deps.db, accountId, jobId);
    return { accountId, jobId };
  };
  const enqueue = async (accountIds: string[]) => {
    const queued = await Promise.all(accountIds.map(enqueueOne));
    await refreshCompetitors(await competitorIdsOf(deps.db, accountIds));
    return queued;
  };
  const queue: SyncQueue = {
    enqueue,
    refreshCompetitors,
    sweep: async () => enqueue(await dueAccountIds(deps, settings.intervalMinutes)),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 30_000 }),
  };

  await boss.work<SyncJob>(SYNC_QUEUE, { pollingIntervalSeconds: settings.pollingIntervalSeconds, includeMetadata: true }, async ([job]) => {
    try {
      await syncAccount(deps, job.data.accountId, job.id);
    } catch (error) {
      if (job.retryCount < job.retryLimit) await markRetrying(deps.db, job.data.accountId).catch(() => undefined);
      throw error;
    }
  });
  await boss.work<CompetitorJob>(COMPETITOR_QUEUE, { pollingIntervalSeconds: settings.pollingIntervalSeconds, includeMetadata: true }, async ([job]) => {
    try {
      await refreshCompetitor(deps, job.data.competitorId);
    } catch (error) {
      if (job.retryCount < job.retryLimit) await markRefreshRetrying(deps.db, job.data.competitorId).catch(() => undefined);
      throw error;
    }
  });
  await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: settings.pollingIntervalSeconds }, async () => {
    await queue.sweep();
  });
  await boss.schedule(SWEEP_QUEUE, settings.sweepCron);
  return queue;
}

/** The job already waiting (or running) for an account or competitor, when send declined a second one. */
async function waitingJobId(handle: DatabaseHandle, queue: string, key: string): Promise<string> {
  const { rows } = await handle.executeSql(
    `select id from ${PGBOSS_SCHEMA}.job where name = $1 and singleton_key = $2 and state <= 'active' order by state asc, created_on desc limit 1`,
    [queue, key],
  );
  if (!rows[0]) throw new Error(`no ${queue} job could be queued for ${key}`);
  return String(rows[0].id);
}

/** Accounts that can sync (token present, no reconnect needed), not already waiting, whose last success is old or missing. */
async function dueAccountIds(deps: SyncDeps, intervalMinutes: number): Promise<string[]> {
  const rows = await deps.db
    .select({ id: igAccounts.id })
    .from(igAccounts)
    .leftJoin(igSyncStatus, eq(igSyncStatus.accountId, igAccounts.id))
    .where(
      and(
        eq(igAccounts.needsReconnect, false),
        isNotNull(igAccounts.accessTokenEnc),
        or(isNull(igSyncStatus.state), notInArray(igSyncStatus.state, ['queued', 'running'])),
        or(isNull(igSyncStatus.lastSuccessAt), lt(igSyncStatus.lastSuccessAt, sql`now() - make_interval(mins => ${intervalMinutes})`)),
      ),
    );
  return rows.map((row) => row.id);
}

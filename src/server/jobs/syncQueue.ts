import PgBoss from 'pg-boss';
import { and, eq, isNotNull, or, lt, isNull, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_COMPETITOR_LIMIT } from '../../shared/competitors';
import type { SyncSettings } from '../config';
import type { DatabaseHandle } from '../db/client';
import { igAccounts, igSyncStatus } from '../db/schema';
import { refreshCompetitor } from './competitors/refreshCompetitor';
import { competitorIdsOf, markRefreshFailed, markRefreshQueued, markRefreshRetrying } from './competitors/store';
import { removeAbandonedDemoWorkspaces, sweepMaySync, syncFillingDemo } from './demoWorkspaces';
import { startKeyedWorker, type QueueLog } from './keyedWorker';
import { pauseAware } from './pauseAware';
import { PGBOSS_SCHEMA, waitingJobId, type LeaseTimes } from './queueSql';
import { startRecovery, type RecoveredJob } from './recovery';
import { startStoriesJobs, STORIES_QUEUE, WEBHOOK_QUEUE, type StoriesJobs } from './stories/storiesQueue';
import { markFailed, markQueued, markRetrying } from './sync/progress';
import type { SyncDeps } from './sync/context';
import type { SyncPausedError } from './sync/syncPaused';

export const SYNC_QUEUE = 'instagram-sync';
/** A periodic job that queues a sync for every account whose last success is older than the interval. */
export const SWEEP_QUEUE = 'instagram-sync-sweep';
/** One business_discovery refresh of one competitor: stately per competitor, retried like a sync. */
export const COMPETITOR_QUEUE = 'competitor-refresh';
/** A scheduled job (hourly, once across all servers) that removes abandoned demo workspaces. */
export const DEMO_RETENTION_QUEUE = 'demo-retention';
const DEMO_RETENTION_CRON = '17 * * * *';

export type SyncQueueSettings = Omit<SyncSettings, 'graphRetryBaseMs'>;

type QueuedSync = { accountId: string; jobId: string };
type QueuedRefresh = { competitorId: string; jobId: string };

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
  /** Runs the demo retention now (what its schedule does), answering the users removed. */
  removeAbandonedDemos(): Promise<string[]>;
  /** The stories schedule's reads and the webhook deliveries' work (jobs/stories/storiesQueue.ts). */
  stories: StoriesJobs;
  stop(): Promise<void>;
};

type SyncJob = { accountId: string };
type CompetitorJob = { competitorId: string };

/** A sync that runs longer than this is failed and retried, as pg-boss's expiration did before leases. */
const SYNC_MAX_RUN_SECONDS = 30 * 60;
const REFRESH_MAX_RUN_SECONDS = 5 * 60;
/**
 * A running job's lease: renewed every 15 s by its server, recovered 60 s after the last renewal.
 * Short, so a crashed server's job (and its account's waiting job) resumes within about a minute.
 */
export const JOB_LEASE: LeaseTimes = { seconds: 60, heartbeatSeconds: 15 };
const STOP_TIMEOUT_MS = 30_000;

export type QueueOptions = {
  log: QueueLog;
  /** Tests shorten the lease to watch a recovery happen; every server sharing a queue must use the same. */
  lease?: LeaseTimes;
  /** COMPETITOR_LIMIT: a demo's starting competitors, tracked by its first sync, stay within it. */
  competitorLimit?: number;
};

const silentLog: QueueLog = { info: () => undefined, warn: () => undefined };

/**
 * pg-boss on the app's own database: PGlite through its executeSql option, Postgres natively. Jobs
 * are 'stately' per account (one queued and one running at most) and retried with exponential
 * backoff. Workers take jobs with takeNextJob (queueSql.ts), so an account whose job runs (or was
 * left active by a crashed server) never holds back another account's, and keep them alive with a
 * heartbeat; a job whose server stopped renewing it is recovered and retried (recovery.ts), so N
 * servers run each sync once and a crash stalls nothing for longer than one lease.
 */
export async function startSyncQueue(
  handle: DatabaseHandle,
  settings: SyncQueueSettings,
  deps: SyncDeps,
  { log, lease: leaseTimes = JOB_LEASE, competitorLimit = DEFAULT_COMPETITOR_LIMIT }: QueueOptions = { log: silentLog },
): Promise<SyncQueue> {
  const boss = new PgBoss({
    db: { executeSql: handle.executeSql },
    schema: PGBOSS_SCHEMA,
    // Cron is checked every few seconds so a schedule fires within moments of its minute.
    cronMonitorIntervalSeconds: Math.min(30, Math.max(1, settings.pollingIntervalSeconds * 2)),
  });
  boss.on('error', (error) => log.warn({ err: error }, `job queue: ${error.message}`));
  await boss.start();
  await boss.createQueue(SYNC_QUEUE, { name: SYNC_QUEUE, policy: 'stately' });
  await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'short' });
  await boss.createQueue(COMPETITOR_QUEUE, { name: COMPETITOR_QUEUE, policy: 'stately' });
  await boss.createQueue(DEMO_RETENTION_QUEUE, { name: DEMO_RETENTION_QUEUE, policy: 'short' });

  const sendOptions = (key: string): PgBoss.SendOptions => ({
    singletonKey: key,
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    // Replaced by the lease once a worker takes the job; it bounds nothing while the job waits.
    expireInSeconds: leaseTimes.seconds,
  });
  /** The job id pg-boss gave, or the one already waiting when 'stately' declined a second. */
  const sendOnce = async (name: string, key: string, data: SyncJob | CompetitorJob): Promise<string> =>
    (await boss.send(name, data, sendOptions(key))) ?? (await waitingJobId(handle.executeSql, name, key));
  const refreshOne = async (competitorId: string): Promise<QueuedRefresh> => {
    // Marked before it is sent: a worker quick enough to finish first must not be shown as queued again.
    await markRefreshQueued(deps.db, competitorId);
    return { competitorId, jobId: await sendOnce(COMPETITOR_QUEUE, competitorId, { competitorId }) };
  };
  const refreshCompetitors = (competitorIds: string[]) => Promise.all(competitorIds.map(refreshOne));
  const enqueueOne = async (accountId: string): Promise<QueuedSync> => {
    const jobId = await sendOnce(SYNC_QUEUE, accountId, { accountId });
    await markQueued(deps.db, accountId, jobId);
    return { accountId, jobId };
  };
  const enqueue = async (accountIds: string[]) => {
    const queued = await Promise.all(accountIds.map(enqueueOne));
    await refreshCompetitors(await competitorIdsOf(deps.db, accountIds));
    return queued;
  };
  /** Meta's limit outlasted the client's backoff: the key's next job waits until Meta lets it in (one already waiting is kept). */
  const resumeLater = async (name: string, key: string, data: SyncJob | CompetitorJob, paused: SyncPausedError) => {
    const jobId = await boss.send(name, data, { ...sendOptions(key), startAfter: paused.resumeAt });
    log.info(
      { queue: name, key, resumeAt: paused.resumeAt.toISOString(), jobId },
      `job queue: ${name} for ${key} paused by Meta's rate limit until ${paused.resumeAt.toISOString()}`,
    );
  };

  const lease = (maxRunSeconds: number) => ({ ...leaseTimes, maxRunSeconds });
  const recovery = await startRecovery({
    boss,
    executeSql: handle.executeSql,
    lease: leaseTimes,
    log,
    targets: [
      {
        queue: SYNC_QUEUE,
        onRecovered: (job) =>
          showRecovered(
            job,
            (id) => markRetrying(deps.db, id),
            (id) => markFailed(deps.db, id, RECOVERED_STATUS),
          ),
      },
      {
        queue: COMPETITOR_QUEUE,
        onRecovered: (job) =>
          showRecovered(
            job,
            (id) => markRefreshRetrying(deps.db, id),
            (id) => markRefreshFailed(deps.db, id, RECOVERED_STATUS),
          ),
      },
      // Nothing shows a stories read or a webhook job as running: pg-boss's retry is all a recovery needs.
      { queue: STORIES_QUEUE, onRecovered: async () => undefined },
      { queue: WEBHOOK_QUEUE, onRecovered: async () => undefined },
    ],
  });
  const workerBase = { boss, executeSql: handle.executeSql, pollingIntervalSeconds: settings.pollingIntervalSeconds, log };
  let stories: StoriesJobs | null = null;
  const storiesAfterSync = async (accountId: string) => {
    await stories?.read([accountId]);
  };
  const workers = [
    startKeyedWorker<SyncJob>({
      ...workerBase,
      queue: SYNC_QUEUE,
      lease: lease(SYNC_MAX_RUN_SECONDS),
      handle: pauseAware(
        async (job) => {
          const outcome = await syncFillingDemo({ ...deps, competitorLimit }, job.data.accountId, job.id, log);
          // A newly connected account's live stories are read now, not at the schedule's next hour.
          if (outcome === 'succeeded') await storiesAfterSync(job.data.accountId);
        },
        (job, paused) => resumeLater(SYNC_QUEUE, job.data.accountId, job.data, paused),
        (job) => markRetrying(deps.db, job.data.accountId),
      ),
    }),
    startKeyedWorker<CompetitorJob>({
      ...workerBase,
      queue: COMPETITOR_QUEUE,
      lease: lease(REFRESH_MAX_RUN_SECONDS),
      handle: pauseAware(
        async (job) => {
          await refreshCompetitor(deps, job.data.competitorId);
        },
        (job, paused) => resumeLater(COMPETITOR_QUEUE, job.data.competitorId, job.data, paused),
        (job) => markRefreshRetrying(deps.db, job.data.competitorId),
      ),
    }),
  ];

  stories = await startStoriesJobs({ ...workerBase, deps, settings, lease: leaseTimes, enqueueSync: enqueue });
  workers.push(...stories.workers);

  const queue: SyncQueue = {
    enqueue,
    stories,
    refreshCompetitors,
    sweep: async () => enqueue(await dueAccountIds(deps, settings.intervalMinutes)),
    removeAbandonedDemos: async () => {
      const removed = await removeAbandonedDemoWorkspaces(deps.db, settings.demoRetentionDays);
      if (removed.length)
        log.info({ users: removed.length }, `demo retention: removed ${removed.length} demo workspaces unused for ${settings.demoRetentionDays} days`);
      return removed;
    },
    stop: async () => {
      await recovery.stop();
      await Promise.all(workers.map((worker) => worker.stop(STOP_TIMEOUT_MS)));
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
  await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: settings.pollingIntervalSeconds }, async () => {
    await queue.sweep();
  });
  await boss.schedule(SWEEP_QUEUE, settings.sweepCron);
  await boss.work(DEMO_RETENTION_QUEUE, { pollingIntervalSeconds: settings.pollingIntervalSeconds }, async () => {
    await queue.removeAbandonedDemos();
  });
  await boss.schedule(DEMO_RETENTION_QUEUE, DEMO_RETENTION_CRON);
  return queue;
}

const RECOVERED_STATUS = 'The server running this job stopped before it finished.';

/** A recovered job's row: waiting again while pg-boss retries it, failed once no retry is left. */
async function showRecovered(job: RecoveredJob, retrying: (key: string) => Promise<void>, failed: (key: string) => Promise<void>): Promise<void> {
  if (!job.key) return;
  await (job.retrying ? retrying(job.key) : failed(job.key));
}

/**
 * Accounts that can sync (token present, no reconnect needed), not already waiting, running or paused
 * by Meta's rate limit, whose last success is old or missing; a demo workspace only while someone uses it.
 */
async function dueAccountIds(deps: SyncDeps, intervalMinutes: number): Promise<string[]> {
  const rows = await deps.db
    .select({ id: igAccounts.id })
    .from(igAccounts)
    .leftJoin(igSyncStatus, eq(igSyncStatus.accountId, igAccounts.id))
    .where(
      and(
        eq(igAccounts.needsReconnect, false),
        isNotNull(igAccounts.accessTokenEnc),
        or(isNull(igSyncStatus.state), notInArray(igSyncStatus.state, ['queued', 'running', 'paused'])),
        or(isNull(igSyncStatus.lastSuccessAt), lt(igSyncStatus.lastSuccessAt, sql`now() - make_interval(mins => ${intervalMinutes})`)),
        sweepMaySync(),
      ),
    );
  return rows.map((row) => row.id);
}

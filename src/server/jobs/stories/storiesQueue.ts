import type PgBoss from 'pg-boss';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { ExecuteSql } from '../../db/client';
import { igAccounts } from '../../db/schema';
import { sweepMaySync } from '../demoWorkspaces';
import { startKeyedWorker, type KeyedWorker, type Lease, type QueueLog } from '../keyedWorker';
import { waitingJobId } from '../queueSql';
import type { SyncDeps } from '../sync/context';
import { handleWebhookChanges, type WebhookChange } from '../webhooks/handleChanges';
import { readAccountStories } from './readStories';

/** One read of one account's live stories: stately per account, like a sync. */
export const STORIES_QUEUE = 'instagram-stories';
/** The schedule (STORIES_READ_INTERVAL_MINUTES, hourly by default) that queues a stories read per account. */
export const STORIES_SWEEP_QUEUE = 'instagram-stories-sweep';
/** The work a webhook delivery announced, done out of the request. */
export const WEBHOOK_QUEUE = 'instagram-webhook';

const STORIES_MAX_RUN_SECONDS = 10 * 60;
const WEBHOOK_MAX_RUN_SECONDS = 5 * 60;

export type StoriesJobs = {
  /** What the schedule does: queues a read of every account that can be read; answers the account ids. */
  readAll(): Promise<string[]>;
  /** Queues one read per account (one already waiting is kept). */
  read(accountIds: string[]): Promise<Array<{ accountId: string; jobId: string }>>;
  /** Queues the changes of one accepted webhook delivery; answers the job id. */
  queueWebhook(changes: WebhookChange[]): Promise<string>;
  workers: KeyedWorker[];
};

type StoriesJob = { accountId: string };
type WebhookJob = { changes: WebhookChange[] };

export type StoriesJobOptions = {
  boss: PgBoss;
  executeSql: ExecuteSql;
  deps: SyncDeps;
  settings: { storiesCron: string; pollingIntervalSeconds: number; retryLimit: number; retryDelaySeconds: number };
  lease: Omit<Lease, 'maxRunSeconds'>;
  log: QueueLog;
  /** A comments webhook is answered by a sync of the account (it reads the comments whose count changed). */
  enqueueSync: (accountIds: string[]) => Promise<unknown>;
};

/**
 * Stories vanish after 24 hours and their insights with them, so a schedule of its own reads every
 * account's live stories (hourly by default) with the same keyed jobs and leases as the sync; a crashed
 * server's read is recovered like a sync's. Webhook deliveries are worked here too, never in the request.
 */
export async function startStoriesJobs(options: StoriesJobOptions): Promise<StoriesJobs> {
  const { boss, executeSql, deps, settings, log, enqueueSync } = options;
  await boss.createQueue(STORIES_QUEUE, { name: STORIES_QUEUE, policy: 'stately' });
  await boss.createQueue(STORIES_SWEEP_QUEUE, { name: STORIES_SWEEP_QUEUE, policy: 'short' });
  await boss.createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, policy: 'standard' });
  const retries = { retryLimit: settings.retryLimit, retryDelay: settings.retryDelaySeconds, retryBackoff: true, expireInSeconds: options.lease.seconds };

  const readOne = async (accountId: string) => {
    const jobId =
      (await boss.send(STORIES_QUEUE, { accountId }, { ...retries, singletonKey: accountId })) ?? (await waitingJobId(executeSql, STORIES_QUEUE, accountId));
    return { accountId, jobId };
  };
  const read = (accountIds: string[]) => Promise.all(accountIds.map(readOne));
  const readAll = async () => {
    const ids = await readableAccountIds(deps);
    await read(ids);
    return ids;
  };
  const workerBase = { boss, executeSql, pollingIntervalSeconds: settings.pollingIntervalSeconds, log };
  const workers = [
    startKeyedWorker<StoriesJob>({
      ...workerBase,
      queue: STORIES_QUEUE,
      lease: { ...options.lease, maxRunSeconds: STORIES_MAX_RUN_SECONDS },
      handle: async (job) => {
        await readAccountStories(deps, job.data.accountId);
      },
    }),
    startKeyedWorker<WebhookJob>({
      ...workerBase,
      queue: WEBHOOK_QUEUE,
      lease: { ...options.lease, maxRunSeconds: WEBHOOK_MAX_RUN_SECONDS },
      handle: async (job) => {
        await handleWebhookChanges({ ...deps, enqueueSync }, job.data.changes);
      },
    }),
  ];
  await boss.work(STORIES_SWEEP_QUEUE, { pollingIntervalSeconds: settings.pollingIntervalSeconds }, async () => {
    await readAll();
  });
  await boss.schedule(STORIES_SWEEP_QUEUE, settings.storiesCron);
  return {
    readAll,
    read,
    queueWebhook: async (changes) => {
      const jobId = await boss.send(WEBHOOK_QUEUE, { changes }, retries);
      if (!jobId) throw new Error('the webhook job could not be queued');
      return jobId;
    },
    workers,
  };
}

/** Accounts with a token that needs no reconnection; a demo workspace only while someone uses it. */
async function readableAccountIds(deps: SyncDeps): Promise<string[]> {
  const rows = await deps.db
    .select({ id: igAccounts.id })
    .from(igAccounts)
    .where(and(eq(igAccounts.needsReconnect, false), isNotNull(igAccounts.accessTokenEnc), sweepMaySync()));
  return rows.map((row) => row.id);
}

import type PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/client';
import type { QueueLog } from './keyedWorker';
import { claimLapsedJobs, jobStates, type LapsedJob, type LeaseTimes } from './queueSql';

export type RecoveredJob = LapsedJob & { retrying: boolean };

type RecoveryTarget = {
  queue: string;
  /** What the job's row shows once recovered (the sync status, the competitor's refresh state). */
  onRecovered(job: RecoveredJob): Promise<void>;
};

export type RecoveryOptions = { boss: PgBoss; executeSql: ExecuteSql; lease: LeaseTimes; log: QueueLog; targets: RecoveryTarget[] };

const RECOVERED_MESSAGE = 'The server running this job stopped answering (no heartbeat within its lease); it will be retried.';

/**
 * Fails, through pg-boss (so its retry and backoff apply), every active job whose lease lapsed, and
 * logs each. Only lapsed jobs: a job that a live server runs has a fresh lease, so nothing here ever
 * touches a live peer's work (several servers may share the queue: docs/operating-queue.md).
 */
export async function recoverLapsedJobs(options: RecoveryOptions): Promise<RecoveredJob[]> {
  const recovered: RecoveredJob[] = [];
  for (const target of options.targets) recovered.push(...(await recoverQueue(options, target)));
  return recovered;
}

async function recoverQueue({ boss, executeSql, lease, log }: RecoveryOptions, target: RecoveryTarget): Promise<RecoveredJob[]> {
  const lapsed = await claimLapsedJobs(executeSql, target.queue, lease);
  if (!lapsed.length) return [];
  for (const job of lapsed) await boss.fail(target.queue, job.id, { message: RECOVERED_MESSAGE });
  const states = await jobStates(
    executeSql,
    target.queue,
    lapsed.map((job) => job.id),
  );
  const recovered = lapsed.map((job) => ({ ...job, retrying: states.get(job.id) === 'retry' }));
  for (const job of recovered) {
    log.warn(
      { queue: target.queue, jobId: job.id, key: job.key, startedOn: job.startedOn.toISOString(), retrying: job.retrying },
      `job queue: recovered ${target.queue} job ${job.id} for ${job.key ?? 'no key'}: its server stopped renewing its lease; ${job.retrying ? 'retrying it' : 'no retries left'}`,
    );
    await target.onRecovered(job);
  }
  return recovered;
}

/** Recovers at once (a restarted server finds what the dead one left) and then every heartbeat. */
export async function startRecovery(options: RecoveryOptions): Promise<{ stop(): Promise<void> }> {
  const pass = () =>
    recoverLapsedJobs(options).catch((error: unknown) => {
      options.log.warn({ err: error }, 'job queue: recovering lapsed jobs failed; trying again at the next heartbeat');
      return [];
    });
  await pass();
  let current: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    current = current.then(pass);
  }, options.lease.heartbeatSeconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}

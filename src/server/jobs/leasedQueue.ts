import type PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/client';
import { startKeyedWorker, type QueueLog } from './keyedWorker';
import type { LeaseTimes, TakenJob } from './queueSql';
import { startRecovery, type RecoveredJob } from './recovery';

export type LeasedQueueOptions<T> = {
  boss: PgBoss;
  executeSql: ExecuteSql;
  queue: string;
  pollingIntervalSeconds: number;
  lease: LeaseTimes;
  /** One attempt running longer than this is failed and retried. */
  maxRunSeconds: number;
  log: QueueLog;
  handle(job: TakenJob<T>): Promise<object | void>;
  /** What the job's row shows once a dead server's job is found: retrying, or failed when no retry is left. */
  onRecovered(job: RecoveredJob & { data: T }): Promise<void>;
};

const STOP_TIMEOUT_MS = 30_000;

/** A failed attempt's reason as a job's row keeps it: the message, cut to 500 characters. */
export const jobErrorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * One queue's worker under a lease, with its recovery: a job whose server was killed mid-run is found
 * by any server once the lease lapses and retried (keyedWorker.ts, recovery.ts). Stopping ends the
 * worker, then the recovery, then pg-boss.
 */
export async function startLeasedQueue<T>(options: LeasedQueueOptions<T>): Promise<{ stop(): Promise<void> }> {
  const { boss, executeSql, queue, lease, log } = options;
  const recovery = await startRecovery({
    boss,
    executeSql,
    lease,
    log,
    targets: [{ queue, onRecovered: (job) => options.onRecovered(job as RecoveredJob & { data: T }) }],
  });
  const worker = startKeyedWorker<T>({
    boss,
    executeSql,
    queue,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    lease: { ...lease, maxRunSeconds: options.maxRunSeconds },
    log,
    handle: (job) => options.handle(job),
  });
  return {
    async stop() {
      await worker.stop(STOP_TIMEOUT_MS);
      await recovery.stop();
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}

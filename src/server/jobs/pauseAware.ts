import type { TakenJob } from './queueSql';
import { SyncPausedError } from './sync/syncPaused';

/**
 * The job handler as the worker runs it: a SyncPausedError (Meta's rate limit outlasted the Graph
 * client's own backoff) ends the job successfully after queueing the key's next job for when Meta
 * lets the account in again, so the pause neither sleeps in the worker nor spends a retry. Any other
 * failure with retries left shows the row as waiting again, and fails the job for pg-boss to retry.
 */
export function pauseAware<T>(
  run: (job: TakenJob<T>) => Promise<void>,
  resumeLater: (job: TakenJob<T>, paused: SyncPausedError) => Promise<void>,
  markRetrying: (job: TakenJob<T>) => Promise<void>,
): (job: TakenJob<T>) => Promise<void> {
  return async (job) => {
    try {
      await run(job);
    } catch (error) {
      if (error instanceof SyncPausedError) return resumeLater(job, error);
      if (job.retryCount < job.retryLimit) await markRetrying(job).catch(() => undefined);
      throw error;
    }
  };
}

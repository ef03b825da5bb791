/**
 * Meta's rate limit outlasted the Graph client's own short backoff: the sync stops where it is (every
 * row written so far is an idempotent upsert, so nothing is lost) and must resume at `resumeAt`. The
 * queue worker answers this by scheduling the account's next job for then (pg-boss `startAfter`),
 * never by sleeping in a loop.
 */
export class SyncPausedError extends Error {
  constructor(
    readonly resumeAt: Date,
    readonly reason: string,
  ) {
    super(`Sync paused until ${resumeAt.toISOString()}: ${reason}`);
    this.name = 'SyncPausedError';
  }
}

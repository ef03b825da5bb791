import type PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/client';
import { renewLease, takeNextJob, type LeaseTimes, type TakenJob } from './queueSql';

/** Where the queue reports what it did on its own (recoveries, lost leases): the app's logger. */
export type QueueLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/**
 * How long a running job stays claimed without news from its server. A live server renews the lease
 * every `heartbeatSeconds`; a lapsed lease means its server is gone, and the job is recovered
 * (recovery.ts). `maxRunSeconds` bounds one attempt, as pg-boss's own worker bounds a handler by the
 * job's expiration.
 */
export type Lease = LeaseTimes & { maxRunSeconds: number };

export type KeyedWorkerOptions<T> = {
  boss: PgBoss;
  executeSql: ExecuteSql;
  queue: string;
  pollingIntervalSeconds: number;
  lease: Lease;
  log: QueueLog;
  /** Runs one job; a throw fails it (pg-boss retries it with backoff while retries remain). What it answers is kept as the job's output. */
  handle(job: TakenJob<T>): Promise<object | void>;
};

export type KeyedWorker = {
  /** Stops fetching and waits for the running job; past `timeoutMs` that job is failed so another server retries it. */
  stop(timeoutMs: number): Promise<void>;
};

type Outcome = { ok: true; output: object | void } | { ok: false; error: unknown };

/**
 * One job at a time from a 'stately' queue, taken with takeNextJob (a key with a running job holds
 * back only itself) and kept alive by a heartbeat; the outcome is recorded through pg-boss's own
 * complete and fail, so retries, backoff and retention stay pg-boss's.
 */
export function startKeyedWorker<T>(options: KeyedWorkerOptions<T>): KeyedWorker {
  const { boss, executeSql, queue, lease, log } = options;
  let stopping = false;
  let wake: () => void = () => undefined;
  let running: { job: TakenJob<T>; stopHeartbeat(): void } | null = null;

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.pollingIntervalSeconds * 1000);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const take = () =>
    takeNextJob<T>(executeSql, queue, lease).catch((error: unknown) => {
      log.warn({ queue, err: error }, 'job queue: fetching the next job failed; trying again at the next poll');
      return null;
    });

  const run = async (job: TakenJob<T>) => {
    const stopHeartbeat = startHeartbeat(options, job.id);
    running = { job, stopHeartbeat };
    const outcome = await settleWithin(options.handle(job), lease.maxRunSeconds);
    stopHeartbeat();
    running = null;
    await recordOutcome(boss, queue, job.id, outcome).catch((error: unknown) =>
      log.warn({ queue, jobId: job.id, err: error }, 'job queue: the outcome of a job could not be recorded; its lease will lapse and it will be retried'),
    );
  };

  const loop = (async () => {
    while (!stopping) {
      const job = await take();
      if (job && !stopping) await run(job);
      else if (!stopping) await pause();
    }
  })();

  return {
    async stop(timeoutMs) {
      stopping = true;
      wake();
      const finished = await Promise.race([loop.then(() => true), delay(timeoutMs).then(() => false)]);
      const stuck = running;
      if (finished || !stuck) return;
      stuck.stopHeartbeat();
      await boss.fail(queue, stuck.job.id, { message: 'The server stopped while this job ran; it will be retried.' }).catch(() => undefined);
    },
  };
}

function startHeartbeat<T>(options: KeyedWorkerOptions<T>, jobId: string): () => void {
  const { executeSql, queue, lease, log } = options;
  const beat = async () => {
    const held = await renewLease(executeSql, queue, jobId, lease);
    if (!held)
      log.warn({ queue, jobId }, 'job queue: a running job lost its lease (recovered by another server after missed heartbeats); it will still finish here');
  };
  const timer = setInterval(
    () => void beat().catch((error: unknown) => log.warn({ queue, jobId, err: error }, 'job queue: heartbeat failed')),
    lease.heartbeatSeconds * 1000,
  );
  timer.unref();
  return () => clearInterval(timer);
}

/** The handler's outcome, or a failure once it has run for `seconds` (it is then left to finish on its own, as pg-boss does). */
async function settleWithin(work: Promise<object | void>, seconds: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const overtime = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: new Error(`the job ran longer than ${seconds} s`) }), seconds * 1000);
  });
  try {
    return await Promise.race([
      work.then(
        (output): Outcome => ({ ok: true, output }),
        (error: unknown): Outcome => ({ ok: false, error }),
      ),
      overtime,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function recordOutcome(boss: PgBoss, queue: string, jobId: string, outcome: Outcome): Promise<void> {
  if (outcome.ok) return outcome.output ? boss.complete(queue, jobId, outcome.output) : boss.complete(queue, jobId);
  const error = outcome.error;
  return boss.fail(queue, jobId, { message: error instanceof Error ? error.message : String(error) });
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

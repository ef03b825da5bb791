import type { ExecuteSql } from '../db/client';

/**
 * The few statements this app runs on pg-boss's own job table (pg-boss 10, schema below). They
 * mirror pg-boss's own SQL (node_modules/pg-boss/src/plans.js: fetchNextJob, failJobsByTimeout) and
 * change only what a crash-proof queue needs; every job state change that pg-boss offers an API for
 * (send, complete, fail with its retry and backoff) still goes through that API.
 */
export const PGBOSS_SCHEMA = 'pgboss';
const JOB = `${PGBOSS_SCHEMA}.job`;

export type TakenJob<T> = { id: string; data: T; key: string | null; retryCount: number; retryLimit: number };

/**
 * A running job's lease: `seconds` long, renewed every `heartbeatSeconds` by the server running it.
 * It is stored as pg-boss's own expiration (started_on + expire_in) plus a grace of two heartbeats:
 * this app's recovery, which looks every heartbeat, so always finds a lapsed lease first and logs it,
 * before pg-boss's maintenance (every 2 minutes) would expire the job silently.
 */
export type LeaseTimes = { seconds: number; heartbeatSeconds: number };

const graceOf = (lease: LeaseTimes) => 2 * lease.heartbeatSeconds;
/** From now, as stored in expire_in: the lease and the grace. */
const expiryOf = (lease: LeaseTimes) => lease.seconds + graceOf(lease);

/**
 * Takes the next job of a queue whose key (account, competitor) has no job running, marking it
 * active under a fresh lease.
 *
 * Why not pg-boss's own fetch: in pg-boss 10 a 'stately' queue keeps one waiting and one active
 * job per singleton key under a unique index, and its fetch takes the oldest waiting job whatever
 * its key. When that job's key still has an active job (another server runs it, or a server died
 * running it), the UPDATE violates the index, and pg-boss's `fetch` swallows the error and answers
 * no job ("errors from fetchquery should only be unique constraint violations", src/manager.js):
 * the queue fetches nothing for ANY key until the active job ends or expires, and nothing is logged.
 * The maintainer describes exactly this: "once the next job would produce a unique constraint
 * violation (with or without a singletonKey), all job processing will be blocked"
 * (timgit, 2025-01-26, https://github.com/timgit/pg-boss/pull/536, answering
 * https://github.com/timgit/pg-boss/issues/535). pg-boss later fixed the same starvation for its
 * key_strict_fifo policy by skipping keys that already have an active job
 * (https://github.com/timgit/pg-boss/pull/849, https://github.com/timgit/pg-boss/pull/871); this is
 * that fetch for pg-boss 10: a key with a running (or stuck) job holds back only its own next job.
 *
 * Two servers racing for two waiting jobs of one key (a retry and a new request) can still both
 * pass the NOT EXISTS; the second UPDATE then fails on the index, which costs that server one poll,
 * not the queue: the next poll sees the active job and skips the key.
 */
export async function takeNextJob<T>(executeSql: ExecuteSql, queue: string, lease: LeaseTimes): Promise<TakenJob<T> | null> {
  const { rows } = await executeSql(
    `with next as (
       select id from ${JOB} candidate
       where name = $1 and state < 'active' and start_after < now()
         and not exists (
           select 1 from ${JOB} running
           where running.name = $1 and running.state = 'active' and running.singleton_key = candidate.singleton_key
         )
       order by priority desc, created_on, id
       limit 1
       for update skip locked
     )
     update ${JOB} job set
       state = 'active',
       started_on = now(),
       expire_in = $2::double precision * interval '1 second',
       retry_count = case when job.started_on is not null then job.retry_count + 1 else job.retry_count end
     from next
     where job.name = $1 and job.id = next.id
     returning job.id, job.data, job.singleton_key, job.retry_count, job.retry_limit`,
    [queue, expiryOf(lease)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    data: row.data as T,
    key: (row.singleton_key as string | null) ?? null,
    retryCount: Number(row.retry_count),
    retryLimit: Number(row.retry_limit),
  };
}

/**
 * The heartbeat: the running job's lease ends `lease.seconds` from now. pg-boss 10 has no heartbeat
 * of its own (https://github.com/timgit/pg-boss/issues/436 asks for one; the answer there: maintenance
 * retries or fails active jobs once their expiration passes), so the lease is its expiration (started_on + expire_in), moved forward while the
 * server that runs the job is alive. False when the job is no longer active: it was recovered as
 * dead (this server stopped answering for longer than the lease) or finished elsewhere.
 */
export async function renewLease(executeSql: ExecuteSql, queue: string, jobId: string, lease: LeaseTimes): Promise<boolean> {
  const { rowCount } = await executeSql(
    `update ${JOB} set expire_in = (now() - started_on) + $3::double precision * interval '1 second'
     where name = $1 and id = $2 and state = 'active'`,
    [queue, jobId, expiryOf(lease)],
  );
  return rowCount > 0;
}

export type LapsedJob = { id: string; key: string | null; data: unknown; startedOn: Date };

/**
 * Active jobs whose lease ran out: their server has not renewed it for longer than the lease, so it
 * died (kill -9, power loss) or lost the database. Each is claimed by giving it a fresh lease, in the
 * same statement that finds it, so that of several servers recovering at once exactly one answers
 * each job (and, should that server die before failing it, the job lapses again and is found again).
 */
export async function claimLapsedJobs(executeSql: ExecuteSql, queue: string, lease: LeaseTimes): Promise<LapsedJob[]> {
  const { rows } = await executeSql(
    `update ${JOB} set expire_in = (now() - started_on) + $2::double precision * interval '1 second'
     where name = $1 and state = 'active' and started_on + expire_in < now() + $3::double precision * interval '1 second'
     returning id, singleton_key, data, started_on`,
    [queue, expiryOf(lease), graceOf(lease)],
  );
  return rows.map((row) => ({
    id: String(row.id),
    key: (row.singleton_key as string | null) ?? null,
    data: row.data,
    startedOn: new Date(row.started_on as string),
  }));
}

/** The states of some jobs: after pg-boss failed them, 'retry' means another attempt is due. */
export async function jobStates(executeSql: ExecuteSql, queue: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const { rows } = await executeSql(`select id, state from ${JOB} where name = $1 and id = any($2::uuid[])`, [queue, ids]);
  return new Map(rows.map((row) => [String(row.id), String(row.state)]));
}

/** The job already waiting (or running) for an account or competitor, when send declined a second one. */
export async function waitingJobId(executeSql: ExecuteSql, queue: string, key: string): Promise<string> {
  const { rows } = await executeSql(
    `select id from ${JOB} where name = $1 and singleton_key = $2 and state <= 'active' order by state asc, created_on desc limit 1`,
    [queue, key],
  );
  if (!rows[0]) throw new Error(`no ${queue} job could be queued for ${key}`);
  return String(rows[0].id);
}

import type Redis from 'ioredis';
import type { ExecuteSql } from '../../db/client';
import { SYNC_QUEUE } from '../../jobs/syncQueue';

type PartState = 'up' | 'down' | 'not configured';
export type Readiness = { database: PartState; queue: PartState; redis: PartState };

/** A check that has not answered by then counts as down: a probe must answer, whatever hangs. */
const CHECK_TIMEOUT_MS = 2_000;

type ReadinessDeps = { executeSql: ExecuteSql; redis: Redis | null };

/**
 * What the server needs to serve requests, each checked for real: the database answers a query,
 * the job queue's tables (pg-boss, in the same database) hold the sync queue, and Redis, when
 * REDIS_URL is set, answers a PING.
 */
export async function checkReadiness({ executeSql, redis }: ReadinessDeps): Promise<Readiness> {
  const [database, queue, redisState] = await Promise.all([
    check(async () => (await executeSql('select 1 as up')).rows[0]?.up === 1),
    check(async () => (await executeSql('select 1 as up from pgboss.queue where name = $1', [SYNC_QUEUE])).rows[0]?.up === 1),
    redis ? check(async () => (await redis.ping()) === 'PONG') : Promise.resolve<PartState>('not configured'),
  ]);
  return { database, queue, redis: redisState };
}

async function check(probe: () => Promise<boolean>): Promise<PartState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  try {
    return (await Promise.race([probe(), late])) ? 'up' : 'down';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** The parts that are down, in a fixed order, for the 503's message. */
export const partsDown = (readiness: Readiness): string[] => (Object.keys(readiness) as Array<keyof Readiness>).filter((part) => readiness[part] === 'down');

/**
 * Analytics answers computed once per change of the data under them (issue #23). An answer is stored
 * under everything it depends on: the query kind, the figures' definitions, the account and the user
 * whose access to it was just checked, the account's data_version (bumped by database triggers in the
 * same transaction as any write to its rows or settings, migration 0006), the clock it is read on and
 * the resolved period. So a sync, a time zone or niche change, on this server or any other sharing the
 * database, makes the next request a miss; nothing has to be told to forget anything.
 */
import type { Period } from '../../../shared/period';
import type { Db } from '../../db/client';
import { createAnswerCache, type AnswerCache } from '../../lib/answerCache';
import type { PeriodScope } from './overviewRepository';

/**
 * Bump when the definition of a figure in a cached answer changes. An in-process cache starts empty
 * with the new code anyway; the version keeps the key honest should the store ever outlive a deploy.
 */
export const ANALYTICS_DEFINITIONS_VERSION = 1;

/**
 * About a thousand answers; a two-year overview is some 70,000 characters of JSON, so the character
 * bound is what holds memory to a few tens of MB on a server with many accounts.
 */
const LIMITS = { maxEntries: 1_000, maxChars: 12_000_000 };

export type AnswerKind = 'overview' | 'content';

// One cache per database handle: a process serving two databases (tests, the bench) never mixes them.
const cachesByDatabase = new WeakMap<Db, AnswerCache>();

export function answerCacheOf(db: Db): AnswerCache {
  let cache = cachesByDatabase.get(db);
  if (!cache) {
    cache = createAnswerCache(LIMITS);
    cachesByDatabase.set(db, cache);
  }
  return cache;
}

export function answerKey(kind: AnswerKind, scope: PeriodScope, { from, to }: Period): string {
  const { userId, accountId, dataVersion, timezone } = scope;
  return [kind, ANALYTICS_DEFINITIONS_VERSION, userId, accountId, dataVersion, timezone, from, to].join('|');
}

/** The answer for (kind, scope, period), computed by `compute` only when nothing is stored for its data version. */
export function cachedAnswer<T>(db: Db, kind: AnswerKind, scope: PeriodScope, period: Period, compute: () => Promise<T>): Promise<T> {
  return answerCacheOf(db).answer(answerKey(kind, scope, period), compute);
}

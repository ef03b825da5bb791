/**
 * The competitor list's rows computed once per change of the data under them (docs/performance.md), the way the
 * dashboard's answers are (analytics/cachedAnswers.ts): stored under the account, its data_version
 * (bumped by database triggers in the same transaction as any write to the account row, its own posts
 * and daily rows, its competitors, their snapshots and their posts: migration 0006), the clock they are
 * read on and the resolved period. A refresh, a sync or a competitor added or removed, on this server or
 * any other sharing the database, makes the next request a miss. What the version does not cover (the
 * account's token state, the competitor limit) is worked out on every request, outside the rows.
 */
import type { CompetitorRow } from '../../../shared/competitors';
import type { ClockPeriod } from '../../../shared/period';
import type { Db } from '../../db/client';
import { answerCachePerHandle, type AnswerCache } from '../../lib/answerCache';

/** Bump when the definition of a figure in the rows changes (see ANALYTICS_DEFINITIONS_VERSION). */
const LIST_DEFINITIONS_VERSION = 1;

/** A list of 50 competitors is some 25,000 characters of JSON, and is kept twice (rows, and JSON): a few hundred lists, a few tens of MB. */
const LIMITS = { maxEntries: 500, maxChars: 12_000_000 };

/** The lists' own store of a database handle, bounded apart from the analytics answers'. */
const storeOf: (db: Db) => AnswerCache = answerCachePerHandle(LIMITS);

/** Whose rows, at which version of its data, on which clock and days. */
export type ListScope = { account: { id: string; dataVersion: number }; period: ClockPeriod };

const keyOf = ({ account, period }: ListScope) =>
  ['competitors', LIST_DEFINITIONS_VERSION, account.id, account.dataVersion, period.timezone, period.from, period.to].join('|');

/** The list's rows for the scope, computed by `compute` only when nothing is stored for its data version. */
export function cachedListRows(db: Db, scope: ListScope, compute: () => Promise<CompetitorRow[]>): Promise<CompetitorRow[]> {
  return storeOf(db).answer(keyOf(scope), compute);
}

/**
 * The list as the route's own serializer writes it, stored beside its rows under the same key and what
 * else it says (`variant`: the limit and whether a competitor can be added), so a repeated request is
 * the account's lookup and a string sent.
 */
export function cachedListJson(db: Db, scope: ListScope, variant: string, serialize: () => string): Promise<string> {
  return storeOf(db).answer(`${keyOf(scope)}|json|${variant}`, () => Promise.resolve(serialize()));
}

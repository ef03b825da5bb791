/**
 * Analytics answers computed once per change of the data under them (docs/performance.md). An answer is stored
 * under everything it depends on: the query kind, the figures' definitions, the account and the user
 * whose access to it was just checked, the account's data_version (bumped by database triggers in the
 * same transaction as any write to its rows or settings, migration 0006), the clock it is read on and
 * the resolved period. So a sync, a time zone or niche change, on this server or any other sharing the
 * database, makes the next request a miss; nothing has to be told to forget anything.
 */
import type { AnalyticsQuery } from '../../../shared/analytics';
import type { ComparisonKind, Period } from '../../../shared/period';
import type { Db } from '../../db/client';
import { jsonBytes } from '../../http/jsonText';
import { answerCachePerHandle, type AnswerCache } from '../../lib/answerCache';
import type { PeriodScope } from './periodScope';
import { periodScopeOf, resolvePeriod, type ResolvedPeriod } from './periodScope';

/**
 * Bump when the definition of a figure in a cached answer changes. An in-process cache starts empty
 * with the new code anyway; the version keeps the key honest should the store ever outlive a deploy.
 */
const ANALYTICS_DEFINITIONS_VERSION = 1;

/**
 * About a thousand answers; a two-year overview is some 60,000 characters of JSON, so the character
 * bound is what holds memory to a few tens of MB on a server with many accounts.
 */
const LIMITS = { maxEntries: 1_000, maxChars: 12_000_000 };

/** The overview is cached per comparison asked for (shared/period.ts ComparisonKind). */
export type AnswerKind = `overview/${ComparisonKind}` | 'content';

/** The analytics answers' store of a database handle; the Stories figures share it (stories/cachedStories.ts). */
export const answerCacheOf: (db: Db) => AnswerCache = answerCachePerHandle(LIMITS);

function answerKey(kind: AnswerKind, scope: PeriodScope, { from, to }: Period): string {
  const { userId, accountId, dataVersion, timezone } = scope;
  return [kind, ANALYTICS_DEFINITIONS_VERSION, userId, accountId, dataVersion, timezone, from, to].join('|');
}

/** The answer for (kind, scope, period), computed by `compute` only when nothing is stored for its data version. */
export function cachedAnswer<T>(db: Db, kind: AnswerKind, scope: PeriodScope, period: Period, compute: () => Promise<T>): Promise<T> {
  return answerCacheOf(db).answer(answerKey(kind, scope, period), compute);
}

/** How an answer is computed from the stored rows of one account over one resolved period. */
export type ComputeAnswer<T> = (db: Db, scope: PeriodScope, period: ResolvedPeriod) => Promise<T>;

/** One of the user's accounts over the period asked for (another user's account answers 404): its answer of `kind`. */
export async function answerFor<T>(db: Db, userId: string, query: AnalyticsQuery, kind: AnswerKind, compute: ComputeAnswer<T>): Promise<T> {
  const { scope, period } = await askedFor(db, userId, query);
  return cachedAnswer(db, kind, scope, period, () => compute(db, scope, period));
}

/** The account (checked to be the user's) and the period on its clock that a query asks about. */
async function askedFor(db: Db, userId: string, query: AnalyticsQuery): Promise<{ scope: PeriodScope; period: ResolvedPeriod }> {
  const scope = await periodScopeOf(db, userId, query.accountId);
  return { scope, period: resolvePeriod(scope, query) };
}

/**
 * The same answer as the route's own serializer writes it (`serialize`: reply.serializeInput), encoded
 * once (jsonBytes) and kept beside the answer under the same key: a repeated request is one account
 * lookup and bytes sent.
 */
export async function answerJsonFor<T>(
  db: Db,
  userId: string,
  query: AnalyticsQuery,
  kind: AnswerKind,
  compute: ComputeAnswer<T>,
  serialize: (answer: T) => string,
): Promise<Buffer> {
  const { scope, period } = await askedFor(db, userId, query);
  const answer = () => cachedAnswer(db, kind, scope, period, () => compute(db, scope, period));
  return answerCacheOf(db).answer(`${answerKey(kind, scope, period)}|json`, async () => jsonBytes(serialize(await answer())));
}

import type { GraphClient } from '../../meta/graphClient';
import { GraphApiError } from '../../meta/graphErrors';
import { recordPeerMetrics } from '../../modules/peers/public';
import { freshAccessToken } from './accessToken';
import { syncComments } from './commentsStage';
import { syncDiscovery } from './discoveryStage';
import { DEFAULT_SYNC_LIMITS, type SyncContext, type SyncDeps } from './context';
import { syncAudience } from './audienceStage';
import { syncAccountInsights } from './insightsStage';
import { syncMedia } from './mediaStage';
import { syncProfile } from './profileStage';
import { markFailed, markPaused, markRunning, markSucceeded, reportProgress, type SyncReport } from './progress';
import { InsightsGapLog } from './insightsGaps';
import { RefusalLog } from './refusals';
import { loadAccount, updateAccount, type AccountRow } from './store';
import { SyncPausedError } from './syncPaused';

/** `refused`: Meta refused what every stage needs (the profile), e.g. a permission; retrying cannot help. */
export type SyncOutcome = 'succeeded' | 'reconnect_needed' | 'refused' | 'account_gone';

export const RECONNECT_MESSAGE = 'Instagram access expired or was revoked: reconnect the account.';

type RunningSync = { ctx: SyncContext; client: GraphClient };

/**
 * One full sync of one account: profile, daily insights, media with insights, then comments.
 * - Error 190/102 marks the account "reconnect needed" and ends quietly (retrying cannot help).
 * - A refusal of one source (missing permission, not offered) is recorded, its figures stay unknown, and
 *   the sync goes on; a refusal of the profile itself ends the sync as refused.
 * - Throttling that outlasts the Graph client's short backoff pauses the sync: SyncPausedError tells the
 *   queue when to resume. Every write is an idempotent upsert, so resuming loses and duplicates nothing.
 * - Meta failing (5xx, codes 1 and 2) or the network is recorded and rethrown for the queue's retry.
 */
export async function syncAccount(deps: SyncDeps, accountId: string, jobId: string | null = null): Promise<SyncOutcome> {
  const now = deps.now?.() ?? new Date();
  const account = await loadAccount(deps.db, accountId);
  if (!account) return 'account_gone'; // disconnected while the job waited
  if (account.needsReconnect || !account.accessTokenEnc) {
    await markFailed(deps.db, accountId, RECONNECT_MESSAGE);
    return 'reconnect_needed';
  }
  await markRunning(deps.db, accountId, jobId, now);
  let running: RunningSync | null = null;
  try {
    const accessToken = await freshAccessToken(deps, account, now);
    running = contextFor(deps, account, accessToken, now);
    const profile = await runStages(running.ctx);
    await recordPeerMetrics(deps.db, { id: accountId, followersCount: profile.followers }, now);
    await markSucceeded(deps.db, accountId, new Date(), reportOf(running));
    return 'succeeded';
  } catch (error) {
    return settleFailure(deps, account, running, error, now);
  }
}

async function settleFailure(deps: SyncDeps, account: AccountRow, running: RunningSync | null, error: unknown, now: Date): Promise<SyncOutcome> {
  const report = running ? reportOf(running) : undefined;
  if (error instanceof GraphApiError && error.kind === 'expired') {
    await updateAccount(deps.db, account.id, { needsReconnect: true });
    await markFailed(deps.db, account.id, RECONNECT_MESSAGE, report);
    return 'reconnect_needed';
  }
  if (error instanceof GraphApiError && error.kind === 'throttled') {
    const limits = deps.limits ?? DEFAULT_SYNC_LIMITS;
    const resumeAt = new Date(now.getTime() + Math.max(error.retryAfterMs ?? 0, limits.throttlePauseMs));
    await markPaused(deps.db, account.id, resumeAt, report ?? { refusals: [], insightsGaps: null, metaUsagePercent: null });
    throw new SyncPausedError(resumeAt, error.message);
  }
  if (error instanceof GraphApiError && (error.kind === 'permission' || error.kind === 'not_offered' || error.kind === 'request')) {
    await markFailed(deps.db, account.id, refusalMessage(error), report);
    return 'refused';
  }
  await markFailed(deps.db, account.id, failureMessage(error, 'sync'), report).catch(() => undefined);
  throw error;
}

/** Answers the profile counts the first stage stored. Audience demographics are read after the daily insights. */
async function runStages(ctx: SyncContext): Promise<{ followers: number; mediaCount: number }> {
  const profile = await syncProfile(ctx);
  await syncAccountInsights(ctx, profile.followers);
  await syncAudience(ctx, profile.followers);
  await syncDiscovery(ctx);
  const commentsDue = await syncMedia(ctx, profile.mediaCount);
  await syncComments(ctx, commentsDue);
  return profile;
}

function contextFor(deps: SyncDeps, account: AccountRow, accessToken: string, now: Date): RunningSync {
  const client = deps.gateway.clientFor(account.loginFlavour, accessToken);
  const ctx: SyncContext = {
    db: deps.db,
    client,
    account,
    limits: deps.limits ?? DEFAULT_SYNC_LIMITS,
    now,
    refusals: new RefusalLog(),
    insightsGaps: new InsightsGapLog(),
    progress: (stage, done, expected) => reportProgress(deps.db, account.id, stage, done, expected),
  };
  return { ctx, client };
}

const reportOf = ({ ctx, client }: RunningSync): SyncReport => ({
  refusals: ctx.refusals.list(),
  insightsGaps: ctx.insightsGaps.report(),
  metaUsagePercent: client.highestUsagePercent,
});

/** A refusal of the whole account, in the user's terms: which permission, or what Meta said. */
function refusalMessage(error: GraphApiError): string {
  if (error.kind === 'permission') {
    const which = error.permission ? `the ${error.permission} permission` : 'a permission this product needs';
    return `Meta refused the account's data: ${which} is missing. Reconnect the account and grant it.`;
  }
  return `Meta refused the account's data: ${error.message}`;
}

/** What a failed job shows until its retry: Meta's own words, or no internals at all. */
export function failureMessage(error: unknown, job: 'sync' | 'refresh'): string {
  if (error instanceof GraphApiError) return `Instagram answered: ${error.message}`;
  return `The ${job} failed unexpectedly; it will be retried.`;
}

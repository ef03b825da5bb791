import type { Db } from '../../db/client';
import type { TokenCipher } from '../../lib/tokenCipher';
import type { MetaGateway } from '../../meta/gateway';
import { GraphApiError } from '../../meta/graphErrors';
import { refreshLongLivedToken, TOKEN_REFRESH_MARGIN_MS } from '../../meta/oauth';
import { syncComments } from './commentsStage';
import { DEFAULT_SYNC_LIMITS, type SyncContext, type SyncLimits } from './context';
import { syncAccountInsights } from './insightsStage';
import { syncMedia } from './mediaStage';
import { syncProfile } from './profileStage';
import { markFailed, markRunning, markSucceeded, reportProgress } from './progress';
import { loadAccount, updateAccount, type AccountRow } from './store';
import { recordPeerMetrics } from '../../modules/peers/recordPeerMetrics';

export type SyncDeps = { db: Db; gateway: MetaGateway; cipher: TokenCipher; limits?: SyncLimits; now?: () => Date };

export type SyncOutcome = 'succeeded' | 'reconnect_needed' | 'account_gone';

export const RECONNECT_MESSAGE = 'Instagram access expired or was revoked: reconnect the account.';

/**
 * One full sync of one account: profile, daily insights, media with insights, then comments.
 * Error 190 marks the account "reconnect needed" and ends quietly (retrying cannot help); any other
 * failure is recorded and rethrown so the job queue retries with backoff.
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
  try {
    const accessToken = await freshAccessToken(deps, account, now);
    const profile = await runStages(contextFor(deps, account, accessToken, now));
    await recordPeerMetrics(deps.db, { id: accountId, followersCount: profile.followers }, now);
    await markSucceeded(deps.db, accountId, new Date());
    return 'succeeded';
  } catch (error) {
    if (error instanceof GraphApiError && error.kind === 'expired') {
      await updateAccount(deps.db, accountId, { needsReconnect: true });
      await markFailed(deps.db, accountId, RECONNECT_MESSAGE);
      return 'reconnect_needed';
    }
    await markFailed(deps.db, accountId, failureMessage(error, 'sync')).catch(() => undefined);
    throw error;
  }
}

/** Answers the profile counts the first stage stored. */
async function runStages(ctx: SyncContext): Promise<{ followers: number; mediaCount: number }> {
  const profile = await syncProfile(ctx);
  await syncAccountInsights(ctx, profile.followers);
  await syncMedia(ctx, profile.mediaCount);
  await syncComments(ctx);
  return profile;
}

function contextFor(deps: SyncDeps, account: AccountRow, accessToken: string, now: Date): SyncContext {
  return {
    db: deps.db,
    client: deps.gateway.clientFor(account.loginFlavour, accessToken),
    account,
    limits: deps.limits ?? DEFAULT_SYNC_LIMITS,
    now,
    progress: (stage, done, expected) => reportProgress(deps.db, account.id, stage, done, expected),
  };
}

/** Long-lived tokens are renewed a week before they run out, so a connection never lapses while in use. */
async function freshAccessToken(deps: SyncDeps, account: AccountRow, now: Date): Promise<string> {
  const current = deps.cipher.decrypt(account.accessTokenEnc!);
  if (!account.tokenExpiresAt || account.tokenExpiresAt.getTime() - now.getTime() > TOKEN_REFRESH_MARGIN_MS) return current;
  const renewed = await refreshLongLivedToken(deps.gateway, account.loginFlavour, current, now.getTime());
  if (!renewed) return current;
  await updateAccount(deps.db, account.id, { accessTokenEnc: deps.cipher.encrypt(renewed.accessToken), tokenExpiresAt: renewed.expiresAt });
  return renewed.accessToken;
}

/** What a failed job shows until its retry: Meta's own words, or no internals at all. */
export function failureMessage(error: unknown, job: 'sync' | 'refresh'): string {
  if (error instanceof GraphApiError) return `Instagram answered: ${error.message}`;
  return `The ${job} failed unexpectedly; it will be retried.`;
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitors, igAccounts } from '../../db/schema';
import { discoverAccount, discoveryRefusal, type DiscoveredProfile, type DiscoveryRefusal } from '../../meta/businessDiscovery';
import { GraphApiError } from '../../meta/graphErrors';
import { failureMessage, RECONNECT_MESSAGE } from '../sync/syncAccount';
import type { SyncDeps } from '../sync/context';
import { updateAccount } from '../sync/store';
import { markRefreshFailed, markRefreshRunning, markRefreshSucceeded, saveDiscovery } from './store';

export type AccountForLookup = Pick<typeof igAccounts.$inferSelect, 'id' | 'igUserId' | 'loginFlavour' | 'accessTokenEnc' | 'needsReconnect'>;

/** Why an account cannot look others up at all, or null when it can. */
export function lookupBlocker(account: AccountForLookup): string | null {
  if (account.loginFlavour === 'instagram') {
    return 'Accounts connected with Instagram Login cannot look up other accounts (business_discovery needs Facebook Login): connect this account with Facebook Login to track competitors.';
  }
  if (account.needsReconnect || !account.accessTokenEnc) return RECONNECT_MESSAGE;
  return null;
}

export function refusalMessage(refusal: DiscoveryRefusal, username: string): string {
  return refusal === 'unknown_account'
    ? `@${username} is not a business or creator account Instagram can look up: it does not exist, or it is a personal account.`
    : `@${username} is age-restricted: Instagram does not share age-gated accounts with apps.`;
}

/**
 * One business_discovery lookup through the account's own token. Error 190 marks the account
 * "reconnect needed" before it is rethrown, as a sync would.
 */
export async function lookUpCompetitor(deps: SyncDeps, account: AccountForLookup, username: string): Promise<DiscoveredProfile> {
  const client = deps.gateway.clientFor(account.loginFlavour, deps.cipher.decrypt(account.accessTokenEnc!));
  try {
    return await discoverAccount(client, account.igUserId, username);
  } catch (error) {
    if (error instanceof GraphApiError && error.kind === 'expired') await updateAccount(deps.db, account.id, { needsReconnect: true });
    throw error;
  }
}

export type RefreshOutcome = 'succeeded' | 'gone' | 'refused' | 'blocked';

/**
 * The refresh job: today's snapshot, the latest posts and the profile of one competitor. What no
 * retry can fix (a blocked account, an expired token, a refused lookup) ends quietly as failed;
 * anything else (throttling that outlasted the client's backoff, Meta down) is rethrown for the
 * queue to retry later.
 */
export async function refreshCompetitor(deps: SyncDeps, competitorId: string): Promise<RefreshOutcome> {
  const [found] = await deps.db
    .select({ competitor: competitors, account: igAccounts })
    .from(competitors)
    .innerJoin(igAccounts, eq(igAccounts.id, competitors.accountId))
    .where(eq(competitors.id, competitorId))
    .limit(1);
  if (!found) return 'gone'; // removed while the job waited
  const { competitor, account } = found;
  const blocker = lookupBlocker(account);
  if (blocker) {
    await markRefreshFailed(deps.db, competitorId, blocker);
    return 'blocked';
  }
  await markRefreshRunning(deps.db, competitorId);
  try {
    const discovered = await lookUpCompetitor(deps, account, competitor.username);
    const now = deps.now?.() ?? new Date();
    await saveDiscovery(deps.db, competitorId, discovered, now, account.timezone);
    await markRefreshSucceeded(deps.db, competitorId, new Date());
    return 'succeeded';
  } catch (error) {
    return recordFailure(deps.db, competitor, error);
  }
}

async function recordFailure(db: Db, competitor: typeof competitors.$inferSelect, error: unknown): Promise<RefreshOutcome> {
  const refusal = discoveryRefusal(error);
  if (refusal) {
    await markRefreshFailed(db, competitor.id, refusalMessage(refusal, competitor.username));
    return 'refused';
  }
  if (error instanceof GraphApiError && error.kind === 'expired') {
    await markRefreshFailed(db, competitor.id, RECONNECT_MESSAGE);
    return 'blocked';
  }
  // A missing permission or a refused request: no retry can fix it, so it ends as refused with Meta's words.
  if (error instanceof GraphApiError && (error.kind === 'permission' || error.kind === 'request' || error.kind === 'not_offered')) {
    await markRefreshFailed(db, competitor.id, failureMessage(error, 'refresh'));
    return 'refused';
  }
  await markRefreshFailed(db, competitor.id, failureMessage(error, 'refresh')).catch(() => undefined);
  throw error;
}

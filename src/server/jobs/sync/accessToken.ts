import { EXPIRED_TOKEN_CODE, GraphApiError } from '../../meta/graphErrors';
import { MIN_TOKEN_AGE_FOR_REFRESH_MS, refreshLongLivedToken, TOKEN_REFRESH_MARGIN_MS } from '../../meta/oauth';
import { updateAccount, type AccountRow } from './store';
import type { SyncDeps } from './context';

/**
 * The token a sync calls Meta with, renewed where Meta documents a renewal:
 * - demo accounts: the demo world's token never ends;
 * - past its end (tokenExpiresAt): the account needs a reconnection, and Meta is not called at all;
 * - Instagram Login: renewed with GET graph.instagram.com/refresh_access_token once fewer than 7 days
 *   remain, and only when the token is at least 24 h old ("Refresh a long-lived access token that is at
 *   least 24 hours old but has not expired",
 *   https://developers.facebook.com/docs/instagram-platform/reference/refresh_access_token). A token of
 *   unknown age (stored before token_refreshed_at existed) is renewed within the margin as before;
 * - Facebook Login: never renewed. Meta documents no renewal of a long-lived token, so it is used until
 *   its real end and the app asks the user to reconnect in its last week (connectors/accessEnd.ts).
 */
export async function freshAccessToken(deps: SyncDeps, account: AccountRow, now: Date): Promise<string> {
  if (!account.accessTokenEnc) return reconnectNeeded(deps, account, 'No Instagram access token is stored for this account.');
  const current = deps.cipher.decrypt(account.accessTokenEnc);
  if (account.loginFlavour === 'demo') return current;
  if (account.tokenExpiresAt && account.tokenExpiresAt.getTime() <= now.getTime()) {
    return reconnectNeeded(deps, account, `Instagram access ended on ${account.tokenExpiresAt.toISOString()}.`);
  }
  if (!renewalDue(account, now)) return current;
  return renewed(deps, account, current, now);
}

/** Instagram Login only: within the margin of its end, and at least 24 h old (or of unknown age). */
function renewalDue(account: Pick<AccountRow, 'loginFlavour' | 'tokenExpiresAt' | 'tokenRefreshedAt'>, now: Date): boolean {
  if (account.loginFlavour !== 'instagram' || !account.tokenExpiresAt) return false;
  if (account.tokenExpiresAt.getTime() - now.getTime() > TOKEN_REFRESH_MARGIN_MS) return false;
  return !account.tokenRefreshedAt || now.getTime() - account.tokenRefreshedAt.getTime() >= MIN_TOKEN_AGE_FOR_REFRESH_MS;
}

async function renewed(deps: SyncDeps, account: AccountRow, current: string, now: Date): Promise<string> {
  try {
    const token = await refreshLongLivedToken(deps.gateway, account.loginFlavour, current, now.getTime());
    if (!token) return current;
    await updateAccount(deps.db, account.id, {
      accessTokenEnc: deps.cipher.encrypt(token.accessToken),
      tokenExpiresAt: token.expiresAt,
      tokenRefreshedAt: now,
    });
    return token.accessToken;
  } catch (error) {
    if (error instanceof GraphApiError && error.kind === 'expired') return reconnectNeeded(deps, account, error.message);
    // The current token still works for days: this sync goes on with it and the next one renews. Should
    // renewal keep failing, the profile's reconnectBy warns the user before the token ends.
    return current;
  }
}

/** Marks the account and stops the sync the way Meta's own 190 does (the sync's expired-token path). */
async function reconnectNeeded(deps: SyncDeps, account: AccountRow, reason: string): Promise<never> {
  await updateAccount(deps.db, account.id, { needsReconnect: true });
  throw new GraphApiError('expired', `${reason} Reconnect the account.`, { code: EXPIRED_TOKEN_CODE });
}

import type { AccountRow } from './repository';

const DAY_MS = 86_400_000;

/**
 * A Facebook Login token cannot be renewed (Meta documents no renewal of a long-lived token), so the app
 * asks for a reconnection from this long before it ends.
 */
const RECONNECT_WARNING_MS = 7 * DAY_MS;
/**
 * An Instagram Login token renews itself at each sync in its last week (jobs/sync/accessToken.ts); with
 * less than this left, renewal has evidently failed and only a reconnection keeps the account syncing.
 */
const RENEWAL_OVERDUE_MS = 2 * DAY_MS;

/** When Meta's access for this account ends; null for the demo accounts, whose token never does. */
export function accessEndOf(account: Pick<AccountRow, 'loginFlavour' | 'tokenExpiresAt'>): Date | null {
  return account.loginFlavour === 'demo' ? null : account.tokenExpiresAt;
}

/** The access end, when the user should reconnect before it (see RECONNECT_WARNING_MS and RENEWAL_OVERDUE_MS); null otherwise. */
export function reconnectByOf(account: Pick<AccountRow, 'loginFlavour' | 'tokenExpiresAt'>, now: Date): Date | null {
  const end = accessEndOf(account);
  if (!end) return null;
  const warnFrom = account.loginFlavour === 'instagram' ? RENEWAL_OVERDUE_MS : RECONNECT_WARNING_MS;
  return end.getTime() - now.getTime() <= warnFrom ? end : null;
}

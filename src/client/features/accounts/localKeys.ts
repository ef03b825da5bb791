import type { ConnectedAccount } from '../../../shared/connectors';

/** The Instagram keys kept in the browser's local storage. */
const INSTAGRAM_LOCAL_KEYS = ['fbUserId', 'businessAccountId', 'username'] as const;

/**
 * Written for the selected account: businessAccountId is our account id (what every API call takes),
 * username its @name, fbUserId the Facebook Page linked to it (absent with Instagram Login).
 */
export function writeInstagramKeys(account: ConnectedAccount): void {
  localStorage.setItem('businessAccountId', account.accountId);
  localStorage.setItem('username', account.accountName);
  if (account.pageId) localStorage.setItem('fbUserId', account.pageId);
  else localStorage.removeItem('fbUserId');
}

/** Disconnecting (and signing out) clears them. */
export function clearInstagramKeys(): void {
  for (const key of INSTAGRAM_LOCAL_KEYS) localStorage.removeItem(key);
}

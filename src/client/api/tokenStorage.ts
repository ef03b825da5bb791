import { KEY_PREFIX } from 'redux-persist/lib/constants';
import type { TokenPair } from '../../shared/auth';

/*
 * The session as redux-persist stores it in localStorage, read and written without loading
 * redux-persist itself: the public pages peek at it before the store exists (to decide whether the
 * store must load at once), and the refresh re-reads it under the cross-tab lock.
 */

/** redux-persist's key for the session slice; sessionPersistence.ts configures the persistence with it. */
export const SESSION_PERSIST_KEY = 'session';
export const SESSION_STORAGE_KEY = `${KEY_PREFIX}${SESSION_PERSIST_KEY}`;

type StoredRecord = Record<string, string>;

function readRecord(): StoredRecord | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredRecord) : null;
  } catch {
    return null;
  }
}

/** Each field is JSON-encoded inside the JSON record (redux-persist's format). */
function field(record: StoredRecord, name: keyof TokenPair): string | null {
  try {
    const value: unknown = JSON.parse(record[name] ?? 'null');
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

function readTokenFields(): Partial<TokenPair> {
  const record = readRecord();
  if (!record) return {};
  return { accessToken: field(record, 'accessToken') ?? undefined, refreshToken: field(record, 'refreshToken') ?? undefined };
}

/**
 * Whether this browser holds a session to restore: the same rule as the session slice's rehydration
 * (either token means "check it"), so the public pages load the store exactly when it would sign in.
 */
export function hasStoredSession(): boolean {
  const { accessToken, refreshToken } = readTokenFields();
  return Boolean(accessToken || refreshToken);
}

/** The tokens another tab may have rotated: read straight from storage because this tab's state may be stale. */
export function readPersistedTokens(): TokenPair | null {
  const { accessToken, refreshToken } = readTokenFields();
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

/**
 * Written synchronously while the cross-tab lock is held: redux-persist writes on a later tick,
 * and a tab that took the lock in between would otherwise spend the already-rotated refresh token.
 */
export function writePersistedTokens(tokens: TokenPair): void {
  const record = readRecord();
  if (!record) return; // nothing persisted (tests, private mode): redux-persist owns the first write
  record.accessToken = JSON.stringify(tokens.accessToken);
  record.refreshToken = JSON.stringify(tokens.refreshToken);
  try {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the in-memory session still works for this tab.
  }
}

import storage from 'redux-persist/lib/storage';
import type { PersistConfig } from 'redux-persist';
import type { TokenPair } from '../../../shared/auth';
import type { SessionState } from './sessionSlice';

/** SPEC §3: the tokens and the user JSON are kept in localStorage; the status is re-checked on every load. */
export const sessionPersistConfig: PersistConfig<SessionState> = {
  key: 'session',
  storage,
  whitelist: ['accessToken', 'refreshToken', 'user'],
};

export const SESSION_STORAGE_KEY = `persist:${sessionPersistConfig.key}`;

type StoredRecord = Record<string, string>;

function readRecord(): StoredRecord | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredRecord) : null;
  } catch {
    return null;
  }
}

function field(record: StoredRecord, name: keyof TokenPair): string | null {
  try {
    const value: unknown = JSON.parse(record[name] ?? 'null');
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The tokens another tab may have rotated: read straight from storage (redux-persist's format,
 * each field JSON-encoded inside a JSON record) because this tab's state may be stale.
 */
export function readPersistedTokens(): TokenPair | null {
  const record = readRecord();
  if (!record) return null;
  const accessToken = field(record, 'accessToken');
  const refreshToken = field(record, 'refreshToken');
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

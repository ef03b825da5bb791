import storage from 'redux-persist/lib/storage';
import type { PersistConfig } from 'redux-persist';
import type { SessionState } from './sessionSlice';
import { SESSION_PERSIST_KEY } from '../../api/tokenStorage';

/** The tokens and the user JSON are kept in localStorage; the status is re-checked on every load. */
export const sessionPersistConfig: PersistConfig<SessionState> = {
  key: SESSION_PERSIST_KEY,
  storage,
  whitelist: ['accessToken', 'refreshToken', 'user'],
};

import { isAnyOf } from '@reduxjs/toolkit';
import { purgeStoredState } from 'redux-persist';
import type { AppStartListening } from '../../app/listenerMiddleware';
import { api } from '../../api/api';
import { sessionExpired, signedOut } from './sessionSlice';
import { sessionPersistConfig } from './sessionPersistence';

/** Logging out (or losing the session) clears the stored tokens and user and all cached data. */
export function addSessionListeners(startAppListening: AppStartListening): void {
  startAppListening({
    matcher: isAnyOf(signedOut, sessionExpired),
    effect: async (_action, listenerApi) => {
      listenerApi.dispatch(api.util.resetApiState());
      await purgeStoredState(sessionPersistConfig);
    },
  });
}

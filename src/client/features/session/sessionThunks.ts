import type { AppThunk } from '../../app/store';
import { sessionApi } from './sessionApi';
import { profileLoaded, sessionCheckFailed, signedOut } from './sessionSlice';

/** Verifies stored tokens with GET /api/users/profile; a dead session signs out inside the refresh. */
export const checkSession = (): AppThunk<Promise<void>> => async (dispatch) => {
  const result = await dispatch(sessionApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true, subscribe: false }));
  // A no-op unless still checking: a dead session has already signed out during the refresh.
  dispatch(result.data ? profileLoaded(result.data) : sessionCheckFailed());
};

export interface SignOutOptions {
  /** The server has already ended the session (the account was deleted): a logout call would only 401 and try a refresh. */
  endedOnServer?: boolean;
}

/** Sign out always ends the local session; a failed server call is only logged. */
export const signOut =
  ({ endedOnServer = false }: SignOutOptions = {}): AppThunk<Promise<void>> =>
  async (dispatch) => {
    if (!endedOnServer) {
      try {
        await dispatch(sessionApi.endpoints.logout.initiate()).unwrap();
      } catch (error) {
        console.error('Logout failed', error);
      }
    }
    dispatch(signedOut());
  };

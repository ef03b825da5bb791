import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import type { TokenPair, User } from '../../../shared/auth';
import { sessionExpired, tokensRefreshed } from '../../api/sessionEvents';

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';
/** Why the last session ended: the user signed out, or the refresh token stopped working. */
type SignOutReason = 'user' | 'expired';

export interface SessionState {
  status: SessionStatus;
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
  signOutReason: SignOutReason | null;
  /** Epoch ms of the last forced sign-out; the router redirects to /login when it changes. */
  expiredAt: number | null;
}

export const initialSessionState: SessionState = {
  status: 'signedOut',
  accessToken: null,
  refreshToken: null,
  user: null,
  signOutReason: null,
  expiredAt: null,
};

type SignedInPayload = TokenPair & { user: User };
type RehydrateAction = { type: typeof REHYDRATE; key: string; payload?: Partial<SessionState> };

const signedOutState = (reason: SignOutReason, expiredAt: number | null): SessionState => ({
  ...initialSessionState,
  signOutReason: reason,
  expiredAt,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(_state, action: PayloadAction<SignedInPayload>) {
      const { user, accessToken, refreshToken } = action.payload;
      return { ...initialSessionState, status: 'signedIn', user, accessToken, refreshToken };
    },
    profileLoaded(state, action: PayloadAction<User>) {
      if (!state.accessToken) return;
      state.user = action.payload;
      state.status = 'signedIn';
    },
    /** The profile call failed for a reason other than an ended session (offline, 5xx): keep the stored session. */
    sessionCheckFailed(state) {
      if (state.status === 'checking') state.status = state.accessToken ? 'signedIn' : 'signedOut';
    },
    signedOut: () => signedOutState('user', null),
  },
  extraReducers: (builder) => {
    builder.addCase(tokensRefreshed, (state, action) => {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
    });
    builder.addCase(sessionExpired, (_state, action) => signedOutState('expired', action.payload.at));
    // The status is not persisted: stored tokens must be verified against the server first.
    builder.addCase(REHYDRATE, (state, action) => {
      const { key, payload } = action as unknown as RehydrateAction;
      if (key !== 'session') return;
      state.status = payload?.refreshToken || payload?.accessToken ? 'checking' : 'signedOut';
    });
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectAccessToken: (state) => state.accessToken,
    selectCurrentUser: (state) => state.user,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectExpiredAt: (state) => state.expiredAt,
  },
});

export { sessionExpired, tokensRefreshed };
export const { signedIn, profileLoaded, sessionCheckFailed, signedOut } = sessionSlice.actions;
export const { selectSessionStatus, selectAccessToken, selectCurrentUser, selectIsSignedIn, selectExpiredAt } = sessionSlice.selectors;

import { REHYDRATE } from 'redux-persist';
import { makeStore } from '../../app/store';
import { signedInState, testUser } from '../../test/fixtures';
import {
  profileLoaded,
  selectAccessToken,
  selectCurrentUser,
  selectIsSignedIn,
  selectSessionStatus,
  sessionCheckFailed,
  sessionExpired,
  sessionSlice,
  signedIn,
  signedOut,
  tokensRefreshed,
} from './sessionSlice';

describe('session slice', () => {
  it('starts signed out', () => {
    expect(selectSessionStatus(makeStore().getState())).toBe('signedOut');
  });

  it('signs in with user and tokens', () => {
    const store = makeStore();
    store.dispatch(signedIn({ user: testUser, accessToken: 'a', refreshToken: 'r' }));
    const state = store.getState();
    expect(selectIsSignedIn(state)).toBe(true);
    expect(selectCurrentUser(state)).toEqual(testUser);
    expect(selectAccessToken(state)).toBe('a');
  });

  it('replaces both tokens on refresh', () => {
    const store = makeStore(signedInState());
    store.dispatch(tokensRefreshed({ accessToken: 'a2', refreshToken: 'r2' }));
    expect(store.getState().session).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', status: 'signedIn' });
  });

  it('moves from checking to signed in when the profile loads', () => {
    const store = makeStore(signedInState({ status: 'checking', user: null }));
    store.dispatch(profileLoaded(testUser));
    expect(selectSessionStatus(store.getState())).toBe('signedIn');
    expect(selectCurrentUser(store.getState())).toEqual(testUser);
  });

  it('keeps the stored session when the check fails for another reason than an ended session', () => {
    const store = makeStore(signedInState({ status: 'checking' }));
    store.dispatch(sessionCheckFailed());
    expect(selectSessionStatus(store.getState())).toBe('signedIn');
  });

  it('clears tokens and user on sign-out and on expiry, remembering why', () => {
    const store = makeStore(signedInState());
    store.dispatch(signedOut());
    expect(store.getState().session).toMatchObject({ status: 'signedOut', accessToken: null, refreshToken: null, user: null, signOutReason: 'user' });
    store.dispatch(signedIn({ user: testUser, accessToken: 'a', refreshToken: 'r' }));
    store.dispatch(sessionExpired());
    expect(store.getState().session).toMatchObject({ status: 'signedOut', accessToken: null, user: null, signOutReason: 'expired' });
    expect(typeof store.getState().session.expiredAt).toBe('number');
  });

  it('on rehydration checks stored tokens and stays signed out without them', () => {
    const reduce = sessionSlice.reducer;
    const withTokens = reduce(undefined, { type: REHYDRATE, key: 'session', payload: { refreshToken: 'r', accessToken: 'a' } });
    expect(withTokens.status).toBe('checking');
    const empty = reduce(undefined, { type: REHYDRATE, key: 'session', payload: undefined });
    expect(empty.status).toBe('signedOut');
    const otherKey = reduce(undefined, { type: REHYDRATE, key: 'theme', payload: { value: 'dark' } });
    expect(otherKey.status).toBe('signedOut');
  });
});

import { persistStore, type Persistor } from 'redux-persist';
import { makeStore } from '../app/store';
import { testUser } from '../test/fixtures';
import { signedIn, signedOut } from '../features/session';
import { hasStoredSession, readPersistedTokens } from './tokenStorage';

/** Lets redux-persist finish its asynchronous writes (it flushes on a later tick). */
async function flushed(persistor: Persistor) {
  await persistor.flush();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A store persisted like the app's, once redux-persist has rehydrated it. */
function persistedStore() {
  const store = makeStore();
  return new Promise<{ store: typeof store; persistor: Persistor }>((resolve) => {
    const persistor = persistStore(store, null, () => resolve({ store, persistor }));
  });
}

describe('the stored session peek', () => {
  it('finds nothing in an empty browser', () => {
    expect(hasStoredSession()).toBe(false);
    expect(readPersistedTokens()).toBeNull();
  });

  it('sees the session exactly as redux-persist stores it, and its end', async () => {
    const { store, persistor } = await persistedStore();

    store.dispatch(signedIn({ user: testUser, accessToken: 'access-1', refreshToken: 'refresh-1' }));
    await flushed(persistor);
    expect(hasStoredSession()).toBe(true);
    expect(readPersistedTokens()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });

    // Sign-out purges the stored session (session listeners): the public pages then load without the store.
    store.dispatch(signedOut());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flushed(persistor);
    expect(hasStoredSession()).toBe(false);
    persistor.pause();
  });

  it('ignores a damaged record', () => {
    window.localStorage.setItem('persist:session', '{not json');
    expect(hasStoredSession()).toBe(false);
  });
});

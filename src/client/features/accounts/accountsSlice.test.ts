import { makeStore } from '../../app/store';
import { signedInState } from '../../test/fixtures';
import { sessionExpired, signedOut } from '../session';
import { accountSelected, accountsListed, accountsPersistConfig, selectSelectedAccountId } from './accountsSlice';

describe('accounts slice: the selected Instagram account', () => {
  it('selects the first account when none is selected', () => {
    const store = makeStore(signedInState());
    store.dispatch(accountsListed(['a1', 'a2']));
    expect(selectSelectedAccountId(store.getState())).toBe('a1');
  });

  it('keeps a choice that still exists, and falls back to the first when it disappeared', () => {
    const store = makeStore(signedInState());
    store.dispatch(accountSelected('a2'));
    store.dispatch(accountsListed(['a1', 'a2', 'a3']));
    expect(selectSelectedAccountId(store.getState())).toBe('a2');
    store.dispatch(accountsListed(['a1', 'a3']));
    expect(selectSelectedAccountId(store.getState())).toBe('a1');
    store.dispatch(accountsListed([]));
    expect(selectSelectedAccountId(store.getState())).toBeNull();
  });

  it.each([
    ['signing out', signedOut()],
    ['an expired session', sessionExpired()],
  ])('forgets the choice on %s', (_name, action) => {
    const store = makeStore(signedInState());
    store.dispatch(accountSelected('a2'));
    store.dispatch(action);
    expect(selectSelectedAccountId(store.getState())).toBeNull();
  });

  it('persists only the selected account id', () => {
    expect(accountsPersistConfig).toMatchObject({ key: 'accounts', whitelist: ['selectedAccountId'] });
  });
});

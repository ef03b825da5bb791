import { makeStore } from '../../app/store';
import { signedInState } from '../../test/fixtures';
import { sessionExpired, signedOut } from '../session';
import { demoAccounts } from '../../test/connectorsFake';
import { accountSelected, accountsConnected, accountsListed, accountsPersistConfig, selectSelectedAccountId } from './accountsSlice';

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

  it('selects the first account a connection brought in and writes its local keys', () => {
    const store = makeStore(signedInState());
    store.dispatch(accountSelected('a1'));
    store.dispatch(accountsConnected([demoAccounts[1], demoAccounts[2]]));
    expect(selectSelectedAccountId(store.getState())).toBe('a2');
    expect(localStorage.getItem('businessAccountId')).toBe('a2');
    expect(localStorage.getItem('username')).toBe('trattoria.nonnarosa');
    expect(localStorage.getItem('fbUserId')).toBe('p2');
  });

  it('keeps the choice when a connection brought in nothing', () => {
    const store = makeStore(signedInState());
    store.dispatch(accountSelected('a1'));
    store.dispatch(accountsConnected([]));
    expect(selectSelectedAccountId(store.getState())).toBe('a1');
  });

  it('leaves the local keys alone while the accounts are not listed yet, and clears them on sign-out', () => {
    const store = makeStore(signedInState());
    store.dispatch(accountsConnected([demoAccounts[0]]));
    store.dispatch(accountSelected('a1'));
    expect(localStorage.getItem('businessAccountId')).toBe('a1');
    store.dispatch(signedOut());
    expect(localStorage.getItem('businessAccountId')).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
    expect(localStorage.getItem('fbUserId')).toBeNull();
  });

  it('persists only the selected account id', () => {
    expect(accountsPersistConfig).toMatchObject({ key: 'accounts', whitelist: ['selectedAccountId'] });
  });
});

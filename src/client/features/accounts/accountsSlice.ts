import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistConfig } from 'redux-persist';
import type { ConnectedAccount } from '../../../shared/connectors';
import storage from 'redux-persist/lib/storage';
import { sessionExpired, signedOut } from '../session';

export interface AccountsState {
  /** The Instagram account every page and the chat talk about (the first one when none is chosen). */
  selectedAccountId: string | null;
}

const initialState: AccountsState = { selectedAccountId: null };

export const accountsSlice = createSlice({
  name: 'accounts',
  initialState,
  reducers: {
    accountSelected(state, action: PayloadAction<string>) {
      state.selectedAccountId = action.payload;
    },
    /** Meta's dialog connected these accounts (the first new one is what the user came for). */
    accountsConnected(state, action: PayloadAction<ConnectedAccount[]>) {
      const [first] = action.payload;
      if (first) state.selectedAccountId = first.accountId;
    },
    /** The connected accounts arrived: keep the choice while it still exists, else take the first (or none). */
    accountsListed(state, action: PayloadAction<string[]>) {
      const ids = action.payload;
      if (!state.selectedAccountId || !ids.includes(state.selectedAccountId)) state.selectedAccountId = ids[0] ?? null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState).addCase(sessionExpired, () => initialState);
  },
  selectors: {
    selectSelectedAccountId: (state) => state.selectedAccountId,
  },
});

export const accountsPersistConfig: PersistConfig<AccountsState> = { key: 'accounts', storage, whitelist: ['selectedAccountId'] };

export const { accountSelected, accountsConnected, accountsListed } = accountsSlice.actions;
export const { selectSelectedAccountId } = accountsSlice.selectors;

import { combineSlices, configureStore, type Action, type StoreEnhancer, type ThunkAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from '../api/api';
import { accountsPersistConfig, accountsSlice, addAccountsListeners, type AccountsState } from '../features/accounts';
import { chatPanelSlice, onConversationLoad, type LazyConversationSlice } from '../features/chat';
import { addSessionListeners, sessionPersistConfig, sessionSlice, type SessionState } from '../features/session';
import { themePersistConfig, themeSlice, type ThemeState } from '../features/theme';
import { toastsSlice } from '../features/toasts';
import { addWorkspacesListeners, workspacesPersistConfig, workspacesSlice, type WorkspacesState } from '../features/workspaces';
import { devToolsEnhancers } from './devtools';
import { listenerMiddleware, startAppListening } from './listenerMiddleware';

// redux-persist keeps session, theme, the selected account and the selected workspace only; the api cache is never persisted, so every load reads the server's data afresh.
// The conversation slice is injected when the chat panel first loads (onConversationLoad below).
const rootReducer = combineSlices(
  { [sessionSlice.reducerPath]: persistReducer(sessionPersistConfig, sessionSlice.reducer) },
  chatPanelSlice,
  toastsSlice,
  { [themeSlice.reducerPath]: persistReducer(themePersistConfig, themeSlice.reducer) },
  { [accountsSlice.reducerPath]: persistReducer(accountsPersistConfig, accountsSlice.reducer) },
  { [workspacesSlice.reducerPath]: persistReducer(workspacesPersistConfig, workspacesSlice.reducer) },
  api,
).withLazyLoadedSlices<LazyConversationSlice>();

export type RootState = ReturnType<typeof rootReducer>;
/** Preloaded state may omit redux-persist's bookkeeping (`_persist`), which only persistStore adds. */
export type PreloadedAppState = Partial<
  Omit<RootState, 'session' | 'theme' | 'accounts' | 'workspaces'> & {
    session: SessionState;
    theme: ThemeState;
    accounts: AccountsState;
    workspaces: WorkspacesState;
  }
>;

// The listener middleware is one module-level instance shared by every store (one per test), so its
// listeners are registered once, here, not per makeStore call.
addSessionListeners(startAppListening);
addAccountsListeners(startAppListening);
addWorkspacesListeners(startAppListening);
// The chat panel's chunk hands its conversation over as it loads (features/chat/conversationStore.ts);
// the store injects it here, so the feature needs no runtime import of the store.
onConversationLoad(({ conversationSlice, addChatListeners }) => {
  rootReducer.inject(conversationSlice);
  addChatListeners(startAppListening);
});

export interface MakeStoreOptions {
  /** Extra store enhancers, e.g. `@redux-devtools/instrument` in the time-travel test. */
  enhancers?: StoreEnhancer[];
}

export function makeStore(preloadedState?: PreloadedAppState, options: MakeStoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
    // The DevTools extension comes last, innermost: it records every action the middleware lets through.
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat([...(options.enhancers ?? []), ...devToolsEnhancers()]),
    // Connected above instead, with the sanitizers and in production builds too (app/devtools.ts).
    devTools: false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ThunkReturnType = void> = ThunkAction<ThunkReturnType, RootState, unknown, Action>;

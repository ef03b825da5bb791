import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { persistStore, type Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { signIn } from '../../features/auth';
import { selectSessionStatus, SessionSupervisor } from '../../features/session';
import { ToastArea, toastShown } from '../../features/toasts';
import type { Workspace } from '../../base/workspace/workspace';
import { makeStore, type AppStore } from '../store';

/*
 * The "workspace" chunk: the one Redux store (slices, RTK Query, redux-persist, listeners) and what
 * renders with it. The public pages render before it loads and use it through its small interface
 * (Workspace, in base/workspace/workspace.ts), so a first visit to / or /login never downloads Redux
 * (their first-load budget: docs/performance.md, "The dashboard bundle").
 */

function createWorkspace(store: AppStore, persistor: Persistor | null): Workspace {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        {persistor ? (
          <PersistGate persistor={persistor} loading={null}>
            {children}
          </PersistGate>
        ) : (
          children
        )}
      </Provider>
    );
  }
  function Services() {
    return (
      <Provider store={store}>
        <SessionSupervisor />
        <ToastArea />
      </Provider>
    );
  }
  return {
    store,
    subscribe: (listener) => store.subscribe(listener),
    sessionStatus: () => selectSessionStatus(store.getState()),
    signIn: (request) => store.dispatch(signIn(request)),
    showToast: (toast) => {
      store.dispatch(toastShown(toast));
    },
    Providers,
    Services,
  };
}

const workspacesOfProvidedStores = new WeakMap<AppStore, Workspace>();

/** The workspace around a store made elsewhere (component tests hand in theirs), one per store. */
export function workspaceFor(store: AppStore): Workspace {
  let workspace = workspacesOfProvidedStores.get(store);
  if (!workspace) {
    workspace = createWorkspace(store, null);
    workspacesOfProvidedStores.set(store, workspace);
  }
  return workspace;
}

let appWorkspace: Promise<Workspace> | null = null;

/**
 * The app's one store, created on first use; resolves once redux-persist has restored the session,
 * so the guards never mistake "not restored yet" for "signed out".
 */
export function startAppWorkspace(): Promise<Workspace> {
  appWorkspace ??= new Promise((resolve) => {
    const store = makeStore();
    // persistStore calls back once every persisted slice has been rehydrated.
    const persistor = persistStore(store, null, () => resolve(createWorkspace(store, persistor)));
  });
  return appWorkspace;
}

import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { api } from '../api/api';
import { ROUTER_FUTURE } from '../base/routerFuture';
import { makeStore, type AppStore, type PreloadedAppState } from '../app/store';
import { darkTheme } from '../base/theme';
import { ProvidedStoreContext } from '../base/workspace/WorkspaceContext';

type UserEventOptions = Parameters<typeof userEvent.setup>[0];

export interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: PreloadedAppState;
  store?: AppStore;
  /** MemoryRouter history, e.g. ['/app/dashboard']. */
  initialEntries?: string[];
  /** With fake timers pass `{ advanceTimers: jest.advanceTimersByTime }`. */
  userEventOptions?: UserEventOptions;
  /**
   * For <AppRoutes />: whether the workspace (the store) counts as loaded from the start, like a user
   * already in the app (the default), or loads only when a page needs it, like a first visit.
   */
  workspace?: 'loaded' | 'on-demand';
}

/**
 * Renders with a fresh store (or the given one), the dark theme and a MemoryRouter. The store is also
 * handed to the workspace host, so <AppRoutes /> uses it instead of creating the app's own.
 */
const renderedStores = new Set<AppStore>();

/**
 * Waits (briefly) for the queries the rendered stores still have in flight. Called after each test
 * (setup.ts): a request answered after its test has ended would dispatch, and log, into the next one,
 * and a log after the last test fails the whole jest run.
 */
export async function settleRenderedStores(limitMs = 2000): Promise<void> {
  const running = [...renderedStores].flatMap((store) => store.dispatch(api.util.getRunningQueriesThunk()));
  renderedStores.clear();
  await Promise.race([Promise.allSettled(running), new Promise((resolve) => setTimeout(resolve, limitMs))]);
}

export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const { preloadedState, store = makeStore(preloadedState), initialEntries = ['/'], userEventOptions, workspace = 'loaded', ...renderOptions } = options;
  renderedStores.add(store);
  const provided = { store, loadedAtStart: workspace === 'loaded' };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <ProvidedStoreContext.Provider value={provided}>
          <ThemeProvider theme={darkTheme}>
            <MemoryRouter initialEntries={initialEntries} future={ROUTER_FUTURE}>
              {children}
            </MemoryRouter>
          </ThemeProvider>
        </ProvidedStoreContext.Provider>
      </Provider>
    );
  }
  return { store, user: userEvent.setup(userEventOptions), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { makeStore, type AppStore, type PreloadedAppState } from '../app/store';
import { darkTheme } from '../app/theme';

type UserEventOptions = Parameters<typeof userEvent.setup>[0];

export interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: PreloadedAppState;
  store?: AppStore;
  /** MemoryRouter history, e.g. ['/app/dashboard']. */
  initialEntries?: string[];
  /** With fake timers pass `{ advanceTimers: jest.advanceTimersByTime }`. */
  userEventOptions?: UserEventOptions;
}

/** Renders with a fresh store (or the given one), the dark theme and a MemoryRouter. */
export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const {
    preloadedState,
    store = makeStore(preloadedState),
    initialEntries = ['/'],
    userEventOptions,
    ...renderOptions
  } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <ThemeProvider theme={darkTheme}>
          <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
        </ThemeProvider>
      </Provider>
    );
  }
  return { store, user: userEvent.setup(userEventOptions), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

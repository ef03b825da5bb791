import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { ThemeProvider } from 'styled-components';
import { ToastArea } from '../features/toasts/ToastArea';
import { AppRoutes } from './AppRoutes';
import { GlobalStyle } from './GlobalStyle';
import type { AppStore } from './store';
import { darkTheme } from './theme';

/** SPEC §1: the interface is always dark, whatever the stored preference says. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={darkTheme}>
        <GlobalStyle />
        {children}
        <ToastArea />
      </ThemeProvider>
    </Provider>
  );
}

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <AppProviders store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PersistGate>
    </AppProviders>
  );
}

import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AppRoutes } from './AppRoutes';
import { GlobalStyle } from './GlobalStyle';
import { ROUTER_FUTURE } from '../base/routerFuture';
import { darkTheme } from '../base/theme';

/**
 * The interface is always dark, whatever the stored preference says. The store is not made
 * here: it lives in the lazily loaded workspace chunk (app/workspace), mounted by AppRoutes.
 */
export function App() {
  return (
    <ThemeProvider theme={darkTheme}>
      <GlobalStyle />
      <BrowserRouter future={ROUTER_FUTURE}>
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}

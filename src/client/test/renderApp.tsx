import { AppRoutes } from '../app/AppRoutes';
import type { PreloadedAppState } from '../app/store';
import { UrlProbe } from './LocationProbe';
import { renderWithProviders } from './renderWithProviders';

/** The whole app at `url`, with the current URL readable by tests (`getByTestId('url')`). */
export function renderAppAt(url: string, preloadedState?: PreloadedAppState) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <UrlProbe />
    </>,
    { initialEntries: [url], preloadedState },
  );
}

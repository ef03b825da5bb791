import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { AppRoutes } from '../../app/AppRoutes';
import type { AppStore, PreloadedAppState } from '../../app/store';
import { signedInState } from '../../test/fixtures';
import { UrlProbe } from '../../test/LocationProbe';
import { renderWithProviders } from '../../test/renderWithProviders';
import { unknownAddressMessage } from './UnknownAddress';

/** The app's routes under StrictMode, which runs every effect twice as React may in production too. */
const renderTwiceEffectsAt = (url: string, preloadedState?: PreloadedAppState) =>
  renderWithProviders(
    <StrictMode>
      <AppRoutes />
      <UrlProbe />
    </StrictMode>,
    { initialEntries: [url], preloadedState },
  );

const toastsOf = (store: AppStore) => Object.values(store.getState().toasts.entities);

describe('an address no page has', () => {
  it.each([
    ['signed out', '/no/such/page?from=mail', undefined, '/'],
    ['signed in', '/app/no-such-page', signedInState(), '/app/dashboard'],
  ])('sends a visitor %s on from %s and says so once, though the effect runs twice', async (_who, url, state, home) => {
    const { store } = renderTwiceEffectsAt(url, state);
    await waitFor(() => expect(toastsOf(store).map((toast) => toast.message)).toEqual([unknownAddressMessage(url)]));
    expect(toastsOf(store)[0].type).toBe('warning');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(new RegExp(`^${home}$`)));
    expect(toastsOf(store)).toHaveLength(1);
  });

  it('words the message as a person reads it, naming the address as typed', () => {
    expect(unknownAddressMessage('/x?y=1')).toBe('There is no page at /x?y=1: the link may be mistyped, or the page may have moved.');
  });
});

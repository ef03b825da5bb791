import { Component, Suspense, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { lazyWithPreloadError, PRELOAD_ERROR_EVENT } from './lazyWithPreloadError';
import { installPreloadErrorReload } from './preloadErrorReload';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

const chunkError = () => new Error('Loading chunk page-dashboard failed');

function renderLazy(load: () => Promise<{ default: () => ReactNode }>) {
  const Page = lazyWithPreloadError(load);
  return render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );
}

describe('lazyWithPreloadError', () => {
  it('renders the page when the chunk loads', async () => {
    renderLazy(async () => ({ default: () => <h1>Loaded page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });

  it('raises a cancelable preload-error event and throws when nobody handles it', async () => {
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLazy(() => Promise.reject(chunkError()));
    expect(await screen.findByText('Failed: Loading chunk page-dashboard failed')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0].cancelable).toBe(true);
    expect((seen[0] as CustomEvent).detail).toBeInstanceOf(Error);
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    jest.restoreAllMocks();
  });

  it('renders nothing and does not throw when a listener handles the event', async () => {
    const handle = (event: Event) => event.preventDefault();
    window.addEventListener(PRELOAD_ERROR_EVENT, handle);
    renderLazy(() => Promise.reject(chunkError()));
    await waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument());
    expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
    window.removeEventListener(PRELOAD_ERROR_EVENT, handle);
  });
});

describe('installPreloadErrorReload', () => {
  it('reloads once and marks the event handled, then lets a repeated failure through', () => {
    const reload = jest.fn();
    const uninstall = installPreloadErrorReload(reload);
    const first = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true });
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    const second = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true });
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    uninstall();
  });
});

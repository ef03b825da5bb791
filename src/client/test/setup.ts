import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setApiBaseUrl } from '../api/apiBaseUrl';
import { settleRenderedStores } from './renderWithProviders';

// findBy/waitFor give up after 10 s instead of 1 s: lazy chunks and loopback round trips run slower on
// a busy machine (the server suites share it), and a file's first test also pays the cold transform of
// its page's modules (over 3 s at a load average of 9 on 2 cores). A passing test waits no longer than before.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => settleRenderedStores());

/**
 * jsdom has no layout: matchMedia answers width queries from window.innerWidth and re-fires
 * `change` on a resize event, so tests can switch between the 375px and 1440px layouts.
 */
type Listener = (event: MediaQueryListEvent) => void;

function evaluate(query: string): boolean {
  const width = window.innerWidth;
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

function createMediaQueryList(query: string): MediaQueryList {
  const listeners = new Set<Listener>();
  let matches = evaluate(query);
  // One resize listener per distinct query (lists are cached below), so nothing leaks between renders.
  const onResize = () => {
    const next = evaluate(query);
    if (next === matches) return;
    matches = next;
    listeners.forEach((listener) => listener({ matches, media: query } as MediaQueryListEvent));
  };
  window.addEventListener('resize', onResize);
  return {
    get matches() {
      return evaluate(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
}

const mediaQueryLists = new Map<string, MediaQueryList>();
function matchMedia(query: string): MediaQueryList {
  let list = mediaQueryLists.get(query);
  if (!list) {
    list = createMediaQueryList(query);
    mediaQueryLists.set(query, list);
  }
  return list;
}
Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: matchMedia });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};

const DESKTOP_WIDTH = 1440;

beforeEach(() => {
  window.innerWidth = DESKTOP_WIDTH;
});

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  setApiBaseUrl(null);
});

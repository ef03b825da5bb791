import { lazy, type ComponentType } from 'react';

export const PRELOAD_ERROR_EVENT = 'preload-error';

/** Renders nothing: the page is being replaced (e.g. the handler reloads to fetch the new build). */
const Nothing = () => null;

/**
 * React.lazy with SPEC §8's failure path: a chunk that fails to load (typically after a redeploy
 * removed the old hashed files) raises a cancelable `preload-error` event on window, and the error
 * is thrown only if no listener handled it with preventDefault().
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithPreloadError<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      const event = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: error });
      window.dispatchEvent(event);
      if (!event.defaultPrevented) throw error;
      return { default: Nothing as unknown as T };
    }
  });
}

import { lazy, type ComponentType } from 'react';

export const PRELOAD_ERROR_EVENT = 'preload-error';

/** Renders nothing: the page is being replaced (e.g. the handler reloads to fetch the new build). */
const Nothing = () => null;

/**
 * The failure path for any chunk import: a chunk that fails to load (typically after a redeploy
 * removed the old hashed files) raises a cancelable `preload-error` event on window. Returns whether
 * a listener handled it with preventDefault() (e.g. by reloading the page).
 */
export function reportPreloadError(error: unknown): boolean {
  const event = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: error });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** React.lazy with the preload-error event: the error is thrown only if nobody handled it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithPreloadError<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      if (!reportPreloadError(error)) throw error;
      return { default: Nothing as unknown as T };
    }
  });
}

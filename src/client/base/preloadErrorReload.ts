import { PRELOAD_ERROR_EVENT } from './lazyWithPreloadError';

const RELOADED_AT_KEY = 'preload-error-reloaded-at';
/** A second failure this soon after a reload means reloading does not help; let the error show. */
const RELOAD_GUARD_MS = 60_000;

/**
 * The default handler: a missing chunk usually means a new build was deployed, so reload once to get
 * the new index.html. sessionStorage remembers the reload so a chunk that is truly broken cannot loop.
 */
export function installPreloadErrorReload(reload: () => void = () => window.location.reload()): () => void {
  const onPreloadError = (event: Event) => {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    event.preventDefault();
    reload();
  };
  window.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  return () => window.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
}

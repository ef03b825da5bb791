/**
 * Where the API lives. The SPA is served by the API server, so the page's own origin is the default;
 * tests (and a split dev setup) point it elsewhere. A function, not a constant, because jsdom's fetch
 * needs absolute URLs and tests start their loopback server after the modules load.
 */
let configuredOrigin: string | null = null;

export function setApiBaseUrl(origin: string | null): void {
  configuredOrigin = origin ? origin.replace(/\/+$/, '') : null;
}

function apiOrigin(): string {
  return configuredOrigin ?? window.location.origin;
}

/** apiUrl('/auth/refresh') → 'https://host/api/auth/refresh' */
export function apiUrl(path: string): string {
  return `${apiOrigin()}/api${path.startsWith('/') ? path : `/${path}`}`;
}

/** Whether `url` (its query aside) is `path` itself or an address below it. */
export function isAtOrBelow(url: string, path: string): boolean {
  if (!url.startsWith(path)) return false;
  const next = url[path.length];
  return next === undefined || next === '/' || next === '?';
}

/** Whether `url` (its query aside) is exactly `path`. */
export function isExactly(url: string, path: string): boolean {
  return url.startsWith(path) && (url.length === path.length || url[path.length] === '?');
}

/** /api and everything below it: the API's own addresses, where a path no route takes gets a JSON 404, never the SPA. */
export const isApiPath = (url: string): boolean => isAtOrBelow(url, '/api');

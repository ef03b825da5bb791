import { useLocation } from 'react-router-dom';

/** Renders the router's current path so tests can assert redirects. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** The path with its query string, for tests about what a page keeps in (or removes from) the URL. */
export function UrlProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="url">{`${pathname}${search}`}</span>;
}

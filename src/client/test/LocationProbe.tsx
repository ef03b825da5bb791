import { useLocation } from 'react-router-dom';

/** Renders the router's current path so tests can assert redirects. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

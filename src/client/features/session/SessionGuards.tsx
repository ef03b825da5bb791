import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useRequiredWorkspace, useSessionStatus } from '../../base/workspace/WorkspaceContext';
import { PageSpinner } from '../../components/Spinner';
import { useAfterSignInPath, type SignInFromState } from './loginPaths';

/*
 * The guards read the session through the workspace host rather than react-redux: they sit in the
 * entry chunk, and the public pages they wrap render before (or without) the store.
 */

const SESSION_CHECK_LABEL = 'Checking your session';

/** /app/*: signed-in users only; others go to /login and come back afterwards. The store loads here. */
export function RequireAuth() {
  const workspace = useRequiredWorkspace();
  const status = useSessionStatus();
  const location = useLocation();
  if (!workspace || status === 'checking') return <PageSpinner label={SESSION_CHECK_LABEL} />;
  if (status === 'signedOut') {
    const state: SignInFromState = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  return (
    <workspace.Providers>
      <Outlet />
    </workspace.Providers>
  );
}

/** / and /login: a signed-in user belongs in the app. Without a stored session this renders at once. */
export function RedirectIfSignedIn() {
  const status = useSessionStatus();
  const afterSignIn = useAfterSignInPath();
  if (status === 'checking') return <PageSpinner label={SESSION_CHECK_LABEL} />;
  if (status === 'signedIn') return <Navigate to={afterSignIn} replace />;
  return <Outlet />;
}

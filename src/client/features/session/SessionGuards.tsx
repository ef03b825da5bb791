import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageSpinner } from '../../components/Spinner';
import { isLoginPath } from './loginPaths';
import { selectExpiredAt, selectSessionStatus } from './sessionSlice';
import { checkSession } from './sessionThunks';

export const SESSION_CHECK_LABEL = 'Checking your session';
export const HOME_AFTER_SIGN_IN = '/app/dashboard';

type FromState = { from?: string } | null;

/** /app/*: signed-in users only; others go to /login and come back afterwards. */
export function RequireAuth() {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  if (status === 'checking') return <PageSpinner label={SESSION_CHECK_LABEL} />;
  if (status === 'signedOut') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}

/** / and /login: a signed-in user belongs in the app. */
export function RedirectIfSignedIn() {
  const status = useAppSelector(selectSessionStatus);
  const from = (useLocation().state as FromState)?.from;
  if (status === 'checking') return <PageSpinner label={SESSION_CHECK_LABEL} />;
  if (status === 'signedIn') return <Navigate to={from?.startsWith('/app') ? from : HOME_AFTER_SIGN_IN} replace />;
  return <Outlet />;
}

/** Verifies stored tokens once per load (GET /api/users/profile), and follows an expired session to /login. */
export function SessionSupervisor() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const expiredAt = useAppSelector(selectExpiredAt);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;

  useEffect(() => {
    if (status === 'checking') void dispatch(checkSession());
  }, [dispatch, status]);

  useEffect(() => {
    if (expiredAt !== null && !isLoginPath(pathnameRef.current)) navigate('/login', { replace: true });
  }, [expiredAt, navigate]);

  return null;
}

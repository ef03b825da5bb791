import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { isLoginPath } from './loginPaths';
import { selectExpiredAt, selectSessionStatus } from './sessionSlice';
import { checkSession } from './sessionThunks';

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
    if (expiredAt !== null && !isLoginPath(pathnameRef.current)) void navigate('/login', { replace: true });
  }, [expiredAt, navigate]);

  return null;
}

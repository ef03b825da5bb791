import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../base/hooks';
import { signOut, type SignOutOptions } from '../session';

/** Sign out performs logout and goes to /login (a failed logout call is only logged). */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async (options?: SignOutOptions) => {
    await dispatch(signOut(options));
    void navigate('/login', { replace: true });
  };
}

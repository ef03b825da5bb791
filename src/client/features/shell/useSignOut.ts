import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { signOut } from '../session/sessionThunks';

/** SPEC §2: sign out performs logout and goes to /login (a failed logout call is only logged). */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    await dispatch(signOut());
    navigate('/login', { replace: true });
  };
}

import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../base/hooks';
import { useSignOut } from '../shell';
import { toastShown } from '../toasts';
import { useDeleteAccountMutation } from './settingsApi';

/** DELETE /api/users/profile, then the shell's own sign-out (minus the logout call: the server already ended the session). */
export function useDeleteAccount() {
  const dispatch = useAppDispatch();
  const signOut = useSignOut();
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const deleteAccount = async () => {
    const result = await remove();
    if (result.error) {
      dispatch(toastShown({ type: 'error', message: errorMessage(result.error, 'The account could not be deleted.') }));
      return;
    }
    dispatch(toastShown({ type: 'success', message: 'Your account has been deleted' }));
    await signOut({ endedOnServer: true });
  };
  return { deleteAccount, isDeleting: isLoading };
}

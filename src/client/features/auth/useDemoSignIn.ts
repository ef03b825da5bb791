import { useAppDispatch } from '../../app/hooks';
import { errorMessage, statusOf } from '../../api/errors';
import { toastShown } from '../toasts/toastsSlice';
import { useDemoSignInMutation } from './authApi';

/** "Try the demo": signs into the generated demo workspace; a server without the demo says so in a toast. */
export function useDemoSignIn() {
  const dispatch = useAppDispatch();
  const [demoSignIn, { isLoading }] = useDemoSignInMutation();
  const start = async () => {
    const result = await demoSignIn();
    if (!result.error) return;
    const message =
      statusOf(result.error) === 404
        ? 'The demo is not enabled on this server.'
        : errorMessage(result.error, 'The demo could not be started.');
    dispatch(toastShown({ type: 'error', message }));
  };
  return { start, isLoading };
}

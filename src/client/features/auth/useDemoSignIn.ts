import { errorMessage, statusOf } from '../../api/errors';
import { useSignIn } from './useSignIn';

/** "Try the demo": signs into the generated demo workspace; a server without the demo says so in a toast. */
export function useDemoSignIn() {
  const { signIn, isLoading } = useSignIn();
  const start = async () => {
    const failure = await signIn({ kind: 'demo' });
    if (!failure) return;
    const message = statusOf(failure.error) === 404 ? 'The demo is not enabled on this server.' : errorMessage(failure.error, 'The demo could not be started.');
    failure.workspace.showToast({ type: 'error', message });
  };
  return { start, isLoading };
}

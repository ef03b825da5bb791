import type { LoginFlavour } from '../../../shared/connectors';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../base/hooks';
import { useStartConnectionMutation } from '../accounts';
import { toastShown } from '../toasts';

/** Full-page navigation, kept in one place so tests can observe it. */
export const navigateTo = { assign: (url: string) => window.location.assign(url) };

/** Starts a connection: the server makes a single-use state, then the browser goes to Meta's dialog (or the demo's). */
export function useConnectFlow() {
  const dispatch = useAppDispatch();
  const [startConnection, { isLoading, originalArgs }] = useStartConnectionMutation();
  const connect = async (flavour: LoginFlavour) => {
    try {
      const { url } = await startConnection(flavour).unwrap();
      navigateTo.assign(url);
    } catch (error) {
      dispatch(toastShown({ type: 'error', message: errorMessage(error as never, 'The connection could not be started.') }));
    }
  };
  return { connect, pendingFlavour: isLoading ? (originalArgs ?? null) : null };
}

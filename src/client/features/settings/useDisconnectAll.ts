import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../base/hooks';
import { useDisconnectInstagramMutation } from '../accounts';
import { toastShown } from '../toasts';

/** "Disconnect all", behind a confirm dialog. */
export function useDisconnectAll() {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [disconnect, { isLoading }] = useDisconnectInstagramMutation();
  return {
    confirming,
    isDisconnecting: isLoading,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: async () => {
      setConfirming(false);
      try {
        const { disconnected } = await disconnect({}).unwrap();
        dispatch(toastShown({ type: 'success', message: `${disconnected} account${disconnected === 1 ? '' : 's'} disconnected and their data deleted` }));
      } catch (error) {
        dispatch(toastShown({ type: 'error', message: errorMessage(error as never) }));
      }
    },
  };
}

import type { AppStartListening } from '../../app/listenerMiddleware';
import { api } from '../../api/api';
import { workspaceSelected } from './workspacesSlice';

/**
 * Switching workspace changes what every query answers (accounts, competitors, reports…): the whole
 * cache is dropped, so no page shows one workspace's figures under another's name, and the pages
 * fetch again in the new one. The selected account then falls to the new workspace's first.
 */
export function addWorkspacesListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: workspaceSelected,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
}

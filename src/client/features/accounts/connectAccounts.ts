import type { ConnectBody } from '../../../shared/connectors';
import type { QueryError } from '../../api/errors';
import type { AppThunk } from '../../app/store';
import { accountsApi } from './accountsApi';
import { accountsConnected } from './accountsSlice';

export type ConnectOutcome = { ok: true } | { ok: false; error: QueryError };

/**
 * /auth/instagram-connect's work: hand Meta's code and single-use state to the server, select the first
 * account it connected (which writes the local keys) and start its sync. A failed sync start is only
 * logged: the accounts are connected either way and the scheduler syncs them later.
 * Dispatched through the workspace's store, since the callback page renders without react-redux.
 */
export const completeInstagramConnection =
  (body: ConnectBody): AppThunk<Promise<ConnectOutcome>> =>
  async (dispatch) => {
    const pending = dispatch(accountsApi.endpoints.connectInstagram.initiate(body));
    const result = await pending;
    // Nothing subscribes to a mutation started outside a component: drop its cache entry.
    pending.reset();
    if (result.error) return { ok: false, error: result.error };
    dispatch(accountsConnected(result.data));
    const sync = dispatch(accountsApi.endpoints.syncAccounts.initiate());
    try {
      await sync.unwrap();
    } catch (error) {
      console.error('Sync failed', error);
    } finally {
      sync.reset();
    }
    return { ok: true };
  };

import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, type QueryError } from '../../api/errors';
import { useRequiredWorkspace, useSessionStatus } from '../../app/workspace/WorkspaceHost';
import type { Workspace } from '../../app/workspace/workspace';
import { Spinner } from '../../components/Spinner';
import { accountSelected, accountsApi } from '../accounts';
import { CallbackFrame } from './CallbackFrame';

/** Posts the dialog's code and state once, selects the first account connected, and answers an error message or null. */
async function completeConnection(workspace: Workspace, code: string, state: string): Promise<string | null> {
  const { dispatch } = workspace.store;
  try {
    const accounts = await dispatch(accountsApi.endpoints.connectInstagram.initiate({ code, state })).unwrap();
    if (accounts[0]) dispatch(accountSelected(accounts[0].accountId));
    return null;
  } catch (error) {
    return errorMessage(error as QueryError, 'The accounts could not be connected.');
  }
}

/**
 * Meta's dialog (or the demo's) returns here (DESIGN §5). With a session, the connection completes:
 * accounts stored, their first sync queued by the server, then on to the dashboard. The state is
 * single use, so a ref guards StrictMode's double effect.
 */
export default function InstagramConnectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useSessionStatus();
  const workspace = useRequiredWorkspace();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const metaError = params.get('error_description') ?? params.get('error');

  useEffect(() => {
    if (!workspace || status !== 'signedIn' || !code || !state || metaError || started.current) return;
    started.current = true;
    void completeConnection(workspace, code, state).then((message) => {
      if (message) setFailure(message);
      else navigate('/app/dashboard', { replace: true });
    });
  }, [workspace, status, code, state, metaError, navigate]);

  if (status === 'signedOut') {
    return (
      <CallbackFrame title="Sign in to connect Instagram">
        <p>Connecting an Instagram account needs you to be signed in. Sign in, then start the connection again from Settings.</p>
        <Link to="/login">Go to sign in</Link>
      </CallbackFrame>
    );
  }
  const problem = metaError ?? failure ?? (!code || !state ? 'This link is missing the code or state Meta sends back. Start the connection again from Settings.' : null);
  if (problem) {
    return (
      <CallbackFrame title="Instagram was not connected">
        <p role="alert">{problem}</p>
        <Link to="/app/settings">Back to Settings</Link>
      </CallbackFrame>
    );
  }
  return (
    <CallbackFrame title="Connecting Instagram">
      <Spinner label="Connecting your Instagram accounts" size={28} />
      <p>Connecting your Instagram accounts… Their data starts syncing right away.</p>
    </CallbackFrame>
  );
}

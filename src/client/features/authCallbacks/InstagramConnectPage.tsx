import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { useRequiredWorkspace, useSessionStatus } from '../../base/workspace/WorkspaceContext';
import { Spinner } from '../../components/Spinner';
import { completeInstagramConnection } from '../accounts';
import { CallbackFrame } from './CallbackFrame';
import { appPath } from '../../../shared/pagePaths';

/**
 * Meta's dialog (or the demo's) returns here, the redirect URI registered with Meta (docs/configuration.md). With a session, the connection completes:
 * accounts stored, the first one selected, a sync started, then on to the dashboard. The state is
 * single use, so a ref guards StrictMode's double effect (the ref survives React's remount).
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
    void workspace.store.dispatch(completeInstagramConnection({ code, state })).then((outcome) => {
      if (outcome.ok) void navigate(appPath('dashboard'), { replace: true });
      else setFailure(errorMessage(outcome.error, 'The accounts could not be connected.'));
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
  const problem =
    metaError ?? failure ?? (!code || !state ? 'This link is missing the code or state Meta sends back. Start the connection again from Settings.' : null);
  if (problem) {
    return (
      <CallbackFrame title="Instagram was not connected">
        <p role="alert">{problem}</p>
        <Link to={appPath('settings')}>Back to Settings</Link>
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

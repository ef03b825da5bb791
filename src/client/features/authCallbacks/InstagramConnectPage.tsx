import { Link, useSearchParams } from 'react-router-dom';
import { useSessionStatus } from '../../app/workspace/WorkspaceHost';
import { CallbackFrame } from './CallbackFrame';

/**
 * Meta's dialog returns here (DESIGN §5). Completing the connection (POST /api/connectors/instagram/connect)
 * belongs to the connectors feature; until it exists this page says where things stand instead of pretending.
 */
export default function InstagramConnectPage() {
  const [params] = useSearchParams();
  const signedIn = useSessionStatus() === 'signedIn';
  const back = <Link to={signedIn ? '/app/settings' : '/login'}>{signedIn ? 'Back to Settings' : 'Go to sign in'}</Link>;
  const error = params.get('error_description') ?? params.get('error');
  if (error) {
    return (
      <CallbackFrame title="Instagram was not connected">
        <p role="alert">{error}</p>
        {back}
      </CallbackFrame>
    );
  }
  return (
    <CallbackFrame title="Connect Instagram">
      <p>
        {params.get('code')
          ? 'Meta returned an authorisation code. Connecting accounts is not available in this version yet, so no account was connected.'
          : 'This page completes an Instagram connection started from Settings. No connection is in progress.'}
      </p>
      {back}
    </CallbackFrame>
  );
}

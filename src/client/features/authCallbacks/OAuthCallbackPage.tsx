import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { Spinner } from '../../components/Spinner';
import { OAUTH_PROVIDER_NAMES, useSignIn } from '../auth';
import { CallbackFrame } from './CallbackFrame';
import { appPath } from '../../../shared/pagePaths';

/**
 * The server sends the browser here with a one-time code (60 s: docs/configuration.md), exchanged once for a session
 * (a ref guards StrictMode's double effect, since the code is single use); success goes to the
 * dashboard. A Facebook or Instagram sign-in also brings an offer of the business accounts it found,
 * which the app shell then asks about (`connectOffer`). A sign-in that made a separate account (its
 * e-mail belongs to an account the provider could not be joined to) goes to Settings, which says
 * why and how to link the provider to the other account instead.
 */
export default function OAuthCallbackPage() {
  const { provider = '' } = useParams();
  const [params] = useSearchParams();
  const code = params.get('code');
  const providerError = params.get('error');
  const offer = params.get('offer');
  const separateAccount = params.get('separateAccount') === '1';
  const { signIn } = useSignIn();
  const [exchangeError, setExchangeError] = useState<string | null>(null);
  const started = useRef(false);
  const name = OAUTH_PROVIDER_NAMES[provider] ?? provider;

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    void signIn({ kind: 'exchange', code }, { to: destinationAfter(provider, offer, separateAccount) }).then((failure) => {
      if (failure) setExchangeError(errorMessage(failure.error));
    });
  }, [code, offer, separateAccount, provider, signIn]);

  const failure = providerError ?? exchangeError ?? (!code ? 'The sign-in link is missing its code.' : null);
  if (failure) {
    return (
      <CallbackFrame title={`Sign-in with ${name} failed`}>
        <p role="alert">{failure}</p>
        <Link to="/login">Back to sign in</Link>
      </CallbackFrame>
    );
  }
  return (
    <CallbackFrame title={`Signing in with ${name}`}>
      <Spinner label="Completing sign-in" size={28} />
      <p>One moment while we finish signing you in.</p>
    </CallbackFrame>
  );
}

function destinationAfter(provider: string, offer: string | null, separateAccount: boolean): string | undefined {
  const connectOffer: Record<string, string> = offer ? { connectOffer: offer } : {};
  if (separateAccount) return `${appPath('settings')}?${new URLSearchParams({ separateAccount: provider, ...connectOffer })}`;
  return offer ? `${appPath('dashboard')}?${new URLSearchParams(connectOffer)}` : undefined;
}

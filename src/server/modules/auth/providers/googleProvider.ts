import * as oidc from 'openid-client';
import { signInErrors } from './signInError';
import { callbackUrl, type ProviderAnswer, type SignInProvider } from './signInProvider';

export type GoogleSettings = { issuer: string; clientId: string | null; clientSecret: string | null; publicUrl: string };

/** Seconds a discovery or token request may take before Google counts as unreachable. */
const REQUEST_TIMEOUT_SECONDS = 10;

/**
 * Google through OpenID Connect (openid-client): discovery from GOOGLE_ISSUER, authorization code
 * with PKCE (S256), and an ID token whose signature, issuer, audience, nonce and expiry are all
 * checked. Discovery happens on first use, so the server starts even while Google is unreachable,
 * and is retried after a failure instead of being cached broken.
 */
export function createGoogleProvider(settings: GoogleSettings): SignInProvider {
  const redirectUri = callbackUrl(settings.publicUrl, 'google');
  let discovered: Promise<oidc.Configuration> | null = null;

  const configuration = () => {
    discovered ??= discover(settings).catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered.catch(() => {
      throw signInErrors.unavailable('google');
    });
  };

  return {
    id: 'google',
    configured: Boolean(settings.clientId && settings.clientSecret),
    newSecrets: (state) => ({ state, codeVerifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce() }),
    async authorizationUrl(secrets) {
      const config = await configuration();
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          state: secrets.state,
          nonce: secrets.nonce ?? '',
          code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier ?? ''),
          code_challenge_method: 'S256',
        })
        .toString();
    },
    async identify(callback, secrets) {
      const config = await configuration();
      const tokens = await oidc
        .authorizationCodeGrant(config, new URL(`${redirectUri}?${callback}`), {
          expectedState: secrets.state,
          expectedNonce: secrets.nonce ?? undefined,
          pkceCodeVerifier: secrets.codeVerifier ?? undefined,
          idTokenExpected: true,
        })
        .catch((error: unknown) => {
          throw asSignInError(error);
        });
      return identityOf(tokens.claims());
    },
  };
}

async function discover(settings: GoogleSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  // Plain http only for a provider on this machine (the loopback stand-in the tests run).
  const loopback = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
  return oidc.discovery(issuer, settings.clientId ?? '', settings.clientSecret ?? '', undefined, {
    timeout: REQUEST_TIMEOUT_SECONDS,
    // Non-repudiation: the ID token's signature is checked against the provider's keys, not only its claims.
    execute: loopback ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks] : [oidc.enableNonRepudiationChecks],
  });
}

function identityOf(claims: oidc.IDToken | undefined): ProviderAnswer {
  if (!claims?.sub) throw signInErrors.refused('google');
  const email = typeof claims.email === 'string' ? claims.email : null;
  return {
    identity: {
      provider: 'google',
      subject: claims.sub,
      email,
      emailVerified: email !== null && claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
      image: typeof claims.picture === 'string' ? claims.picture : null,
    },
  };
}

/** Consent refused, a provider that cannot be reached, and an answer that fails a check each read differently. */
function asSignInError(error: unknown) {
  if (error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied') return signInErrors.denied('google');
  if (isNetworkFailure(error) || isNetworkFailure((error as { cause?: unknown } | null)?.cause)) return signInErrors.unavailable('google');
  if (error instanceof oidc.ResponseBodyError && error.status >= 500) return signInErrors.unavailable('google');
  return signInErrors.refused('google');
}

/**
 * fetch's own failures (refused, reset, timed out), which openid-client wraps as the cause of its
 * error. Read by name: undici's errors may come from another realm than this module's TypeError.
 */
const isNetworkFailure = (error: unknown) => ['TypeError', 'AbortError', 'TimeoutError'].includes((error as { name?: string } | null)?.name ?? '');

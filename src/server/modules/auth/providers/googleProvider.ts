import * as oidc from 'openid-client';
import { lacksNeededClaims, profileOf } from './oidcClaims';
import { signInErrors } from './signInError';
import { callbackUrl, type ProviderAnswer, type SignInProvider } from './signInProvider';

export type GoogleSettings = { issuer: string; clientId: string | null; clientSecret: string | null; publicUrl: string };

/** Seconds a discovery or token request may take before Google counts as unreachable. */
const REQUEST_TIMEOUT_SECONDS = 10;

/**
 * Google through OpenID Connect (openid-client): discovery from GOOGLE_ISSUER, authorization code
 * with PKCE (S256), and an ID token whose signature, issuer, audience, nonce and expiry are all
 * checked. Claims the ID token leaves out are completed from the UserInfo endpoint, as OIDC Core
 * allows a provider to serve them only there. Discovery happens on first use, so the server starts even while Google is unreachable,
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
      const idToken = tokens.claims();
      if (!idToken?.sub) throw signInErrors.refused('google');
      return identityOf(idToken, await userInfoIfNeeded(config, tokens.access_token, idToken));
    },
  };
}

/**
 * Asks UserInfo only when the ID token lacks a claim the sign-in needs and the provider has the
 * endpoint. `fetchUserInfo` refuses an answer whose `sub` is not the ID token's (OIDC Core §5.3.2:
 * a token substitution), and such an answer refuses the sign-in.
 * https://openid.net/specs/openid-connect-core-1_0.html#UserInfoResponse
 */
async function userInfoIfNeeded(config: oidc.Configuration, accessToken: string, idToken: oidc.IDToken): Promise<oidc.UserInfoResponse | null> {
  if (!lacksNeededClaims(idToken) || !config.serverMetadata().userinfo_endpoint) return null;
  return oidc.fetchUserInfo(config, accessToken, idToken.sub).catch((error: unknown) => {
    throw asSignInError(error);
  });
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

function identityOf(idToken: oidc.IDToken, userInfo: oidc.UserInfoResponse | null): ProviderAnswer {
  const profile = profileOf(idToken, userInfo);
  return {
    identity: {
      provider: 'google',
      subject: idToken.sub,
      email: profile.email,
      emailVerified: profile.emailVerified,
      name: profile.name,
      image: profile.picture,
    },
  };
}

/** Consent refused, a provider that cannot be reached, and an answer that fails a check each read differently. */
function asSignInError(error: unknown) {
  if (error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied') return signInErrors.denied('google');
  if (isNetworkFailure(error) || isNetworkFailure((error as { cause?: unknown } | null)?.cause)) return signInErrors.unavailable('google');
  if (error instanceof oidc.ResponseBodyError && error.status >= 500) return signInErrors.unavailable('google');
  // A UserInfo answer with a 5xx status comes as a ClientError carrying the Response as its cause.
  if (error instanceof oidc.ClientError && serverFailed(error.cause)) return signInErrors.unavailable('google');
  return signInErrors.refused('google');
}

/**
 * fetch's own failures (refused, reset, timed out), which openid-client wraps as the cause of its
 * error. Read by name: undici's errors may come from another realm than this module's TypeError.
 */
const isNetworkFailure = (error: unknown) => ['TypeError', 'AbortError', 'TimeoutError'].includes((error as { name?: string } | null)?.name ?? '');

/** Read by shape, for the same reason: the Response may come from another realm. */
const serverFailed = (response: unknown) => {
  const status = (response as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 500;
};

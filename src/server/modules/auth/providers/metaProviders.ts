import type { MetaGateway } from '../../../meta/gateway';
import { GraphApiError } from '../../../meta/graphErrors';
import { completeConnection, dialogUrl, type Connection } from '../../../meta/oauth';
import { UnexpectedMetaAnswer } from '../../../meta/tokenAnswers';
import { SignInError, signInErrors } from './signInError';
import { callbackUrl, type ProviderAnswer, type SignInProvider } from './signInProvider';

/** Facebook Login asks for the person's profile and e-mail on top of what connecting needs. */
const FACEBOOK_SIGN_IN_SCOPES = ['public_profile', 'email'];

type FacebookUser = { id: string; name?: string; email?: string; picture?: { data?: { url?: string } } };

/**
 * Facebook Login and Instagram Login as ways to sign in. They run the same dialog and code exchange
 * as connecting an account (meta/oauth.ts), returning to the API instead of the connect page, so a
 * sign-in also brings the Instagram business accounts it reaches, ready to be offered for connection.
 * Meta's dialogs take no PKCE or nonce here: the server-side, single-use state protects the round trip.
 */
export function createMetaProvider(gateway: MetaGateway, flavour: 'facebook' | 'instagram'): SignInProvider {
  const redirectUri = callbackUrl(gateway.settings.publicUrl, flavour);
  const extraScopes = flavour === 'facebook' ? FACEBOOK_SIGN_IN_SCOPES : [];
  return {
    id: flavour,
    configured: gateway.isAvailable(flavour),
    newSecrets: (state) => ({ state, codeVerifier: null, nonce: null }),
    authorizationUrl: async (secrets) => dialogUrl(gateway, flavour, secrets.state, { redirectUri, extraScopes }),
    async identify(callback) {
      if (callback.get('error')) throw signInErrors.denied(flavour);
      const code = callback.get('code');
      if (!code) throw signInErrors.refused(flavour);
      try {
        const connection = await completeConnection(gateway, flavour, code, { redirectUri });
        return flavour === 'facebook' ? await facebookAnswer(gateway, connection) : instagramAnswer(connection);
      } catch (error) {
        throw asSignInError(error, flavour);
      }
    },
  };
}

async function facebookAnswer(gateway: MetaGateway, connection: Connection): Promise<ProviderAnswer> {
  const me = await gateway.clientFor('facebook', connection.accessToken).get<FacebookUser>('me', { fields: 'id,name,email,picture' });
  return {
    identity: {
      provider: 'facebook',
      subject: String(me.id),
      email: me.email ?? null,
      // Meta documents `email` as "the User's primary email address listed on their profile", returned
      // when a valid one is available, with no promise that its owner confirmed it
      // (https://developers.facebook.com/docs/graph-api/reference/user/). So it never joins an existing
      // account, nor is it taken on by a new one (signInFlow.ts resolveUser).
      emailVerified: false,
      name: me.name ?? null,
      image: me.picture?.data?.url ?? null,
    },
    connection,
  };
}

/** Instagram Login knows no e-mail: the Instagram account itself is the identity. */
function instagramAnswer(connection: Connection): ProviderAnswer {
  const [account] = connection.accounts;
  if (!account) throw signInErrors.refused('instagram');
  return {
    identity: {
      provider: 'instagram',
      subject: account.igUserId,
      email: null,
      emailVerified: false,
      name: account.name ?? account.username,
      image: account.profilePicUrl,
    },
    connection,
  };
}

function asSignInError(error: unknown, flavour: 'facebook' | 'instagram') {
  if (error instanceof GraphApiError && (error.kind === 'request' || error.kind === 'expired' || error.kind === 'permission'))
    return signInErrors.refused(flavour);
  // A token answer in none of Meta's documented shapes cannot be verified either.
  if (error instanceof UnexpectedMetaAnswer) return signInErrors.refused(flavour);
  if (error instanceof SignInError) return error;
  return signInErrors.unavailable(flavour);
}

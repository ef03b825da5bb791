import type { Connection } from '../../../meta/oauth';

export const SIGN_IN_PROVIDERS = ['google', 'facebook', 'instagram'] as const;
export type SignInProviderId = (typeof SIGN_IN_PROVIDERS)[number];

export const PROVIDER_NAMES: Record<SignInProviderId, string> = { google: 'Google', facebook: 'Facebook', instagram: 'Instagram' };

/** Who the provider says signed in. The e-mail is only trusted for linking when `emailVerified`. */
export type ExternalIdentity = {
  provider: SignInProviderId;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** The provider's picture URL as it gave it; signInFlow decides whether it may be the avatar. */
  image: string | null;
};

/** What a login needs to carry from the start to the callback (kept server-side with the state). */
export type LoginSecrets = { state: string; codeVerifier: string | null; nonce: string | null };

export type ProviderAnswer = {
  identity: ExternalIdentity;
  /** Facebook and Instagram sign-ins also bring the Instagram business accounts the login reaches. */
  connection?: Connection;
};

/**
 * One way to sign in through a third party. Each adapter speaks its own protocol (OpenID Connect
 * for Google, Meta's OAuth for Facebook and Instagram); the sign-in flow around them is shared.
 */
export interface SignInProvider {
  readonly id: SignInProviderId;
  /** Both a client id and a secret are set for it on this server. */
  readonly configured: boolean;
  /** Fresh secrets for a new login: PKCE and nonce where the provider supports them. */
  newSecrets(state: string): LoginSecrets;
  /** The provider's consent page for this login. */
  authorizationUrl(secrets: LoginSecrets): Promise<string>;
  /** Verifies the provider's answer to the callback and says who signed in. */
  identify(callback: URLSearchParams, secrets: LoginSecrets): Promise<ProviderAnswer>;
}

/** The redirect URI registered with each provider: exactly this, on PUBLIC_URL. */
export const callbackUrl = (publicUrl: string, provider: SignInProviderId) => `${publicUrl}/api/auth/${provider}/callback`;

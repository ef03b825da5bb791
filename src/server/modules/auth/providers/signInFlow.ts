import { timingSafeEqual } from 'node:crypto';
import { imageUrlSchema, NAME_MAX, type AuthResponse } from '../../../../shared/auth';
import { hasControlCharacters, withoutControlCharacters } from '../../../../shared/text';
import type { Db } from '../../../db/client';
import { fieldError } from '../../../http/httpError';
import type { TokenCipher } from '../../../lib/tokenCipher';
import type { DiscoveredAccount } from '../../../meta/oauth';
import { offerConnection } from '../../connectors/public';
import { createUser, findIdentityOwner, findUserByEmail, hasProvider, linkIdentity, loadUser } from '../../users/public';
import { startSession, type AuthDeps } from '../service';
import { newOpaqueToken } from '../tokens';
import { issueExchangeCode, takeExchangeCode } from './exchangeCodeRepository';
import { saveLoginState, takeLoginState } from './loginStateRepository';
import type { SignInProviders } from './providerRegistry';
import { SignInError, signInErrors } from './signInError';
import { PROVIDER_NAMES, type ExternalIdentity, type ProviderAnswer, type SignInProviderId } from './signInProvider';

export type SignInFlowDeps = { db: Db; providers: SignInProviders; cipher: TokenCipher };

export type CallbackOutcome =
  /** `separateAccount`: the provider's e-mail belongs to an existing user it could not be joined to, so this is a new one. */
  | { kind: 'signed-in'; code: string; offerId: string | null; separateAccount: boolean }
  | { kind: 'linked'; userId: string; offerId: string | null }
  | { kind: 'failed'; error: SignInError; linking: boolean };

/** Leaves for the provider: a fresh single-use state (kept server-side), plus PKCE and nonce where it takes them. */
export async function beginSignIn(deps: SignInFlowDeps, providerId: SignInProviderId, linkUserId: string | null): Promise<{ url: string; state: string }> {
  const provider = deps.providers[providerId];
  if (!provider.configured) throw signInErrors.notConfigured(providerId);
  const secrets = provider.newSecrets(newOpaqueToken());
  const url = await provider.authorizationUrl(secrets);
  await saveLoginState(deps.db, providerId, { ...secrets, linkUserId });
  return { url, state: secrets.state };
}

/**
 * The provider came back. The state must be the one this browser left with (its cookie) and still
 * unspent; then the provider's answer is verified, and only then is anything written: the user, its
 * identity and the one-time code in one transaction, so a failure leaves nothing half-made.
 */
export async function completeSignIn(
  deps: SignInFlowDeps,
  providerId: SignInProviderId,
  callback: URLSearchParams,
  browserState: string | null,
): Promise<CallbackOutcome> {
  const state = callback.get('state');
  if (!state || !browserState || !sameText(state, browserState)) return { kind: 'failed', error: signInErrors.badState(), linking: false };
  const login = await takeLoginState(deps.db, providerId, state);
  if (!login) return { kind: 'failed', error: signInErrors.badState(), linking: false };
  try {
    const answer = await deps.providers[providerId].identify(callback, login);
    return await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      if (login.linkUserId) {
        await linkToUser(db, login.linkUserId, answer.identity);
        return { kind: 'linked' as const, userId: login.linkUserId, offerId: await offerAccounts(db, deps.cipher, login.linkUserId, answer) };
      }
      const { userId, separateAccount } = await resolveUser(db, answer.identity);
      const offerId = await offerAccounts(db, deps.cipher, userId, answer);
      return { kind: 'signed-in' as const, code: await issueExchangeCode(db, userId), offerId, separateAccount };
    });
  } catch (error) {
    if (error instanceof SignInError) return { kind: 'failed', error, linking: login.linkUserId !== null };
    throw error;
  }
}

/** POST /api/auth/exchange: the one-time code from the callback, spent for a session. */
export async function exchangeCode(deps: AuthDeps, code: string, userAgent: string | null): Promise<AuthResponse> {
  const userId = await takeExchangeCode(deps.db, code);
  const user = userId ? await loadUser(deps.db, userId) : null;
  if (!user) throw fieldError('code', 'is invalid, expired or already used: please sign in again', 'INVALID_EXCHANGE_CODE');
  return startSession(deps, user, userAgent);
}

/**
 * The user this identity signs in: the one it is linked to; else the account with the same e-mail,
 * but only when the provider vouches for that e-mail (OIDC `email_verified`; Meta never does) and
 * that account has no other identity of this provider; else a new user. A new user keeps the
 * e-mail only when it is verified and nobody has it: an unverified address could be someone else's,
 * and taking it would block its owner from registering, or let their later verified sign-in be
 * joined to an account somebody else made. When the e-mail does belong to a user the identity
 * cannot be joined to, the new user is a separate account and the person is told how to link
 * the provider to their other account instead.
 */
async function resolveUser(db: Db, identity: ExternalIdentity): Promise<{ userId: string; separateAccount: boolean }> {
  const owner = await findIdentityOwner(db, identity.provider, identity.subject);
  if (owner) return { userId: owner, separateAccount: false };
  const existing = identity.email ? await findUserByEmail(db, identity.email) : null;
  if (existing && identity.emailVerified && !(await hasProvider(db, existing.id, identity.provider))) {
    await linkIdentity(db, existing.id, identity.provider, identity.subject);
    return { userId: existing.id, separateAccount: false };
  }
  const created = await createUser(db, {
    email: identity.email && identity.emailVerified && !existing ? identity.email : placeholderEmail(identity),
    name: withoutControlCharacters(identity.name ?? '', { max: NAME_MAX }) || `${PROVIDER_NAMES[identity.provider]} user`,
    passwordHash: null,
    image: avatarOf(identity.image),
    identity: { provider: identity.provider, subject: identity.subject },
  });
  // Only a concurrent sign-in taking the same verified address first gets here.
  if (!created) throw signInErrors.emailInUse(identity.provider);
  return { userId: created.id, separateAccount: existing !== null };
}

/** The provider's picture becomes the avatar only when it passes the profile's own image rule (https, bounded, no control characters). */
function avatarOf(image: string | null): string | null {
  const checked = image === null ? null : imageUrlSchema.safeParse(image);
  return checked?.success ? checked.data : null;
}

/** Without an e-mail it may take on, a reserved, never-deliverable address (RFC 2606 .invalid) stands in. */
const placeholderEmail = (identity: ExternalIdentity) => `${identity.provider}-${identity.subject.replace(/[^a-zA-Z0-9_-]/g, '').slice(0, 64)}@users.invalid`;

/** Links from Settings: refused when the provider account belongs to someone else, never moved. */
async function linkToUser(db: Db, userId: string, identity: ExternalIdentity): Promise<void> {
  const owner = await findIdentityOwner(db, identity.provider, identity.subject);
  if (owner === userId) return;
  if (owner) throw signInErrors.identityTaken(identity.provider);
  if (await hasProvider(db, userId, identity.provider)) throw signInErrors.otherLinked(identity.provider);
  if ((await linkIdentity(db, userId, identity.provider, identity.subject)) !== userId) throw signInErrors.identityTaken(identity.provider);
}

/** A Meta sign-in's business accounts, kept (token encrypted) for the user to accept or decline. */
async function offerAccounts(db: Db, cipher: TokenCipher, userId: string, answer: ProviderAnswer): Promise<string | null> {
  const connection = answer.connection;
  if (!connection?.accounts.length || answer.identity.provider === 'google') return null;
  return offerConnection(db, userId, {
    flavour: answer.identity.provider,
    accessTokenEnc: cipher.encrypt(connection.accessToken),
    tokenExpiresAt: connection.expiresAt,
    accounts: connection.accounts.map(readableAccount),
  });
}

/**
 * The names Meta gives the accounts pass the one control-character rule before they are kept:
 * Postgres refuses a NUL outright, and one stray character must not fail the whole sign-in. A
 * picture URL holding one is dropped rather than mended.
 */
function readableAccount(account: DiscoveredAccount): DiscoveredAccount {
  const text = (value: string | null) => (value === null ? null : withoutControlCharacters(value) || null);
  return {
    ...account,
    username: text(account.username) ?? account.igUserId,
    name: text(account.name),
    pageName: text(account.pageName),
    profilePicUrl: account.profilePicUrl !== null && hasControlCharacters(account.profilePicUrl) ? null : account.profilePicUrl,
  };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

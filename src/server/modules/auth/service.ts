import { CURRENT_PASSWORD_REQUIRED, type AuthResponse, type LoginBody, type RegisterBody, type TokenPair, type User } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { fieldError, HttpError, notFound } from '../../http/httpError';
import { createUser, findUserByEmail, findUserById, loadUser, normalizeEmail, type NewPassword, type NewUser } from '../users/public';
import { burnPasswordCheck, hashPassword, refuseCommonPassword, verifyPassword } from './passwords';
import type { SessionGuard } from './sessionGuard';
import { createSession, findRefreshToken, revokeOtherSessions, revokeSession, rotateRefreshToken, type RefreshTokenRecord } from './sessionRepository';
import { hashOpaqueToken, newOpaqueToken, REFRESH_TOKEN_TTL_MS, type TokenSigner } from './tokens';

export type AuthDeps = { db: Db; tokens: TokenSigner; sessionGuard: SessionGuard };

/** Picks the auth dependencies off the app (or anything else that carries them). */
export const authDepsOf = ({ db, tokens, sessionGuard }: AuthDeps): AuthDeps => ({ db, tokens, sessionGuard });

/** The User-Agent a new session is labelled with. */
export const userAgentOf = (request: { headers: { 'user-agent'?: string } }): string | null => request.headers['user-agent'] ?? null;

/** A racing duplicate refresh within this window gets the same successor instead of revoking the session. */
const REFRESH_GRACE_MS = 10_000;

const invalidCredentials = () => new HttpError(401, 'Invalid email or password', 'INVALID_CREDENTIALS');
const invalidRefresh = () => new HttpError(401, 'Invalid or expired refresh token', 'INVALID_REFRESH_TOKEN');

export async function register(deps: AuthDeps, body: RegisterBody, userAgent: string | null): Promise<AuthResponse> {
  refuseCommonPassword('password', body.password);
  // Hash before looking at the e-mail so a taken address answers in the same time as a new one.
  const passwordHash = await hashPassword(body.password);
  const email = normalizeEmail(body.email);
  return createAccount(deps, { email, name: body.name, passwordHash, identity: { provider: 'password', subject: email } }, userAgent);
}

export async function login(deps: AuthDeps, body: LoginBody, userAgent: string | null): Promise<AuthResponse> {
  const row = await findUserByEmail(deps.db, body.email);
  if (!row?.passwordHash) {
    await burnPasswordCheck(body.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(row.passwordHash, body.password))) throw invalidCredentials();
  const user = await loadUser(deps.db, row.id);
  if (!user) throw invalidCredentials();
  return startSession(deps, user, userAgent);
}

/** Creates the user with its first identity (password, external provider or demo) and signs it in. */
export async function createAccount(deps: AuthDeps, input: NewUser, userAgent: string | null): Promise<AuthResponse> {
  const user = await createUser(deps.db, input);
  if (!user) throw new HttpError(409, 'An account with this email already exists', 'EMAIL_TAKEN');
  return startSession(deps, user, userAgent);
}

/** A new session for a user who has proven who they are. */
export async function startSession(deps: AuthDeps, user: User, userAgent: string | null): Promise<AuthResponse> {
  const refreshToken = newOpaqueToken();
  const sessionId = await createSession(deps.db, {
    userId: user.id,
    userAgent,
    refreshTokenHash: hashOpaqueToken(refreshToken),
    refreshExpiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  const accessToken = await deps.tokens.signAccess({ userId: user.id, sessionId });
  return { user, accessToken, refreshToken };
}

/**
 * Rotates a refresh token. A token spent again within the grace window (two tabs racing) gets the
 * same successor; spent again later, it is treated as stolen and the whole session is revoked.
 */
export async function refresh(deps: AuthDeps, refreshToken: string): Promise<TokenPair> {
  const tokenHash = hashOpaqueToken(refreshToken);
  const record = await findRefreshToken(deps.db, tokenHash);
  if (!record || record.sessionRevokedAt || record.expiresAt.getTime() <= Date.now()) throw invalidRefresh();
  const successor = deps.tokens.successorOf(refreshToken);
  if (!record.usedAt) {
    const rotated = await rotateRefreshToken(deps.db, record, {
      tokenHash: hashOpaqueToken(successor),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    if (rotated) return issuePair(deps, record, successor);
    // Lost the race to a concurrent refresh of the same token: it is now spent, read it again.
    const spent = await findRefreshToken(deps.db, tokenHash);
    if (!spent) throw invalidRefresh();
    return answerSpentToken(deps, spent, successor);
  }
  return answerSpentToken(deps, record, successor);
}

async function answerSpentToken(deps: AuthDeps, record: RefreshTokenRecord, successor: string): Promise<TokenPair> {
  const spentAgo = Date.now() - (record.usedAt?.getTime() ?? 0);
  if (spentAgo <= REFRESH_GRACE_MS && !record.sessionRevokedAt) {
    const current = await findRefreshToken(deps.db, hashOpaqueToken(successor));
    if (current && !current.sessionRevokedAt) return issuePair(deps, record, successor);
  }
  await revokeSession(deps.db, record.sessionId);
  deps.sessionGuard.forgetSession(record.sessionId);
  throw new HttpError(401, 'Refresh token was already used; the session has been signed out', 'REFRESH_TOKEN_REUSED');
}

async function issuePair(deps: AuthDeps, record: RefreshTokenRecord, refreshToken: string): Promise<TokenPair> {
  const accessToken = await deps.tokens.signAccess({ userId: record.userId, sessionId: record.sessionId });
  return { accessToken, refreshToken };
}

export async function logout(deps: AuthDeps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId);
  deps.sessionGuard.forgetSession(sessionId);
}

/** Signs out every other session of the user (after a password change), at once in this process. */
export async function signOutOtherSessions(deps: Pick<AuthDeps, 'db' | 'sessionGuard'>, userId: string, keepSessionId: string): Promise<void> {
  for (const sessionId of await revokeOtherSessions(deps.db, userId, keepSessionId)) {
    deps.sessionGuard.forgetSession(sessionId);
  }
}

/**
 * Checks a new password: changing one needs the current one, right; an account without a password
 * (signed up with Google, Facebook or Instagram, or a demo) sets its first one without. Answers the
 * new hash with the one it replaces, so the write can make sure nothing changed in between.
 */
export async function checkedNewPassword(db: Db, userId: string, currentPassword: string | undefined, newPassword: string): Promise<NewPassword> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound('User not found');
  if (row.passwordHash !== null) {
    if (!currentPassword) throw fieldError('currentPassword', CURRENT_PASSWORD_REQUIRED);
    if (!(await verifyPassword(row.passwordHash, currentPassword))) {
      throw fieldError('currentPassword', 'current password is incorrect', 'INVALID_CURRENT_PASSWORD');
    }
  }
  refuseCommonPassword('newPassword', newPassword);
  return { passwordHash: await hashPassword(newPassword), replaces: row.passwordHash };
}

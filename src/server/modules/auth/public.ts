/**
 * The auth module for the rest of the server: who is asking (AuthContext) and the session guard, opening an
 * account or a session the way sign-in does, the password rules, ending a user's other sessions, and the
 * opaque tokens invitations are sent with. The app registers its plugin and routes (app.ts).
 */
export type { AuthContext } from './plugin';
export type { SessionGuard } from './sessionGuard';
export { authDepsOf, checkedNewPassword, createAccount, register, signOutOtherSessions, startSession, userAgentOf } from './service';
export { hashPassword, refuseCommonPassword } from './passwords';
export { hashOpaqueToken, newOpaqueToken } from './tokens';
export { PROVIDER_NAMES } from './providers/signInProvider';

/** The session feature's public surface: other features and app/ import only from here. */
export { isLoginPath, useAfterSignInPath } from './loginPaths';
export { RedirectIfSignedIn, RequireAuth } from './SessionGuards';
export { SessionSupervisor } from './SessionSupervisor';
export { addSessionListeners } from './sessionListeners';
export { sessionPersistConfig } from './sessionPersistence';
export { sessionApi } from './sessionApi';
export {
  profileLoaded,
  selectCurrentUser,
  selectSessionStatus,
  sessionExpired,
  sessionSlice,
  signedIn,
  signedOut,
  type SessionState,
  type SessionStatus,
} from './sessionSlice';
export { signOut, type SignOutOptions } from './sessionThunks';

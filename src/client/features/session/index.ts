/** The session feature's public surface: other features import only from here. */
export { isLoginPath, useAfterSignInPath } from './loginPaths';
export { sessionApi } from './sessionApi';
export {
  profileLoaded,
  selectCurrentUser,
  selectIsSignedIn,
  selectSessionStatus,
  sessionExpired,
  signedIn,
  signedOut,
  type SessionState,
} from './sessionSlice';
export { signOut, type SignOutOptions } from './sessionThunks';

/** The auth feature's public surface: other features import only from here. */
export { OAUTH_PROVIDER_NAMES } from './oauthProviders';
export { useDemoSignIn } from './useDemoSignIn';
export { useSignIn } from './useSignIn';

import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The auth feature's public surface: other features and app/ import only from here. */
export { OAUTH_PROVIDER_NAMES } from './oauthProviders';
export { signIn, type SignInOutcome, type SignInRequest } from './signIn';
export { useDemoSignIn } from './useDemoSignIn';
export { useSignIn } from './useSignIn';

/** /login and /register, each visit its own chunk (chunk names: scripts/bench/bundle.mjs). */
export const AuthPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-login" */ './AuthPage'));
/** "Forgot password?" and the page the e-mailed reset link opens. */
export const ForgotPasswordPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-password-reset" */ './ForgotPasswordPage'));
export const ResetPasswordPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-password-reset" */ './ResetPasswordPage'));

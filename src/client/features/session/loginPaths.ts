import { useLocation } from 'react-router-dom';
import { appPath } from '../../../shared/pagePaths';

/** The pages where an ended session must not redirect again. */
export function isLoginPath(pathname: string): boolean {
  return ['/login', '/register'].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

const HOME_AFTER_SIGN_IN = appPath('dashboard');

/** What RequireAuth puts in the location state when it sends a visitor to sign in. */
export type SignInFromState = { from?: string } | null;

/** Where a fresh sign-in goes: back to the app page that asked for it, else the dashboard. */
export function useAfterSignInPath(): string {
  const from = (useLocation().state as SignInFromState)?.from;
  return from?.startsWith('/app') ? from : HOME_AFTER_SIGN_IN;
}

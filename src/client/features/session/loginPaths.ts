/** The pages where an ended session must not redirect again (SPEC §2). */
export function isLoginPath(pathname: string): boolean {
  return ['/login', '/register'].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export const HOME_AFTER_SIGN_IN = '/app/dashboard';

/** Where a fresh sign-in goes: back to the app page that asked for it, else the dashboard. */
export function afterSignInPath(from: string | undefined): string {
  return from?.startsWith('/app') ? from : HOME_AFTER_SIGN_IN;
}

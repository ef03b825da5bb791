/** The pages where an ended session must not redirect again (SPEC §2). */
export function isLoginPath(pathname: string): boolean {
  return ['/login', '/register'].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

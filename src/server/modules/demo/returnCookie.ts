import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * "Try the demo" in the same browser opens the same demo workspace. The browser keeps
 * which one in an httpOnly cookie holding the user id and an HMAC of it under the server's secret:
 * a script cannot read it, a changed id fails the signature, and another browser has none. It is
 * sent only to POST /api/auth/demo (its path) and only from this site (SameSite=Strict).
 */
export const DEMO_COOKIE = 'demo_workspace';
const COOKIE_PATH = '/api/auth/demo';
/**
 * Long enough to outlast any use: the workspace itself goes after DEMO_RETENTION_DAYS of inactivity
 * (jobs/demoWorkspaces.ts), and a cookie naming a removed or kept workspace is simply ignored.
 */
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** Its own label, so this HMAC can never be mistaken for another one made with the same secret. */
const LABEL = 'demo-workspace-cookie:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type DemoCookie = {
  /** The Set-Cookie value that remembers this demo user in this browser. */
  remember(userId: string): string;
  /** The Set-Cookie value that forgets it (after "Keep this workspace"). */
  forget(): string;
  /** The demo user the request's Cookie header names, when its signature holds. */
  userIdIn(cookieHeader: string | undefined): string | null;
};

export function demoCookie(secret: string, { secure }: { secure: boolean }): DemoCookie {
  const signatureOf = (userId: string) => createHmac('sha256', secret).update(`${LABEL}${userId}`).digest();
  const attributes = (maxAge: number) => `Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    remember: (userId) => `${DEMO_COOKIE}=${userId}.${signatureOf(userId).toString('base64url')}; ${attributes(COOKIE_MAX_AGE_SECONDS)}`,
    forget: () => `${DEMO_COOKIE}=; ${attributes(0)}`,
    userIdIn: (cookieHeader) => {
      const value = cookieValue(cookieHeader, DEMO_COOKIE);
      const [userId, signature, ...rest] = (value ?? '').split('.');
      if (!userId || !signature || rest.length || !UUID.test(userId)) return null;
      // The signature's text is compared, not the bytes it decodes to: base64url's last character of 32
      // bytes carries two bits no byte holds, so four spellings decode alike, and only the one we wrote is ours.
      const given = Buffer.from(signature);
      const expected = Buffer.from(signatureOf(userId).toString('base64url'));
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}

/** One cookie's value from a Cookie header (`a=1; b=2`); the first one wins, as browsers send the most specific first. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

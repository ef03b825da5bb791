import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_STATE_TTL_MS } from './loginStateRepository';

const COOKIE = 'ig_login_state';
// Only the callbacks need it; Lax lets it ride along on the provider's top-level redirect back.
const ATTRIBUTES = 'Path=/api/auth; HttpOnly; SameSite=Lax';

/**
 * Binds a login's state to the browser that started it, so a callback URL carried to another
 * browser (login CSRF: being signed in as the attacker) is refused. The state itself is random and
 * kept server-side; the cookie only has to match it.
 */
export function setStateCookie(reply: FastifyReply, state: string, secure: boolean): void {
  reply.header('set-cookie', `${COOKIE}=${state}; ${ATTRIBUTES}; Max-Age=${LOGIN_STATE_TTL_MS / 1000}${secure ? '; Secure' : ''}`);
}

export function clearStateCookie(reply: FastifyReply): void {
  reply.header('set-cookie', `${COOKIE}=; ${ATTRIBUTES}; Max-Age=0`);
}

export function readStateCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const pair of header.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === COOKIE) return value.join('=') || null;
  }
  return null;
}

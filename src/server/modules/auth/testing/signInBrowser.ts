import type { FastifyInstance } from 'fastify';

/**
 * Plays the browser's part in a sign-in round trip: leaves the app for the provider, follows the
 * provider's own redirects over real HTTP (keeping its cookies, as a browser would), and brings
 * the callback back to the app with the app's state cookie.
 */
export class SignInBrowser {
  /** The app's cookie for /api/auth, as the browser would store it. */
  stateCookie: string | null = null;
  private readonly providerCookies = new Map<string, Map<string, string>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly publicUrl: string,
  ) {}

  /** GET /api/auth/{provider} (or a link start's URL): the provider URL it redirects to. */
  async leave(provider: string, headers: Record<string, string> = {}): Promise<string> {
    const response = await this.app.inject({ method: 'GET', url: `/api/auth/${provider}`, headers: { accept: 'text/html', ...headers } });
    if (response.statusCode !== 302) throw new Error(`expected a redirect, got ${response.statusCode} ${response.body}`);
    this.keepStateCookie(response.headers['set-cookie']);
    return String(response.headers.location);
  }

  keepStateCookie(header: string | string[] | undefined) {
    const cookie = [header ?? []].flat().find((value) => value.startsWith('ig_login_state='));
    if (cookie) this.stateCookie = cookie.split(';')[0];
  }

  /** Follows the provider's redirects until it sends the browser back to this app; answers that URL. */
  async consent(providerUrl: string): Promise<string> {
    let url = providerUrl;
    for (let hop = 0; hop < 10; hop += 1) {
      if (url.startsWith(this.publicUrl)) return url;
      const target = new URL(url);
      const response = await fetch(target, { redirect: 'manual', headers: { cookie: this.cookieHeaderFor(target.host) } });
      this.keepProviderCookies(target.host, response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (!location) throw new Error(`provider stopped at ${url} with ${response.status}: ${await response.text()}`);
      url = new URL(location, target).toString();
    }
    throw new Error('too many redirects');
  }

  /** GET of the callback URL on the app, with the state cookie: the app's redirect (to the SPA). */
  async returnTo(callbackUrl: string, options: { withCookie?: boolean } = {}) {
    const url = callbackUrl.slice(this.publicUrl.length);
    const cookie = options.withCookie === false ? undefined : (this.stateCookie ?? undefined);
    const response = await this.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    if (response.statusCode !== 302) throw new Error(`expected a redirect, got ${response.statusCode} ${response.body}`);
    return new URL(String(response.headers.location), this.publicUrl);
  }

  private cookieHeaderFor(host: string): string {
    return [...(this.providerCookies.get(host) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepProviderCookies(host: string, setCookies: string[]) {
    const jar = this.providerCookies.get(host) ?? new Map<string, string>();
    for (const header of setCookies) {
      const pair = header.split(';')[0];
      const name = pair.slice(0, pair.indexOf('='));
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(header)) jar.delete(name);
      else jar.set(name, pair.slice(pair.indexOf('=') + 1));
    }
    this.providerCookies.set(host, jar);
  }
}

import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import type { AppConfig } from '../../config';
import { isApiPath, isAtOrBelow, isExactly } from '../../http/apiPaths';
import { HEALTH_PATHS } from '../../modules/health/public';
import { sharedPlugin } from '../sharedPlugin';
import { DOCS_PREFIX } from './openapi';

/**
 * Where images may come from. Our own origin (the demo's pictures, /api/demo/media), data: (the demo
 * accounts' drawn avatars, meta/demo/avatars.ts), and the hosts real accounts' pictures are served
 * from: Instagram's and Facebook's CDNs for media_url, thumbnail_url and profile_picture_url (Meta's
 * IG User reference shows profile_picture_url on scontent.xx.fbcdn.net; media come from
 * scontent-*.cdninstagram.com), Facebook Login's picture (platform-lookaside.fbsbx.com, Graph API
 * User reference) and Google's account picture (the OpenID `picture` claim, *.googleusercontent.com).
 * An avatar typed in Settings on any other host is refused by the browser; the avatar falls back to the initial.
 */
const IMAGE_SOURCES = [
  "'self'",
  'data:',
  'https://*.cdninstagram.com',
  'https://*.fbcdn.net',
  'https://platform-lookaside.fbsbx.com',
  'https://*.googleusercontent.com',
];

/** The CSP the SPA runs under: own scripts only; styled-components injects <style>, hence inline styles. */
function contentSecurityPolicy(config: AppConfig) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: IMAGE_SOURCES,
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Upgrading would break a plain-http self-hosted install reached by LAN address.
      upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The security headers of API answers (helmetPlugin says which), for the JSON errors given where
     * no hook runs: before routing (frameworkErrors) and on the socket itself (clientErrorHandler).
     */
    apiSecurityHeaders: Readonly<Record<string, string>>;
  }
}

/**
 * Two sets of security headers, chosen by address (isApiAnswer).
 *
 * API answers (JSON, the chat's event stream, a demo picture) get the headers OWASP's REST Security
 * Cheat Sheet recommends for every API response
 * (https://cheatsheetseries.owasp.org/cheatsheets/REST_Security_Cheat_Sheet.html#security-headers):
 * no-store (a route that sets its own cache-control, such as the reference lists or the demo
 * pictures, keeps it: this is set first and the route's own replaces it), a CSP that allows nothing
 * and no framing, HSTS, nosniff and DENY; and same-origin CORP, which keeps other origins from
 * embedding our answers. The rest of helmet's set (the app's CSP with its script, style and image
 * sources, COOP, Origin-Agent-Cluster, the referrer policy, the legacy X- headers) governs how a
 * browser renders a document and what that document may load, which does nothing on JSON, yet it
 * went out with every answer: twelve headers, most of the bytes of a small answer such as the
 * session check's.
 *
 * Documents (the SPA's index.html, its fallback and files, the API reference at /api/docs) keep
 * helmet's full set with the app's CSP.
 */
export const helmetPlugin = sharedPlugin({ name: 'helmet', decorators: { fastify: ['config'] } }, async (app) => {
  const documentHeaders = await helmetHeaders(app.config);
  const apiHeaders = apiHeadersFrom(documentHeaders);
  app.decorate('apiSecurityHeaders', apiHeaders);
  // On the reply, not the raw response: Fastify then hands all of a reply's headers to writeHead at
  // once, whereas one raw setHeader makes Node take every header of the answer one by one again
  // (setHeader per name, then _storeHeader). A hijacked reply (SSE, chat/eventStream) copies the
  // reply's headers onto the raw response itself. The set is chosen by the address's prefix, a few
  // string comparisons: 404s for unknown /api paths are answered as the API's, the SPA's fallback
  // as a document.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : documentHeaders);
    done();
  });
});

/** The API set: OWASP's list for API responses, HSTS as helmet sets it, and same-origin CORP. */
function apiHeadersFrom(documentHeaders: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return Object.freeze({
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': documentHeaders['strict-transport-security'],
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  });
}

/**
 * Whether the answer to `url` is the API's rather than a document for a browser: /api and below
 * (unknown paths included: their 404 is JSON) except the API reference, and the health probes.
 */
export function isApiAnswer(url: string): boolean {
  if (isApiPath(url)) return !isAtOrBelow(url, DOCS_PREFIX);
  return HEALTH_PATHS.some((path) => isExactly(url, path));
}

/**
 * The headers helmet sets for our configuration. @fastify/helmet rebuilds helmet's middleware
 * (re-parsing the CSP) on every request, which costs more than a cached authenticated route
 * itself; the configuration never changes, so the headers are computed once, by helmet.
 */
async function helmetHeaders(config: AppConfig): Promise<Readonly<Record<string, string>>> {
  const probe = Fastify();
  await probe.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(config) });
  probe.get('/', async () => '');
  try {
    const response = await probe.inject({ method: 'GET', url: '/' });
    const helmetNames = new Set([
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]);
    return Object.freeze(
      Object.fromEntries(
        Object.entries(response.headers)
          .filter(([name]) => helmetNames.has(name))
          .map(([name, value]) => [name, String(value)]),
      ),
    );
  } finally {
    await probe.close();
  }
}

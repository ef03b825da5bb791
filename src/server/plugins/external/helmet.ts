import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import type { AppConfig } from '../../config';
import { sharedPlugin } from '../sharedPlugin';

/**
 * Where images may come from. Our own origin (the demo's pictures, /api/demo/media), data: (the demo
 * accounts' drawn avatars, meta/demo/avatars.ts), and the hosts real accounts' pictures are served
 * from: Instagram's and Facebook's CDNs for media_url, thumbnail_url and profile_picture_url (Meta's
 * IG User reference shows profile_picture_url on scontent.xx.fbcdn.net; media come from
 * scontent-*.cdninstagram.com), Facebook Login's picture (platform-lookaside.fbsbx.com, Graph API
 * User reference) and Google's account picture (the OpenID `picture` claim, *.googleusercontent.com).
 * An avatar typed in Settings on any other host is refused by the browser; the avatar falls back to the initial.
 */
export const IMAGE_SOURCES = [
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
     * Sets helmet's headers on a response. The onRequest hook below calls it for every routed
     * request; an answer Fastify gives before routing (frameworkErrors) calls it itself.
     */
    setSecurityHeaders(response: ServerResponse): void;
    /** The same headers as name/value pairs, for an answer written to the socket itself (clientErrorHandler). */
    securityHeaders: ReadonlyArray<readonly [string, string]>;
  }
}

/** helmet's headers on every response, hijacked ones (SSE) included. */
export const helmetPlugin = sharedPlugin({ name: 'helmet', decorators: { fastify: ['config'] } }, async (app) => {
  const securityHeaders = await helmetHeaders(app.config);
  const setSecurityHeaders = (response: ServerResponse) => {
    for (const [name, value] of securityHeaders) response.setHeader(name, value);
  };
  app.decorate('setSecurityHeaders', setSecurityHeaders);
  app.decorate('securityHeaders', securityHeaders);
  // On the reply, not the raw response: Fastify then hands all of a reply's headers to writeHead at
  // once, whereas one raw setHeader makes Node take every header of the answer one by one again
  // (setHeader per name, then _storeHeader). A hijacked reply (SSE, chat/eventStream) copies the
  // reply's headers onto the raw response itself.
  const headerSet = Object.freeze(Object.fromEntries(securityHeaders));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headerSet);
    done();
  });
});

/**
 * The headers helmet sets for our configuration. @fastify/helmet rebuilds helmet's middleware
 * (re-parsing the CSP) on every request, which costs more than a cached authenticated route
 * itself; the configuration never changes, so the headers are computed once, by helmet.
 */
async function helmetHeaders(config: AppConfig): Promise<Array<[string, string]>> {
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
    return Object.entries(response.headers)
      .filter(([name]) => helmetNames.has(name))
      .map(([name, value]) => [name, String(value)]);
  } finally {
    await probe.close();
  }
}

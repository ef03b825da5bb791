import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPagePath } from '../../../shared/pagePaths';
import { isApiPath } from '../../http/apiPaths';
import { MAX_PARAM_LENGTH } from '../../http/limits';
import { sharedPlugin } from '../sharedPlugin';
import { URL_TOO_LONG } from './errorHandler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The router answers a path parameter over MAX_PARAM_LENGTH with 414 (frameworkErrors) only when no
 * other route matches; with a client build, the static files' `/*` wildcard does match
 * `/api/posts/<overlong>` and hands it here. The same limit, measured as the router does (decoded).
 */
function hasOverlongSegment(url: string): boolean {
  return url
    .split('?')[0]
    .split('/')
    .some((segment) => segment.length > MAX_PARAM_LENGTH && decodedLength(segment) > MAX_PARAM_LENGTH);
}

function decodedLength(segment: string): number {
  try {
    return decodeURIComponent(segment).length;
  } catch {
    return segment.length;
  }
}

/**
 * Serves the built SPA from CLIENT_DIR with its pre-compressed .br/.gz siblings. Hashed
 * /assets/* are immutable for a year; everything else (index.html above all) is revalidated.
 * Non-API GETs get index.html so that client-side routes survive a reload: 200 for the app's pages,
 * 404 for any other address (the app, loaded all the same, goes on to / and says the page does not
 * exist, and crawlers and link checkers see the 404). Unknown /api paths get a JSON 404.
 */
export const spaPlugin = sharedPlugin({ name: 'spa', decorators: { fastify: ['config'] } }, async (app) => {
  const root = app.config.clientDir;
  const hasRoot = fs.existsSync(root);
  if (hasRoot) {
    await app.register(fastifyStatic, {
      root,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(root, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(url) && hasOverlongSegment(url)) {
      return reply.code(URL_TOO_LONG.status).type('application/json; charset=utf-8').send(URL_TOO_LONG.body);
    }
    if (isApiPath(url) || !wantsPage || url.startsWith('/assets/')) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return sendIndex(request, reply, root, hasRoot);
  });
});

function sendIndex(request: FastifyRequest, reply: FastifyReply, root: string, hasRoot: boolean) {
  if (!hasRoot || !fs.existsSync(path.join(root, 'index.html'))) {
    request.log.warn('client bundle missing: run `npm run build:client`');
    return reply
      .code(503)
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send('The web client has not been built yet. Run `npm run build:client` (or `npm start`, which builds it).');
  }
  const pathname = request.url.split('?')[0];
  return reply.code(isPagePath(pathname) ? 200 : 404).sendFile('index.html');
}

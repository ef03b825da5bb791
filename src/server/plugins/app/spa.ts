import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sharedPlugin } from '../sharedPlugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built SPA from CLIENT_DIR with its pre-compressed .br/.gz siblings. Hashed
 * /assets/* are immutable for a year; everything else (index.html above all) is revalidated.
 * Unknown non-API GETs get index.html so that client-side routes survive a reload; unknown /api
 * paths get a JSON 404.
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
      setHeaders: (res, filePath) => {
        const relative = path.relative(root, filePath).split(path.sep).join('/');
        res.setHeader('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
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
  return reply.sendFile('index.html');
}

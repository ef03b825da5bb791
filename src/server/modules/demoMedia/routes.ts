import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, PUBLIC } from '../../http/routeDocs';
import { DEMO_MEDIA_ID, demoPictureSvg } from '../../meta/demo/pictures';

// The same id always draws the same picture, so a browser may keep it for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

const pictureParams = z.strictObject({ mediaId: z.string().regex(DEMO_MEDIA_ID, { error: 'mediaId must be a media id (digits)' }) });

/**
 * GET /api/demo/media/{mediaId}: the demo post's picture, drawn from its id (meta/demo/pictures.ts), so
 * the demo shows its posts without asking any other host. Public like any image an <img> loads; it
 * holds nothing but colours derived from the id. Registered whatever DEMO_MODE says, so posts synced
 * while it was on keep their pictures.
 */
export const demoMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    security: PUBLIC,
    tags: ['demo'],
    params: pictureParams,
    response: {
      200: { description: 'The picture, an SVG drawing (4:5)', content: { 'image/svg+xml': { schema: z.string().describe('SVG document') } } },
      ...errorAnswers(400),
    },
  };
  app.get('/media/:mediaId', { schema }, async (request, reply) => {
    // nosniff is on every answer (plugins/external/helmet), so the browser keeps to this type; the
    // picture's own cache-control replaces the API answers' no-store.
    return reply.header('cache-control', IMMUTABLE).type('image/svg+xml; charset=utf-8').send(demoPictureSvg(request.params.mediaId));
  });
};

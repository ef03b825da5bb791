import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { branding, brandingBody } from '../../../shared/branding';
import { workspaceParams } from '../../../shared/schedules';
import { errorAnswers, SIGNED_IN } from '../../http/routeDocs';
import { getBranding, setBranding } from './service';

/** /api/workspaces/:workspaceId/branding (docs/mail.md "Branding"): members read it, the owner sets it; a non-member gets 404. */
export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/:workspaceId/branding',
    { schema: { security: SIGNED_IN, params: workspaceParams, response: { 200: branding, ...errorAnswers(400, 401, 404) } } },
    (request) => getBranding(app.db, request.auth.userId, request.params.workspaceId),
  );
  app.put(
    '/:workspaceId/branding',
    {
      schema: { security: SIGNED_IN, params: workspaceParams, body: brandingBody, response: { 200: branding, ...errorAnswers(400, 401, 403, 404, 413) } },
      // A logo of LOGO_MAX_BYTES as base64 is larger than the app's 64 KB body limit.
      bodyLimit: 320 * 1024,
    },
    (request) => setBranding(app.db, request.auth.userId, request.params.workspaceId, request.body),
  );
};

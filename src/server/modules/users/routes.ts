import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityParams, updateUserBody, userSchema } from '../../../shared/auth';
import { errorAnswers, noContent, SIGNED_IN } from '../../http/routeDocs';
import { sendJsonTextWhenReady } from '../../http/jsonText';
import { deleteAccount, getProfileJson, unlinkProvider, updateProfile } from './service';

/** /api/users: the signed-in user's own profile; GET /profile doubles as the session check. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, sessionGuard: app.sessionGuard, userProfiles: app.userProfiles };
  // onRequest: a request without a valid token is refused before its body is even read.
  app.addHook('onRequest', app.authenticate);

  app.get('/profile', { schema: { security: SIGNED_IN, response: { 200: userSchema, ...errorAnswers(401, 404) } } }, (request, reply) =>
    // The session check of every page load: the profile's JSON is written by this route's own
    // serializer once per cached profile, not validated and serialized again on every request, and
    // sent at once when the cache holds it (not an async handler, whose promises cost more than that).
    sendJsonTextWhenReady(
      reply,
      getProfileJson(deps, request.auth.userId, (user) => reply.serializeInput(user, '200') as string),
    ),
  );

  app.put(
    '/update',
    { schema: { security: SIGNED_IN, body: updateUserBody, response: { 200: userSchema, ...errorAnswers(400, 401, 404, 409) } } },
    async (request) => updateProfile(deps, request.auth, request.body),
  );

  app.delete(
    '/identities/:provider',
    { schema: { security: SIGNED_IN, params: identityParams, response: { 200: userSchema, ...errorAnswers(400, 401, 404, 409) } } },
    async (request) => unlinkProvider(deps, request.auth.userId, request.params.provider),
  );

  app.delete('/profile', { schema: { security: SIGNED_IN, response: { 204: noContent, ...errorAnswers(401, 404) } } }, async (request, reply) => {
    await deleteAccount(deps, request.auth.userId);
    return reply.code(204).send();
  });
};

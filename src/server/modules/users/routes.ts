import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityParams, updateUserBody } from '../../../shared/auth';
import { deleteAccount, getProfile, unlinkProvider, updateProfile } from './service';

/** /api/users: the signed-in user's own profile; GET /profile doubles as the session check. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, sessionGuard: app.sessionGuard, userProfiles: app.userProfiles };
  // onRequest: a request without a valid token is refused before its body is even read.
  app.addHook('onRequest', app.authenticate);

  app.get('/profile', async (request) => getProfile(deps, request.auth.userId));

  app.put('/update', { schema: { body: updateUserBody } }, async (request) =>
    updateProfile(deps, request.auth, request.body),
  );

  app.delete('/identities/:provider', { schema: { params: identityParams } }, async (request) =>
    unlinkProvider(deps, request.auth.userId, request.params.provider),
  );

  app.delete('/profile', async (request, reply) => {
    await deleteAccount(deps, request.auth.userId);
    return reply.code(204).send();
  });
};

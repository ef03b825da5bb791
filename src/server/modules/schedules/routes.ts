import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schedule, scheduleBody, scheduleList, scheduleParams, scheduleUpdateBody, workspaceParams } from '../../../shared/schedules';
import { errorAnswers, noContent, SIGNED_IN } from '../../http/routeDocs';
import { createSchedule, deleteSchedule, listSchedules, updateSchedule } from './service';

/**
 * /api/workspaces/:workspaceId/schedules (issue #22): reports sent by e-mail weekly or monthly. Any member
 * reads them; an editor or owner creates, changes and deletes them; a non-member gets 404.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const read = { 200: scheduleList, ...errorAnswers(400, 401, 404) };
  const write = errorAnswers(400, 401, 403, 404);

  app.get('/:workspaceId/schedules', { schema: { security: SIGNED_IN, params: workspaceParams, response: read } }, (request) =>
    listSchedules(app.db, request.auth.userId, request.params.workspaceId, app.mailer.configured),
  );
  app.post(
    '/:workspaceId/schedules',
    { schema: { security: SIGNED_IN, params: workspaceParams, body: scheduleBody, response: { 201: schedule, ...write } } },
    async (request, reply) => reply.code(201).send(await createSchedule(app.db, request.auth.userId, request.params.workspaceId, request.body)),
  );
  app.patch(
    '/:workspaceId/schedules/:id',
    { schema: { security: SIGNED_IN, params: scheduleParams, body: scheduleUpdateBody, response: { 200: schedule, ...write } } },
    (request) => updateSchedule(app.db, request.auth.userId, request.params.workspaceId, request.params.id, request.body),
  );
  app.delete(
    '/:workspaceId/schedules/:id',
    { schema: { security: SIGNED_IN, params: scheduleParams, response: { 204: noContent, ...write } } },
    async (request, reply) => {
      await deleteSchedule(app.db, request.auth.userId, request.params.workspaceId, request.params.id);
      return reply.code(204).send();
    },
  );
};

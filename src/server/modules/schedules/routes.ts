import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  schedule,
  scheduleBody,
  scheduleList,
  scheduleParams,
  schedulePreview,
  scheduleSend,
  scheduleUpdateBody,
  sendNowBody,
  sendNowHeaders,
  sendParams,
  workspaceParams,
} from '../../../shared/schedules';
import { errorAnswers, noContent, SIGNED_IN } from '../../http/routeDocs';
import { keyedRateLimit } from '../../plugins/external/rateLimit';
import { createSchedule, deleteSchedule, getSend, listSchedules, previewEmail, previewPdf, sendNow, updateSchedule } from './service';

const HOUR_MS = 60 * 60_000;
/**
 * New Send now sends per schedule and hour: to its recipients (whoever asks), and to each member's own
 * address. Enough to resend a report that went astray, too few to flood a client's inbox.
 */
export const SEND_NOW_PER_HOUR = 5;
/** Previews per member and 10 minutes: each renders the report, the PDF a whole document. */
const PREVIEWS_PER_WINDOW = 60;
const PREVIEW_WINDOW_MS = 10 * 60_000;

const pdfAnswer = {
  description: 'The PDF a send leaving now would attach (shown in the browser: Content-Disposition inline, with its file name)',
  content: { 'application/pdf': { schema: z.string().describe('PDF document') } },
};

/**
 * /api/workspaces/:workspaceId/schedules: reports sent by e-mail weekly or monthly. Any member
 * reads them and previews what a send would mail; an editor or owner creates, changes, deletes and sends
 * them now; a non-member gets 404. Changes and sends go to the workspace's audit log.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const read = { 200: scheduleList, ...errorAnswers(400, 401, 404) };
  const write = errorAnswers(400, 401, 403, 404);
  const previewLimit = keyedRateLimit(app, {
    max: PREVIEWS_PER_WINDOW,
    timeWindow: PREVIEW_WINDOW_MS,
    key: (request) => `schedule-preview:${request.auth.userId}`,
  });
  const sendNowLimit = keyedRateLimit(app, {
    max: SEND_NOW_PER_HOUR,
    timeWindow: HOUR_MS,
    key: (request) => {
      const { params, body } = request as unknown as { params: { id: string }; body: { to: string } };
      return `send-now:${params.id}:${body.to === 'me' ? request.auth.userId : 'recipients'}`;
    },
  });

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

  app.get(
    '/:workspaceId/schedules/:id/preview',
    {
      schema: { security: SIGNED_IN, params: scheduleParams, response: { 200: schedulePreview, ...errorAnswers(400, 401, 404, 409, 429) } },
      preHandler: previewLimit,
    },
    (request) => previewEmail(app.db, request.auth.userId, request.params.workspaceId, request.params.id),
  );
  app.get(
    '/:workspaceId/schedules/:id/preview.pdf',
    {
      schema: { security: SIGNED_IN, params: scheduleParams, response: { 200: pdfAnswer, ...errorAnswers(400, 401, 404, 409, 429) } },
      preHandler: previewLimit,
    },
    async (request, reply) => {
      const { fileName, pdf } = await previewPdf(app.db, request.auth.userId, request.params.workspaceId, request.params.id);
      const disposition = `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
      // A Buffer goes out as it is (Fastify serialises no Buffer); the schema's string is the document's wording of it.
      return reply
        .type('application/pdf')
        .header('content-disposition', disposition)
        .send(pdf as unknown as string);
    },
  );
  app.post(
    '/:workspaceId/schedules/:id/send-now',
    {
      schema: {
        security: SIGNED_IN,
        params: scheduleParams,
        headers: sendNowHeaders,
        body: sendNowBody,
        response: { 202: scheduleSend, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const deps = {
        db: app.db,
        queue: app.scheduleQueue,
        mailConfigured: app.mailer.configured,
        countSend: () => sendNowLimit(request, reply),
      };
      const { workspaceId, id } = request.params;
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      return reply.code(202).send(await sendNow(deps, request.auth.userId, workspaceId, id, request.body.to, key));
    },
  );
  app.get(
    '/:workspaceId/schedules/:id/sends/:sendId',
    { schema: { security: SIGNED_IN, params: sendParams, response: { 200: scheduleSend, ...errorAnswers(400, 401, 404) } } },
    (request) => getSend(app.db, app.scheduleQueue, request.auth.userId, request.params.workspaceId, request.params.id, request.params.sendId),
  );
};

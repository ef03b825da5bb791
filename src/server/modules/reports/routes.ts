import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comparisonReportBody, competitorReportBody, renameReportBody, report, reportList, reportListQuery, reportParams } from '../../../shared/reports';
import { errorAnswers, noContent, SIGNED_IN } from '../../http/routeDocs';
import { workspaceHeaders } from '../../../shared/workspaces';
import { createComparisonReport, createCompetitorReport, deleteReport, getReport, listReports, renameReport } from './service';

/**
 * /api/reports: a workspace's saved reports. Members read them; editors generate, rename and
 * delete (a 403 below). Another workspace's report or account is a 404.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const listSchema = {
    security: SIGNED_IN,
    headers: workspaceHeaders,
    querystring: reportListQuery,
    response: { 200: reportList, ...errorAnswers(400, 401, 404) },
  };
  app.get('/', { schema: listSchema }, (request) => listReports(app.db, request, request.query.accountId));
  app.get('/:id', { schema: { security: SIGNED_IN, params: reportParams, response: { 200: report, ...errorAnswers(400, 401, 404, 409) } } }, (request) =>
    getReport(app.db, request.auth.userId, request.params.id),
  );
  app.patch(
    '/:id',
    { schema: { security: SIGNED_IN, params: reportParams, body: renameReportBody, response: { 200: report, ...errorAnswers(400, 401, 403, 404, 409) } } },
    (request) => renameReport(app.db, request.auth.userId, request.params.id, request.body.title),
  );
  app.delete(
    '/:id',
    { schema: { security: SIGNED_IN, params: reportParams, response: { 204: noContent, ...errorAnswers(400, 401, 403, 404) } } },
    async (request, reply) => {
      await deleteReport(app.db, request.auth.userId, request.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/competitors/analysis',
    { schema: { security: SIGNED_IN, body: competitorReportBody, response: { 201: report, ...errorAnswers(400, 401, 403, 404) } } },
    async (request, reply) => reply.code(201).send(await createCompetitorReport(app.db, request.auth.userId, request.body)),
  );
  app.post(
    '/users/comparison',
    { schema: { security: SIGNED_IN, body: comparisonReportBody, response: { 201: report, ...errorAnswers(400, 401, 403, 404) } } },
    async (request, reply) => reply.code(201).send(await createComparisonReport(app.db, request.auth.userId, request.body)),
  );
};

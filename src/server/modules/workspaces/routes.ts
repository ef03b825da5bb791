import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import {
  acceptedInvitation,
  auditLog,
  changeRoleBody,
  invitationList,
  invitationParams,
  invitationPreview,
  invitationSignUpAnswer,
  invitationSignUpBody,
  invitationTokenBody,
  inviteBody,
  issuedInvitation,
  member,
  memberList,
  memberParams,
  workspaceList,
  workspaceNameBody,
  workspaceParams,
  workspaceSummary,
} from '../../../shared/workspaces';
import { errorAnswers, noContent, PUBLIC, SIGNED_IN } from '../../http/routeDocs';
import { invitationMailLimits } from './invitationLimits';
import { authDepsOf, register, userAgentOf } from '../auth/public';
import {
  acceptInvitation,
  inviteMember,
  pendingInvitations,
  previewInvitation,
  renewInvitationLink,
  revokeInvitation,
  signUpThroughInvitation,
  type InvitationDeps,
} from './invitations';
import {
  auditOf,
  changeMemberRole,
  createWorkspace,
  deleteOwnedWorkspace,
  listWorkspaces,
  membersOf,
  removeWorkspaceMember,
  renameOwnedWorkspace,
} from './service';

const signedIn = { security: SIGNED_IN };

/** Invitations e-mail their links through the invitation queue (plugin.ts). */
const invitationDepsOf = (app: FastifyInstance): InvitationDeps => ({ db: app.db, publicUrl: app.config.publicUrl, mail: app.invitationMail });

/** /api/workspaces: the user's workspaces, their members, invitations and audit log. */
export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitations = invitationDepsOf(app);
  const invitationLimits = invitationMailLimits(app);
  app.addHook('onRequest', app.authenticate);

  app.get('/', { schema: { ...signedIn, response: { 200: workspaceList, ...errorAnswers(401) } } }, (request) => listWorkspaces(app.db, request.auth.userId));
  app.post('/', { schema: { ...signedIn, body: workspaceNameBody, response: { 201: workspaceSummary, ...errorAnswers(400, 401) } } }, async (request, reply) =>
    reply.code(201).send(await createWorkspace(app.db, request.auth.userId, request.body.name)),
  );
  app.patch(
    '/:workspaceId',
    { schema: { ...signedIn, params: workspaceParams, body: workspaceNameBody, response: { 200: workspaceSummary, ...errorAnswers(400, 401, 403, 404) } } },
    (request) => renameOwnedWorkspace(app.db, request.auth.userId, request.params.workspaceId, request.body.name),
  );
  app.delete(
    '/:workspaceId',
    { schema: { ...signedIn, params: workspaceParams, response: { 204: noContent, ...errorAnswers(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      await deleteOwnedWorkspace(app.db, request.auth.userId, request.params.workspaceId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/:workspaceId/members',
    { schema: { ...signedIn, params: workspaceParams, response: { 200: memberList, ...errorAnswers(400, 401, 404) } } },
    (request) => membersOf(app.db, request.auth.userId, request.params.workspaceId),
  );
  app.patch(
    '/:workspaceId/members/:userId',
    { schema: { ...signedIn, params: memberParams, body: changeRoleBody, response: { 200: member, ...errorAnswers(400, 401, 403, 404, 409) } } },
    (request) => changeMemberRole(app.db, request.auth.userId, request.params.workspaceId, request.params.userId, request.body.role),
  );
  /** An owner removes a member; any member removes themselves to leave. */
  app.delete(
    '/:workspaceId/members/:userId',
    { schema: { ...signedIn, params: memberParams, response: { 204: noContent, ...errorAnswers(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      await removeWorkspaceMember(app.db, request.auth.userId, request.params.workspaceId, request.params.userId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/:workspaceId/invitations',
    { schema: { ...signedIn, params: workspaceParams, response: { 200: invitationList, ...errorAnswers(400, 401, 403, 404) } } },
    (request) => pendingInvitations(invitations, request.auth.userId, request.params.workspaceId),
  );
  app.post(
    '/:workspaceId/invitations',
    {
      schema: { ...signedIn, params: workspaceParams, body: inviteBody, response: { 201: issuedInvitation, ...errorAnswers(400, 401, 403, 404, 409, 429) } },
      preHandler: invitationLimits.invite,
    },
    async (request, reply) => reply.code(201).send(await inviteMember(invitations, request.auth.userId, request.params.workspaceId, request.body)),
  );
  app.post(
    '/:workspaceId/invitations/:invitationId/link',
    {
      schema: { ...signedIn, params: invitationParams, response: { 200: issuedInvitation, ...errorAnswers(400, 401, 403, 404, 429) } },
      preHandler: invitationLimits.renew,
    },
    (request) => renewInvitationLink(invitations, request.auth.userId, request.params.workspaceId, request.params.invitationId),
  );
  app.delete(
    '/:workspaceId/invitations/:invitationId',
    { schema: { ...signedIn, params: invitationParams, response: { 204: noContent, ...errorAnswers(400, 401, 403, 404) } } },
    async (request, reply) => {
      await revokeInvitation(invitations, request.auth.userId, request.params.workspaceId, request.params.invitationId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/:workspaceId/audit',
    { schema: { ...signedIn, params: workspaceParams, response: { 200: auditLog, ...errorAnswers(400, 401, 403, 404) } } },
    async (request) => ({ data: await auditOf(app.db, request.auth.userId, request.params.workspaceId) }),
  );
};

/**
 * /api/invitations: the invitation page's calls. The token travels in the body, never in a URL. An
 * unknown token is a 404; a used, expired or orphaned one a 410 that says why.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitations = invitationDepsOf(app);
  const auth = authDepsOf(app);
  const { registerPerIp, windowMs } = app.config.authLimits;
  const rateLimit = { max: registerPerIp, timeWindow: windowMs };

  app.post(
    '/preview',
    {
      schema: { security: PUBLIC, body: invitationTokenBody, response: { 200: invitationPreview, ...errorAnswers(400, 404, 410, 429) } },
      config: { rateLimit },
    },
    (request) => previewInvitation(invitations, request.body.token),
  );
  app.post(
    '/accept',
    {
      onRequest: app.authenticate,
      schema: { ...signedIn, body: invitationTokenBody, response: { 200: acceptedInvitation, ...errorAnswers(400, 401, 403, 404, 410, 429) } },
      config: { rateLimit },
    },
    (request) => acceptInvitation(invitations, request.auth.userId, request.body.token),
  );
  app.post(
    '/sign-up',
    {
      schema: { security: PUBLIC, body: invitationSignUpBody, response: { 201: invitationSignUpAnswer, ...errorAnswers(400, 404, 409, 410, 429) } },
      config: { rateLimit },
    },
    async (request, reply) => {
      const answer = await signUpThroughInvitation(invitations, request.body, (input) => register(auth, input, userAgentOf(request)));
      return reply.code(201).send(answer);
    },
  );
};

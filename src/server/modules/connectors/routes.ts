import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountParams,
  accountSettingsBody,
  authUrlQuery,
  authUrlResponse,
  connectBody,
  connectedAccount,
  connectOptions,
  disconnectQuery,
  disconnectResponse,
  connectionOffer,
  instagramProfile,
  offerParams,
  platformParams,
  syncQueuedResponse,
  syncStatusResponse,
} from '../../../shared/connectors';
import { mediaPage, mediaQuery } from '../../../shared/posts';
import { errorAnswers, noContent, SIGNED_IN, type ErrorStatus } from '../../http/routeDocs';
import { decodeCursor, findPosts, nextUrlFor, pagingFor, toMedia } from '../posts/public';
import { placePlatformRow, replaceDemoPeers } from '../peers/public';
import { deleteAccounts, listWorkspaceAccounts, toConnectedAccount } from './repository';
import { workspaceHeaders } from '../../../shared/workspaces';
import { recordAudit, requestWorkspace, type WorkspaceRequest } from '../workspaces/public';
import { requireAccount } from './accountAccess';
import { takeOffer } from './offerRepository';
import { acceptOffer, changeAccountSettings, finishConnection, profileOf, readOffer, startConnection, syncStatuses, type ConnectorDeps } from './service';

const accountList = z.array(connectedAccount);
const mediaParams = z.strictObject({ accountId: z.uuid({ error: 'accountId must be an account id' }).optional() });
/**
 * Every route here needs a signed-in user; `answers` adds the errors a route gives besides 401. A route
 * that lists or connects works in the workspace the X-Workspace-Id header names (the personal one without
 * it): reading needs a viewer, syncing and connecting an editor (docs/workspaces.md).
 */
const signedIn = { security: SIGNED_IN };
const inWorkspace = { security: SIGNED_IN, headers: workspaceHeaders };
const answers = (...statuses: Array<400 | 403 | 404 | 502>) => errorAnswers<ErrorStatus>(401, ...statuses);

/** /api/connectors: connected accounts, connecting, syncing and disconnecting. */
export const connectorRoutes: FastifyPluginAsyncZod = async (app) => {
  const peers = { placePlatformRow, replaceDemoPeers };
  const deps: ConnectorDeps = { db: app.db, gateway: app.metaGateway, cipher: app.tokenCipher, syncQueue: app.syncQueue, peers };
  const workspaceAccounts = async (request: WorkspaceRequest) =>
    (await listWorkspaceAccounts(app.db, (await requestWorkspace(app.db, request, 'viewer')).workspaceId)).map(toConnectedAccount);
  const queueSyncOf = async (request: WorkspaceRequest) => {
    const { workspaceId } = await requestWorkspace(app.db, request, 'accounts.sync');
    return { jobs: await app.syncQueue.enqueue((await listWorkspaceAccounts(app.db, workspaceId)).map((a) => a.id)) };
  };
  app.addHook('onRequest', app.authenticate);

  app.get('/accounts', { schema: { ...inWorkspace, response: { 200: accountList, ...answers(400, 404) } } }, (request) => workspaceAccounts(request));
  app.get('/:platform/accounts', { schema: { ...inWorkspace, params: platformParams, response: { 200: accountList, ...answers(400, 404) } } }, (request) =>
    workspaceAccounts(request),
  );

  app.post('/sync', { schema: { ...inWorkspace, response: { 200: syncQueuedResponse, ...answers(400, 403, 404) } } }, (request) => queueSyncOf(request));
  app.post(
    '/:platform/sync',
    { schema: { ...inWorkspace, params: platformParams, response: { 200: syncQueuedResponse, ...answers(400, 403, 404) } } },
    (request) => queueSyncOf(request),
  );
  app.get('/sync/status', { schema: { ...inWorkspace, response: { 200: syncStatusResponse, ...answers(400, 404) } } }, async (request) => ({
    accounts: await syncStatuses(app.db, (await requestWorkspace(app.db, request, 'viewer')).workspaceId),
  }));

  app.get('/instagram/options', { schema: { ...signedIn, response: { 200: connectOptions, ...answers() } } }, async () => app.metaGateway.options());
  const authUrlSchema = { ...inWorkspace, querystring: authUrlQuery, response: { 200: authUrlResponse, ...answers(400, 403, 404) } };
  app.get('/instagram/auth-url', { schema: authUrlSchema }, async (request) =>
    startConnection(deps, await requestWorkspace(app.db, request, 'accounts.connect'), request.query.flavour),
  );
  // The workspace was chosen when the connection started (its state remembers it).
  app.post('/instagram/connect', { schema: { ...signedIn, body: connectBody, response: { 200: accountList, ...answers(400, 403, 404, 502) } } }, (request) =>
    finishConnection(deps, request.auth.userId, request.body),
  );
  app.get('/instagram/offers/:offerId', { schema: { ...signedIn, params: offerParams, response: { 200: connectionOffer, ...answers(400, 404) } } }, (request) =>
    readOffer(app.db, request.auth.userId, request.params.offerId),
  );
  const acceptSchema = { ...inWorkspace, params: offerParams, response: { 200: accountList, ...answers(400, 403, 404, 502) } };
  app.post('/instagram/offers/:offerId/accept', { schema: acceptSchema }, async (request) =>
    acceptOffer(deps, await requestWorkspace(app.db, request, 'accounts.connect'), request.params.offerId),
  );
  /** Declining forgets the offer and its token; declining one already gone is no error. */
  app.delete(
    '/instagram/offers/:offerId',
    { schema: { ...signedIn, params: offerParams, response: { 204: noContent, ...answers(400) } } },
    async (request, reply) => {
      await takeOffer(app.db, request.auth.userId, request.params.offerId);
      return reply.code(204).send();
    },
  );
  /** One account (its workspace is the account's), or every account of the requested workspace. */
  const disconnectSchema = { ...inWorkspace, querystring: disconnectQuery, response: { 200: disconnectResponse, ...answers(400, 403, 404) } };
  app.delete('/instagram/disconnect', { schema: disconnectSchema }, async (request) => {
    const { accountId } = request.query;
    const workspaceId = accountId
      ? (await requireAccount(app.db, request.auth.userId, accountId, 'accounts.disconnect')).workspaceId!
      : (await requestWorkspace(app.db, request, 'accounts.disconnect')).workspaceId;
    const usernames = await deleteAccounts(app.db, workspaceId, accountId);
    for (const username of usernames) {
      await recordAudit(app.db, { workspaceId, actorId: request.auth.userId, action: 'account.disconnected', subject: `@${username}` });
    }
    return { disconnected: usernames.length };
  });

  app.get(
    '/instagram/profile/:accountId',
    { schema: { ...signedIn, params: accountParams, response: { 200: instagramProfile, ...answers(400, 404) } } },
    async (request) => profileOf(app.db, await requireAccount(app.db, request.auth.userId, request.params.accountId)),
  );
  const settingsSchema = { ...signedIn, params: accountParams, body: accountSettingsBody, response: { 200: instagramProfile, ...answers(400, 403, 404) } };
  app.patch('/instagram/accounts/:accountId', { schema: settingsSchema }, async (request) => {
    const account = await requireAccount(app.db, request.auth.userId, request.params.accountId, 'accounts.configure');
    await changeAccountSettings(deps, account, request.body);
    return profileOf(app.db, await requireAccount(app.db, request.auth.userId, account.id));
  });

  /** Without an account id: the user's first account (the path is served with and without one). */
  const mediaSchema = { ...inWorkspace, params: mediaParams, querystring: mediaQuery, response: { 200: mediaPage, ...answers(400, 404) } };
  app.get('/instagram/media/:accountId?', { schema: mediaSchema }, async (request) => {
    const accountId = request.params.accountId
      ? (await requireAccount(app.db, request.auth.userId, request.params.accountId)).id
      : (await listWorkspaceAccounts(app.db, (await requestWorkspace(app.db, request, 'viewer')).workspaceId))[0]?.id;
    const offset = decodeCursor(request.query.after);
    const { limit } = request.query;
    const { rows } = await findPosts(app.db, { sort: 'recent', accountIds: accountId ? [accountId] : [] }, offset, limit);
    return { data: rows.slice(0, limit).map(toMedia), paging: pagingFor(offset, limit, rows.length, nextUrlFor(request.url)) };
  });
};

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
import { toMedia } from '../posts/mediaView';
import { decodeCursor, nextUrlFor, pagingFor } from '../posts/pageCursor';
import { findPosts } from '../posts/repository';
import { deleteAccounts, listUserAccounts, toConnectedAccount } from './repository';
import { takeOffer } from './offerRepository';
import {
  acceptOffer,
  changeAccountSettings,
  finishConnection,
  profileOf,
  readOffer,
  requireAccount,
  startConnection,
  syncStatuses,
  type ConnectorDeps,
} from './service';

const accountList = z.array(connectedAccount);
const mediaParams = z.strictObject({ accountId: z.uuid({ error: 'accountId must be an account id' }).optional() });

/** /api/connectors (DESIGN §5, Contract): connected accounts, connecting, syncing and disconnecting. */
export const connectorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ConnectorDeps = { db: app.db, gateway: app.metaGateway, cipher: app.tokenCipher, syncQueue: app.syncQueue };
  const userAccounts = async (userId: string) => (await listUserAccounts(app.db, userId)).map(toConnectedAccount);
  const queueSyncOf = async (userId: string) => ({ jobs: await deps.syncQueue.enqueue((await listUserAccounts(app.db, userId)).map((a) => a.id)) });
  app.addHook('onRequest', app.authenticate);

  app.get('/accounts', { schema: { response: { 200: accountList } } }, (request) => userAccounts(request.auth.userId));
  app.get('/:platform/accounts', { schema: { params: platformParams, response: { 200: accountList } } }, (request) => userAccounts(request.auth.userId));

  app.post('/sync', { schema: { response: { 200: syncQueuedResponse } } }, (request) => queueSyncOf(request.auth.userId));
  app.post('/:platform/sync', { schema: { params: platformParams, response: { 200: syncQueuedResponse } } }, (request) => queueSyncOf(request.auth.userId));
  app.get('/sync/status', { schema: { response: { 200: syncStatusResponse } } }, async (request) => ({ accounts: await syncStatuses(app.db, request.auth.userId) }));

  app.get('/instagram/options', { schema: { response: { 200: connectOptions } } }, async () => app.metaGateway.options());
  app.get('/instagram/auth-url', { schema: { querystring: authUrlQuery, response: { 200: authUrlResponse } } }, (request) =>
    startConnection(deps, request.auth.userId, request.query.flavour),
  );
  app.post('/instagram/connect', { schema: { body: connectBody, response: { 200: accountList } } }, (request) =>
    finishConnection(deps, request.auth.userId, request.body),
  );
  app.get('/instagram/offers/:offerId', { schema: { params: offerParams, response: { 200: connectionOffer } } }, (request) =>
    readOffer(app.db, request.auth.userId, request.params.offerId),
  );
  app.post('/instagram/offers/:offerId/accept', { schema: { params: offerParams, response: { 200: accountList } } }, (request) =>
    acceptOffer(deps, request.auth.userId, request.params.offerId),
  );
  /** Declining forgets the offer and its token; declining one already gone is no error. */
  app.delete('/instagram/offers/:offerId', { schema: { params: offerParams } }, async (request, reply) => {
    await takeOffer(app.db, request.auth.userId, request.params.offerId);
    return reply.code(204).send();
  });
  app.delete('/instagram/disconnect', { schema: { querystring: disconnectQuery, response: { 200: disconnectResponse } } }, async (request) => {
    const { accountId } = request.query;
    if (accountId) await requireAccount(app.db, request.auth.userId, accountId);
    return { disconnected: await deleteAccounts(app.db, request.auth.userId, accountId) };
  });

  app.get('/instagram/profile/:accountId', { schema: { params: accountParams, response: { 200: instagramProfile } } }, async (request) =>
    profileOf(app.db, await requireAccount(app.db, request.auth.userId, request.params.accountId)),
  );
  app.patch('/instagram/accounts/:accountId', { schema: { params: accountParams, body: accountSettingsBody, response: { 200: instagramProfile } } }, async (request) => {
    const account = await requireAccount(app.db, request.auth.userId, request.params.accountId);
    await changeAccountSettings(app.db, account, request.body);
    return profileOf(app.db, await requireAccount(app.db, request.auth.userId, account.id));
  });

  /** Without an account id: the user's first account (SPEC §7 allows both forms). */
  app.get('/instagram/media/:accountId?', { schema: { params: mediaParams, querystring: mediaQuery, response: { 200: mediaPage } } }, async (request) => {
    const accountId = request.params.accountId ?? (await listUserAccounts(app.db, request.auth.userId))[0]?.id;
    if (request.params.accountId) await requireAccount(app.db, request.auth.userId, request.params.accountId);
    const offset = decodeCursor(request.query.after);
    const { limit } = request.query;
    const { rows } = await findPosts(app.db, { sort: 'recent', accountIds: accountId ? [accountId] : [] }, offset, limit);
    return { data: rows.slice(0, limit).map(toMedia), paging: pagingFor(offset, limit, rows.length, nextUrlFor(request.url)) };
  });
};

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
import { toMedia } from '../posts/mediaView';
import { decodeCursor, nextUrlFor, pagingFor } from '../posts/pageCursor';
import { findPosts } from '../posts/public';
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
/** Every route here needs a signed-in user; `answers` adds the errors a route gives besides 401. */
const signedIn = { security: SIGNED_IN };
const answers = (...statuses: Array<400 | 404 | 502>) => errorAnswers<ErrorStatus>(401, ...statuses);

/** /api/connectors (DESIGN §5, Contract): connected accounts, connecting, syncing and disconnecting. */
export const connectorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ConnectorDeps = { db: app.db, gateway: app.metaGateway, cipher: app.tokenCipher, syncQueue: app.syncQueue };
  const userAccounts = async (userId: string) => (await listUserAccounts(app.db, userId)).map(toConnectedAccount);
  const queueSyncOf = async (userId: string) => ({ jobs: await deps.syncQueue.enqueue((await listUserAccounts(app.db, userId)).map((a) => a.id)) });
  app.addHook('onRequest', app.authenticate);

  app.get('/accounts', { schema: { ...signedIn, response: { 200: accountList, ...answers() } } }, (request) => userAccounts(request.auth.userId));
  app.get('/:platform/accounts', { schema: { ...signedIn, params: platformParams, response: { 200: accountList, ...answers(400) } } }, (request) =>
    userAccounts(request.auth.userId),
  );

  app.post('/sync', { schema: { ...signedIn, response: { 200: syncQueuedResponse, ...answers() } } }, (request) => queueSyncOf(request.auth.userId));
  app.post('/:platform/sync', { schema: { ...signedIn, params: platformParams, response: { 200: syncQueuedResponse, ...answers(400) } } }, (request) =>
    queueSyncOf(request.auth.userId),
  );
  app.get('/sync/status', { schema: { ...signedIn, response: { 200: syncStatusResponse, ...answers() } } }, async (request) => ({
    accounts: await syncStatuses(app.db, request.auth.userId),
  }));

  app.get('/instagram/options', { schema: { ...signedIn, response: { 200: connectOptions, ...answers() } } }, async () => app.metaGateway.options());
  app.get('/instagram/auth-url', { schema: { ...signedIn, querystring: authUrlQuery, response: { 200: authUrlResponse, ...answers(400) } } }, (request) =>
    startConnection(deps, request.auth.userId, request.query.flavour),
  );
  app.post('/instagram/connect', { schema: { ...signedIn, body: connectBody, response: { 200: accountList, ...answers(400, 502) } } }, (request) =>
    finishConnection(deps, request.auth.userId, request.body),
  );
  app.get('/instagram/offers/:offerId', { schema: { ...signedIn, params: offerParams, response: { 200: connectionOffer, ...answers(400, 404) } } }, (request) =>
    readOffer(app.db, request.auth.userId, request.params.offerId),
  );
  const acceptSchema = { ...signedIn, params: offerParams, response: { 200: accountList, ...answers(400, 404, 502) } };
  app.post('/instagram/offers/:offerId/accept', { schema: acceptSchema }, (request) => acceptOffer(deps, request.auth.userId, request.params.offerId));
  /** Declining forgets the offer and its token; declining one already gone is no error. */
  app.delete(
    '/instagram/offers/:offerId',
    { schema: { ...signedIn, params: offerParams, response: { 204: noContent, ...answers(400) } } },
    async (request, reply) => {
      await takeOffer(app.db, request.auth.userId, request.params.offerId);
      return reply.code(204).send();
    },
  );
  const disconnectSchema = { ...signedIn, querystring: disconnectQuery, response: { 200: disconnectResponse, ...answers(400, 404) } };
  app.delete('/instagram/disconnect', { schema: disconnectSchema }, async (request) => {
    const { accountId } = request.query;
    if (accountId) await requireAccount(app.db, request.auth.userId, accountId);
    return { disconnected: await deleteAccounts(app.db, request.auth.userId, accountId) };
  });

  app.get(
    '/instagram/profile/:accountId',
    { schema: { ...signedIn, params: accountParams, response: { 200: instagramProfile, ...answers(400, 404) } } },
    async (request) => profileOf(app.db, await requireAccount(app.db, request.auth.userId, request.params.accountId)),
  );
  const settingsSchema = { ...signedIn, params: accountParams, body: accountSettingsBody, response: { 200: instagramProfile, ...answers(400, 404) } };
  app.patch('/instagram/accounts/:accountId', { schema: settingsSchema }, async (request) => {
    const account = await requireAccount(app.db, request.auth.userId, request.params.accountId);
    await changeAccountSettings(app.db, account, request.body);
    return profileOf(app.db, await requireAccount(app.db, request.auth.userId, account.id));
  });

  /** Without an account id: the user's first account (SPEC §7 allows both forms). */
  const mediaSchema = { ...signedIn, params: mediaParams, querystring: mediaQuery, response: { 200: mediaPage, ...answers(400, 404) } };
  app.get('/instagram/media/:accountId?', { schema: mediaSchema }, async (request) => {
    const accountId = request.params.accountId ?? (await listUserAccounts(app.db, request.auth.userId))[0]?.id;
    if (request.params.accountId) await requireAccount(app.db, request.auth.userId, request.params.accountId);
    const offset = decodeCursor(request.query.after);
    const { limit } = request.query;
    const { rows } = await findPosts(app.db, { sort: 'recent', accountIds: accountId ? [accountId] : [] }, offset, limit);
    return { data: rows.slice(0, limit).map(toMedia), paging: pagingFor(offset, limit, rows.length, nextUrlFor(request.url)) };
  });
};

import type {
  AccountSettingsBody,
  AccountSyncStatus,
  ConnectBody,
  ConnectedAccount,
  ConnectionOffer,
  InstagramProfile,
  LoginFlavour,
} from '../../../shared/connectors';
import type { Db } from '../../db/client';
import { HttpError, fieldError, notFound } from '../../http/httpError';
import { readStatus } from '../../jobs/sync/progress';
import type { TokenCipher } from '../../lib/tokenCipher';
import type { MetaGateway } from '../../meta/gateway';
import type { DemoPeer } from '../../meta/demo/world';
import { GraphApiError } from '../../meta/graphErrors';
import { completeConnection, DEMO_CODE, dialogUrl } from '../../meta/oauth';
import { UnexpectedMetaAnswer } from '../../meta/tokenAnswers';
import {
  consumeConnectState,
  countryExists,
  createConnectState,
  nicheExists,
  saveConnection,
  syncStatusRows,
  toConnectedAccount,
  updateAccountSettings,
  type AccountRow,
  type NewConnection,
} from './repository';
import { accessEndOf, reconnectByOf } from './accessEnd';
import { findOffer, takeOffer } from './offerRepository';
import { accountTimeZone, storableTimeZone } from '../../lib/timeZones';
import { seedDemoFollowerHistory } from '../../jobs/sync/demoFollowerHistory';
import { personalWorkspaceId, recordAudit, requireWorkspaceRole, type Membership } from '../workspaces/public';

/**
 * What connecting needs of the sync queue (jobs/syncQueue.ts SyncQueue, which satisfies it): to queue the new
 * accounts' first syncs. Said here rather than imported: every module reads accounts through this one, and the
 * queue's module reaches the jobs, the demo and back into the modules, a cycle through the whole server.
 */
type FirstSyncQueue = { enqueue(accountIds: string[]): Promise<unknown> };

/**
 * What connecting writes of the peer groups (peers/public.ts has both): an account's cohort row follows the
 * niche and country set for it, and demo accounts bring the demo world's peers. Said here rather than
 * imported: peer comparison reads accounts through this module, so the two modules' public files would
 * import each other.
 */
type PeerRows = {
  placePlatformRow(db: Db, accountId: string, place: { nicheId?: string | null; countryCode?: string | null }): Promise<void>;
  replaceDemoPeers(db: Db, peers: readonly DemoPeer[], computedAt: Date): Promise<void>;
};

export type ConnectorDeps = { db: Db; gateway: MetaGateway; cipher: TokenCipher; syncQueue: FirstSyncQueue; peers: PeerRows };

const FLAVOUR_NAMES: Record<LoginFlavour, string> = { facebook: 'Facebook Login', instagram: 'Instagram Login', demo: 'Demo accounts' };

/** Who connects, and into which workspace (an editor's or owner's membership of it). */
export type Connecting = Pick<Membership, 'userId' | 'workspaceId'>;

export async function startConnection(deps: ConnectorDeps, who: Connecting, flavour: LoginFlavour): Promise<{ url: string; state: string }> {
  if (!deps.gateway.isAvailable(flavour)) {
    throw new HttpError(400, `${FLAVOUR_NAMES[flavour]} is not set up on this server`, 'CONNECTOR_NOT_CONFIGURED', [
      { field: 'flavour', message: 'not set up on this server' },
    ]);
  }
  const state = await createConnectState(deps.db, who.userId, who.workspaceId, flavour);
  return { url: dialogUrl(deps.gateway, flavour, state), state };
}

/** Completes what Meta's dialog started: state check, code exchange, accounts stored, first sync queued. */
export async function finishConnection(deps: ConnectorDeps, userId: string, body: ConnectBody): Promise<ConnectedAccount[]> {
  const started = await consumeConnectState(deps.db, userId, body.state);
  if (!started) throw fieldError('state', 'is invalid, expired or already used: start the connection again');
  // The role is read again: it may have changed while Meta's dialog was open.
  const workspaceId = started.workspaceId ?? (await personalWorkspaceId(deps.db, userId));
  await requireWorkspaceRole(deps.db, userId, workspaceId, 'accounts.connect');
  return connectAndSync(deps, { userId, workspaceId }, started.flavour, body.code);
}

/** "Try the demo": the demo accounts, connected through the same exchange and synced by the same job. */
export async function connectDemoAccounts(deps: ConnectorDeps, userId: string): Promise<ConnectedAccount[]> {
  return connectAndSync(deps, { userId, workspaceId: await personalWorkspaceId(deps.db, userId) }, 'demo', DEMO_CODE);
}

async function connectAndSync(deps: ConnectorDeps, who: Connecting, flavour: LoginFlavour, code: string): Promise<ConnectedAccount[]> {
  const connection = await completeConnection(deps.gateway, flavour, code).catch((error: unknown) => {
    throw asConnectError(error);
  });
  if (!connection.accounts.length) {
    throw new HttpError(400, 'No Instagram business or creator account is linked to this login', 'NO_BUSINESS_ACCOUNT');
  }
  return storeAndSync(deps, who, {
    flavour,
    accessTokenEnc: deps.cipher.encrypt(connection.accessToken),
    tokenExpiresAt: connection.expiresAt,
    tokenIssuedAt: new Date(),
    accounts: connection.accounts,
  });
}

/** Stores the accounts with their (already encrypted) token and queues their first sync. */
async function storeAndSync(deps: ConnectorDeps, who: Connecting, connection: NewConnection): Promise<ConnectedAccount[]> {
  const saved = await saveConnection(deps.db, who.userId, connection, who.workspaceId);
  for (const account of saved) {
    await recordAudit(deps.db, { workspaceId: who.workspaceId, actorId: who.userId, action: 'account.connected', subject: `@${account.username}` });
  }
  if (connection.flavour === 'demo') await placeDemoAccounts(deps, saved);
  await deps.syncQueue.enqueue(saved.map((account) => account.id));
  return saved.map(toConnectedAccount);
}

/** The business accounts a Facebook or Instagram sign-in found, for the user to accept or decline. */
export async function readOffer(db: Db, userId: string, offerId: string): Promise<ConnectionOffer> {
  const offer = await findOffer(db, userId, offerId);
  if (!offer) throw notFound('This offer has expired or was already answered');
  return {
    offerId: offer.id,
    flavour: offer.flavour,
    accounts: offer.accounts.map(({ igUserId, username, name, profilePicUrl }) => ({ igUserId, username, name, profilePicUrl })),
    expiresAt: offer.expiresAt.toISOString(),
  };
}

/** Connects the offered accounts through the same store-and-sync path as the connect dialog. */
export async function acceptOffer(deps: ConnectorDeps, who: Connecting, offerId: string): Promise<ConnectedAccount[]> {
  const offer = await takeOffer(deps.db, who.userId, offerId);
  if (!offer) throw notFound('This offer has expired or was already answered');
  const { flavour, accessTokenEnc, tokenExpiresAt, accounts } = offer;
  // The sign-in got its token when it made the offer: the token's age counts from then.
  return storeAndSync(deps, who, { flavour, accessTokenEnc, tokenExpiresAt, tokenIssuedAt: offer.createdAt, accounts });
}

/**
 * Meta does not say an account's niche or country; the user sets them in Settings. The demo accounts
 * come placed (fitness in the US, and so on), so peer comparison works from the first visit.
 */
async function placeDemoAccounts(deps: ConnectorDeps, saved: AccountRow[]): Promise<void> {
  const world = deps.gateway.demoWorld();
  await deps.peers.replaceDemoPeers(deps.db, world.peers, new Date());
  for (const row of saved) {
    const demo = world.accountById.get(row.igUserId);
    if (demo && row.nicheId === null) {
      await updateAccountSettings(deps.db, row.id, { nicheId: demo.nicheId, countryCode: demo.countryCode, timezone: demo.timezone });
    }
    if (demo) await seedDemoFollowerHistory(deps.db, row.id, demo.daily);
  }
}

function asConnectError(error: unknown): HttpError {
  if (error instanceof UnexpectedMetaAnswer) {
    return new HttpError(
      502,
      `Instagram's answer could not be read (${error.message}); nothing was connected. Please try again later.`,
      'META_UNEXPECTED_ANSWER',
    );
  }
  if (!(error instanceof GraphApiError)) return new HttpError(502, 'Instagram could not be reached; try again', 'META_UNAVAILABLE');
  if (error.kind === 'permission') {
    const named = error.permission ? ` (${error.permission} was not granted)` : '';
    return new HttpError(
      400,
      `Meta refused a permission the connection needs${named}: connect again and allow every permission asked`,
      'META_PERMISSION_MISSING',
    );
  }
  if (error.kind === 'request' || error.kind === 'expired') {
    return new HttpError(400, `Meta refused the authorisation code: ${error.message}`, 'META_CODE_REFUSED', [{ field: 'code', message: error.message }]);
  }
  return new HttpError(502, 'Instagram is busy or unavailable; try again in a few minutes', 'META_UNAVAILABLE');
}

export async function syncStatuses(db: Db, workspaceId: string): Promise<AccountSyncStatus[]> {
  const rows = await syncStatusRows(db, workspaceId);
  return rows.map(({ account, status }) => ({
    accountId: account.id,
    accountName: account.username,
    state: status?.state ?? 'idle',
    stage: status?.stage ?? null,
    itemsDone: status?.itemsDone ?? 0,
    itemsExpected: status?.itemsExpected ?? null,
    lastStartedAt: status?.lastStartedAt?.toISOString() ?? null,
    lastSuccessAt: status?.lastSuccessAt?.toISOString() ?? null,
    lastError: status?.lastError ?? null,
    needsReconnect: account.needsReconnect,
    pausedUntil: status?.state === 'paused' ? (status.pausedUntil?.toISOString() ?? null) : null,
    refusals: status?.refusals ?? [],
    metaUsagePercent: status?.metaUsagePercent ?? null,
    insightsGaps: status?.insightsGaps ?? null,
  }));
}

export async function profileOf(db: Db, account: AccountRow, now = new Date()): Promise<InstagramProfile> {
  const status = await readStatus(db, account.id);
  return {
    accountId: account.id,
    igUserId: account.igUserId,
    username: account.username,
    name: account.name,
    biography: account.biography,
    website: account.website,
    profilePicUrl: account.profilePicUrl,
    followersCount: account.followersCount,
    followsCount: account.followsCount,
    mediaCount: account.mediaCount,
    loginFlavour: account.loginFlavour,
    nicheId: account.nicheId,
    countryCode: account.countryCode,
    timezone: accountTimeZone(account.timezone),
    needsReconnect: account.needsReconnect,
    lastSyncedAt: status?.lastSuccessAt?.toISOString() ?? null,
    tokenExpiresAt: accessEndOf(account)?.toISOString() ?? null,
    reconnectBy: reconnectByOf(account, now)?.toISOString() ?? null,
  };
}

/** Niche, country and time zone must name things that exist: they decide the peer cohort and the best-time hours. */
export async function changeAccountSettings({ db, peers }: Pick<ConnectorDeps, 'db' | 'peers'>, account: AccountRow, body: AccountSettingsBody): Promise<void> {
  await checkPlace(db, body);
  const timezone = body.timezone === undefined ? undefined : storableTimeZone(body.timezone);
  if (timezone === null) throw fieldError('timezone', 'must be an IANA time zone this server knows, such as Europe/Rome');
  await updateAccountSettings(db, account.id, { ...body, timezone });
  await peers.placePlatformRow(db, account.id, { nicheId: body.nicheId, countryCode: body.countryCode });
}

/** A niche or country given must be one of the reference lists' (400 naming the field otherwise). */
export async function checkPlace(db: Db, place: { nicheId?: string | null; countryCode?: string | null }): Promise<void> {
  if (place.nicheId && !(await nicheExists(db, place.nicheId))) throw fieldError('nicheId', 'is not a known niche (see /api/instagram/niches)');
  if (place.countryCode && !(await countryExists(db, place.countryCode))) throw fieldError('countryCode', 'is not a known country (see /api/countries)');
}

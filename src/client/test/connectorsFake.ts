import type { AccountSyncStatus, ConnectedAccount, ConnectOptions, InstagramProfile } from '../../shared/connectors';
import { sendJson, startLoopbackServer, type Handler, type LoopbackServer } from './loopbackServer';

export const demoAccounts: ConnectedAccount[] = [
  { accountId: 'a1', platform: 'INSTAGRAM', accountName: 'mayamoves.fit', profilePicUrl: null, pageId: 'p1', pageName: 'Maya Moves Fitness' },
  { accountId: 'a2', platform: 'INSTAGRAM', accountName: 'trattoria.nonnarosa', profilePicUrl: null, pageId: 'p2', pageName: 'Trattoria Nonna Rosa' },
  { accountId: 'a3', platform: 'INSTAGRAM', accountName: 'rotas.do.lucas', profilePicUrl: null, pageId: null, pageName: null },
];

export type ConnectorsState = {
  accounts: ConnectedAccount[];
  options: ConnectOptions;
  /** Each GET /sync/status answers the next entry (the last one repeats): a sync seen progressing. */
  statusSequence: AccountSyncStatus[][];
  needsReconnect: string[];
  /** Per account id: when its Meta access ends, and whether the server asks for a reconnection before then. */
  accessEnds?: Record<string, Pick<InstagramProfile, 'tokenExpiresAt' | 'reconnectBy'>>;
  /** Per account id: profile figures other than the defaults (followers, a first sync not done yet). */
  profiles?: Record<string, Partial<InstagramProfile>>;
  patches: Array<{ accountId: string; body: Record<string, unknown> }>;
  connectAnswer: { status: number; body: unknown };
  /** When set, GET /accounts answers only once it settles: the client's loading state stays visible. */
  accountsGate?: Promise<void>;
  /** GET /accounts answers 500 this many times first. */
  accountsFailures?: number;
  /** PATCH /accounts/{id} answers this instead of saving. */
  patchRefusal?: { status: number; body: unknown };
};

export function idleStatus(account: ConnectedAccount, overrides: Partial<AccountSyncStatus> = {}): AccountSyncStatus {
  return {
    accountId: account.accountId,
    accountName: account.accountName,
    state: 'succeeded',
    stage: 'done',
    itemsDone: 540,
    itemsExpected: 540,
    lastStartedAt: '2026-11-23T06:00:00.000Z',
    lastSuccessAt: '2026-11-23T06:01:00.000Z',
    lastError: null,
    needsReconnect: false,
    pausedUntil: null,
    refusals: [],
    metaUsagePercent: null,
    insightsGaps: { postsRead: 120, postsMissing: 0, gaps: [] },
    ...overrides,
  };
}

function profileOf(state: ConnectorsState, account: ConnectedAccount): InstagramProfile {
  const patched = Object.fromEntries(state.patches.filter((patch) => patch.accountId === account.accountId).flatMap((patch) => Object.entries(patch.body)));
  return {
    accountId: account.accountId,
    igUserId: `ig-${account.accountId}`,
    username: account.accountName,
    name: account.pageName,
    biography: null,
    website: null,
    profilePicUrl: null,
    followersCount: 52_000,
    followsCount: 600,
    mediaCount: 540,
    loginFlavour: 'facebook',
    nicheId: null,
    countryCode: null,
    timezone: 'UTC',
    needsReconnect: state.needsReconnect.includes(account.accountId),
    lastSyncedAt: '2026-11-23T06:01:00.000Z',
    tokenExpiresAt: '2027-01-20T06:00:00.000Z',
    reconnectBy: null,
    ...state.accessEnds?.[account.accountId],
    ...state.profiles?.[account.accountId],
    ...patched,
  };
}

/** A protocol fake of /api/connectors and the reference lists, answering like src/server/modules/connectors. */
export function startConnectorsFake(state: ConnectorsState): Promise<LoopbackServer> {
  return startLoopbackServer(connectorsHandler(state));
}

/** The fake's routes, for a test server that answers more than the connectors. */
export function connectorsHandler(state: ConnectorsState): Handler {
  let statusCalls = 0;
  return async (req, res, body) => {
    if (req.headers.authorization !== 'Bearer access-1') return sendJson(res, 401, { message: 'Unauthorized' });
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = `${req.method} ${url.pathname}`;
    const account = state.accounts.find((candidate) => url.pathname.endsWith(`/${candidate.accountId}`));
    switch (true) {
      case route === 'GET /api/connectors/accounts':
        await state.accountsGate;
        if (state.accountsFailures) {
          state.accountsFailures -= 1;
          return sendJson(res, 500, { message: 'Internal Server Error' });
        }
        return sendJson(res, 200, state.accounts);
      case route === 'GET /api/connectors/sync/status': {
        const step = state.statusSequence[Math.min(statusCalls++, state.statusSequence.length - 1)] ?? [];
        return sendJson(res, 200, { accounts: step });
      }
      case route === 'POST /api/connectors/instagram/sync':
        return sendJson(res, 200, { jobs: state.accounts.map((a, index) => ({ accountId: a.accountId, jobId: `job-${index}` })) });
      case route === 'GET /api/connectors/instagram/options':
        return sendJson(res, 200, state.options);
      case route === 'GET /api/connectors/instagram/auth-url':
        return sendJson(res, 200, { url: `http://meta.test/dialog?flavour=${url.searchParams.get('flavour')}`, state: 's1' });
      case route === 'POST /api/connectors/instagram/connect':
        return sendJson(res, state.connectAnswer.status, state.connectAnswer.body);
      case route === 'DELETE /api/connectors/instagram/disconnect': {
        const id = url.searchParams.get('accountId');
        const before = state.accounts.length;
        state.accounts = id ? state.accounts.filter((candidate) => candidate.accountId !== id) : [];
        return sendJson(res, 200, { disconnected: before - state.accounts.length });
      }
      case route.startsWith('GET /api/connectors/instagram/profile/') && Boolean(account):
        return sendJson(res, 200, profileOf(state, account!));
      case route.startsWith('PATCH /api/connectors/instagram/accounts/') && Boolean(account):
        if (state.patchRefusal) return sendJson(res, state.patchRefusal.status, state.patchRefusal.body);
        state.patches.push({ accountId: account!.accountId, body: JSON.parse(body) as Record<string, unknown> });
        return sendJson(res, 200, profileOf(state, account!));
      case route === 'GET /api/instagram/niches':
        return sendJson(res, 200, [
          { id: 'fitness', name: 'Fitness & Training' },
          { id: 'travel', name: 'Travel' },
        ]);
      case route === 'GET /api/countries':
        return sendJson(res, 200, [
          { code: 'BR', name: 'Brazil' },
          { code: 'US', name: 'United States' },
        ]);
      default:
        return sendJson(res, 404, { message: 'Not found' });
    }
  };
}

export function connectorsState(overrides: Partial<ConnectorsState> = {}): ConnectorsState {
  const accounts = overrides.accounts ?? demoAccounts;
  return {
    accounts,
    options: { facebook: true, instagram: true, demo: true },
    statusSequence: [accounts.map((account) => idleStatus(account))],
    needsReconnect: [],
    patches: [],
    connectAnswer: { status: 200, body: accounts },
    ...overrides,
  };
}

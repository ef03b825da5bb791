import { waitFor } from '@testing-library/react';
import { overviewFor } from '../dashboard/testing/overviewFixture';
import { subscribeToOverview } from '../dashboard/testing/overviewSubscription';
import { api } from '../../api/api';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { makeStore, type AppStore } from '../../app/store';
import { connectorsHandler, connectorsState, demoAccounts, idleStatus, type ConnectorsState } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { accountsApi } from './accountsApi';

/*
 * One account's sync ending fetches that account's pages again, and only those: another account's
 * cached dashboard stays as it is until its own sync ends. Real fetches to a loopback server, through
 * the app's store and its listener.
 */

const [maya, rosa] = demoAccounts;
const PERIOD = { from: '2026-11-01', to: '2026-11-30', compare: 'previous' as const };

let server: LoopbackServer;
let connectors: ConnectorsState;
let store: AppStore;
const overviewReads = new Map<string, number>();

beforeEach(async () => {
  overviewReads.clear();
  connectors = connectorsState({ accounts: demoAccounts });
  const answerConnectors = connectorsHandler(connectors);
  server = await startLoopbackServer((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/api/analytics/overview') {
      const accountId = url.searchParams.get('accountId') ?? '';
      overviewReads.set(accountId, (overviewReads.get(accountId) ?? 0) + 1);
      return sendJson(res, 200, overviewFor(PERIOD.from, PERIOD.to));
    }
    return answerConnectors(req, res, body);
  });
  setApiBaseUrl(server.origin);
  store = makeStore(signedInState());
});

afterEach(() => server.close());

const running = { state: 'running' as const, stage: 'media' as const };
const readStatus = () => store.dispatch(accountsApi.endpoints.getSyncStatus.initiate(undefined, { forceRefetch: true, subscribe: false }));

it("fetches only the account whose sync ended, then the other's when its own ends", async () => {
  const subscriptions = [maya, rosa].map((account) => subscribeToOverview(store, { accountId: account.accountId, ...PERIOD }));
  await waitFor(() => expect([overviewReads.get(maya.accountId), overviewReads.get(rosa.accountId)]).toEqual([1, 1]));

  connectors.statusSequence = [[idleStatus(maya, running), idleStatus(rosa, running)]];
  await readStatus();
  connectors.statusSequence = [[idleStatus(maya), idleStatus(rosa, running)]];
  await readStatus();
  await waitFor(() => expect(overviewReads.get(maya.accountId)).toBe(2));
  expect(overviewReads.get(rosa.accountId)).toBe(1);

  // A sync that failed may still have stored part of its data: its pages are fetched again too.
  connectors.statusSequence = [[idleStatus(maya), idleStatus(rosa, { state: 'failed', lastError: 'Meta answered 500' })]];
  await readStatus();
  await waitFor(() => expect(overviewReads.get(rosa.accountId)).toBe(2));
  expect(overviewReads.get(maya.accountId)).toBe(2);
  subscriptions.forEach((subscription) => subscription.unsubscribe());
});

it('fetches nothing again while the status is unchanged', async () => {
  const subscription = subscribeToOverview(store, { accountId: maya.accountId, ...PERIOD });
  await waitFor(() => expect(overviewReads.get(maya.accountId)).toBe(1));
  connectors.statusSequence = [[idleStatus(maya), idleStatus(rosa)]];
  await readStatus();
  await readStatus();
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  expect(overviewReads.get(maya.accountId)).toBe(1);
  subscription.unsubscribe();
});

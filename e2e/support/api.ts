import { expect, type APIResponse, type Page } from '@playwright/test';
import { storedSession } from './session';

/** A call to the API with the signed-in page's own bearer token. */
export async function apiCall(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<APIResponse> {
  const { accessToken } = await storedSession(page);
  return page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${accessToken}` } });
}

/** The connected account the app has selected (the first one after "Try the demo"). */
export async function selectedAccountId(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('businessAccountId'));
  if (stored) return stored;
  const accounts = (await (await apiCall(page, 'GET', '/api/connectors/accounts')).json()) as Array<{ accountId: string }>;
  return accounts[0].accountId;
}

/**
 * Waits until the selected account's first sync has succeeded. A demo fills itself in that job
 * (jobs/demoWorkspaces.ts: starting competitors before the sync, reports after it), so a test that
 * counts competitors or reports, or needs the posts' pictures, starts from the finished workspace
 * rather than racing the job.
 */
/**
 * Every account's sync has ended (none queued or running): the header's "Syncing…" status is gone. The
 * suite's earlier demos may still hold the sync queue, so this can take longer than one first sync.
 */
export async function allSyncsDone(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const status = (await (await apiCall(page, 'GET', '/api/connectors/sync/status')).json()) as { accounts: Array<{ state: string }> };
        return status.accounts.length > 0 && status.accounts.every((account) => account.state !== 'queued' && account.state !== 'running');
      },
      { message: 'every sync of the workspace has ended', timeout: 150_000 },
    )
    .toBe(true);
}

export async function firstSyncDone(page: Page): Promise<void> {
  const accountId = await selectedAccountId(page);
  await expect
    .poll(
      async () => {
        const status = (await (await apiCall(page, 'GET', '/api/connectors/sync/status')).json()) as {
          accounts: Array<{ accountId: string; lastSuccessAt: string | null }>;
        };
        return status.accounts.find((account) => account.accountId === accountId)?.lastSuccessAt ?? null;
      },
      { message: `the first sync of account ${accountId} succeeds`, timeout: 60_000 },
    )
    .not.toBeNull();
}

/** The competitors the selected account tracks, as the API lists them for the last 30 days. */
export async function trackedCompetitorCount(page: Page): Promise<number> {
  const accountId = await selectedAccountId(page);
  const { from, to } = lastThirtyDays();
  const list = (await (await apiCall(page, 'GET', `/api/competitors?accountId=${accountId}&from=${from}&to=${to}`)).json()) as {
    rows: Array<{ kind: string }>;
  };
  return list.rows.filter((row) => row.kind === 'competitor').length;
}

/** The last 30 days as the API's inclusive ISO date range. */
function lastThirtyDays(): { from: string; to: string } {
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);
  const to = new Date();
  return { from: isoDay(new Date(to.getTime() - 29 * 86_400_000)), to: isoDay(to) };
}

/** The id in a created object's answer; the call must have succeeded. */
async function createdId(response: APIResponse): Promise<string> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/**
 * A competitor of the selected account to open at /app/competitors/{id}: `liftwithlena`, from the demo's
 * business_discovery catalogue. A demo starts tracking it (its niche's nearest in size); added otherwise.
 */
export async function competitorIdFor(page: Page): Promise<string> {
  const accountId = await selectedAccountId(page);
  const { from, to } = lastThirtyDays();
  const trackedId = async () => {
    const list = (await (await apiCall(page, 'GET', `/api/competitors?accountId=${accountId}&from=${from}&to=${to}`)).json()) as {
      rows: Array<{ kind: string; id: string; username: string }>;
    };
    return list.rows.find((row) => row.kind === 'competitor' && row.username === 'liftwithlena')?.id ?? null;
  };
  const added = await apiCall(page, 'POST', '/api/competitors', { accountId, username: 'liftwithlena' });
  // 409: the demo's first sync had already tracked it.
  if (added.status() === 409) return (await trackedId()) ?? createdId(added);
  return createdId(added);
}

/** A saved competitor-analysis report to open at /app/reports/{id}. */
export async function reportIdFor(page: Page): Promise<string> {
  const accountId = await selectedAccountId(page);
  return createdId(await apiCall(page, 'POST', '/api/reports/competitors/analysis', { accountId, ...lastThirtyDays() }));
}

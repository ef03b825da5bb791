import type { FastifyInstance } from 'fastify';
import type { SyncStatusResponse } from '../../shared/connectors';
import { bearer } from './helpers';

const POLL_MS = 200;

/**
 * Polls GET /api/connectors/sync/status until every account's sync has ended (succeeded or
 * failed, nothing queued or running) and answers the last status; gives up after `timeoutMs`.
 */
export async function waitForSyncs(app: FastifyInstance, accessToken: string, timeoutMs = 60_000): Promise<SyncStatusResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: '/api/connectors/sync/status', headers: bearer(accessToken) });
    const status = response.json<SyncStatusResponse>();
    const settled = status.accounts.length > 0 && status.accounts.every((account) => account.state === 'succeeded' || account.state === 'failed');
    if (settled) return status;
    if (Date.now() > deadline) throw new Error(`syncs did not finish in time: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

import { eq } from 'drizzle-orm';
import type { LoginFlavour } from '../../../../shared/connectors';
import { igAccounts } from '../../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { DOCUMENTED_APP, DOCUMENTED_CODE } from './oauthAnswers';
import { startDocumentedMeta, type DocumentedMeta } from './oauthServer';

export const PUBLIC_URL = 'http://localhost:8080';

/**
 * The real app configured with both Meta apps against the documented-answers server. The sync worker
 * polls once an hour here: the connection queues a first sync, but these tests are about tokens, and a
 * sync running beside them would call Meta (and renew) on its own.
 */
export async function startDocumentedApp(): Promise<{ meta: DocumentedMeta; harness: TestApp }> {
  const meta = await startDocumentedMeta();
  const harness = await createTestApp({
    publicUrl: PUBLIC_URL,
    metaGraphUrl: meta.metaGraphUrl,
    instagramGraphUrl: meta.instagramGraphUrl,
    instagramApiUrl: meta.instagramApiUrl,
    facebook: DOCUMENTED_APP,
    instagram: DOCUMENTED_APP,
    sync: { pollingIntervalSeconds: 3600 },
  });
  return { meta, harness };
}

/** The connect flow as the SPA runs it: auth-url (the state), Meta's dialog approved, then POST /connect with Meta's code. */
export async function connectThroughMeta(harness: TestApp, accessToken: string, flavour: LoginFlavour, code = DOCUMENTED_CODE) {
  const start = await harness.app.inject({ method: 'GET', url: `/api/connectors/instagram/auth-url?flavour=${flavour}`, headers: bearer(accessToken) });
  const { url, state } = start.json<{ url: string; state: string }>();
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/connectors/instagram/connect',
    headers: bearer(accessToken),
    payload: { code, state },
  });
  return { dialog: new URL(url), response };
}

export async function accountRows(harness: TestApp, userId: string) {
  return harness.database.db.select().from(igAccounts).where(eq(igAccounts.userId, userId));
}

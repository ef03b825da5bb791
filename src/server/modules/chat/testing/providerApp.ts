/** The real app on a fresh database, its chat provider pointed at a loopback fake model server, with one signed-in user and a seeded account. */
import { createTestApp, registerUser, type TestApp } from '../../../test/helpers';
import { seedAccount } from '../../analytics/testing/seedAccount';
import { type FakeHandler, type FakeUpstream, startFakeUpstream } from './fakeUpstream';

export type ModelKind = 'openai' | 'anthropic';

export interface ProviderApp {
  testApp: TestApp;
  upstream: FakeUpstream;
  origin: string;
  token: string;
  userId: string;
  accountId: string;
  close(): Promise<void>;
}

export async function startProviderApp(kind: ModelKind, handler: FakeHandler): Promise<ProviderApp> {
  const upstream = await startFakeUpstream(handler);
  const ai =
    kind === 'openai'
      ? { provider: 'openai' as const, openaiBaseUrl: `${upstream.origin}/v1`, openaiApiKey: 'sk-test-key', model: 'fake-model' }
      : { provider: 'anthropic' as const, anthropicBaseUrl: upstream.origin, anthropicApiKey: 'sk-ant-test', model: 'fake-claude' };
  const testApp = await createTestApp({ ai });
  const origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { user, accessToken } = await registerUser(testApp.app);
  const accountId = await seedAccount(testApp.app.db, user.id);
  return {
    testApp,
    upstream,
    origin,
    token: accessToken,
    userId: user.id,
    accountId,
    close: async () => {
      await testApp.close();
      await upstream.close();
    },
  };
}

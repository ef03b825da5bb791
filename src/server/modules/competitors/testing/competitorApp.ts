import type { FastifyInstance } from 'fastify';
import type { LoginFlavour } from '../../../../shared/connectors';
import { DEMO_ACCESS_TOKEN, type DemoAccount } from '../../../meta/demo/world';
import type { GraphFake } from '../../../meta/testing/graphFakeServer';
import { bearer, createTestApp, registerUser, type TestApp, type TestConfigOverrides } from '../../../test/helpers';
import { saveConnection } from '../../connectors/testing/savedConnection';

/** Never within a test run: no scheduled sweep queues work behind a test's back. */
const NO_SWEEP = '0 0 1 1 *';

/**
 * The real app with Facebook and Instagram Login pointed at the loopback Graph fake, so every
 * business_discovery lookup goes through the real HTTP Graph client.
 */
export function startCompetitorApp(fake: GraphFake, overrides: TestConfigOverrides = {}): Promise<TestApp> {
  const metaApp = { appId: fake.world.appId, appSecret: fake.world.appSecret };
  return createTestApp(
    {
      metaGraphUrl: fake.url,
      instagramGraphUrl: `${fake.url}/ig`,
      instagramApiUrl: `${fake.url}/igapi`,
      facebook: metaApp,
      instagram: metaApp,
      ...overrides,
      sync: { sweepCron: NO_SWEEP, ...overrides.sync },
    },
    { sync: { demoWorld: () => fake.world } },
  );
}

export type SignedIn = { userId: string; headers: Record<string, string> };

export async function signIn(app: FastifyInstance): Promise<SignedIn> {
  const { user, accessToken } = await registerUser(app);
  return { userId: user.id, headers: bearer(accessToken) };
}

/** One of the demo world's business accounts connected for the user, as a completed connection stores it. */
export async function connectAccount(app: FastifyInstance, userId: string, account: DemoAccount, flavour: LoginFlavour = 'facebook'): Promise<string> {
  const [saved] = await saveConnection(app.db, userId, {
    flavour,
    accessTokenEnc: app.tokenCipher.encrypt(DEMO_ACCESS_TOKEN),
    tokenExpiresAt: null,
    tokenIssuedAt: new Date(),
    accounts: [{ igUserId: account.igUserId, username: account.username, name: account.name, profilePicUrl: null, pageId: null, pageName: null }],
  });
  return saved.id;
}

export const addCompetitor = (app: FastifyInstance, who: SignedIn, accountId: string, username: string) =>
  app.inject({ method: 'POST', url: '/api/competitors', headers: who.headers, payload: { accountId, username } });

/** The business_discovery lookups the fake has seen for a username. */
export const lookupsOf = (fake: GraphFake, username: string) =>
  fake.requests.filter((request) => request.query.fields?.includes(`business_discovery.username(${username})`));

import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igAccountDaily, igAccounts, igComments, igMedia, users } from '../../db/schema';
import { createTokenCipher } from '../../lib/tokenCipher';
import { DEMO_ACCESS_TOKEN } from '../../meta/demo/world';
import { MetaGateway } from '../../meta/gateway';
import { documentedGateway } from '../../meta/testing/documented/documentedGateway';
import { startDocumentedServer, type DocumentedRoute, type DocumentedServer } from '../../meta/testing/documented/documentedServer';
import { startGraphFake, type GraphFake } from '../../meta/testing/graphFakeServer';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import type { SyncDeps } from '../sync/context';

/** A gateway whose Facebook Login flavour is the loopback Graph fake, and a recorder instead of real sleeps. */
export function fakeBackedDeps(db: Db, fake: GraphFake) {
  const sleeps: number[] = [];
  const gateway = new MetaGateway(
    {
      metaGraphUrl: fake.url,
      instagramGraphUrl: `${fake.url}/ig`,
      instagramApiUrl: `${fake.url}/igapi`,
      publicUrl: 'http://localhost:8080',
      facebook: { appId: fake.world.appId, appSecret: fake.world.appSecret },
      instagram: { appId: fake.world.appId, appSecret: fake.world.appSecret },
      demo: true,
      retry: { maxAttempts: 4, baseDelayMs: 10, maxDelayMs: 120_000 },
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    },
    undefined,
    () => fake.world,
  );
  const cipher = createTokenCipher(randomBytes(32));
  const deps: SyncDeps = { db, gateway, cipher, now: () => fake.world.now };
  return { deps, sleeps };
}

/** A user with one Facebook-Login account pointing at a demo world account, as a connection would store it. */
export async function insertConnectedAccount(deps: SyncDeps, igUserId: string, accessToken = DEMO_ACCESS_TOKEN): Promise<string> {
  const [user] = await deps.db
    .insert(users)
    .values({ email: `sync-${randomBytes(6).toString('hex')}@example.test`, name: 'Sync Test' })
    .returning();
  const [account] = await deps.db
    .insert(igAccounts)
    .values({ userId: user.id, igUserId, username: 'pending', loginFlavour: 'facebook', accessTokenEnc: deps.cipher.encrypt(accessToken) })
    .returning();
  return account.id;
}

export async function storedCounts(db: Db, accountId: string) {
  const [media] = await db.select({ n: count() }).from(igMedia).where(eq(igMedia.accountId, accountId));
  const [days] = await db.select({ n: count() }).from(igAccountDaily).where(eq(igAccountDaily.accountId, accountId));
  const mediaIds = db.select({ id: igMedia.id }).from(igMedia).where(eq(igMedia.accountId, accountId));
  const [comments] = await db.select({ n: count() }).from(igComments).where(inArray(igComments.mediaId, mediaIds));
  return { media: media.n, days: days.n, comments: comments.n };
}

/** The demo account with the fewest posts: it keeps whole syncs over HTTP quick. */
export const smallestAccount = (fake: GraphFake) => [...fake.world.accounts].sort((a, b) => a.media.length - b.media.length)[0];

/** What a whole test file shares, filled in before its first test. */
export type SyncWorld = { database: TestDatabase; fake: GraphFake };

/**
 * One test database and one loopback Graph fake for a whole file, with faults cleared after each test.
 * Whole syncs over loopback HTTP take seconds on a quiet machine and more on a busy CI runner.
 */
export function useSyncWorld(): SyncWorld {
  const world = {} as SyncWorld;
  jest.setTimeout(90_000);
  beforeAll(async () => {
    world.database = await createTestDatabase();
    world.fake = await startGraphFake();
  });
  afterAll(async () => {
    await world.fake.close();
    await world.database.close();
  });
  afterEach(() => world.fake.clearFaults());
  return world;
}

/** Sync dependencies reading Meta's documented answers at a fixed clock. */
export const documentedDeps = (db: Db, server: DocumentedServer, now: Date): SyncDeps => ({
  db,
  gateway: documentedGateway(server.url),
  cipher: createTokenCipher(randomBytes(32)),
  now: () => now,
});

/** What a whole test file against documented answers shares, filled in before its first test. */
export type DocumentedWorld = { database: TestDatabase; server: DocumentedServer; deps: SyncDeps };

/** One test database and one documented-answer server for a whole file, read at the fixed `now`. */
export function useDocumentedWorld(routes: DocumentedRoute[], now: Date): DocumentedWorld {
  const world = {} as DocumentedWorld;
  beforeAll(async () => {
    world.database = await createTestDatabase();
    world.server = await startDocumentedServer(routes);
    world.deps = documentedDeps(world.database.db, world.server, now);
  });
  afterAll(async () => {
    await world.server.close();
    await world.database.close();
  });
  return world;
}

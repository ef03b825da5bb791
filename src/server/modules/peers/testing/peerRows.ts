/** Test data for peer comparison: accounts placed in a cohort and peer_metrics rows with chosen figures. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { igAccounts, peerMetrics, users } from '../../../db/schema';

export type PeerRowValues = {
  nicheId: string;
  countryCode: string;
  followers: number;
  publicEr?: number | null;
  followerGrowthPct?: number | null;
  postsPerWeek?: number;
  avgInteractions?: number | null;
  igUserId?: string;
  computedAt?: Date;
};

const uniqueId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/** A user who never signs in: the owner of other people's accounts. */
export async function insertUser(db: Db): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: `${uniqueId('peer')}@example.test`, name: 'Peer Owner' })
    .returning({ id: users.id });
  return user.id;
}

type AccountPlace = { nicheId: string | null; countryCode: string | null; followersCount: number; igUserId?: string; loginFlavour?: 'facebook' | 'demo' };

/** A connected account with no synced data, placed in a niche and country (a real, Facebook Login one unless told). */
export async function insertAccount(db: Db, userId: string, place: AccountPlace): Promise<string> {
  const igUserId = place.igUserId ?? uniqueId('ig');
  const { nicheId, countryCode, followersCount, loginFlavour = 'facebook' } = place;
  const [account] = await db
    .insert(igAccounts)
    .values({ userId, igUserId, username: igUserId.replace(/-/g, '_'), nicheId, countryCode, followersCount, loginFlavour })
    .returning({ id: igAccounts.id });
  return account.id;
}

const figuresOf = (values: PeerRowValues) => ({
  nicheId: values.nicheId,
  countryCode: values.countryCode,
  followers: values.followers,
  publicEr: values.publicEr ?? null,
  followerGrowthPct: values.followerGrowthPct ?? null,
  postsPerWeek: values.postsPerWeek ?? 0,
  avgInteractions: values.avgInteractions ?? null,
  computedAt: values.computedAt ?? new Date(),
});

/** A generated (demo-source) peer: no account behind it. */
export async function insertDemoPeer(db: Db, values: PeerRowValues): Promise<void> {
  await db.insert(peerMetrics).values({ ...figuresOf(values), igUserId: values.igUserId ?? uniqueId('ig'), source: 'demo' });
}

/** Another user's connected account with its synced peer row (a demo-transport account when loginFlavour is 'demo'). */
export async function insertPlatformPeer(db: Db, values: PeerRowValues & { userId?: string; loginFlavour?: 'facebook' | 'demo' }): Promise<string> {
  const userId = values.userId ?? (await insertUser(db));
  const igUserId = values.igUserId ?? uniqueId('ig');
  const place = { nicheId: values.nicheId, countryCode: values.countryCode, followersCount: values.followers, igUserId, loginFlavour: values.loginFlavour };
  const accountId = await insertAccount(db, userId, place);
  await db.insert(peerMetrics).values({ ...figuresOf(values), igUserId, accountId, source: 'platform' });
  return accountId;
}

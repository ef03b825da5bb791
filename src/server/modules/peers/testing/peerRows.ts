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
  const [user] = await db.insert(users).values({ email: `${uniqueId('peer')}@example.test`, name: 'Peer Owner' }).returning({ id: users.id });
  return user.id;
}

/** A connected account with no synced data, placed in a niche and country. */
export async function insertAccount(db: Db, userId: string, place: { nicheId: string | null; countryCode: string | null; followersCount: number; igUserId?: string }): Promise<string> {
  const igUserId = place.igUserId ?? uniqueId('ig');
  const [account] = await db
    .insert(igAccounts)
    .values({ userId, igUserId, username: igUserId.replace(/-/g, '_'), nicheId: place.nicheId, countryCode: place.countryCode, followersCount: place.followersCount })
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

/** Another user's connected account with its synced peer row. */
export async function insertPlatformPeer(db: Db, values: PeerRowValues & { userId?: string }): Promise<string> {
  const userId = values.userId ?? (await insertUser(db));
  const igUserId = values.igUserId ?? uniqueId('ig');
  const accountId = await insertAccount(db, userId, { nicheId: values.nicheId, countryCode: values.countryCode, followersCount: values.followers, igUserId });
  await db.insert(peerMetrics).values({ ...figuresOf(values), igUserId, accountId, source: 'platform' });
  return accountId;
}

import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connectionOffers } from '../../db/schema';
import type { DiscoveredAccount } from '../../meta/oauth';

/** A sign-in's accounts wait this long for the user to say whether to connect them. */
const OFFER_TTL_MS = 30 * 60_000;

export type OfferRow = typeof connectionOffers.$inferSelect;

export type NewOffer = { flavour: 'facebook' | 'instagram'; accessTokenEnc: string; tokenExpiresAt: Date | null; accounts: DiscoveredAccount[] };

export async function createOffer(db: Db, userId: string, offer: NewOffer, now = Date.now()): Promise<string> {
  await db.delete(connectionOffers).where(lt(connectionOffers.expiresAt, new Date(now)));
  const [row] = await db
    .insert(connectionOffers)
    .values({ userId, ...offer, expiresAt: new Date(now + OFFER_TTL_MS) })
    .returning({ id: connectionOffers.id });
  return row.id;
}

const liveOfferOf = (userId: string, offerId: string, now: number) =>
  and(eq(connectionOffers.id, offerId), eq(connectionOffers.userId, userId), gt(connectionOffers.expiresAt, new Date(now)));

export async function findOffer(db: Db, userId: string, offerId: string, now = Date.now()): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(connectionOffers)
    .where(liveOfferOf(userId, offerId, now))
    .limit(1);
  return row ?? null;
}

/** Takes the offer out as it is answered, so accepting twice connects once. */
export async function takeOffer(db: Db, userId: string, offerId: string, now = Date.now()): Promise<OfferRow | null> {
  const [row] = await db
    .delete(connectionOffers)
    .where(liveOfferOf(userId, offerId, now))
    .returning();
  return row ?? null;
}

import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { userIdentities, users } from '../../db/schema';

/**
 * An unclaimed demo user: entered only through "Try the demo" (a 'demo' identity and no other) and
 * without a password. "Keep this workspace" sets a password and replaces the demo identity, and a
 * linked provider is another way in: either makes it an ordinary account, which retention never
 * removes and the "Try the demo" cookie never opens again.
 */
export const unclaimedDemoUser = (userId: AnyPgColumn): SQL => sql`
  ${users.passwordHash} is null
  and exists (select 1 from ${userIdentities} where ${userIdentities.userId} = ${userId} and ${userIdentities.provider} = 'demo')
  and not exists (select 1 from ${userIdentities} where ${userIdentities.userId} = ${userId} and ${userIdentities.provider} <> 'demo')`;

export async function isUnclaimedDemoUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} = ${userId} and ${unclaimedDemoUser(users.id)}`)
    .limit(1);
  return rows.length > 0;
}

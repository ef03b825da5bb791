import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { igAccounts, sessions, userIdentities, users } from '../db/schema';

/**
 * Demo workspaces ("Try the demo": a user with a 'demo' identity) cost a sync every interval and
 * about 14 MB of database each, so they are synced only while someone uses them and removed once
 * abandoned. "Used" is read from the sessions: a sign-in creates one, and an open tab renews its
 * access token every 15 minutes through /api/auth/refresh, which moves the session's last_used_at
 * (modules/auth/sessionRepository.ts).
 */

/** A demo workspace nobody has opened for this long is left out of the scheduled sweep. */
export const DEMO_SWEEP_IDLE_HOURS = 24;

/** The newest moment any session of the user was used, or its creation when it never signed in. */
const lastActivityOf = (userId: AnyPgColumn): SQL =>
  sql`greatest(${users.createdAt}, (select max(${sessions.lastUsedAt}) from ${sessions} where ${sessions.userId} = ${userId}))`;

/**
 * Whether the scheduled sweep may sync this account: every real account, and a demo-flavour account
 * only while its owner used the app within DEMO_SWEEP_IDLE_HOURS.
 */
export const sweepMaySync = (): SQL =>
  sql`(${igAccounts.loginFlavour} <> 'demo' or exists (
    select 1 from ${sessions} where ${sessions.userId} = ${igAccounts.userId} and ${sessions.lastUsedAt} > now() - make_interval(hours => ${DEMO_SWEEP_IDLE_HOURS})
  ))`;

/**
 * An unclaimed demo user: signed in only through "Try the demo" (a 'demo' identity and no other, no
 * password; "Keep this workspace" sets one), inactive for `days`. Read again in the DELETE itself,
 * so a workspace opened or claimed a moment before is kept.
 */
const abandonedDemoUser = (days: number): SQL => sql`
  ${users.passwordHash} is null
  and exists (select 1 from ${userIdentities} where ${userIdentities.userId} = ${users.id} and ${userIdentities.provider} = 'demo')
  and not exists (select 1 from ${userIdentities} where ${userIdentities.userId} = ${users.id} and ${userIdentities.provider} <> 'demo')
  and ${lastActivityOf(users.id)} < now() - make_interval(days => ${days})`;

/** At most this many workspaces per run, each in its own short statement; the next run takes the rest. */
const REMOVALS_PER_RUN = 500;

/**
 * Removes abandoned demo workspaces: each user row is deleted by one statement, and every row it
 * owned goes with it through the schema's ON DELETE CASCADE (identities, sessions and refresh
 * tokens, connected accounts with their days, posts, comments, sync status and peer row,
 * competitors with their history, reports, pending sign-in and connect states). A sync or refresh
 * still waiting in the queue for one of its accounts finds the account gone and ends as a no-op.
 * Answers the ids removed.
 */
export async function removeAbandonedDemoWorkspaces(db: Db, days: number): Promise<string[]> {
  const candidates = await db
    .select({ id: users.id })
    .from(users)
    .where(abandonedDemoUser(days))
    .limit(REMOVALS_PER_RUN);
  const removed: string[] = [];
  for (const { id } of candidates) {
    // One statement: the user and everything its cascades reach go in one transaction, or nothing does.
    const deleted = await db
      .delete(users)
      .where(sql`${users.id} = ${id} and ${abandonedDemoUser(days)}`)
      .returning({ id: users.id });
    if (deleted.length) removed.push(id);
  }
  return removed;
}

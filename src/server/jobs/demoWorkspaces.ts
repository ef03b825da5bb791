import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { igAccounts, igSyncStatus, sessions, users } from '../db/schema';
import { saveStartingReports, trackStartingCompetitors, unclaimedDemoUser } from '../modules/demo/public';
import type { QueueLog } from './keyedWorker';
import { syncAccount, type SyncOutcome } from './sync/syncAccount';
import type { SyncDeps } from './sync/context';
import { loadAccount } from './sync/store';
import { seedDemoDiscoveryHistory } from './sync/demoDiscoveryHistory';

/**
 * Demo workspaces ("Try the demo": a user with a 'demo' identity) cost a sync every interval and
 * about 14 MB of database each, so they are synced only while someone uses them and removed once
 * abandoned. "Used" is read from the sessions: a sign-in creates one, and an open tab renews its
 * access token every 15 minutes through /api/auth/refresh, which moves the session's last_used_at
 * (modules/auth/sessionRepository.ts).
 */

/** A demo workspace nobody has opened for this long is left out of the scheduled sweep. */
const DEMO_SWEEP_IDLE_HOURS = 24;

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

/** An unclaimed demo user (see unclaimedDemoUser) inactive for `days`. Read again in the DELETE itself, so a workspace opened or claimed a moment before is kept. */
const abandonedDemoUser = (days: number): SQL => sql`
  ${unclaimedDemoUser(users.id)}
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
  const candidates = await db.select({ id: users.id }).from(users).where(abandonedDemoUser(days)).limit(REMOVALS_PER_RUN);
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

/** Whether this account has never finished a sync: its first job is the one that fills a demo. */
async function neverSynced(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db.select({ lastSuccessAt: igSyncStatus.lastSuccessAt }).from(igSyncStatus).where(eq(igSyncStatus.accountId, accountId)).limit(1);
  return !row?.lastSuccessAt;
}

/**
 * A sync; an account's first one also fills a "Try the demo" account (modules/demo; nothing for any
 * other account): its starting competitors before the sync (so the Competitors page fills within
 * seconds), one report of each kind after its success (they read the synced figures). Only the first
 * job: a visitor who removed them does not see them come back. A step that fails is logged and never
 * fails the sync.
 */
/** The 30 Discovery days Meta keeps, for an account of the demo world (jobs/sync/demoDiscoveryHistory.ts). */
async function seedDiscoveryDays(deps: SyncDeps, accountId: string): Promise<void> {
  const row = await loadAccount(deps.db, accountId);
  const demo = row?.loginFlavour === 'demo' ? deps.gateway.demoWorld().accountById.get(row.igUserId) : undefined;
  if (row && demo) await seedDemoDiscoveryHistory(deps.db, row.id, demo, row.timezone, deps.now?.() ?? new Date());
}

export async function syncFillingDemo(deps: SyncDeps & { competitorLimit: number }, accountId: string, jobId: string, log: QueueLog): Promise<SyncOutcome> {
  const first = await neverSynced(deps.db, accountId);
  const fill = (what: string, step: () => Promise<unknown>) =>
    step().catch((error: unknown) => log.warn({ err: error, accountId }, `demo: the starting ${what} of account ${accountId} could not be made`));
  if (first) await fill('competitors', () => trackStartingCompetitors({ ...deps, limit: deps.competitorLimit }, accountId));
  if (first) await fill('discovery days', () => seedDiscoveryDays(deps, accountId));
  const outcome = await syncAccount(deps, accountId, jobId);
  if (outcome === 'succeeded' && first) await fill('reports', () => saveStartingReports(deps.db, accountId));
  return outcome;
}

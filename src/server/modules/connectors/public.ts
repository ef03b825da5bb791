/**
 * The connectors module for other modules: an account as a member may reach it, the accounts' sync
 * statuses, the place check peer comparison shares, and the connections that signing in and "Try the
 * demo" make. The tables stay behind these (no-foreign-repository).
 */
import type { Db } from '../../db/client';
import { createOffer, type NewOffer } from './offerRepository';
import { findMemberAccount, type AccountRow } from './repository';

export type { AccountRow } from './repository';
export { requireAccount } from './accountAccess';
export { checkPlace, connectDemoAccounts, syncStatuses } from './service';

/** The account when the user is a member of its workspace (any role), else null: for a caller that answers "no such account" itself. */
export const memberAccount = (db: Db, userId: string, accountId: string): Promise<AccountRow | null> => findMemberAccount(db, userId, accountId);

/** Holds the business accounts a Facebook or Instagram sign-in found, for the user to accept or decline in Connections; answers the offer's id. */
export const offerConnection = (db: Db, userId: string, offer: NewOffer): Promise<string> => createOffer(db, userId, offer);

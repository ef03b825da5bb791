/**
 * The connectors module for other modules: an account as a member may reach it, the accounts' sync
 * statuses, the place check peer comparison shares, and the connections that signing in and "Try the
 * demo" make. The tables stay behind these (no-foreign-repository).
 */
export type { AccountRow } from './repository';
export { requireAccount } from './accountAccess';
export { checkPlace, connectDemoAccounts, syncStatuses } from './service';
/** `memberAccount`: the account when the user is a member of its workspace (any role), else null, for a caller that answers "no such account" itself. */
export { findMemberAccount as memberAccount } from './repository';
/** `offerConnection`: holds the business accounts a Facebook or Instagram sign-in found, for the user to accept or decline in Connections; answers the offer's id. */
export { createOffer as offerConnection } from './offerRepository';

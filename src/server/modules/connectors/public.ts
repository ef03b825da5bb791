/**
 * What other modules may use of connected accounts' storage. A module reads another's tables through its
 * service or this file, never its repository (.dependency-cruiser.cjs, no-foreign-repository).
 */
export type { AccountRow } from './repository';
export { findMemberAccount, saveConnection } from './repository';
export { createOffer } from './offerRepository';
export { requireAccount } from './accountAccess';

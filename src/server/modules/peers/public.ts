/**
 * The peers module for other modules: the peer comparison (the assistant, reports and scheduled e-mails),
 * the account's own row that each sync records, and the rows connecting writes (an account's cohort, the
 * demo world's peers).
 */
export { comparePeers, getPeerComparison } from './service';
export { recordPeerMetrics } from './recordPeerMetrics';
export { placePlatformRow, replaceDemoPeers } from './repository';

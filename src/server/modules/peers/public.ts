/** What other modules may use of the peer groups' storage (the platform rows and the demo peers). */
export { placePlatformRow, replaceDemoPeers } from './repository';

/** What other modules (the assistant) may use of the discovery figures. */
export { getDiscoveryAnalytics } from './service';

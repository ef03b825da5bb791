/** The demo module for the jobs: which users are unclaimed demos (retention), and how an account's first sync fills a demo (competitors, reports). */
export { unclaimedDemoUser } from './demoUsers';
export { trackStartingCompetitors } from './startingCompetitors';
export { saveStartingReports } from './startingReports';

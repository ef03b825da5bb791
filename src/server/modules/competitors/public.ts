/**
 * The competitors module for other modules: tracking one (the demo's starting competitors), one tracked
 * competitor or the list with their public figures (the assistant, reports and scheduled e-mails), and the
 * competitors an account tracks.
 */
export { addCompetitor, type CompetitorDeps } from './addCompetitor';
export { competitorStats, findCompetitorByUsername, getCompetitorAnalytics, getCompetitorList, requireCompetitor } from './service';
export { listAccountCompetitors } from './repository';

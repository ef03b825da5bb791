/** The reports module for other modules: saving a report as Generate report does (the demo, scheduled e-mails), the saved ones, and a period's title. */
export { createComparisonReport, createCompetitorReport, listReports } from './service';
export { dayRange } from './titles';

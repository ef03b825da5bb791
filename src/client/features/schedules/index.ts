/** The schedules feature's public surface: the reports page's Schedules and Branding sections, and a report's "Prepared by" band. */
export { WorkspacePreparedBy, WorkspaceReportSettings } from './WorkspaceReportSettings';

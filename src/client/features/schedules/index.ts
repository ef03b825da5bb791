/** The schedules feature's public surface (issue #22): the reports page's Schedules and Branding sections, and a report's "Prepared by" band. */
export { WorkspacePreparedBy, WorkspaceReportSettings } from './WorkspaceReportSettings';

import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ReportSummary } from '../../../shared/reports';
import { Card, Skeleton } from '../../components/dataCard';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/LoadFailed';
import { Page } from '../../components/Page';
import { SortableTable, type SortableColumn } from '../../components/SortableTable';
import { formatDateTime } from '../../lib/format';
import { WorkspaceReportSettings } from '../schedules';
import { useGetReportsQuery } from './reportsApi';
import { ReportActions } from './ReportActions';
import { REPORT_KIND_NAMES } from './reportKinds';
import { appPath, reportPath } from '../../../shared/pagePaths';

const Links = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const COLUMNS: SortableColumn<ReportSummary>[] = [
  {
    key: 'title',
    header: 'Report',
    wrap: true,
    text: (report) => report.title,
    render: (report) => <Link to={reportPath(report.id)}>{report.title}</Link>,
    sortValue: (report) => report.title,
  },
  { key: 'kind', header: 'Kind', priority: 'low', text: (report) => REPORT_KIND_NAMES[report.kind], sortValue: (report) => REPORT_KIND_NAMES[report.kind] },
  { key: 'account', header: 'Account', priority: 'low', text: (report) => `@${report.accountUsername}`, sortValue: (report) => report.accountUsername },
  { key: 'generatedAt', header: 'Generated', text: (report) => formatDateTime(report.generatedAt), sortValue: (report) => report.generatedAt },
  { key: 'actions', header: 'Actions', text: () => '', render: (report) => <ReportActions report={report} /> },
];

const NEWEST_FIRST = { key: 'generatedAt', direction: 'descending' } as const;

/** Title, date and the two actions need about this much side by side; narrower (a phone), each report is a card. */
const STACK_BELOW_PX = 600;

/** Every saved report, newest first: each a dated snapshot that stays as it was generated. */
export default function ReportsPage() {
  const reports = useGetReportsQuery();
  return (
    <Page
      title="Reports"
      lead="Saved snapshots of your competitor analyses and peer comparisons, and the reports sent by e-mail on a schedule. Generating again adds a new report; earlier ones stay here."
    >
      {reports.isError ? <LoadFailed title="The reports could not be loaded" error={reports.error} onRetry={() => void reports.refetch()} /> : null}
      {!reports.isError && !reports.data ? <Skeleton $height={240} role="status" aria-label="Loading the reports" /> : null}
      {reports.data && reports.data.data.length === 0 ? (
        <EmptyState
          icon="fileText"
          title="No reports yet"
          action={
            <Links>
              <Link to={appPath('competitors')}>Competitors</Link>
              <Link to={appPath('user-comparison')}>User Comparison</Link>
            </Links>
          }
        >
          Generate a report from the competitors page or the comparison with peers: it is saved here, ready to print or export.
        </EmptyState>
      ) : null}
      {reports.data?.data.length ? (
        <Card aria-label="Saved reports">
          <SortableTable<ReportSummary>
            caption="Saved reports"
            columns={COLUMNS}
            rows={reports.data.data}
            rowKey={(report) => report.id}
            initialSort={NEWEST_FIRST}
            stackBelow={STACK_BELOW_PX}
          />
        </Card>
      ) : null}
      <WorkspaceReportSettings />
    </Page>
  );
}

import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Report } from '../../../shared/reports';
import { statusOf } from '../../api/errors';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { Skeleton } from '../../components/dataCard';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/LoadFailed';
import { Page } from '../../components/Page';
import { exportRows } from '../../lib/csv';
import { formatDateTime, formatPeriod } from '../../lib/format';
import { FIGURE_CSV, PEER_CSV } from '../figureTables';
import { WorkspacePreparedBy } from '../schedules';
import { ReportPrintStyle } from './printStyle';
import { REPORT_KIND_NAMES } from './reportKinds';
import { useGetReportQuery } from './reportsApi';
import { ReportBody } from './ReportBody';
import { appPath } from '../../../shared/pagePaths';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  a {
    margin-right: auto;
  }
`;

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xxl}`};
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const BackToReports = <BackLink to={appPath('reports')}>← All reports</BackLink>;

export default function ReportPage() {
  const { id = '' } = useParams();
  const report = useGetReportQuery(id);
  const status = statusOf(report.error);
  if (status === 404 || status === 400) {
    return (
      <Page title="Report">
        <Toolbar>{BackToReports}</Toolbar>
        <EmptyState icon="fileText" title="Report not found">
          This report does not exist, or it belongs to another workspace.
        </EmptyState>
      </Page>
    );
  }
  if (!report.data) {
    return (
      <Page title="Report">
        <Toolbar>{BackToReports}</Toolbar>
        {report.isError ? (
          <LoadFailed title="The report could not be loaded" error={report.error} onRetry={() => void report.refetch()} />
        ) : (
          <Skeleton $height={360} role="status" aria-label="Loading the report" />
        )}
      </Page>
    );
  }
  return <ReportDocument report={report.data} />;
}

/** The report's table as data, from the saved results alone: the same columns as the page's own export. */
function exportReportCsv(report: Report) {
  const account = report.accountUsername;
  if (report.kind === 'competitor-analysis') {
    const { from, to } = report.results.range;
    exportRows({ columns: FIGURE_CSV, file: { account, table: 'competitor-analysis-report', from, to } }, report.results.rows);
    return;
  }
  const { from, to } = report.results.window;
  exportRows({ columns: PEER_CSV, file: { account, table: 'user-comparison-report', from, to } }, report.results.metrics);
}

function ReportDocument({ report }: { report: Report }) {
  return (
    <Page title={report.title}>
      <ReportPrintStyle />
      <Toolbar data-print="hide">
        {BackToReports}
        <Button type="button" $variant="secondary" onClick={() => exportReportCsv(report)}>
          Export CSV
        </Button>
        <Button type="button" onClick={() => window.print()}>
          Print
        </Button>
      </Toolbar>
      <Article aria-label="Report">
        <WorkspacePreparedBy />
        <Meta>
          <div>
            <dt>Kind</dt>
            <dd>{REPORT_KIND_NAMES[report.kind]}</dd>
          </div>
          <div>
            <dt>Account</dt>
            <dd>@{report.accountUsername}</dd>
          </div>
          <div>
            <dt>Generated</dt>
            <dd>
              <time dateTime={report.generatedAt}>{formatDateTime(report.generatedAt)}</time>
            </dd>
          </div>
          <ReportScope report={report} />
        </Meta>
        <ReportBody report={report} />
      </Article>
    </Page>
  );
}

function ReportScope({ report }: { report: Report }) {
  if (report.kind === 'competitor-analysis') {
    const { from, to, days } = report.results.range;
    return (
      <div>
        <dt>Period</dt>
        <dd>
          {formatPeriod(from, to)} ({days} days)
        </dd>
      </div>
    );
  }
  const { window } = report.results;
  return (
    <div>
      <dt>Window</dt>
      <dd>
        {formatPeriod(window.from, window.to)} ({window.days} days)
      </dd>
    </div>
  );
}

import type { Report } from '../../../shared/reports';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { CohortNote, CompetitorFiguresTable, FigureFormulas, PeerFormulas, PeerMetricGrid, PeerMetricsTable } from '../figureTables';

type CompetitorReport = Extract<Report, { kind: 'competitor-analysis' }>;
type ComparisonReport = Extract<Report, { kind: 'user-comparison' }>;

/** The saved results as the pages show them, drawn from the report alone (never today's figures). */
export function ReportBody({ report }: { report: Report }) {
  return report.kind === 'competitor-analysis' ? <CompetitorAnalysis report={report} /> : <UserComparison report={report} />;
}

function CompetitorAnalysis({ report }: { report: CompetitorReport }) {
  const { results } = report;
  const competitors = results.rows.filter((row) => row.kind === 'competitor').length;
  return (
    <Card aria-labelledby="report-figures-title">
      <CardHead>
        <h2 id="report-figures-title">Public figures</h2>
      </CardHead>
      <Muted>
        @{report.accountUsername} (first row) and {competitors} competitor{competitors === 1 ? '' : 's'}
        {report.parameters.competitorIds ? ', as selected' : ''}, on the public formulas Instagram allows for any account.
      </Muted>
      <CompetitorFiguresTable list={results} plain />
      <FigureFormulas formulas={results.formulas} />
    </Card>
  );
}

function UserComparison({ report }: { report: ComparisonReport }) {
  const { results } = report;
  return (
    <>
      <CohortNote comparison={results} />
      <PeerMetricGrid comparison={results} />
      <Card aria-labelledby="report-metrics-title">
        <CardHead>
          <h2 id="report-metrics-title">Figures</h2>
        </CardHead>
        <PeerMetricsTable comparison={results} />
        <PeerFormulas comparison={results} />
      </Card>
    </>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CompetitorRow } from '../../../shared/competitors';
import type { GlossaryId } from '../../../shared/glossary';
import type { Report } from '../../../shared/reports';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { formatCount, formatDecimal, formatPercent, formatSignedCount } from '../../lib/format';
import {
  CohortNote,
  CompetitorFiguresTable,
  FigureFormulas,
  formatMetric,
  METRIC_ENTRIES,
  PeerFormulas,
  PeerMetricGrid,
  PeerMetricsTable,
} from '../figureTables';
import { FigureBars } from './FigureBars';
import { ReportDefinitions } from './ReportDefinitions';
import { comparisonSummary, competitorSummary } from './reportSummary';

type CompetitorReport = Extract<Report, { kind: 'competitor-analysis' }>;
type ComparisonReport = Extract<Report, { kind: 'user-comparison' }>;

/*
 * On paper the parts follow on, each heading kept with what comes after it (printStyle.ts): a page break
 * before every part left most of each A4 page blank for a report of a few short tables.
 */
const Part = styled(Card)`
  @media print {
    break-inside: auto;
  }
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => `${theme.space.xl} ${theme.space.xxl}`};
  @media print {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  line-height: 1.55;
`;

/** One part of the report document: a titled section (Summary, Charts, Tables, Definitions). */
function ReportPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Part aria-labelledby={`report-${id}-title`} data-report-part={id}>
      <CardHead>
        <h2 id={`report-${id}-title`}>{title}</h2>
      </CardHead>
      {children}
    </Part>
  );
}

/** The saved results as a document, drawn from the report alone (never today's figures): summary, charts, tables, definitions. */
export function ReportBody({ report }: { report: Report }) {
  return report.kind === 'competitor-analysis' ? <CompetitorAnalysis report={report} /> : <UserComparison report={report} />;
}

const COMPETITOR_DEFINITIONS: GlossaryId[] = [
  'competitor-figures',
  'followers',
  'net-follower-growth',
  'follower-growth-pct',
  'posts-per-week',
  'avg-likes',
  'avg-comments',
  'public-er',
];

/** The accounts side by side on one figure, the own account first as in the table. */
const barsOf = (rows: readonly CompetitorRow[], value: (row: CompetitorRow) => number | null, text: (value: number | null) => string) =>
  rows.map((row) => ({
    key: `${row.kind}:${row.id}`,
    label: row.kind === 'own' ? `@${row.username} (you)` : `@${row.username}`,
    value: value(row),
    text: text(value(row)),
    own: row.kind === 'own',
  }));

function CompetitorAnalysis({ report }: { report: CompetitorReport }) {
  const { results } = report;
  const rows = [...results.rows].sort((a, b) => Number(b.kind === 'own') - Number(a.kind === 'own'));
  const competitors = rows.filter((row) => row.kind === 'competitor').length;
  return (
    <>
      <ReportPart id="summary" title="Summary">
        <Lines>
          {competitorSummary(rows).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Lines>
      </ReportPart>
      <ReportPart id="charts" title="Side by side">
        <Muted>Each account on the same public formula; your account's bar stands out in its own shade. A dash is a figure that is unknown, not zero.</Muted>
        <Charts>
          <FigureBars
            title="Public ER"
            bars={barsOf(
              rows,
              (row) => row.publicEr,
              (value) => formatPercent(value),
            )}
          />
          <FigureBars
            title="Follower growth in the period"
            bars={barsOf(
              rows,
              (row) => row.followerGrowth?.net ?? null,
              (value) => formatSignedCount(value),
            )}
          />
          <FigureBars
            title="Posts per week"
            bars={barsOf(
              rows,
              (row) => row.postsPerWeek,
              (value) => formatDecimal(value),
            )}
          />
          <FigureBars
            title="Followers"
            bars={barsOf(
              rows,
              (row) => row.followers,
              (value) => formatCount(value),
            )}
          />
        </Charts>
      </ReportPart>
      <ReportPart id="figures" title="Public figures">
        <Muted>
          @{report.accountUsername} (first row) and {competitors} competitor{competitors === 1 ? '' : 's'}
          {report.parameters.competitorIds ? ', as selected' : ''}, on the public formulas Instagram allows for any account.
        </Muted>
        <CompetitorFiguresTable list={results} plain />
        <FigureFormulas formulas={results.formulas} />
      </ReportPart>
      <ReportPart id="definitions" title="Definitions">
        <ReportDefinitions ids={COMPETITOR_DEFINITIONS} />
      </ReportPart>
    </>
  );
}

function UserComparison({ report }: { report: ComparisonReport }) {
  const { results } = report;
  const definitions: GlossaryId[] = [...results.metrics.map((metric) => METRIC_ENTRIES[metric.key]), 'percentile', 'tier-benchmark'];
  return (
    <>
      <ReportPart id="summary" title="Summary">
        <CohortNote comparison={results} />
        <Lines>
          {comparisonSummary(results, (metric) => formatMetric(metric, metric.value)).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Lines>
      </ReportPart>
      <ReportPart id="charts" title="Where you stand">
        <PeerMetricGrid comparison={results} />
      </ReportPart>
      <ReportPart id="figures" title="Figures">
        <PeerMetricsTable comparison={results} />
        <PeerFormulas comparison={results} />
      </ReportPart>
      <ReportPart id="definitions" title="Definitions">
        <ReportDefinitions ids={[...new Set(definitions)]} />
      </ReportPart>
    </>
  );
}

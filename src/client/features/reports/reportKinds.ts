import type { ReportSummary } from '../../../shared/reports';

export const REPORT_KIND_NAMES: Record<ReportSummary['kind'], string> = {
  'competitor-analysis': 'Competitor analysis',
  'user-comparison': 'User comparison',
};

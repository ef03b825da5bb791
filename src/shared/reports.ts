/** /api/reports: saved, dated snapshots of a competitor analysis or a peer comparison. */
import { z } from 'zod';
import { plainText } from './text';
import { accountIdField, withDateRange } from './analytics';
import { competitorList } from './competitors';
import { peerComparison, peerComparisonQuery } from './peers';

export const competitorReportBody = withDateRange({
  accountId: accountIdField,
  /** Only these competitors; all of the account's when left out. */
  competitorIds: z
    .array(z.uuid({ error: 'competitorIds must be competitor ids' }))
    .max(50, { error: 'competitorIds must list at most 50 ids' })
    .optional(),
});
export type CompetitorReportBody = z.infer<typeof competitorReportBody>;

export const comparisonReportBody = peerComparisonQuery;
export type ComparisonReportBody = z.infer<typeof comparisonReportBody>;

export const reportParams = z.strictObject({ id: z.uuid({ error: 'id must be a report id' }) });
export const reportListQuery = z.strictObject({ accountId: accountIdField.optional() });

/** PATCH /api/reports/{id}: rename a saved report; its figures stay as they were generated. */
export const REPORT_TITLE_MAX = 120;
export const renameReportBody = z.strictObject({ title: plainText('title', { max: REPORT_TITLE_MAX }) });

const reportBase = z.object({
  id: z.string(),
  accountId: z.string(),
  accountUsername: z.string(),
  title: z.string(),
  generatedAt: z.string(),
});

const competitorAnalysisReport = reportBase.extend({
  kind: z.literal('competitor-analysis'),
  parameters: z.object({ accountId: z.string(), from: z.string(), to: z.string(), competitorIds: z.array(z.string()).nullable() }),
  // Reports saved before the answers echoed their clock read their days in UTC, which is what they then say.
  results: competitorList.extend({ timezone: competitorList.shape.timezone.default('UTC') }),
});

const userComparisonReport = reportBase.extend({
  kind: z.literal('user-comparison'),
  parameters: z.object({ accountId: z.string(), nicheId: z.string().nullable(), countryCode: z.string().nullable() }),
  results: peerComparison.extend({ timezone: peerComparison.shape.timezone.default('UTC') }),
});

export const report = z.discriminatedUnion('kind', [competitorAnalysisReport, userComparisonReport]);
export type Report = z.infer<typeof report>;

const reportSummary = reportBase.extend({ kind: z.enum(['competitor-analysis', 'user-comparison']) });
export type ReportSummary = z.infer<typeof reportSummary>;
export const reportList = z.object({ data: z.array(reportSummary) });
export type ReportList = z.infer<typeof reportList>;

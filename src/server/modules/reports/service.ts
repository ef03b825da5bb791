/**
 * /api/reports: a competitor analysis or a peer comparison saved as it was when generated,
 * with its parameters. Every generation is a new report; the stored results are checked against the
 * contract when read, so a report from an older shape is refused instead of answered half-broken.
 */
import type { CompetitorList } from '../../../shared/competitors';
import { report, type ComparisonReportBody, type CompetitorReportBody, type Report, type ReportList } from '../../../shared/reports';
import type { Db } from '../../db/client';
import { fieldError, HttpError, notFound } from '../../http/httpError';
import { getCompetitorList } from '../competitors/public';
import { requireAccount } from '../connectors/public';
import { comparePeers } from '../peers/public';
import { deleteStoredReport, findReport, insertReport, listWorkspaceReports, renameStoredReport } from './repository';
import type { WorkspaceNeed } from '../../../shared/workspacePermissions';
import { recordAudit, requestWorkspace, requireWorkspaceRole, type WorkspaceRequest } from '../workspaces/public';
import { comparisonReportTitle, competitorReportTitle } from './titles';

export async function createCompetitorReport(db: Db, userId: string, body: CompetitorReportBody): Promise<Report> {
  const { accountId, competitorIds } = body;
  const { workspaceId } = await requireAccount(db, userId, accountId, 'reports.generate');
  const list = await getCompetitorList(db, userId, { accountId, from: body.from, to: body.to });
  // The period as the list resolved it on the account's clock (cut at today there): what the report is of.
  const { from, to } = list.range;
  const results = competitorIds ? onlyCompetitors(list, competitorIds) : list;
  const own = list.rows.find((row) => row.kind === 'own')!;
  const id = await insertReport(db, {
    userId,
    workspaceId: workspaceId!,
    accountId,
    kind: 'competitor-analysis',
    title: competitorReportTitle(own.username, from, to),
    parameters: { accountId, from, to, competitorIds: competitorIds ?? null },
    results,
  });
  return getReport(db, userId, id);
}

/** The own row and the chosen competitors; an id that is not one of this account's competitors is refused. */
function onlyCompetitors(list: CompetitorList, competitorIds: string[]): CompetitorList {
  const tracked = new Set(list.rows.filter((row) => row.kind === 'competitor').map((row) => row.id));
  const unknown = competitorIds.find((id) => !tracked.has(id));
  if (unknown) throw fieldError('competitorIds', `${unknown} is not a competitor of this account`);
  const chosen = new Set(competitorIds);
  return { ...list, rows: list.rows.filter((row) => row.kind === 'own' || chosen.has(row.id)) };
}

export async function createComparisonReport(db: Db, userId: string, body: ComparisonReportBody, now = new Date()): Promise<Report> {
  const { workspaceId } = await requireAccount(db, userId, body.accountId, 'reports.generate');
  const { comparison: results, place } = await comparePeers(db, userId, body, now);
  const { accountId, username, nicheId, countryCode, window } = results;
  const id = await insertReport(db, {
    userId,
    workspaceId: workspaceId!,
    accountId,
    kind: 'user-comparison',
    title: comparisonReportTitle(username, place, window.from, window.to),
    parameters: { accountId, nicheId, countryCode },
    results,
  });
  return getReport(db, userId, id);
}

/** The requested workspace's reports, or one account's (its workspace is then the account's). */
export async function listReports(db: Db, request: WorkspaceRequest, accountId?: string): Promise<ReportList> {
  const workspaceId = accountId
    ? (await requireAccount(db, request.auth.userId, accountId)).workspaceId!
    : (await requestWorkspace(db, request, 'viewer')).workspaceId;
  const rows = await listWorkspaceReports(db, workspaceId, accountId);
  return { data: rows.map((row) => ({ ...row, generatedAt: row.generatedAt.toISOString() })) };
}

/** The report when the user's role in its workspace allows `need`: another workspace's is a 404, a role too low a 403. */
async function requireReport(db: Db, userId: string, reportId: string, need: WorkspaceNeed) {
  const row = await findReport(db, reportId);
  if (!row) throw notFound('Report not found');
  await requireWorkspaceRole(db, userId, row.workspaceId!, need).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? notFound('Report not found') : error;
  });
  return row;
}

/** One of the workspace's reports; another workspace's is a 404. */
export async function getReport(db: Db, userId: string, reportId: string): Promise<Report> {
  const { workspaceId: _workspace, ...row } = await requireReport(db, userId, reportId, 'viewer');
  const parsed = report.safeParse({ ...row, generatedAt: row.generatedAt.toISOString() });
  if (!parsed.success) throw new HttpError(409, 'This report was saved in a shape this version cannot read; generate it again', 'REPORT_UNREADABLE');
  return parsed.data;
}

/** A new title for a saved report (an editor's); its figures stay as generated. */
export async function renameReport(db: Db, userId: string, reportId: string, title: string): Promise<Report> {
  await requireReport(db, userId, reportId, 'reports.rename');
  await renameStoredReport(db, reportId, title);
  return getReport(db, userId, reportId);
}

/** Deletes a saved report for good (the privacy page promises reports are kept until deleted). */
export async function deleteReport(db: Db, userId: string, reportId: string): Promise<void> {
  const row = await requireReport(db, userId, reportId, 'reports.delete');
  await deleteStoredReport(db, reportId);
  await recordAudit(db, { workspaceId: row.workspaceId!, actorId: userId, action: 'report.deleted', subject: row.title });
}

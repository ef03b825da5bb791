import type http from 'node:http';
import type { Report } from '../../../../shared/reports';
import { sendJson } from '../../../test/loopbackServer';
import { competitorList, competitorRows } from '../../competitors/testing/competitorsFake';
import { benchmarkPeerComparison, livePeerComparison } from '../../userComparison/testing/peersFake';

/** A protocol fake of /api/reports: saved reports, each new one listed beside the earlier ones. */

export function competitorReport(id: string, generatedAt: string): Report {
  return {
    id,
    kind: 'competitor-analysis',
    accountId: 'a1',
    accountUsername: 'mayamoves.fit',
    title: 'Competitor analysis for @mayamoves.fit, 2026-10-25 to 2026-11-23',
    generatedAt,
    parameters: { accountId: 'a1', from: '2026-10-25', to: '2026-11-23', competitorIds: null },
    results: competitorList({ rows: competitorRows(), limit: 20, cannotAdd: null }, '2026-10-25', '2026-11-23'),
  };
}

export function comparisonReport(id: string, generatedAt: string, live = true): Report {
  return {
    id,
    kind: 'user-comparison',
    accountId: 'a1',
    accountUsername: 'mayamoves.fit',
    title: 'Comparison of @mayamoves.fit with its peers',
    generatedAt,
    parameters: { accountId: 'a1', nicheId: live ? 'fitness' : 'travel', countryCode: live ? 'US' : 'BR' },
    results: live ? livePeerComparison() : benchmarkPeerComparison(),
  };
}

export type ReportsState = { reports: Report[]; created: Array<{ path: string; body: unknown }> };

const summary = ({ id, kind, accountId, accountUsername, title, generatedAt }: Report) => ({ id, kind, accountId, accountUsername, title, generatedAt });

/** Answers the report routes and returns true, or returns false for any other route. */
export function answerReports(state: ReportsState, method: string, path: string, body: string, res: http.ServerResponse): boolean {
  if (!path.startsWith('/api/reports')) return false;
  if (method === 'GET' && path === '/api/reports') return (sendJson(res, 200, { data: state.reports.map(summary) }), true);
  if (method === 'POST') {
    state.created.push({ path, body: JSON.parse(body) });
    const id = `r-new-${state.created.length}`;
    const report = path.endsWith('/analysis') ? competitorReport(id, '2026-11-24T10:00:00.000Z') : comparisonReport(id, '2026-11-24T10:00:00.000Z');
    state.reports.push(report);
    return (sendJson(res, 201, report), true);
  }
  const report = state.reports.find((candidate) => path === `/api/reports/${candidate.id}`);
  if (!report) return (sendJson(res, 404, { message: 'Report not found', code: 'not_found' }), true);
  if (method === 'PATCH') {
    // As the server: a title through the text rule, the figures untouched.
    const title = String((JSON.parse(body) as { title?: string }).title ?? '').trim();
    if (!title)
      return (
        sendJson(res, 400, { message: 'title: title is required', code: 'VALIDATION_ERROR', details: [{ field: 'title', message: 'title is required' }] }),
        true
      );
    report.title = title;
    return (sendJson(res, 200, report), true);
  }
  if (method === 'DELETE') {
    state.reports = state.reports.filter((candidate) => candidate !== report);
    return (sendJson(res, 204), true);
  }
  return (sendJson(res, 200, report), true);
}

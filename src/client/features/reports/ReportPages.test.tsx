import { screen, waitFor, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderAppAt } from '../../test/renderApp';
import { captureDownloads } from '../../lib/testing/captureDownloads';
import { answerCompetitors, competitorsState } from '../competitors/testing/competitorsFake';
import { localToday, shiftDate } from '../period';
import { livePeerComparison } from '../userComparison/testing/peersFake';
import { answerWorkspaces, sharedWorkspace } from '../workspaces/testing/workspacesFake';
import { REPORT_TITLE_MAX } from '../../../shared/reports';
import type { WorkspaceSummary } from '../../../shared/workspaces';
import { answerReports, comparisonReport, competitorReport, type ReportsState } from './testing/reportsFake';
import { cellTexts } from '../../test/tableCells';

let server: LoopbackServer;
let reports: ReportsState;

/** `workspaces`: what GET /api/workspaces lists (none: the list is not answered and the server alone decides). */
async function startFake(
  saved = [competitorReport('r-old', '2026-11-20T09:30:00.000Z'), comparisonReport('r-mid', '2026-11-22T16:05:00.000Z', false)],
  workspaces: WorkspaceSummary[] = [],
) {
  reports = { reports: saved, created: [] };
  const competitors = competitorsState();
  const connectors = connectorsHandler(connectorsState({ accounts: demoAccounts }));
  server = await startLoopbackServer((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    if (workspaces.length && answerWorkspaces(workspaces, method, url.pathname, res)) return undefined;
    if (answerReports(reports, method, url.pathname, body, res)) return undefined;
    if (answerCompetitors(competitors, { method, path: url.pathname, params: url.searchParams, body }, res)) return undefined;
    if (url.pathname === '/api/analytics/peers') return sendJson(res, 200, livePeerComparison());
    return connectors(req, res, body);
  });
  setApiBaseUrl(server.origin);
}

afterEach(() => server.close());

describe('the saved reports', () => {
  it('lists every report newest first, with its kind, account and time', async () => {
    await startFake([
      ...[competitorReport('r-old', '2026-11-20T09:30:00.000Z')],
      comparisonReport('r-new', '2026-11-23T08:00:00.000Z'),
      competitorReport('r-mid', '2026-11-22T16:05:00.000Z'),
    ]);
    renderAppAt('/app/reports', signedInState());
    const table = await screen.findByRole('table', { name: 'Saved reports' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Comparison of @mayamoves.fit with its peers', 'User comparison', '@mayamoves.fit', expect.stringMatching(/^Nov 23, 2026, \d\d:00$/), 'RenameDelete'],
      [
        'Competitor analysis for @mayamoves.fit, 2026-10-25 to 2026-11-23',
        'Competitor analysis',
        '@mayamoves.fit',
        expect.stringMatching(/^Nov 2[12], 2026/),
        'RenameDelete',
      ],
      [
        'Competitor analysis for @mayamoves.fit, 2026-10-25 to 2026-11-23',
        'Competitor analysis',
        '@mayamoves.fit',
        expect.stringMatching(/^Nov 2[01], 2026/),
        'RenameDelete',
      ],
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Generated' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getAllByRole('link')[0]).toHaveAttribute('href', '/app/reports/r-new');
  });

  it('renames a report from its row, and deletes one after a confirm dialog that names it', async () => {
    await startFake();
    const { user } = renderAppAt('/app/reports', signedInState());
    const table = await screen.findByRole('table', { name: 'Saved reports' });
    await user.click(within(table).getByRole('button', { name: 'Rename Comparison of @mayamoves.fit with its peers' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename report' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Give the report a title.')).toBeInTheDocument();
    await user.type(title, 'Peer check, November');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByRole('link', { name: 'Peer check, November' })).toHaveAttribute('href', '/app/reports/r-mid');
    expect(screen.queryByRole('dialog', { name: 'Rename report' })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: /^Delete Competitor analysis/ }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this report?' });
    expect(confirm).toHaveTextContent('will be deleted from this server for good');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: /^Competitor analysis/ })).not.toBeInTheDocument());
    expect(reports.reports.map((report) => report.id)).toEqual(['r-mid']);
  });

  it('says how long a title may be, and says so when a longer paste is cut to fit', async () => {
    await startFake();
    const { user } = renderAppAt('/app/reports', signedInState());
    const table = await screen.findByRole('table', { name: 'Saved reports' });
    await user.click(within(table).getByRole('button', { name: 'Rename Comparison of @mayamoves.fit with its peers' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename report' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('maxLength', String(REPORT_TITLE_MAX));
    expect(title).toHaveAccessibleDescription(`At most ${REPORT_TITLE_MAX} characters (43 of ${REPORT_TITLE_MAX}).`);

    await user.clear(title);
    await user.paste('x'.repeat(10_000));
    expect(title).toHaveValue('x'.repeat(REPORT_TITLE_MAX));
    expect(within(dialog).getByText(`A title has at most ${REPORT_TITLE_MAX} characters: the pasted text was cut to fit.`)).toBeInTheDocument();
    expect(within(dialog).getByText(`At most ${REPORT_TITLE_MAX} characters (${REPORT_TITLE_MAX} of ${REPORT_TITLE_MAX}).`)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByRole('link', { name: 'x'.repeat(REPORT_TITLE_MAX) })).toBeInTheDocument();
  });

  it('shows a viewer Rename and Delete unavailable, saying why, and they change nothing', async () => {
    await startFake(undefined, [sharedWorkspace('viewer')]);
    const { user } = renderAppAt('/app/reports', signedInState());
    const table = await screen.findByRole('table', { name: 'Saved reports' });
    const rename = within(table).getByRole('button', { name: 'Rename Comparison of @mayamoves.fit with its peers' });
    const remove = within(table).getByRole('button', { name: 'Delete Comparison of @mayamoves.fit with its peers' });
    await waitFor(() => expect(rename).toHaveAttribute('aria-disabled', 'true'));
    expect(rename).toHaveAccessibleDescription("Viewers can't rename reports — ask an owner or editor");
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription("Viewers can't delete reports — ask an owner or editor");

    await user.click(rename);
    await user.click(remove);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests.filter((request) => /^(PATCH|DELETE|POST) /.test(request))).toEqual([]);
  });

  it('says how to make the first one when there is none', async () => {
    await startFake([]);
    renderAppAt('/app/reports', signedInState());
    const empty = await screen.findByRole('region', { name: 'No reports yet' });
    expect(within(empty).getByRole('link', { name: 'Competitors' })).toHaveAttribute('href', '/app/competitors');
    expect(within(empty).getByRole('link', { name: 'User Comparison' })).toHaveAttribute('href', '/app/user-comparison');
  });

  it('renders a competitor analysis for print, prints it, and exports its tables as CSV', async () => {
    await startFake();
    const print = jest.fn();
    window.print = print;
    const downloads = captureDownloads();
    const { user } = renderAppAt('/app/reports/r-old', signedInState());
    expect(await screen.findByRole('heading', { level: 1, name: 'Competitor analysis for @mayamoves.fit, 2026-10-25 to 2026-11-23' })).toBeInTheDocument();
    const report = screen.getByRole('article', { name: 'Report' });
    expect(report).toHaveTextContent('KindCompetitor analysis');
    expect(report).toHaveTextContent('Account@mayamoves.fit');
    expect(report).toHaveTextContent('PeriodOct 25 – Nov 23, 2026 (30 days)');
    const table = within(report).getByRole('table', { name: /^Public figures for Oct 25\s–\sNov 23, 2026 \(30 days\)$/ });
    expect(cellTexts(within(table).getAllByRole('row')[1]).slice(0, 4)).toEqual(['@mayamoves.fit (you)', '52,000', '+300', '+0.58%']);
    expect(within(report).getByLabelText('How these figures are computed')).toHaveTextContent('Public ERmean over the posts of the range');
    // Paper has no tooltips and no row controls.
    expect(within(report).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    downloads.restore();
    // The saved rows as data, the same columns as the competitors page's export, named after the account and period.
    expect(downloads.files.map((file) => file.name)).toEqual(['mayamoves.fit_competitor-analysis-report_2026-10-25_2026-11-23.csv']);
    const lines = await downloads.lines(0);
    expect(lines.slice(0, 2)).toEqual([
      'account,account_kind,followers,net_follower_growth,follower_growth_pct,posts_per_week,avg_likes,posts_with_hidden_likes,avg_comments,public_er_pct',
      'mayamoves.fit,own,52000,300,0.58,4,1200,0,80,2.46',
    ]);
    expect(lines).toHaveLength(5);
  });

  it('renders a peer comparison with its cohort, distributions and table', async () => {
    await startFake([comparisonReport('r-peers', '2026-11-22T16:05:00.000Z')]);
    const downloads = captureDownloads();
    const { user } = renderAppAt('/app/reports/r-peers', signedInState());
    const report = await screen.findByRole('article', { name: 'Report' });
    expect(screen.getByRole('heading', { level: 1, name: 'Comparison of @mayamoves.fit with its peers' })).toBeInTheDocument();
    expect(report).toHaveTextContent('KindUser comparison');
    expect(report).toHaveTextContent('WindowOct 25 – Nov 23, 2026 (30 days)');
    expect(within(report).getByRole('note', { name: 'Peer group' })).toHaveTextContent('12 other Fitness & Training accounts in United States');
    expect(within(report).getAllByRole('img')).toHaveLength(4);
    const table = within(report).getByRole('table', { name: 'Figures of @mayamoves.fit against the peer group' });
    expect(within(table).getByRole('row', { name: /^Public engagement rate/ })).toHaveTextContent(
      'Public engagement rate2.46%63rd percentile1.20%1.70%2.20%2.90%3.60%1.62%',
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    downloads.restore();
    expect(downloads.files.map((file) => file.name)).toEqual(['mayamoves.fit_user-comparison-report_2026-10-25_2026-11-23.csv']);
    // One row per metric, named by its glossary entry, each value in the unit its row names; none known is an empty cell.
    expect((await downloads.lines(0)).map((line) => line.split(','))).toEqual([
      ['metric', 'unit', 'value', 'percentile', 'p10', 'p25', 'median', 'p75', 'p90', 'benchmark'],
      ['public-er', 'percent', '2.46', '62.5', '1.2', '1.7', '2.2', '2.9', '3.6', '1.62'],
      ['follower-growth-pct', 'percent', '0.58', '41', '-0.2', '0.3', '0.7', '1.2', '2', ''],
      ['posts-per-week', 'per_week', '4', '33.3', '2', '3.5', '5', '6', '7.5', ''],
      ['avg-public-interactions', 'count', '1280', '71', '300', '640', '980', '1400', '2100', ''],
    ]);
  });

  it('says when a report does not exist', async () => {
    await startFake();
    renderAppAt('/app/reports/r-missing', signedInState());
    expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All reports' })).toHaveAttribute('href', '/app/reports');
  });
});

describe('generating a report', () => {
  it('saves the competitors page’s period as a new report and opens it, the earlier ones kept', async () => {
    await startFake();
    const { user } = renderAppAt('/app/competitors?days=7', signedInState());
    await screen.findByRole('table', { name: /^Public figures for/ });
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/app/reports/r-new-1'));
    expect(reports.created).toEqual([
      { path: '/api/reports/competitors/analysis', body: { accountId: 'a1', from: shiftDate(localToday(), -6), to: localToday() } },
    ]);
    expect(await screen.findByRole('article', { name: 'Report' })).toHaveTextContent('Competitor analysis');
    // The answer was the report itself: the page did not ask for it again.
    expect(server.count('GET', '/api/reports/r-new-1')).toBe(0);

    await user.click(screen.getByRole('link', { name: '← All reports' }));
    const table = await screen.findByRole('table', { name: 'Saved reports' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  });

  it('offers a viewer no report to generate, saying why', async () => {
    await startFake(undefined, [sharedWorkspace('viewer')]);
    const { user } = renderAppAt('/app/competitors', signedInState());
    await screen.findByRole('table', { name: /^Public figures for/ });
    const generate = screen.getByRole('button', { name: 'Generate report' });
    await waitFor(() => expect(generate).toHaveAttribute('aria-disabled', 'true'));
    expect(generate).toHaveAccessibleDescription("Viewers can't generate reports — ask an owner or editor");
    await user.click(generate);
    expect(reports.created).toEqual([]);
    expect(screen.getByTestId('url')).toHaveTextContent('/app/competitors');
  });

  it('saves the peer group shown on the comparison page', async () => {
    await startFake();
    const { user } = renderAppAt('/app/user-comparison', signedInState());
    await screen.findByRole('list', { name: 'Peer metrics' });
    expect(screen.getByRole('link', { name: 'Saved reports' })).toHaveAttribute('href', '/app/reports');
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/app/reports/r-new-1'));
    expect(reports.created).toEqual([{ path: '/api/reports/users/comparison', body: { accountId: 'a1', nicheId: 'fitness', countryCode: 'US' } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comparison of @mayamoves.fit with its peers' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderAppAt } from '../../test/renderApp';
import { localToday, shiftDate } from '../period';
import type { Overview } from '../../../shared/analytics';
import { GLOSSARY } from '../../../shared/glossary';
import { captureDownloads } from '../../lib/testing/captureDownloads';
import { formatDay } from '../../lib/format';
import { overviewFor } from './testing/overviewFixture';
import { cellTexts } from '../../test/tableCells';

describe('the dashboard', () => {
  let server: LoopbackServer;
  let overviewRequests: URLSearchParams[];
  let failures: number;
  /** What a test changes in the answer (unknown days, say). */
  let answerWith: (overview: Overview) => Overview;

  beforeEach(async () => {
    overviewRequests = [];
    failures = 0;
    answerWith = (overview) => overview;
    const connectors = connectorsHandler(connectorsState({ accounts: demoAccounts }));
    server = await startLoopbackServer((req, res, body) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname === '/api/analytics/overview') {
        overviewRequests.push(url.searchParams);
        if (failures > 0) {
          failures -= 1;
          return sendJson(res, 503, { message: 'The database is busy; try again.' });
        }
        return sendJson(res, 200, answerWith(overviewFor(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? '')));
      }
      if (url.pathname === '/api/posts/p1/comments') {
        return sendJson(res, 200, {
          data: [{ id: 'c1', igCommentId: 'ig-c1', username: 'fan_1', text: 'Love this routine!', timestamp: '2026-11-03T10:00:00.000Z', likeCount: 2 }],
          paging: { cursors: {} },
          total: 1,
        });
      }
      return connectors(req, res, body);
    });
    setApiBaseUrl(server.origin);
  });

  afterEach(() => server.close());

  const render = (search = '') => renderAppAt(`/app/dashboard${search}`, signedInState());

  const tile = (name: string) =>
    within(screen.getByRole('list', { name: 'Key figures' }))
      .getByRole('heading', { name: new RegExp(`^${name}`) })
      .closest('li') as HTMLElement;

  it('shows each KPI with its change, and explains its formula on focus', async () => {
    const { user } = render();
    await screen.findByRole('list', { name: 'Key figures' });
    expect(tile('Followers')).toHaveTextContent('1,030');
    expect(tile('Followers')).toHaveTextContent('+7.3% vs previous period');
    // No change carries no sign.
    expect(within(tile('Reach')).getByText(/vs previous period$/).textContent).toBe('0.0% vs previous period');
    expect(tile('Public ER')).toHaveTextContent('5.66%');
    expect(tile('Avg interactions per post')).toHaveTextContent('60');
    const info = within(tile('Followers')).getByRole('link', { name: 'How Followers is computed' });
    await user.tab();
    info.focus();
    expect(info).toHaveAccessibleDescription(/followers on the last day of the period\. Source: daily account insights and profile snapshots\. Compared with /);
    expect(info).toHaveAttribute('href', '/app/metrics#followers');
  });

  it('says under each figure built on likes how many posts it left out because their owner hides their likes', async () => {
    answerWith = (overview) => ({ ...overview, postsWithHiddenLikes: 1 });
    render();
    await screen.findByRole('list', { name: 'Key figures' });
    for (const label of ['Public ER', 'ER by reach', 'Avg interactions per post'])
      expect(tile(label)).toHaveTextContent('1 post left out: its likes are hidden by the owner');
    expect(tile('Reach')).not.toHaveTextContent('left out');
  });

  it('says a figure is unknown because every post of the period hides its likes, not for want of followers', async () => {
    answerWith = (overview) => ({
      ...overview,
      postsWithHiddenLikes: 3,
      kpis: { ...overview.kpis, publicEr: { ...overview.kpis.publicEr, value: null, change: null } },
    });
    render();
    await screen.findByRole('list', { name: 'Key figures' });
    expect(tile('Public ER')).toHaveTextContent('—Unknown: the likes of every post of this period are hidden by the owner.');
  });

  it('links every ⓘ to its entry of the metrics glossary, which opens on that entry', async () => {
    const { user } = render();
    await screen.findByRole('list', { name: 'Key figures' });
    const infos = screen.getAllByRole('link', { name: /^How .+ is computed$/ });
    const anchors = infos.map((link) => link.getAttribute('href')?.replace(/^\/app\/metrics#/, ''));
    // Every figure on the page, each to an entry that exists: 8 key figures, the charts, best time, formats and the post rankings.
    expect(infos.length).toBeGreaterThanOrEqual(15);
    expect(GLOSSARY.map((entry) => entry.id)).toEqual(expect.arrayContaining(anchors));
    expect(anchors).toEqual(
      expect.arrayContaining(['public-er', 'er-by-reach', 'net-follower-growth', 'best-time', 'format-breakdown', 'top-posts', 'reach', 'views']),
    );

    await user.click(within(tile('Public ER')).getByRole('link', { name: 'How Public ER is computed' }));
    const entry = await screen.findByRole('region', { name: 'Public ER' });
    expect(screen.getByTestId('url')).toHaveTextContent('/app/metrics');
    expect(within(entry).getByRole('heading', { name: 'Public ER' })).toHaveFocus();
    expect(entry).toHaveTextContent('(likes + comments) ÷ followers at the time');
  });

  it('exports a chart’s days as data: ISO dates, raw numbers, unknown days empty, in a file named after the account, table and period', async () => {
    answerWith = (overview) => ({
      ...overview,
      series: [
        { ...overview.series[0], followers: null },
        { ...overview.series[1], followers: 53_129 },
      ],
    });
    const downloads = captureDownloads();
    const { user } = render('?from=2026-10-29&to=2026-11-04');
    const chart = await screen.findByRole('region', { name: 'Followers' });
    await user.click(within(chart).getByRole('button', { name: 'Export CSV' }));
    downloads.restore();
    expect(downloads.files.map((file) => file.name)).toEqual(['mayamoves.fit_dashboard-followers_2026-10-29_2026-11-04.csv']);
    // Each day beside the comparison's day at the same offset (the previous period's, by default).
    expect((await downloads.lines(0)).map((line) => line.split(','))).toEqual([
      ['date', 'compared_date', 'followers', 'followers_compared'],
      ['2026-10-29', '2026-10-22', '', '910'],
      ['2026-11-04', '2026-10-28', '53129', '960'],
    ]);
    // On screen the same days read as days, and the unknown one as a dash.
    expect(within(within(chart).getByRole('table')).getAllByRole('row').map(cellTexts)).toEqual([
      ['Date', 'Compared day', 'Followers', 'Followers, previous period'],
      [formatDay('2026-10-29'), formatDay('2026-10-22'), '—', '910'],
      [formatDay('2026-11-04'), formatDay('2026-10-28'), '53,129', '960'],
    ]);
  });

  it('exports the formats with media types as Instagram names them and percentages as numbers', async () => {
    const downloads = captureDownloads();
    const { user } = render('?from=2026-10-29&to=2026-11-04');
    const formats = await screen.findByRole('region', { name: 'Formats' });
    await user.click(within(formats).getByRole('button', { name: 'Export CSV' }));
    downloads.restore();
    expect(downloads.files[0].name).toBe('mayamoves.fit_dashboard-formats_2026-10-29_2026-11-04.csv');
    expect(await downloads.lines(0)).toEqual(['media_type,posts,avg_reach,avg_er_by_reach_pct', 'IMAGE,2,500,10', 'REELS,1,1000,11']);
  });

  it('asks for the last 30 days by default and keeps a changed range in the URL', async () => {
    const { user } = render();
    await screen.findByRole('list', { name: 'Key figures' });
    const today = localToday();
    expect(overviewRequests[0].get('from')).toBe(shiftDate(today, -29));
    expect(overviewRequests[0].get('to')).toBe(today);
    expect(overviewRequests[0].get('accountId')).toBe('a1');

    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/app/dashboard?days=7');
    await waitFor(() => expect(overviewRequests.at(-1)?.get('from')).toBe(shiftDate(today, -6)));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the last 30 days for an address whose period cannot be used, and says what was wrong in a toast', async () => {
    render('?from=2026-11-10&to=2026-11-01');
    await screen.findByRole('list', { name: 'Key figures' });
    const notice = await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('status');
    expect(notice).toHaveTextContent('The period in the address cannot be used: to=2026-11-01 is before from=2026-11-10. Showing the last 30 days instead.');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/app\/dashboard\?days=30$/));
    expect(overviewRequests.every((request) => request.get('from') !== '2026-11-10')).toBe(true);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads a custom range from the URL and refuses an end before the start', async () => {
    const { user } = render('?from=2026-10-29&to=2026-11-04');
    await screen.findByRole('list', { name: 'Key figures' });
    expect(overviewRequests[0].get('from')).toBe('2026-10-29');
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end date must not be before the start date.');
    expect(overviewRequests).toHaveLength(1);
  });

  it('ranks no best hour on two posts, says so with the sample size, and puts each chart’s data in a table', async () => {
    render();
    const heatmap = await screen.findByRole('region', { name: 'Best time to post' });
    expect(within(heatmap).queryByRole('list', { name: 'Best hours' })).not.toBeInTheDocument();
    expect(heatmap).toHaveTextContent('No hour of the day has 3 posts yet among the 2 posts of this period, so none is ranked.');
    expect(heatmap).toHaveTextContent('Based on 2 posts in this period, in America/New_York. Too few posts to be reliable.');
    const followers = within(screen.getByRole('region', { name: 'Followers' })).getByRole('table');
    const [from, to] = [overviewRequests[0].get('from') ?? '', overviewRequests[0].get('to') ?? ''];
    expect(within(followers).getAllByRole('row').map(cellTexts)).toEqual([
      ['Date', 'Compared day', 'Followers', 'Followers, previous period'],
      [formatDay(from), formatDay(shiftDate(from, -7)), '970', '910'],
      [formatDay(to), formatDay(shiftDate(from, -1)), '1,030', '960'],
    ]);
    const formats = within(screen.getByRole('region', { name: 'Formats' })).getByRole('table');
    expect(cellTexts(within(formats).getByRole('row', { name: /^Image / })).slice(0, 3)).toEqual(['Image', '2', '500']);
  });

  it('draws reach and views on separate charts, each saying its basis', async () => {
    render();
    const reach = await screen.findByRole('region', { name: 'Reach' });
    const views = screen.getByRole('region', { name: "Views of the day's posts" });
    // Reach is the account's per day; views belong to the posts published that day: one basis per chart.
    expect(within(reach).getByRole('link', { name: 'How Reach is computed' })).toHaveAccessibleDescription(/daily account reach insight \(account level\)/);
    expect(within(views).getByRole('link', { name: "How Views of the day's posts is computed" })).toHaveAccessibleDescription(
      /Views of the posts published each day/,
    );
    const headers = (region: HTMLElement) =>
      within(within(region).getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    expect(headers(reach)).toEqual(['Date', 'Compared day', 'Reach', 'Reach, previous period']);
    expect(headers(views)).toEqual(['Date', 'Compared day', 'Views of posts published that day', 'Views, previous period']);
  });

  it('compares with the period chosen in "Compare with", kept in the URL, and says so on every figure', async () => {
    answerWith = (overview) => {
      const compare = overviewRequests.at(-1)?.get('compare');
      if (compare === 'none') {
        const kpis = Object.fromEntries(Object.entries(overview.kpis).map(([key, kpi]) => [key, { ...kpi, previous: null, change: null }]));
        return { ...overview, kpis: kpis as Overview['kpis'], comparison: { kind: 'none', range: null, recorded: false, historyFrom: null, series: [] } };
      }
      if (compare === 'year')
        return {
          ...overview,
          comparison: { ...overview.comparison, kind: 'year', range: { from: '2025-10-29', to: '2025-11-04', days: 7 }, historyFrom: '2025-01-01' },
        };
      return overview;
    };
    const { user } = render('?from=2026-10-29&to=2026-11-04');
    await screen.findByRole('list', { name: 'Key figures' });
    // The previous period is the default, left out of the URL.
    expect(overviewRequests[0].get('compare')).toBe('previous');
    expect(screen.getByTestId('url')).toHaveTextContent(/\?from=2026-10-29&to=2026-11-04$/);
    expect(screen.getByRole('combobox', { name: 'Compare with' })).toHaveValue('previous');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Compare with' }), 'Same period last year');
    expect(screen.getByTestId('url')).toHaveTextContent('/app/dashboard?from=2026-10-29&to=2026-11-04&compare=year');
    await waitFor(() => expect(tile('Followers')).toHaveTextContent('+7.3% vs same period last year'));
    expect(overviewRequests.at(-1)?.get('compare')).toBe('year');
    const followers = screen.getByRole('region', { name: 'Followers' });
    expect(followers).toHaveTextContent('Dashed: the same period last year, ');
    expect(
      within(within(followers).getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Followers, same period last year');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Compare with' }), 'No comparison');
    expect(screen.getByTestId('url')).toHaveTextContent('compare=none');
    await waitFor(() => expect(tile('Followers')).not.toHaveTextContent(/vs |no comparison/));
    expect(
      within(within(followers).getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Followers']);
  });

  it('says "no data" for a comparison period with nothing recorded, never a change of −100 %', async () => {
    answerWith = (overview) => ({
      ...overview,
      kpis: { ...overview.kpis, posts: { ...overview.kpis.posts, previous: 0, change: null } },
      comparison: { kind: 'year', range: { from: '2025-10-29', to: '2025-11-04', days: 7 }, recorded: false, historyFrom: null, series: [] },
    });
    render('?from=2026-10-29&to=2026-11-04&compare=year');
    await screen.findByRole('list', { name: 'Key figures' });
    expect(overviewRequests[0].get('compare')).toBe('year');
    expect(tile('Followers')).toHaveTextContent(/No data for/);
    expect(tile('Posts published')).not.toHaveTextContent(/−100|vs same period/);
    const followers = screen.getByRole('region', { name: 'Followers' });
    expect(followers).toHaveTextContent(/No data for .* \(same period last year\)/);
    expect(
      within(within(followers).getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Followers']);
  });

  it('takes a figure to the assistant in one click', async () => {
    const { user, store } = render('?from=2026-10-29&to=2026-11-04');
    await screen.findByRole('list', { name: 'Key figures' });
    await user.click(within(tile('Followers')).getByRole('button', { name: 'Ask the assistant about Followers' }));
    expect(store.getState().chatPanel.isOpen).toBe(true);
    expect(store.getState().chatPanel.autoMessage ?? '').toContain(
      'My followers from 2026-10-29 to 2026-11-04 was 1,030 (+7.3% against the previous 7 days, when it was 960)',
    );
  });

  it('opens a post’s comments', async () => {
    const { user } = render();
    const top = await screen.findByRole('region', { name: 'Top posts' });
    expect(within(top).getByRole('link', { name: 'View on Instagram' })).toHaveAttribute('href', 'https://instagram.com/p/p1');
    await user.click(within(top).getByRole('button', { name: /^Comments on the reel/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Comments: Caption of p1' });
    expect(await within(dialog).findByText('Love this routine!')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('@fan_1');
    // Read a page at a time, the count said in words rather than a box that scrolls inside the dialog.
    expect(within(dialog).getByRole('navigation', { name: 'Pages of comment' })).toHaveTextContent('Showing 1–1 of 1 comment');
  });

  it('says when the figures could not be loaded and retries', async () => {
    // More failures than the query's own retries: the page has to say so.
    failures = 10;
    const { user } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy; try again.');
    failures = 0;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Key figures' })).toBeInTheDocument();
  });
});

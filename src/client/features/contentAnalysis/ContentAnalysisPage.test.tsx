import { screen, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderAppAt } from '../../test/renderApp';
import { captureDownloads } from '../../lib/testing/captureDownloads';
import { localToday, shiftDate } from '../period';
import { analysisFor } from './testing/analysisFixture';
import { cellTexts } from '../../test/tableCells';

const post = {
  id: 'p1',
  accountId: 'a1',
  igMediaId: 'ig-p1',
  mediaType: 'REELS',
  caption: 'Morning mobility flow',
  permalink: 'https://instagram.com/p/p1',
  mediaUrl: null,
  thumbnailUrl: null,
  timestamp: '2026-11-02T18:00:00.000Z',
  likeCount: 80,
  commentsCount: 20,
  insights: {
    views: 3_000,
    reach: 2_000,
    likes: 80,
    comments: 20,
    shares: 4,
    saved: 6,
    totalInteractions: 110,
    reelsAvgWatchTimeMs: null,
    reelsTotalWatchTimeMs: null,
  },
  engagementRate: 0.055,
};

describe('the content assistant', () => {
  let server: LoopbackServer;
  let requests: URLSearchParams[];

  beforeEach(async () => {
    requests = [];
    const connectors = connectorsHandler(connectorsState({ accounts: demoAccounts }));
    server = await startLoopbackServer((req, res, body) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname === '/api/analytics/content') {
        requests.push(url.searchParams);
        return sendJson(res, 200, analysisFor(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''));
      }
      if (url.pathname === '/api/posts')
        return sendJson(res, 200, { data: [post], paging: { cursors: { before: null, after: null } }, total: 1, range: null, timezone: 'UTC' });
      return connectors(req, res, body);
    });
    setApiBaseUrl(server.origin);
  });

  afterEach(() => server.close());

  const render = () => renderAppAt('/app/content-analysis', signedInState());

  it('reads the last 30 days, like every data page, and ranks its recommendations with their basis', async () => {
    render();
    const recommendations = await screen.findByRole('region', { name: 'Recommendations' });
    expect(within(recommendations).getAllByRole('listitem')[0]).toHaveTextContent(
      'Reels reach 2.5× more accounts than images for you; 5 of your last 11 posts were reels.Mean reach: Reels 2,000 over 5 posts, Images 800 over 5 posts; ratio 2.50×, 95% CI 2.19–2.85×.',
    );
    expect(requests[0].get('from')).toBe(shiftDate(localToday(), -29));
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows every group with its sample size and marks those under 5 posts as not reliable', async () => {
    render();
    const formats = await screen.findByRole('region', { name: 'By format' });
    const rows = within(within(formats).getByRole('table')).getAllByRole('row').map(cellTexts);
    expect(rows).toEqual([
      ['Format', 'Posts', 'Avg public ER', 'Avg reach', 'Reliable'],
      ['Images', '5', '4.00%', '800', 'Yes'],
      ['Reels', '5', '10.00%', '2,000', 'Yes'],
      ['Carousels', '1', '5.00%', '1,000', 'No (under 5)'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Emoji' })).getByText('No posts in this period.')).toBeInTheDocument();
  });

  it('opens the chat on the right topic with a prepared message from the page’s figures', async () => {
    const { user, store } = render();
    const recommendations = await screen.findByRole('region', { name: 'Recommendations' });
    await user.click(within(recommendations).getByRole('button', { name: 'Write a caption for my next post' }));
    const panel = store.getState().chatPanel;
    expect(panel.isOpen).toBe(true);
    expect(panel.actionType).toBe('write_caption');
    expect(panel.autoMessage).toBe(
      'Write a caption for my next reel (my best format, 10.00% average public ER over 5 posts). Reels reach 2.5× more accounts than images for you; 5 of your last 11 posts were reels.',
    );
  });

  it('lists the period’s posts with every metric', async () => {
    render();
    const posts = await screen.findByRole('region', { name: 'Posts in this period' });
    const table = await within(posts).findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Morning mobility flowReelNov 2, 20268020642,0003,0005.50%');
    expect(within(table).getByRole('link', { name: 'Morning mobility flow' })).toHaveAttribute('href', 'https://instagram.com/p/p1');
  });

  it('exports the posts and each group table as data, named after the account, the table and the period', async () => {
    const downloads = captureDownloads();
    const { user } = renderAppAt('/app/content-analysis?from=2026-09-01&to=2026-11-20', signedInState());
    const posts = await screen.findByRole('region', { name: 'Posts in this period' });
    await within(posts).findByRole('table');
    await user.click(within(posts).getByRole('button', { name: 'Export CSV' }));
    await user.click(within(screen.getByRole('region', { name: 'By format' })).getByRole('button', { name: 'Export CSV' }));
    downloads.restore();
    expect(downloads.files.map((file) => file.name)).toEqual([
      'mayamoves.fit_content-posts_2026-09-01_2026-11-20.csv',
      'mayamoves.fit_content-by-format_2026-09-01_2026-11-20.csv',
    ]);
    expect((await downloads.lines(0)).map((line) => line.split(','))).toEqual([
      ['published_date', 'published_at', 'media_type', 'caption', 'permalink', 'likes', 'comments', 'saves', 'shares', 'reach', 'views', 'er_by_reach_pct'],
      ['2026-11-02', '2026-11-02T18:00:00.000Z', 'REELS', 'Morning mobility flow', 'https://instagram.com/p/p1', '80', '20', '6', '4', '2000', '3000', '5.5'],
    ]);
    expect(await downloads.lines(1)).toEqual([
      'format,posts,avg_public_er_pct,avg_reach,reliable',
      'Images,5,4,800,true',
      'Reels,5,10,2000,true',
      'Carousels,1,5,1000,false',
    ]);
  });
});

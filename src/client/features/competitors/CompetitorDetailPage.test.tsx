import { screen, waitFor, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderAppAt } from '../../test/renderApp';
import { captureDownloads } from '../../lib/testing/captureDownloads';
import { answerCompetitors, competitorsState, type CompetitorsState } from './testing/competitorsFake';
import { cellTexts, definitionPairs } from '../../test/tableCells';

let server: LoopbackServer;
let state: CompetitorsState;

beforeEach(async () => {
  state = competitorsState();
  const connectors = connectorsHandler(connectorsState({ accounts: demoAccounts }));
  server = await startLoopbackServer((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (answerCompetitors(state, { method: req.method ?? 'GET', path: url.pathname, params: url.searchParams, body }, res)) return undefined;
    return connectors(req, res, body);
  });
  setApiBaseUrl(server.origin);
});

afterEach(() => server.close());

describe('a competitor’s page', () => {
  it('shows the profile, and says its history starts when tracking began', async () => {
    renderAppAt('/app/competitors/c-lena?days=30', signedInState());
    expect(await screen.findByRole('heading', { level: 1, name: '@liftwithlena' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('Lena Park Fitness');
    expect(profile).toHaveTextContent('Strength coach. New programme every Monday.');
    expect(within(profile).getByText('61,200')).toBeInTheDocument();
    expect(within(profile).getByText('1,204')).toBeInTheDocument();
    expect(await screen.findByText('Tracked since Nov 3, 2026: history starts then.')).toBeInTheDocument();
    const followers = within(screen.getByRole('region', { name: 'Follower history' })).getByRole('table');
    expect(within(followers).getAllByRole('row').map(cellTexts)).toEqual([
      ['Date', 'Followers'],
      ['Nov 3, 2026', '60,000'],
      ['Nov 23, 2026', '61,200'],
    ]);
    const mediaCounts = within(screen.getByRole('region', { name: 'Media count history' })).getByRole('table');
    expect(within(mediaCounts).getAllByRole('row').map(cellTexts)).toContainEqual(['Nov 23, 2026', '1,204']);
  });

  it('exports its history, format mix and hashtags as data, named after the competitor and the period', async () => {
    const downloads = captureDownloads();
    const { user } = renderAppAt('/app/competitors/c-lena?from=2026-10-25&to=2026-11-23', signedInState());
    const media = await screen.findByRole('region', { name: 'Media count history' });
    await user.click(within(media).getByRole('button', { name: 'Export CSV' }));
    await user.click(within(screen.getByRole('region', { name: 'Format mix' })).getByRole('button', { name: 'Export CSV' }));
    await user.click(within(screen.getByRole('region', { name: 'Top hashtags' })).getByRole('button', { name: 'Export CSV' }));
    downloads.restore();
    expect(downloads.files.map((file) => file.name)).toEqual([
      'liftwithlena_competitor-media-count_2026-10-25_2026-11-23.csv',
      'liftwithlena_competitor-format-mix_2026-10-25_2026-11-23.csv',
      'liftwithlena_competitor-hashtags_2026-10-25_2026-11-23.csv',
    ]);
    expect(await downloads.lines(0)).toEqual(['date,media_count', '2026-11-03,1190', '2026-11-23,1204']);
    const [formatHeader, ...formatRows] = await downloads.lines(1);
    expect(formatHeader).toBe('media_type,posts,share_of_posts_pct,avg_public_er_pct');
    expect(formatRows).toContain('REELS,10,33.33,3.1');
    // The # is the display's; the data holds the tag itself.
    expect((await downloads.lines(2)).slice(0, 2)).toEqual(['hashtag,posts,avg_public_er_pct', 'legday,30,1.8']);
  });

  it('draws no trend from a single snapshot, and says when one appears', async () => {
    state.history = [{ date: '2026-11-23', followers: 61_200, mediaCount: 1_204 }];
    renderAppAt('/app/competitors/c-lena', signedInState());
    const history = await screen.findByRole('region', { name: 'Follower and media count history' });
    expect(history).toHaveTextContent(
      'Tracked since Nov 3, 2026: history starts then. One snapshot in this period (Nov 23, 2026: 61,200 followers, 1,204 posts).',
    );
    expect(screen.queryByRole('region', { name: 'Follower history' })).not.toBeInTheDocument();
  });

  it('compares it with the account on the same formulas, each one stated', async () => {
    const { user } = renderAppAt('/app/competitors/c-lena', signedInState());
    const sideBySide = await screen.findByRole('region', { name: 'You and @liftwithlena' });
    expect(
      within(sideBySide)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Figure', '@liftwithlena', '@mayamoves.fit (you)']);
    const figure = (name: string) =>
      within(
        within(sideBySide)
          .getByRole('rowheader', { name: new RegExp(`^${name}`) })
          .closest('tr') as HTMLElement,
      )
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(figure('Public ER')).toEqual(['2.20%', '2.46%']);
    expect(figure('Follower growth')).toEqual(['+1,200 (+2.00%)', '+300 (+0.58%)']);
    expect(figure('Posts per week')).toEqual(['6', '4']);
    const info = within(sideBySide).getByRole('link', { name: 'How Public ER is computed' });
    await user.hover(info);
    expect(info).toHaveAccessibleDescription('mean over the posts of the range of (likes + comments) ÷ followers at the time of the post');
    expect(info).toHaveAttribute('href', '/app/metrics#public-er');
    expect(within(sideBySide).getByRole('link', { name: 'How Follower growth is computed' })).toHaveAttribute('href', '/app/metrics#net-follower-growth');
  });

  it('names breakout posts against the median, the format mix, hashtags and posting pattern', async () => {
    renderAppAt('/app/competitors/c-lena', signedInState());
    const breakouts = await screen.findByRole('region', { name: 'Breakout posts' });
    expect(breakouts).toHaveTextContent('Median public ER 1.70%; a breakout is above 3.40%.');
    expect(within(breakouts).getByRole('list', { name: 'Breakout posts' })).toHaveTextContent('3.6× the median');
    const rowOf = (region: string, first: string) => within(screen.getByRole('region', { name: region })).getByRole('row', { name: new RegExp(`^${first} `) });
    expect(cellTexts(rowOf('Format mix', 'Reel'))).toEqual(['Reel', '10', '33%', '3.10%']);
    expect(cellTexts(rowOf('Top hashtags', '#legday'))).toEqual(['#legday', '30', '1.80%']);
    const pattern = screen.getByRole('region', { name: 'Posting pattern' });
    // The cells describe when the competitor posts; no best hour is ranked from them (the raw top cell would be luck).
    expect(within(pattern).getByRole('region', { name: 'Weekday by hour grid' })).toHaveTextContent('3.00%, 4 posts');
    expect(within(pattern).queryByRole('list', { name: 'Best hours' })).not.toBeInTheDocument();
    expect(pattern).toHaveTextContent('in America/New_York');
    expect(within(pattern).queryByRole('button', { name: /plan next week/i })).not.toBeInTheDocument();
  });

  it('lists recent posts with links that open in a new tab, a page at a time', async () => {
    const { user } = renderAppAt('/app/competitors/c-lena', signedInState());
    const recent = await screen.findByRole('region', { name: 'Recent posts' });
    const grid = await within(recent).findByRole('list', { name: 'Posts' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    expect(recent).toHaveTextContent('Showing 12 of 30 posts, newest first.');
    const first = within(grid).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Breakout');
    expect(definitionPairs(first.querySelector('dl')!)).toEqual([
      ['Likes', '1,000'],
      ['Comments', '40'],
      ['Public ER', '6.10%'],
    ]);
    const link = within(first).getByRole('link', { name: 'Open the reel of Nov 23, 2026 on Instagram (new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/p/lena1/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');

    await user.click(within(recent).getByRole('button', { name: 'Load more' }));
    expect(await within(recent).findByText('Showing 24 of 30 posts, newest first.')).toBeInTheDocument();
    await user.click(within(recent).getByRole('button', { name: 'Load more' }));
    expect(await within(recent).findByText('Showing 30 of 30 posts, newest first.')).toBeInTheDocument();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(30);
    expect(within(recent).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(within(grid).getAllByRole('listitem')[29]).toHaveTextContent('Post number 30');
  });

  it('shows — for the likes of a post whose owner hides them, and says so, never 0', async () => {
    const posts = state.posts;
    posts[1] = { ...posts[1], likes: null, publicEr: null };
    renderAppAt('/app/competitors/c-lena', signedInState());
    const recent = await screen.findByRole('region', { name: 'Recent posts' });
    const grid = await within(recent).findByRole('list', { name: 'Posts' });
    const second = within(grid).getAllByRole('listitem')[1];
    expect(definitionPairs(second.querySelector('dl')!)).toEqual([
      ['Likes', '— (hidden by the owner)'],
      ['Comments', '40'],
      ['Public ER', '—'],
    ]);
    expect(second).not.toHaveTextContent(/Likes0/);
  });

  it('queues a refresh from the profile', async () => {
    const { user } = renderAppAt('/app/competitors/c-lena', signedInState());
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('Updated Nov 20, 2026');
    await user.click(within(profile).getByRole('button', { name: 'Refresh now' }));
    expect(await within(profile).findByText('Queued')).toBeInTheDocument();
    expect(state.refreshed).toEqual(['c-lena']);
    const analyticsReads = () => server.requests.filter((request) => request.startsWith('GET /api/competitors/c-lena/analytics')).length;
    expect(analyticsReads()).toBe(1);

    // The job ends: the page, reading the profile again while it runs, sees it and reloads the figures.
    state.rows[0].refresh = { state: 'succeeded', lastRefreshedAt: '2026-11-24T08:00:00.000Z', lastError: null };
    expect(await within(profile).findByText('Updated Nov 24, 2026, 08:00', { exact: false }, { timeout: 8_000 })).toBeInTheDocument();
    await waitFor(() => expect(analyticsReads()).toBe(2));
    // One poll interval (3 s) passes before the page reads the profile again.
  }, 15_000);

  it('says so when the competitor does not exist or is not this user’s', async () => {
    renderAppAt('/app/competitors/c-dre', signedInState());
    expect(await screen.findByRole('heading', { name: 'Competitor not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Competitor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your competitors' })).toHaveAttribute('href', '/app/competitors');
  });
});

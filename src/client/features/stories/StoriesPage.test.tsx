import { screen, within } from '@testing-library/react';
import type { Mention, StoriesAnswer, Story } from '../../../shared/stories';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderAppAt } from '../../test/renderApp';

const PAGE = 2;
const STORIES = 5;
let server: LoopbackServer;
let failures: number;
let asked: URLSearchParams[];
let mentions: Mention[];

const storyAt = (index: number): Story => ({
  id: `story-${index}`,
  igMediaId: `ig-${index}`,
  mediaType: 'IMAGE',
  mediaUrl: null,
  thumbnailUrl: null,
  permalink: null,
  postedAt: new Date(Date.UTC(2026, 10, 27, 20 - index * 2)).toISOString(),
  expiresAt: new Date(Date.UTC(2026, 10, 28, 20 - index * 2)).toISOString(),
  live: false,
  final: true,
  views: 1_000 + index,
  reach: 800,
  replies: 1,
  shares: 0,
  follows: 0,
  profileVisits: 0,
  totalInteractions: 1,
  tapsForward: 100,
  tapsExit: 50,
  tapsBack: 0,
  swipesForward: 0,
  completion: 0.85,
  exitRate: 0.042,
  insightsReadAt: null,
  insightsRefusal: null,
  sequence: index,
});

/** The server's answer for the page that starts at `offset`: the period's figures whole, its stories a page at a time. */
function answerFrom(offset: number): StoriesAnswer {
  const next = offset + PAGE < STORIES ? String(offset + PAGE) : null;
  return {
    accountId: 'a1',
    timezone: 'UTC',
    days: 30,
    status: { state: 'ok', lastReadAt: '2026-11-27T21:00:00.000Z', permission: null, message: null },
    totals: { stories: STORIES, views: 12_345, reach: 4_000, replies: 5, completion: 0.85 },
    stories: Array.from({ length: Math.min(PAGE, STORIES - offset) }, (_, i) => storyAt(offset + i)),
    paging: { cursors: { before: null, after: next } },
    perDay: [{ key: '2026-11-27', startsAt: storyAt(STORIES - 1).postedAt, stories: STORIES, views: 12_345, reach: 4_000, replies: 5, completion: 0.85 }],
    sequences: [],
  };
}

const commentMention = (id: string, commentText: string | null): Mention => ({
  id,
  kind: 'comment_mention',
  igMediaId: `media-${id}`,
  igCommentId: `comment-${id}`,
  username: 'coffee_lover',
  caption: 'Our Saturday brew',
  commentText,
  mediaType: 'IMAGE',
  permalink: null,
  likeCount: 12,
  commentsCount: null,
  postedAt: '2026-11-19T16:09:08.000Z',
  seenAt: '2026-11-19T16:10:00.000Z',
});

beforeEach(async () => {
  failures = 0;
  mentions = [];
  asked = [];
  const connectors = connectorsHandler(connectorsState({ accounts: demoAccounts }));
  server = await startLoopbackServer((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/api/stories/mentions') return sendJson(res, 200, { accountId: 'a1', data: mentions, total: mentions.length });
    if (url.pathname !== '/api/stories') return connectors(req, res, body);
    asked.push(url.searchParams);
    const after = url.searchParams.get('after');
    if (after && failures > 0) {
      failures -= 1;
      return sendJson(res, 503, { message: 'The database is busy; try again.' });
    }
    return sendJson(res, 200, answerFrom(Number(after ?? 0)));
  });
  setApiBaseUrl(server.origin);
});

afterEach(() => server.close());

const storyRows = () =>
  within(screen.getByRole('table', { name: /^Each story/ }))
    .getAllByRole('row')
    .slice(1);

describe('the stories page', () => {
  it('shows the period’s totals from the server while listing its stories a page at a time, and adds the next page on "Show more stories"', async () => {
    const { user } = renderAppAt('/app/stories', signedInState());
    const every = await screen.findByRole('region', { name: 'Every story' });
    expect(storyRows()).toHaveLength(2);
    const table = screen.getByRole('table', { name: /^Each story/ });
    expect(within(table).getByRole('columnheader', { name: 'Exit rate' })).toBeInTheDocument();
    expect(storyRows()[0]).toHaveTextContent('4.2%');
    // The tiles are the period's, not the two stories listed.
    const figures = screen.getByRole('list', { name: 'Story figures' });
    expect(figures).toHaveTextContent('Stories5');
    expect(figures).toHaveTextContent(/Views.*12,345.*Reach.*4,000/);
    expect(within(every).getByRole('navigation', { name: 'Pages of stories' })).toHaveTextContent('Showing 2 of 5 stories, newest first.');

    await user.click(within(every).getByRole('button', { name: 'Show more stories' }));
    expect(await within(every).findByText('Showing 4 of 5 stories, newest first.')).toBeInTheDocument();
    expect(storyRows()).toHaveLength(4);
    expect(asked[1].get('after')).toBe('2');

    // From the keyboard too; with the last page the button goes and focus lands on the count.
    within(every).getByRole('button', { name: 'Show more stories' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(every).findByText('Showing 5 of 5 stories, newest first.')).toHaveFocus();
    expect(storyRows()).toHaveLength(5);
    expect(within(every).queryByRole('button', { name: 'Show more stories' })).not.toBeInTheDocument();
    expect(figures).toHaveTextContent('Stories5');
  });

  it('keeps the stories shown when the next page fails, says why, and loads it on Retry', async () => {
    // The query's one retry fails too.
    failures = 2;
    const { user } = renderAppAt('/app/stories', signedInState());
    const every = await screen.findByRole('region', { name: 'Every story' });
    await user.click(within(every).getByRole('button', { name: 'Show more stories' }));
    expect(await within(every).findByRole('alert')).toHaveTextContent('The database is busy; try again.');
    expect(storyRows()).toHaveLength(2);
    await user.click(within(every).getByRole('button', { name: 'Retry' }));
    expect(await within(every).findByText('Showing 4 of 5 stories, newest first.')).toBeInTheDocument();
    expect(within(every).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('quotes the comment that mentions the account, and says so when Meta kept its text from us', async () => {
    mentions = [commentMention('m1', '@metricsaurus you have to see this'), commentMention('m2', null)];
    renderAppAt('/app/stories', signedInState());
    const list = await screen.findByRole('list', { name: 'Mentions and tags' });
    const [quoted, unknown] = within(list).getAllByRole('listitem');
    expect(within(quoted).getByLabelText('The comment')).toHaveTextContent('@metricsaurus you have to see this');
    expect(quoted).toHaveTextContent('Mentioned you in a comment');
    expect(within(unknown).queryByLabelText('The comment')).not.toBeInTheDocument();
    expect(unknown).toHaveTextContent("The comment's text is unknown");
    expect(unknown).toHaveTextContent('12 likes · — comments');
  });
});

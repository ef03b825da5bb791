import { screen, within } from '@testing-library/react';
import type { Comment, CommentsPage } from '../../../shared/posts';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { signedInState } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CommentsDrawer } from './CommentsDrawer';
import { COMMENTS_PAGE } from './postsApi';

/* A post's comments in their dialog, read from a loopback server a page at a time. */

const commentAt = (index: number, likeCount: number | null): Comment => ({
  id: `c${index}`,
  igCommentId: `ig-c${index}`,
  username: `fan${index}`,
  text: `Comment number ${index}`,
  timestamp: '2026-11-20T15:30:00.000Z',
  likeCount,
});

let server: LoopbackServer;
let comments: Comment[];
let failures: number;
const asked: Array<string | null> = [];

beforeEach(async () => {
  asked.length = 0;
  failures = 0;
  comments = Array.from({ length: 25 }, (_, index) => commentAt(index + 1, index === 0 ? 1 : index === 1 ? null : 3));
  server = await startLoopbackServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/api/posts/p1/comments') return sendJson(res, 404, { message: 'Not found' });
    if (failures > 0) {
      failures -= 1;
      return sendJson(res, 503, { message: 'The database is busy' });
    }
    const after = url.searchParams.get('after');
    asked.push(after);
    const offset = after ? Number(after) : 0;
    const page: CommentsPage = {
      data: comments.slice(offset, offset + COMMENTS_PAGE),
      total: comments.length,
      paging: {
        cursors: {
          before: offset > 0 ? String(Math.max(0, offset - COMMENTS_PAGE)) : null,
          after: offset + COMMENTS_PAGE < comments.length ? String(offset + COMMENTS_PAGE) : null,
        },
      },
    };
    return sendJson(res, 200, page);
  });
  setApiBaseUrl(server.origin);
});
afterEach(() => server.close());

function open(onClose = jest.fn()) {
  const rendered = renderWithProviders(<CommentsDrawer postId="p1" title="Comments on “Form check”" onClose={onClose} />, { preloadedState: signedInState() });
  return { ...rendered, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Comments on “Form check”' });

describe("a post's comments", () => {
  it('lists a page of them with who wrote each, when, and its likes where Meta gave them', async () => {
    open();
    const items = await within(dialog()).findAllByRole('listitem');
    expect(items).toHaveLength(COMMENTS_PAGE);
    expect(within(items[0]).getByText(/^@fan1 · .+ · 1 like$/)).toBeInTheDocument();
    expect(within(items[0]).getByText('Comment number 1')).toBeInTheDocument();
    // A like count Meta left out is not shown as 0 likes.
    expect(items[1]).not.toHaveTextContent(/like/);
    expect(items[2]).toHaveTextContent('3 likes');
    expect(within(dialog()).getByText(`Showing 1–${COMMENTS_PAGE} of 25 comments`)).toBeInTheDocument();
  });

  it('pages on with the cursor the server gave, and back', async () => {
    const { user } = open();
    await within(dialog()).findAllByRole('listitem');
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(await within(dialog()).findByText('Comment number 21')).toBeInTheDocument();
    expect(within(dialog()).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dialog()).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(dialog()).getByRole('button', { name: 'Previous' }));
    expect(await within(dialog()).findByText('Comment number 1')).toBeInTheDocument();
    expect(asked).toEqual([null, String(COMMENTS_PAGE), '0']);
  });

  it('says so when the post has none', async () => {
    comments = [];
    open();
    expect(await within(dialog()).findByText('No comments on this post.')).toBeInTheDocument();
  });

  it("shows the server's reason when they cannot be loaded, and loads them on Retry", async () => {
    // The first answer and the one retry the API layer makes on a 5xx.
    failures = 2;
    const { user } = open();
    expect(await within(dialog()).findByText(/The database is busy/)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog()).findByText('Comment number 1')).toBeInTheDocument();
  });

  it('closes from its Close button', async () => {
    const { user, onClose } = open();
    await within(dialog()).findAllByRole('listitem');
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

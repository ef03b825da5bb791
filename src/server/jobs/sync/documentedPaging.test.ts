import { and, count, eq } from 'drizzle-orm';
import { igComments, igMedia } from '../../db/schema';
import { DOCUMENTED_IG_USER, documentedAccountRoutes } from '../../meta/testing/documented/accountAnswers';
import type { DocumentedRoute } from '../../meta/testing/documented/documentedServer';
import { served } from '../../meta/testing/documented/graphAnswers';
import { cursorAt, cursorOnlyListing } from '../../meta/testing/documented/pagingAnswers';
import { insertConnectedAccount, useDocumentedWorld } from '../testing/syncFixtures';
import { syncAccount } from './syncAccount';

/**
 * The media and comments edges page with `next` links (https://developers.facebook.com/docs/graph-api/results/),
 * but the sync must not lose a page should Meta answer them the way it answers the IG User Tags edge
 * (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/tags):
 * `before`/`after` cursors only. The posts and comments carry the fields of the IG User Media and IG
 * Media Comments references (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media/comments).
 */
const NOW = new Date('2026-11-20T12:00:00Z');
const POSTS = 250;
const graphTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
const postId = (index: number) => `178956956680${String(index).padStart(5, '0')}`;
const BUSY_POST = postId(0);

/** How many comments the busy post has; a test raises it to make a later sync read them again. */
let busyComments = 120;

const comment = (index: number) => ({
  timestamp: graphTime(NOW.getTime() - (index + 1) * 60_000),
  text: `Comment ${index + 1}`,
  id: `178709136791${String(index).padStart(5, '0')}`,
  username: `fan_${index}`,
  like_count: index % 3,
});
const commentsOfBusyPost = () => Array.from({ length: busyComments }, (_, index) => comment(index));

/** The first page of the busy post's comments nested in the list (field expansion), by cursors only. */
const nestedComments = () => ({ data: commentsOfBusyPost().slice(0, 50), paging: { cursors: { before: cursorAt(0), after: cursorAt(50) } } });

function posts(withComments: boolean) {
  return Array.from({ length: POSTS }, (_, index) => ({
    id: postId(index),
    caption: `Dino post ${index + 1}`,
    media_type: 'IMAGE',
    media_product_type: 'FEED',
    permalink: `https://www.instagram.com/p/Paged${index}/`,
    timestamp: graphTime(NOW.getTime() - (index + 2) * 86_400_000),
    like_count: 10,
    comments_count: index === 0 ? busyComments : 0,
    ...(index === 0 && withComments ? { comments: nestedComments() } : {}),
  }));
}

const routes: DocumentedRoute[] = [
  (path) =>
    path === `/${DOCUMENTED_IG_USER}`
      ? served('https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user', {
          id: DOCUMENTED_IG_USER,
          username: 'metricsaurus',
          followers_count: 267788,
          follows_count: 2006,
          media_count: POSTS,
        })
      : null,
  (path, query, origin) =>
    cursorOnlyListing(`/${DOCUMENTED_IG_USER}/media`, posts((query.get('fields') ?? '').includes('comments.limit(')), 100)(path, query, origin),
  (path, query, origin) => cursorOnlyListing(`/${BUSY_POST}/comments`, commentsOfBusyPost(), 50)(path, query, origin),
  // Everything else (insights, audience) as the documented account answers it.
  ...documentedAccountRoutes(NOW),
];

const world = useDocumentedWorld(routes, NOW);

const asked = (path: string) => world.server.requests.filter((request) => request.path === path).map((request) => request.query.after);

async function stored(accountId: string) {
  const [media] = await world.database.db.select({ n: count() }).from(igMedia).where(eq(igMedia.accountId, accountId));
  const [busy] = await world.database.db
    .select({ id: igMedia.id })
    .from(igMedia)
    .where(and(eq(igMedia.accountId, accountId), eq(igMedia.igMediaId, BUSY_POST)));
  const [comments] = await world.database.db.select({ n: count() }).from(igComments).where(eq(igComments.mediaId, busy.id));
  return { media: media.n, comments: comments.n };
}

describe('a sync against media and comments paged by cursors only (no next link)', () => {
  it('reads every post and every comment, nested page first, asking each next page with after=<cursor>', async () => {
    const accountId = await insertConnectedAccount(world.deps, DOCUMENTED_IG_USER, 'documented-token');

    await expect(syncAccount(world.deps, accountId)).resolves.toBe('succeeded');

    expect(await stored(accountId)).toEqual({ media: POSTS, comments: 120 });
    // 100, 100, 50 posts: the short last page ends the list (the profile's media_count says so too).
    expect(asked(`/${DOCUMENTED_IG_USER}/media`)).toEqual([undefined, cursorAt(100), cursorAt(200)]);
    // 50 nested in the list, then 50 and 20 from the post's own comments edge.
    expect(asked(`/${BUSY_POST}/comments`)).toEqual([cursorAt(50), cursorAt(100)]);
  });

  it('reads a post whose count changed again through the comments stage, to its last comment', async () => {
    const accountId = await insertConnectedAccount(world.deps, DOCUMENTED_IG_USER, 'documented-token');
    await expect(syncAccount(world.deps, accountId)).resolves.toBe('succeeded');
    busyComments = 130;
    world.server.requests.length = 0;

    await expect(syncAccount(world.deps, accountId)).resolves.toBe('succeeded');

    expect(await stored(accountId)).toEqual({ media: POSTS, comments: 130 });
    // 50, 50, 30: nothing asked past the post's comments_count.
    expect(asked(`/${BUSY_POST}/comments`)).toEqual([undefined, cursorAt(50), cursorAt(100)]);
  });
});

import { eq } from 'drizzle-orm';
import { igMentions, igStories, igStoryReads } from '../../db/schema';
import {
  DOCUMENTED_STORIES,
  MUCH_TAGGED_COUNT,
  MUCH_TAGGED_IG_USER,
  STORIES_IG_USER,
  STORIES_REFUSED_IG_USER,
  documentedStoryRoutes,
} from '../../meta/testing/documented/storyAnswers';
import { cursorAt } from '../../meta/testing/documented/pagingAnswers';
import { insertConnectedAccount, useDocumentedWorld } from '../testing/syncFixtures';
import { readAccountStories } from './readStories';

const NOW = new Date('2026-11-20T12:00:00Z');

const world = useDocumentedWorld(documentedStoryRoutes(NOW), NOW);

const storiesOf = async (accountId: string) =>
  new Map((await world.database.db.select().from(igStories).where(eq(igStories.accountId, accountId))).map((row) => [row.igMediaId, row]));

describe('reading stories against answers shaped as Meta documents them', () => {
  it('stores every figure and the navigation breakdown, leaves withheld figures unknown and keeps an expired story’s last figures as final', async () => {
    const accountId = await insertConnectedAccount(world.deps, STORIES_IG_USER, 'documented-token');
    // What an earlier read stored of the story that is now past its 24 hours.
    await world.database.db.insert(igStories).values({
      accountId,
      igMediaId: DOCUMENTED_STORIES.expired,
      mediaType: 'IMAGE',
      postedAt: new Date(NOW.getTime() - 24 * 3_600_000),
      expiresAt: NOW,
      views: 300,
      reach: 210,
      tapsForward: 80,
      tapsExit: 20,
    });

    await expect(readAccountStories(world.deps, accountId)).resolves.toBe('read');

    const stories = await storiesOf(accountId);
    expect(stories.get(DOCUMENTED_STORIES.full)).toMatchObject({
      views: 120,
      reach: 90,
      replies: 2,
      shares: 1,
      follows: 0,
      profileVisits: 4,
      totalInteractions: 3,
      tapsForward: 40,
      tapsBack: 5,
      tapsExit: 10,
      swipesForward: 6,
      final: false,
      insightsReadAt: NOW,
    });
    // Under 5 viewers: unknown, never 0, and the reason kept.
    expect(stories.get(DOCUMENTED_STORIES.fewViewers)).toMatchObject({ views: null, reach: null, tapsForward: null, final: false });
    expect(stories.get(DOCUMENTED_STORIES.fewViewers)?.insightsRefusal).toMatch(/Not enough viewers/);
    // Past 24 hours: Meta's refusal overwrote nothing, and the figures read before are final.
    expect(stories.get(DOCUMENTED_STORIES.expired)).toMatchObject({ views: 300, reach: 210, tapsForward: 80, tapsExit: 20, final: true });

    const [tag] = await world.database.db.select().from(igMentions).where(eq(igMentions.accountId, accountId));
    expect(tag).toMatchObject({ kind: 'tag', igMediaId: '17918195224117851', username: 'dino_fan', likeCount: 42, commentsCount: 3 });
  });

  it('keeps a story’s plain figures when Meta refuses its navigation breakdown alone: the taps stay unknown, with the reason', async () => {
    const accountId = await insertConnectedAccount(world.deps, STORIES_IG_USER, 'documented-token');

    await expect(readAccountStories(world.deps, accountId)).resolves.toBe('read');

    const story = (await storiesOf(accountId)).get(DOCUMENTED_STORIES.navigationRefused);
    expect(story).toMatchObject({
      views: 120,
      reach: 90,
      replies: 2,
      shares: 1,
      follows: 0,
      profileVisits: 4,
      totalInteractions: 3,
      tapsForward: null,
      tapsBack: null,
      tapsExit: null,
      swipesForward: null,
      insightsReadAt: NOW,
      final: false,
    });
    expect(story?.insightsRefusal).toMatch(/navigation.*Invalid parameter/);
    // A story read in full says nothing was refused.
    expect((await storiesOf(accountId)).get(DOCUMENTED_STORIES.full)?.insightsRefusal).toBeNull();
  });

  it('records a missing permission as the reason, with nothing stored as 0', async () => {
    const accountId = await insertConnectedAccount(world.deps, STORIES_REFUSED_IG_USER, 'documented-token');

    await expect(readAccountStories(world.deps, accountId)).resolves.toBe('refused');

    expect((await storiesOf(accountId)).size).toBe(0);
    const [read] = await world.database.db.select().from(igStoryReads).where(eq(igStoryReads.accountId, accountId));
    expect(read).toMatchObject({ refusalKind: 'permission', refusalPermission: 'instagram_manage_insights', lastSuccessAt: null });
  });

  it('stores every post that tags the account when Meta pages /tags by cursors only (60 over 3 pages, no next link)', async () => {
    const accountId = await insertConnectedAccount(world.deps, MUCH_TAGGED_IG_USER, 'documented-token');

    await expect(readAccountStories(world.deps, accountId)).resolves.toBe('read');

    const tags = await world.database.db.select().from(igMentions).where(eq(igMentions.accountId, accountId));
    expect(tags).toHaveLength(MUCH_TAGGED_COUNT);
    expect(new Set(tags.map((tag) => tag.igMediaId)).size).toBe(MUCH_TAGGED_COUNT);
    expect(tags.every((tag) => tag.kind === 'tag')).toBe(true);
    // Each page after the first was asked with the cursor the page before it ended on; the empty page past the end stopped it.
    const asked = world.server.requests.filter((request) => request.path === `/${MUCH_TAGGED_IG_USER}/tags`);
    expect(asked.map((request) => request.query.after)).toEqual([undefined, cursorAt(20), cursorAt(40), cursorAt(60)]);
  });
});

import { createDemoWorld, HISTORY_DAYS, type DemoMedia, type DemoWorld } from './world';

const NOW = new Date('2026-11-23T07:00:00Z');
const DAY_MS = 86_400_000;
const GRAPH_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/;

const formatOf = (post: DemoMedia) => (post.mediaProductType === 'REELS' ? 'REELS' : post.mediaType);
const contentOf = (world: DemoWorld) => ({ accounts: world.accounts, competitors: world.competitors });

const started = performance.now();
const world = createDemoWorld({ seed: 'demo', now: NOW });
// Logged, not asserted: timing depends on the machine (the budget is well under 300 ms).
console.log(`createDemoWorld took ${Math.round(performance.now() - started)} ms`);

describe('the demo world is deterministic', () => {
  it('returns the memoised world for another moment of the same UTC day', () => {
    expect(createDemoWorld({ seed: 'demo', now: new Date('2026-11-23T22:00:00Z') })).toBe(world);
  });

  it('generates the same content for a seed and a day whatever the time of day, and other content for another seed', () => {
    const other = createDemoWorld({ seed: 'other', now: NOW }); // also evicts the memoised 'demo' world
    expect(other.accounts[0].media[0].id).not.toBe(world.accounts[0].media[0].id);
    expect(other.accounts[0].followersCount).not.toBe(world.accounts[0].followersCount);

    const rebuilt = createDemoWorld({ seed: 'demo', now: new Date('2026-11-23T19:30:00Z') });
    expect(rebuilt).not.toBe(world);
    expect(contentOf(rebuilt)).toEqual(contentOf(world));
  });

  it('moves on with the day: tomorrow ends one day later', () => {
    const tomorrow = createDemoWorld({ seed: 'demo', now: new Date(NOW.getTime() + DAY_MS) });
    expect(tomorrow.accounts[0].daily.at(-1)!.date).toBe('2026-11-24');
  });
});

describe('the demo world has the volume of three busy accounts', () => {
  it('has three business accounts in different niches, countries and time zones', () => {
    expect(world.accounts.map(({ nicheId, countryCode }) => [nicheId, countryCode])).toEqual([
      ['fitness', 'US'],
      ['restaurants-cafes', 'IT'],
      ['travel', 'BR'],
    ]);
    expect(new Set(world.accounts.map((account) => account.timezone)).size).toBe(3);
    expect(new Set(world.accounts.map((account) => account.igUserId)).size).toBe(3);
    const followers = world.accounts.map((account) => account.followersCount);
    expect(followers[0]).toBeGreaterThanOrEqual(45_000);
    expect(followers[0]).toBeLessThanOrEqual(60_000);
    expect(followers[1]).toBeGreaterThanOrEqual(8_000);
    expect(followers[1]).toBeLessThanOrEqual(15_000);
    expect(followers[2]).toBeGreaterThanOrEqual(120_000);
    expect(followers[2]).toBeLessThanOrEqual(180_000);
  });

  it.each([0, 1, 2])('account %i has 18 months of consecutive days ending today', (index) => {
    const { daily } = world.accounts[index];
    expect(daily).toHaveLength(HISTORY_DAYS);
    expect(daily.at(-1)!.date).toBe('2026-11-23');
    for (let day = 1; day < daily.length; day++) {
      expect(Date.parse(daily[day].date) - Date.parse(daily[day - 1].date)).toBe(DAY_MS);
    }
    const withOnline = daily.filter((day) => day.onlineFollowers);
    expect(withOnline.length).toBeGreaterThanOrEqual(28);
    expect(withOnline.every((day) => day.onlineFollowers!.length === 24 && day.onlineFollowers!.every(Number.isInteger))).toBe(true);
  });

  it.each([0, 1, 2])('account %i has several hundred posts of every format, with captions, hashtags and comments', (index) => {
    const { media } = world.accounts[index];
    expect(media.length).toBeGreaterThanOrEqual(350);
    expect(media.length).toBeLessThanOrEqual(650);
    expect(new Set(media.map(formatOf))).toEqual(new Set(['IMAGE', 'CAROUSEL_ALBUM', 'REELS', 'VIDEO']));
    for (const post of media) {
      const hashtags = post.caption.match(/#[^\s#]+/g) ?? [];
      expect(hashtags.length).toBeGreaterThanOrEqual(3);
      expect(hashtags.length).toBeLessThanOrEqual(12);
      expect(post.comments.length).toBeLessThanOrEqual(40);
    }
    const comments = media.reduce((sum, post) => sum + post.comments.length, 0);
    expect(comments).toBeGreaterThan(1_500);
    expect(comments).toBeLessThan(12_000);
    expect(media.some((post) => post.comments.length === 0)).toBe(true);
    expect(new Set(media.map((post) => post.caption)).size).toBeGreaterThan(media.length * 0.9);
  });

  it('gives each account a different number of posts', () => {
    expect(new Set(world.accounts.map((account) => account.media.length)).size).toBe(3);
  });

  it('has ~30 public competitors, at least five sharing each account’s niche and country', () => {
    expect(world.competitors.length).toBeGreaterThanOrEqual(28);
    expect(world.competitors.length).toBeLessThanOrEqual(35);
    for (const account of world.accounts) {
      const peers = world.competitors.filter((competitor) => competitor.nicheId === account.nicheId && competitor.countryCode === account.countryCode);
      expect(peers.length).toBeGreaterThanOrEqual(5);
    }
    for (const competitor of world.competitors) {
      expect(competitor.media.length).toBeGreaterThan(10);
      expect(competitor.media.every((post) => post.like_count > 0 && post.caption.includes('#'))).toBe(true);
    }
  });
});

describe('the demo world keeps its numbers consistent', () => {
  it.each([0, 1, 2])('account %i: followers add up to today’s count day by day', (index) => {
    const account = world.accounts[index];
    expect(account.daily.at(-1)!.followers).toBe(account.followersCount);
    for (let day = 1; day < account.daily.length; day++) {
      expect(account.daily[day].followers - account.daily[day - 1].followers).toBe(account.daily[day].netFollowers);
    }
    expect(account.daily.some((day) => day.netFollowers < 0)).toBe(true);
    // What Meta serves as follower_count is followers gained: never negative, and at least the net change.
    expect(account.daily.every((day) => day.gainedFollowers >= 0 && day.gainedFollowers >= day.netFollowers)).toBe(true);
    expect(account.mediaCount).toBe(account.media.length);
  });

  it.each([0, 1, 2])('account %i: each post’s insights, counts and comments agree', (index) => {
    const { media } = world.accounts[index];
    for (const post of media) {
      const { insights } = post;
      expect(insights.total_interactions).toBe(insights.likes + insights.comments + insights.saved + insights.shares);
      expect(insights.reach).toBeLessThanOrEqual(insights.views);
      expect(insights.likes).toBeLessThan(insights.reach);
      expect(insights.likes).toBe(post.likeCount);
      expect(insights.comments).toBe(post.commentsCount);
      expect(post.commentsCount).toBe(post.comments.length);
      expect(post.timestamp).toMatch(GRAPH_TIMESTAMP);
      expect(Date.parse(post.timestamp.replace('+0000', 'Z'))).toBeLessThan(NOW.getTime());
      const reel = post.mediaProductType === 'REELS';
      expect(insights.ig_reels_avg_watch_time !== undefined).toBe(reel);
      if (reel) expect(post.mediaType).toBe('VIDEO');
      for (const comment of post.comments) expect(comment.timestamp >= post.timestamp).toBe(true);
    }
  });

  it.each([0, 1, 2])('account %i: posts are newest first, with unique ids', (index) => {
    const { media } = world.accounts[index];
    for (let i = 1; i < media.length; i++) expect(media[i - 1].timestamp >= media[i].timestamp).toBe(true);
    expect(new Set(media.map((post) => post.id)).size).toBe(media.length);
    const commentIds = media.flatMap((post) => post.comments.map((comment) => comment.id));
    expect(new Set(commentIds).size).toBe(commentIds.length);
  });
});

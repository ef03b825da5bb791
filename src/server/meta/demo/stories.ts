import { COMMENTER_NAMES } from './catalogue';
import { demoPictureUrl } from './pictures';
import { createRng } from './random';
import type { DemoAccount, DemoWorld } from './world';

/**
 * The demo accounts' stories: a few a day per account, posted in one or two runs (sequences), each live
 * for 24 hours from its timestamp. Unlike posts, stories follow the world's clock (the real clock unless
 * a test sets its own): a story is listed and has insights only while it is live, and its figures grow
 * over its day as real viewers come in.
 */
export type DemoStory = {
  id: string;
  accountId: string;
  mediaType: 'IMAGE' | 'VIDEO';
  postedAt: number;
  /** What the story has gathered when it expires; earlier reads see a share of it. */
  final: StoryFigures;
};

export type StoryFigures = {
  views: number;
  reach: number;
  replies: number;
  shares: number;
  follows: number;
  profile_visits: number;
  total_interactions: number;
  tap_forward: number;
  tap_back: number;
  tap_exit: number;
  swipe_forward: number;
};

export const STORY_LIFETIME_MS = 24 * 3_600_000;
const DAY_MS = 86_400_000;

/** The stories of the UTC day starting at `dayStart`, oldest first: the same for the same seed, account and day. */
function storiesOfDay(world: DemoWorld, account: DemoAccount, dayStart: number): DemoStory[] {
  const rng = createRng(`${world.seed}:${account.username}:stories:${dayStart}`);
  const runs = rng.chance(0.45) ? 2 : 1;
  const stories: DemoStory[] = [];
  let hour = rng.int(6, 12);
  for (let run = 0; run < runs; run += 1) {
    let at = dayStart + hour * 3_600_000 + rng.int(0, 59) * 60_000;
    const length = rng.int(1, 4);
    // Each next story of a run reaches fewer people: viewers drop off along a sequence.
    let reach = account.followersCount * (0.04 + rng.next() * 0.06);
    for (let index = 0; index < length; index += 1) {
      const id = `17${world.accounts.indexOf(account)}${Math.floor(dayStart / DAY_MS)}${run}${index}${rng.digits(6)}`;
      stories.push({ id, accountId: account.igUserId, mediaType: rng.chance(0.3) ? 'VIDEO' : 'IMAGE', postedAt: at, final: figuresFor(rng, reach) });
      reach *= 0.8 + rng.next() * 0.1;
      at += rng.int(1, 12) * 60_000;
    }
    hour = Math.min(23, hour + rng.int(4, 8));
  }
  return stories;
}

function figuresFor(rng: ReturnType<typeof createRng>, rawReach: number): StoryFigures {
  const reach = Math.max(8, Math.round(rawReach));
  const views = Math.round(reach * (1.08 + rng.next() * 0.25));
  const replies = Math.round(reach * (0.002 + rng.next() * 0.008));
  const shares = Math.round(reach * (0.001 + rng.next() * 0.004));
  return {
    views,
    reach,
    replies,
    shares,
    follows: Math.round(reach * (0.0005 + rng.next() * 0.0015)),
    profile_visits: Math.round(reach * (0.01 + rng.next() * 0.02)),
    total_interactions: replies + shares,
    tap_forward: Math.round(views * (0.22 + rng.next() * 0.18)),
    tap_back: Math.round(views * (0.02 + rng.next() * 0.04)),
    tap_exit: Math.round(views * (0.04 + rng.next() * 0.07)),
    swipe_forward: Math.round(views * (0.06 + rng.next() * 0.08)),
  };
}

/** Every story of the account posted in the last two days before `now` (live or not), oldest first. */
function recentStories(world: DemoWorld, account: DemoAccount, now: number): DemoStory[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return [today - DAY_MS, today].flatMap((day) => storiesOfDay(world, account, day)).filter((story) => story.postedAt <= now);
}

export const isLive = (story: DemoStory, now: number) => story.postedAt <= now && now < story.postedAt + STORY_LIFETIME_MS;

/** What GET /{ig-user-id}/stories lists: the live ones, newest first as Graph lists media. */
export function liveStories(world: DemoWorld, account: DemoAccount, now: number): DemoStory[] {
  return recentStories(world, account, now)
    .filter((story) => isLive(story, now))
    .reverse();
}

/** A story of any demo account by id, while it is at most two days old. */
export function findStory(world: DemoWorld, id: string, now: number): { account: DemoAccount; story: DemoStory } | null {
  for (const account of world.accounts) {
    const story = recentStories(world, account, now).find((candidate) => candidate.id === id);
    if (story) return { account, story };
  }
  return null;
}

/** Figures at `now`: most viewers come in the first hours, so the share gathered grows fast, then flattens. */
export function figuresAt(story: DemoStory, now: number): StoryFigures {
  const elapsed = Math.min(1, Math.max(0, (now - story.postedAt) / STORY_LIFETIME_MS));
  const share = 1 - (1 - elapsed) ** 3;
  return Object.fromEntries(Object.entries(story.final).map(([name, value]) => [name, Math.floor(value * share)])) as StoryFigures;
}

export function storyNode(account: DemoAccount, story: DemoStory) {
  return {
    type: 'IGMedia',
    fields: {
      id: story.id,
      media_type: story.mediaType,
      media_product_type: 'STORY',
      media_url: demoPictureUrl(story.id),
      thumbnail_url: story.mediaType === 'VIDEO' ? demoPictureUrl(story.id) : undefined,
      permalink: undefined,
      caption: undefined,
      timestamp: new Date(story.postedAt).toISOString().replace(/\.\d{3}Z$/, '+0000'),
      username: account.username,
      owner: { id: account.igUserId },
    },
  };
}

/** Public posts of other accounts that tag the demo account (GET /{ig-user-id}/tags), newest first. */
export type DemoTaggedPost = {
  id: string;
  username: string;
  caption: string;
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  timestamp: string;
  likeCount: number;
  commentsCount: number;
};

const TAG_CAPTIONS = ['Thanks for the inspiration', 'Loved working with', 'Weekend with', 'Could not have done it without', 'Shout-out to', 'Fresh from'];

export function taggedPosts(world: DemoWorld, account: DemoAccount): DemoTaggedPost[] {
  const rng = createRng(`${world.seed}:${account.username}:tags`);
  const today = Math.floor(world.now.getTime() / DAY_MS) * DAY_MS;
  const drawn = rng.int(8, 16);
  const count = world.taggedCounts.get(account.igUserId) ?? drawn;
  return Array.from({ length: count }, (_, index) => {
    const at = today - rng.int(0, 89) * DAY_MS + rng.int(8, 21) * 3_600_000;
    const likes = Math.round(account.followersCount * (0.002 + rng.next() * 0.02));
    return {
      id: `179${world.accounts.indexOf(account)}${String(index).padStart(3, '0')}${rng.digits(10)}`,
      username: rng.pick(COMMENTER_NAMES),
      caption: `${rng.pick(TAG_CAPTIONS)} @${account.username}`,
      mediaType: rng.pick(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const),
      timestamp: new Date(at).toISOString().replace(/\.\d{3}Z$/, '+0000'),
      likeCount: likes,
      commentsCount: Math.round(likes * (0.02 + rng.next() * 0.06)),
    };
  }).sort((a, b) => (a.timestamp < b.timestamp ? 1 : -1));
}

export function taggedNode(post: DemoTaggedPost) {
  return {
    type: 'IGMedia',
    fields: {
      id: post.id,
      caption: post.caption,
      media_type: post.mediaType,
      media_url: demoPictureUrl(post.id),
      permalink: undefined,
      timestamp: post.timestamp,
      username: post.username,
      like_count: post.likeCount,
      comments_count: post.commentsCount,
    },
  };
}

import { createRng } from './random';
import { taggedPosts, type DemoTaggedPost } from './stories';
import type { DemoAccount, DemoWorld } from './world';

/** A comment of another account's post that @mentions a demo account, as IG Comment fields. */
export type DemoMentioningComment = { id: string; mediaId: string; text: string; timestamp: string; likeCount: number };

const MENTION_PHRASES = ['you have to see this', 'this is your kind of place', 'remember this one?', 'we should do this', 'thoughts?'];
const HOUR_MS = 3_600_000;

/**
 * The comments that @mention the account on the posts that tag it: the ids a demo mentions webhook
 * carries and mentioned_comment answers for. Deterministic from the world's seed, like the rest of it.
 */
export function mentioningComments(world: DemoWorld, account: DemoAccount): DemoMentioningComment[] {
  const rng = createRng(`${world.seed}:${account.username}:mentioning-comments`);
  return taggedPosts(world, account)
    .slice(0, 3)
    .map((post: DemoTaggedPost, index) => ({
      id: `178${world.accounts.indexOf(account)}${String(index).padStart(3, '0')}${rng.digits(10)}`,
      mediaId: post.id,
      text: `@${account.username} ${rng.pick(MENTION_PHRASES)}`,
      timestamp: new Date(Date.parse(post.timestamp.replace('+0000', 'Z')) + rng.int(1, 20) * HOUR_MS).toISOString().replace(/\.\d{3}Z$/, '+0000'),
      likeCount: rng.int(0, 12),
    }));
}

/**
 * The public figures (docs/metrics.md) for any account, own or competitor, over one period: the only
 * figures business_discovery allows for other accounts, so every screen that shows them (the
 * dashboard's posts, public ER and net growth, competitors, peers, reports, the assistant) reads
 * them through publicFiguresOf, fed by the one reader in repository.ts with the same inputs for
 * both kinds of account.
 */
import type { PublicFigures } from '../../../shared/competitors';
import { daysBetween, shiftDate } from '../../../shared/dateSpan';
import { type DailyFollowers, followersOn, publicEngagementRate } from './formulas';

/**
 * A post as the public figures read it: its day on the clock the period is read on, and its public counts.
 * `likes` is null where Meta left like_count out (the owner hides them): unknown, never 0.
 */
export type PublicPost = { day: string; likes: number | null; comments: number };

/**
 * The follower snapshots that frame a period: the last one before its first day, and the first and
 * last inside it (null where there is none).
 */
export type PeriodEnds = { before: DailyFollowers | null; first: DailyFollowers | null; last: DailyFollowers | null };

export type PublicFigureSources = {
  /** The latest known follower count: the fallback for posts older than the history. */
  followersNow: number;
  /** Follower counts per day (snapshots), oldest first: at least the one each post is rated on. */
  history: readonly DailyFollowers[];
  ends: PeriodEnds;
  /** Posts published on the period's days, newest first: the order their rates are summed in (PostTotals). */
  posts: readonly PublicPost[];
  /** Inclusive local dates (YYYY-MM-DD). */
  from: string;
  to: string;
};

export const PUBLIC_FORMULAS = {
  publicEr:
    'mean over the posts of the period of (likes + comments) ÷ followers at the time of the post (the last snapshot on or before its day); a post whose likes its owner hides is left out',
  followerGrowth:
    'followers at the end of the period’s last day − followers at the end of the day before its first day (its first recorded day when nothing earlier is); % of the latter',
  postsPerWeek: 'posts published on the period’s days ÷ days in the period × 7',
} as const;

/** Public ER of one post, with the followers recorded on its day (the current count when history is shorter). */
export function postPublicEr(post: PublicPost, history: readonly DailyFollowers[], followersNow: number): number | null {
  return publicEngagementRate(post.likes, post.comments, followersOn(history, post.day, followersNow));
}

/**
 * Followers of a period (docs/metrics.md#followers): the last snapshot of its days, so a past period
 * shows the count it ended on, never today's. Null when none of its days has one (before the history
 * began, or a gap): unknown, not the current count. The dashboard, the competitors list and its
 * side-by-side, the trends and the reports all read it here.
 */
export const followersAtEnd = ({ last }: PeriodEnds): number | null => last?.followers ?? null;

/**
 * Net growth over the period (docs/metrics.md "Net follower growth"): the last snapshot of the period against the last one before
 * it, or against the period's first when the history starts inside it. Null when the period holds no
 * snapshot, or only the one it would be measured from: nothing recorded is not "no change".
 */
export function followerChange({ before, first, last }: PeriodEnds): PublicFigures['followerGrowth'] {
  const start = before ?? first;
  if (!start || !last || start.date === last.date) return null;
  return {
    net: last.followers - start.followers,
    percent: start.followers > 0 ? ((last.followers - start.followers) / start.followers) * 100 : null,
    fromDate: start.date,
    toDate: last.date,
  };
}

/**
 * What the public figures read of a period's posts: counts and sums, the rates summed in the posts'
 * order (newest first), so the stored facts' SQL (repository.ts) and this file add the same numbers in
 * the same order and agree to the last bit. `likes` sums the known counts of the `liked` posts; a post
 * whose likes are unknown counts in `posts` only, and has no rate.
 */
export type PostTotals = { posts: number; liked: number; likes: number; comments: number; rateSum: number; rated: number };

/** The totals of posts given newest first, each rated on its day's followers (postPublicEr). */
function postTotalsOf(posts: readonly PublicPost[], history: readonly DailyFollowers[], followersNow: number): PostTotals {
  const totals: PostTotals = { posts: posts.length, liked: 0, likes: 0, comments: 0, rateSum: 0, rated: 0 };
  for (const post of posts) {
    if (post.likes !== null) {
      totals.likes += post.likes;
      totals.liked += 1;
    }
    totals.comments += post.comments;
    const rate = postPublicEr(post, history, followersNow);
    if (rate === null) continue;
    totals.rateSum += rate;
    totals.rated += 1;
  }
  return totals;
}

export function publicFiguresOf({ followersNow, history, ends, posts, from, to }: PublicFigureSources): PublicFigures {
  return publicFiguresOfTotals({ ends, totals: postTotalsOf(posts, history, followersNow), from, to });
}

/** The public figures from a period's post totals and the snapshots that frame it. */
export function publicFiguresOfTotals({ ends, totals, from, to }: Pick<PublicFigureSources, 'ends' | 'from' | 'to'> & { totals: PostTotals }): PublicFigures {
  const days = daysBetween(from, to);
  const perPost = (sum: number, count: number) => (count > 0 ? sum / count : null);
  return {
    followers: followersAtEnd(ends),
    followerGrowth: followerChange(ends),
    postsPerWeek: days > 0 ? (totals.posts / days) * 7 : 0,
    posts: totals.posts,
    // Over the posts whose likes are known: one whose owner hides them is left out, and counted here.
    avgLikes: perPost(totals.likes, totals.liked),
    postsWithHiddenLikes: totals.posts - totals.liked,
    avgComments: perPost(totals.comments, totals.posts),
    publicEr: perPost(totals.rateSum, totals.rated),
  };
}

/** The period cut into runs of `days` days from its first day, the last one cut at its last day. */
export function periodBuckets(from: string, to: string, days: number): Array<{ from: string; to: string }> {
  const buckets: Array<{ from: string; to: string }> = [];
  for (let start = from; start <= to; start = shiftDate(start, days)) {
    const end = shiftDate(start, days - 1);
    buckets.push({ from: start, to: end < to ? end : to });
  }
  return buckets;
}

/**
 * The public ER of the posts published in each bucket: publicFiguresOf over the bucket's days, so a
 * week's point is the figure the competitors table would show for that week. Null for a week without
 * a rated post.
 */
export function publicErByBucket(
  sources: Pick<PublicFigureSources, 'history' | 'ends' | 'posts'>,
  followersNow: number,
  buckets: ReadonlyArray<{ from: string; to: string }>,
): Array<number | null> {
  return buckets.map(
    ({ from, to }) =>
      publicFiguresOf({ ...sources, followersNow, posts: sources.posts.filter((post) => post.day >= from && post.day <= to), from, to }).publicEr,
  );
}

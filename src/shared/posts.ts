import { z } from 'zod';
import { checkPeriod, isoDate } from './analytics';
import { plainText } from './text';

const MEDIA_DEFAULT_LIMIT = 10; // posts per page of GET /api/connectors/instagram/media when no limit is asked
const POSTS_DEFAULT_LIMIT = 20;
const PAGE_LIMIT_MAX = 100;

const mediaTypes = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM', 'REELS'] as const;
const mediaType = z.enum(mediaTypes);

/**
 * Media insights as Meta reports them (2025/26: views replaces impressions, plays and video_views).
 * A private metric is null where Meta refused it or does not offer it for the post: unknown, never 0.
 * Likes too, where Meta gave neither like_count (left out when the owner hides it) nor the likes insight.
 */
const mediaInsights = z.object({
  views: z.number().int().nullable(),
  reach: z.number().int().nullable(),
  likes: z.number().int().nullable(),
  comments: z.number().int(),
  shares: z.number().int().nullable(),
  saved: z.number().int().nullable(),
  totalInteractions: z.number().int().nullable(),
  /** Reels only: ig_reels_avg_watch_time and ig_reels_video_view_total_time, in milliseconds. */
  reelsAvgWatchTimeMs: z.number().nullable(),
  reelsTotalWatchTimeMs: z.number().nullable(),
});

export const media = z.object({
  id: z.string(),
  accountId: z.string(),
  igMediaId: z.string(),
  mediaType,
  caption: z.string().nullable(),
  permalink: z.string().nullable(),
  mediaUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  timestamp: z.string(),
  /** Null where the likes are unknown (hidden by the owner): never 0. */
  likeCount: z.number().int().nullable(),
  commentsCount: z.number().int(),
  insights: mediaInsights,
  /** (likes + comments + saves + shares) ÷ reach; null without reach or with unknown likes. */
  engagementRate: z.number().nullable(),
});
export type Media = z.infer<typeof media>;

export const paging = z.object({
  cursors: z.object({ before: z.string().nullable(), after: z.string().nullable() }),
  /** Present when another page exists: the same request with `after` set. */
  next: z.string().optional(),
});

export const mediaPage = z.object({ data: z.array(media), paging });

const limitSchema = (defaultLimit: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be between 1 and 100' })
    .max(PAGE_LIMIT_MAX, { error: 'limit must be between 1 and 100' })
    .default(defaultLimit);

// An empty `after=` is the first page, as before.
const cursorSchema = plainText('after', { max: 200, min: 0, trim: false }).optional();

export const mediaQuery = z.strictObject({ limit: limitSchema(MEDIA_DEFAULT_LIMIT), after: cursorSchema });

const postSorts = ['recent', 'oldest', 'engagement', 'reach', 'likes', 'comments', 'views'] as const;

export const postsQuery = z
  .strictObject({
    accountId: z.uuid({ error: 'accountId must be an account id' }).optional(),
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
    type: mediaType.optional().or(z.literal('').transform(() => undefined)),
    sort: z.enum(postSorts, { error: `sort must be one of ${postSorts.join(', ')}` }).default('recent'),
    limit: limitSchema(POSTS_DEFAULT_LIMIT),
    after: cursorSchema,
  })
  // The period rule of every from/to endpoint, without the two-year cap: the list is paged.
  .superRefine(checkPeriod({ maxDays: null }));
export type PostsQuery = z.infer<typeof postsQuery>;

export const postsPage = z.object({
  data: z.array(media),
  paging,
  total: z.number().int(),
  /**
   * With an accountId and a from or to: the period as resolved on the account's clock (cut at today there);
   * null otherwise. Posts are placed on the day they were published on their account's clock.
   */
  range: z.object({ from: z.string(), to: z.string(), days: z.number() }).nullable(),
  /** The clock of the chosen account; null when the list spans all the user's accounts, each on its own. */
  timezone: z.string().nullable(),
});
export type PostsPage = z.infer<typeof postsPage>;

export const postParams = z.strictObject({ id: z.uuid({ error: 'id must be a post id' }) });

const comment = z.object({
  id: z.string(),
  igCommentId: z.string(),
  username: z.string(),
  text: z.string(),
  timestamp: z.string(),
  /** Null where Meta left the comment's like_count out: unknown, never 0. */
  likeCount: z.number().int().nullable(),
});
export type Comment = z.infer<typeof comment>;

export const commentsQuery = z.strictObject({ limit: limitSchema(POSTS_DEFAULT_LIMIT), after: cursorSchema });
export const commentsPage = z.object({ data: z.array(comment), paging, total: z.number().int() });
export type CommentsPage = z.infer<typeof commentsPage>;

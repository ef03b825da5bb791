import { z } from 'zod';
import { accountIdField } from './analytics';
import { paging } from './posts';
import { plainText } from './text';

/** Stories kept and listed: the last N days of them (a story lives 24 hours; what was read of it stays). */
export const STORIES_DEFAULT_DAYS = 30;
export const STORIES_MAX_DAYS = 365;
/** Two stories belong to one sequence when the second was posted within this long of the first's end of run. */
export const SEQUENCE_GAP_MINUTES = 60;
const MENTIONS_DEFAULT_LIMIT = 50;
/** Stories listed a page at a time; the period's totals, days and sequences come whole with every page. */
export const STORIES_PAGE_LIMIT = 50;
const LIST_LIMIT_MAX = 200;

const listLimit = (defaultLimit: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: `limit must be between 1 and ${LIST_LIMIT_MAX}` })
    .max(LIST_LIMIT_MAX, { error: `limit must be between 1 and ${LIST_LIMIT_MAX}` })
    .default(defaultLimit);

export const storiesQuery = z.object({
  accountId: accountIdField,
  days: z.coerce
    .number({ error: 'days must be a number of days' })
    .int({ error: 'days must be a whole number of days' })
    .min(1, { error: `days must be between 1 and ${STORIES_MAX_DAYS}` })
    .max(STORIES_MAX_DAYS, { error: `days must be between 1 and ${STORIES_MAX_DAYS}` })
    .default(STORIES_DEFAULT_DAYS),
  limit: listLimit(STORIES_PAGE_LIMIT),
  /** The `paging.cursors.after` of the previous page; absent or empty for the first. */
  after: plainText('after', { max: 200, min: 0, trim: false }).optional(),
});
export type StoriesQuery = z.infer<typeof storiesQuery>;

const count = z.number().int().nullable();

/** One story with its latest figures; each null where Meta refused or withheld it (under 5 viewers): unknown, never 0. */
const story = z.object({
  id: z.string(),
  igMediaId: z.string(),
  mediaType: z.string(),
  mediaUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  permalink: z.string().nullable(),
  postedAt: z.string(),
  expiresAt: z.string(),
  /** Still within its 24 hours: its figures may still grow. */
  live: z.boolean(),
  /** Expired (or closed by Meta's story_insights webhook): the figures are the last Meta gave. */
  final: z.boolean(),
  views: count,
  reach: count,
  replies: count,
  shares: count,
  follows: count,
  profileVisits: count,
  totalInteractions: count,
  tapsForward: count,
  tapsBack: count,
  tapsExit: count,
  swipesForward: count,
  /** 1 − (exits + taps forward) ÷ views (glossary: story-completion), a fraction; null when any part is unknown. */
  completion: z.number().nullable(),
  /** exits ÷ views (glossary: story-exit-rate), a fraction; null when either is unknown or there are no views. */
  exitRate: z.number().nullable(),
  insightsReadAt: z.string().nullable(),
  /** Meta's words when the last read of its figures got none. */
  insightsRefusal: z.string().nullable(),
  /** Which sequence (run of stories) of the list it belongs to: the index into `sequences`. */
  sequence: z.number().int(),
});
export type Story = z.infer<typeof story>;

/** Stories taken together (the period, a day, a sequence): sums over the stories whose value is known, null when none is. */
const storyTotals = z.object({
  stories: z.number().int(),
  views: count,
  reach: count,
  replies: count,
  /** Completion over the stories whose parts are all known (glossary: story-completion). */
  completion: z.number().nullable(),
});
export type StoryTotals = z.infer<typeof storyTotals>;

export const storyGroup = storyTotals.extend({
  key: z.string(),
  /** The first story's time. */
  startsAt: z.string(),
});
export type StoryGroup = z.infer<typeof storyGroup>;

/**
 * `ok`: read; `not_offered`: Meta refused the stories (e.g. instagram_manage_insights missing), named in
 * `permission`/`message`; `never_read`: the schedule has not read this account yet.
 */
const storiesStatus = z.object({
  state: z.enum(['ok', 'not_offered', 'never_read']),
  lastReadAt: z.string().nullable(),
  permission: z.string().nullable(),
  message: z.string().nullable(),
});
export type StoriesStatus = z.infer<typeof storiesStatus>;

export const storiesAnswer = z.object({
  accountId: z.string(),
  timezone: z.string(),
  days: z.number().int(),
  status: storiesStatus,
  /** Every story of the period taken together: the same whichever page of `stories` this is. */
  totals: storyTotals,
  /** One page of the period's stories, newest first; `paging.cursors.after` asks for the next. */
  stories: z.array(story),
  paging,
  /** Per calendar day in the account's time zone, newest first; key YYYY-MM-DD. */
  perDay: z.array(storyGroup),
  /** Per sequence, newest first; key the first story's id. */
  sequences: z.array(storyGroup),
});
export type StoriesAnswer = z.infer<typeof storiesAnswer>;

export const mentionsQuery = z.object({
  accountId: accountIdField,
  limit: listLimit(MENTIONS_DEFAULT_LIMIT),
});
export type MentionsQuery = z.infer<typeof mentionsQuery>;

const mentionKinds = ['tag', 'caption_mention', 'comment_mention'] as const;

/** A post that tags the account or @mentions it, with its public figures (null where Meta gave none). */
const mention = z.object({
  id: z.string(),
  kind: z.enum(mentionKinds),
  igMediaId: z.string(),
  igCommentId: z.string().nullable(),
  username: z.string().nullable(),
  caption: z.string().nullable(),
  commentText: z.string().nullable(),
  mediaType: z.string().nullable(),
  permalink: z.string().nullable(),
  likeCount: count,
  commentsCount: count,
  postedAt: z.string().nullable(),
  seenAt: z.string(),
});
export type Mention = z.infer<typeof mention>;

export const mentionsAnswer = z.object({ accountId: z.string(), data: z.array(mention), total: z.number().int() });
export type MentionsAnswer = z.infer<typeof mentionsAnswer>;

/**
 * Completion of stories (glossary: story-completion): the share of views that neither left the stories
 * (an exit) nor skipped ahead (a tap forward). Over several stories, the sums of their parts; null when
 * a part is unknown or there were no views.
 */
/** Exit rate (docs/metrics.md#story-exit-rate): the share of a story's views that left the stories there. */
export function storyExitRate({ views, tapsExit }: { views: number | null; tapsExit: number | null }): number | null {
  if (views === null || tapsExit === null || views <= 0) return null;
  return Math.min(1, tapsExit / views);
}

export function storyCompletion(parts: { views: number | null; tapsExit: number | null; tapsForward: number | null }): number | null {
  const { views, tapsExit, tapsForward } = parts;
  if (views === null || tapsExit === null || tapsForward === null || views <= 0) return null;
  return Math.max(0, 1 - (tapsExit + tapsForward) / views);
}

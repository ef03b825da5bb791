import type { GraphClient } from '../../meta/graphClient';
import { isRecordable } from '../sync/refusals';
import { resultsByKeys } from '../../meta/insightBreakdowns';

/**
 * Reading stories from Meta, as its pages describe it:
 * - IG User Stories, https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/stories :
 *   GET /{ig-user-id}/stories lists the story IG Media of the last 24 hours ("Stories are only available
 *   for 24 hours"; live video stories are not listed).
 * - Instagram Media Insights, https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights :
 *   story metrics views, reach, replies, shares, follows, profile_visits, total_interactions and
 *   navigation, whose story_navigation_action_type breakdown splits it into tap forward, tap back, tap
 *   exit and swipe forward; "Story media metrics are only available for 24 hours"; under 5 viewers
 *   "(#10) Not enough viewers"; unavailable data is "an empty data set instead of 0".
 * - IG User Tags, https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/tags :
 *   GET /{ig-user-id}/tags, the media the account is tagged in. It pages by cursors only: `before` and
 *   `after` when there is more than one page, and never a `next` or `previous` link, so each next page is
 *   asked with `after=<cursor>` (GraphClient.pages). Private media are left out, so a page may hold fewer
 *   than the limit with more to come: only an empty page, or no cursor, ends the list.
 * - Stories are listed with the standard Graph paging (https://developers.facebook.com/docs/graph-api/results/):
 *   cursors, and a `next` link while more follow. A short page without one is the last; a full one
 *   without one goes on by its cursor.
 */
const STORY_FIELDS = 'id,media_type,media_url,thumbnail_url,permalink,caption,timestamp';
const STORY_METRICS = 'views,reach,replies,shares,follows,profile_visits,total_interactions';
const NAVIGATION_BREAKDOWN = 'story_navigation_action_type';
const TAG_FIELDS = 'id,caption,media_type,permalink,timestamp,username,like_count,comments_count';
/** A story read costs 1 list call and 2 insight calls per story; an account posts a handful a day. */
const MAX_STORIES = 200;
const STORIES_PAGE = 100;
const MAX_TAGS = 100;
const TAGS_PAGE = 50;

export type GraphStory = {
  id: string;
  media_type?: string;
  media_url?: string;
  thumbnail_url?: string;
  permalink?: string;
  caption?: string;
  timestamp?: string;
};

export type GraphTaggedMedia = {
  id: string;
  caption?: string;
  media_type?: string;
  permalink?: string;
  timestamp?: string;
  username?: string;
  like_count?: number;
  comments_count?: number;
};

/** A story's figures; a metric Meta left out is absent (unknown), never 0. */
export type StoryFigures = Partial<{
  views: number;
  reach: number;
  replies: number;
  shares: number;
  follows: number;
  profileVisits: number;
  totalInteractions: number;
  tapsForward: number;
  tapsBack: number;
  tapsExit: number;
  swipesForward: number;
}>;

const METRIC_COLUMNS: Record<string, keyof StoryFigures> = {
  views: 'views',
  reach: 'reach',
  replies: 'replies',
  shares: 'shares',
  follows: 'follows',
  profile_visits: 'profileVisits',
  total_interactions: 'totalInteractions',
};

/** Meta's reference writes the action types in capitals (TAP_FORWARD), its answers in lower case: both are read. */
const NAVIGATION_COLUMNS: Record<string, keyof StoryFigures> = {
  tap_forward: 'tapsForward',
  tap_back: 'tapsBack',
  tap_exit: 'tapsExit',
  swipe_forward: 'swipesForward',
};

export async function listLiveStories(client: GraphClient, igUserId: string): Promise<GraphStory[]> {
  const stories: GraphStory[] = [];
  const pages = client.pages<GraphStory>(`${igUserId}/stories`, { fields: STORY_FIELDS, limit: STORIES_PAGE }, MAX_STORIES, { pageSize: STORIES_PAGE });
  for await (const page of pages) stories.push(...page);
  return stories;
}

export async function listTaggedMedia(client: GraphClient, igUserId: string): Promise<GraphTaggedMedia[]> {
  const tagged: GraphTaggedMedia[] = [];
  for await (const page of client.pages<GraphTaggedMedia>(`${igUserId}/tags`, { fields: TAG_FIELDS, limit: TAGS_PAGE }, MAX_TAGS)) tagged.push(...page);
  return tagged;
}

type InsightValue = { name?: unknown; values?: Array<{ value?: unknown }>; total_value?: { value?: unknown; breakdowns?: unknown } };

const countOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined);

/** Lifetime values of the plain metrics (in `values[0]` or `total_value`, whichever Meta sends). */
export function plainFigures(body: { data?: InsightValue[] }): StoryFigures {
  const figures: StoryFigures = {};
  for (const entry of body.data ?? []) {
    const column = typeof entry.name === 'string' ? METRIC_COLUMNS[entry.name] : undefined;
    const value = countOf(entry.values?.[0]?.value ?? entry.total_value?.value);
    if (column && value !== undefined) figures[column] = value;
  }
  return figures;
}

/** The navigation breakdown into taps forward, taps back, exits and swipes forward, each read by its key (insightBreakdowns.ts). */
export function navigationFigures(body: { data?: InsightValue[] }): StoryFigures {
  const figures: StoryFigures = {};
  const navigation = (body.data ?? []).find((entry) => entry.name === 'navigation');
  for (const { dimensions, value } of resultsByKeys(navigation?.total_value?.breakdowns, [NAVIGATION_BREAKDOWN]) ?? []) {
    const column = NAVIGATION_COLUMNS[dimensions[NAVIGATION_BREAKDOWN].toLowerCase()];
    const count = countOf(value);
    if (column && count !== undefined) figures[column] = count;
  }
  return figures;
}

/** A story's figures as read, and why Meta gave no navigation (its words) when it refused that call alone. */
export type StoryRead = { figures: StoryFigures; navigationRefusal: string | null };

/**
 * Two calls: Meta breaks down only navigation by story_navigation_action_type, so it is asked apart. The
 * navigation call is its own: when Meta refuses it alone (a recordable refusal), the plain figures stand and
 * the taps stay unknown, with Meta's reason. A refusal of the plain metrics refuses the story, as before;
 * throttling and Meta's failures go up either way.
 */
export async function readStoryFigures(client: GraphClient, storyId: string): Promise<StoryRead> {
  const plain = plainFigures(await client.get<{ data?: InsightValue[] }>(`${storyId}/insights`, { metric: STORY_METRICS }));
  try {
    const navigation = await client.get<{ data?: InsightValue[] }>(`${storyId}/insights`, { metric: 'navigation', breakdown: NAVIGATION_BREAKDOWN });
    return { figures: { ...plain, ...navigationFigures(navigation) }, navigationRefusal: null };
  } catch (error) {
    if (!isRecordable(error)) throw error;
    return { figures: plain, navigationRefusal: `Taps and exits unknown: Meta refused the navigation breakdown (${error.message})` };
  }
}

import { badParameter, graphError, ok, unsupported } from './graphAnswers';
import type { GraphRequest, GraphResponse } from './graphExchange';
import { metricList } from './insightAnswers';
import { pickFields, splitField, topLevelFields } from './fields';
import { figuresAt, isLive, taggedNode, taggedPosts, type DemoStory, type StoryFigures } from './stories';
import type { DemoAccount, DemoWorld } from './world';
import { mentioningComments } from './mentions';

/**
 * Story insights as Meta's media insights reference describes them
 * (https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights ):
 * lifetime values of views, reach, replies, shares, follows, profile_visits, total_interactions, and
 * navigation broken down by story_navigation_action_type; only while the story is live ("Story media
 * metrics are only available for 24 hours"); "(#10) Not enough viewers" under 5.
 */
const STORY_METRICS = ['views', 'reach', 'replies', 'shares', 'follows', 'profile_visits', 'total_interactions', 'navigation'] as const;
const NAVIGATION_ACTIONS = ['tap_forward', 'tap_back', 'tap_exit', 'swipe_forward'] as const;
const FEWEST_VIEWERS = 5;

export function storyInsights(story: DemoStory, request: GraphRequest, now: number): GraphResponse {
  const metrics = metricList(request.query.get('metric'));
  if (!metrics.length) return badParameter('The parameter metric is required');
  const bad = metrics.find((metric) => !(STORY_METRICS as readonly string[]).includes(metric));
  if (bad) return badParameter(`metric[${metrics.indexOf(bad)}] must be one of the following values: ${STORY_METRICS.join(', ')}`);
  const breakdown = request.query.get('breakdown');
  if (breakdown && breakdown !== 'story_navigation_action_type') return badParameter(`Invalid breakdown ${breakdown}`);
  if (breakdown && metrics.some((metric) => metric !== 'navigation')) {
    return badParameter('The story_navigation_action_type breakdown is only supported for the navigation metric');
  }
  // Past its 24 hours the story is no longer an object the token can read.
  if (!isLive(story, now)) return unsupported(`/${story.id}/insights`);
  const figures = figuresAt(story, now);
  if (figures.views < FEWEST_VIEWERS) return graphError(400, 10, '(#10) Not enough viewers for the media to show insights');
  return ok({ data: metrics.map((metric) => (metric === 'navigation' ? navigation(story, figures, Boolean(breakdown)) : plain(story, metric, figures))) });
}

const plain = (story: DemoStory, metric: string, figures: StoryFigures) => ({
  name: metric,
  period: 'lifetime',
  values: [{ value: figures[metric as keyof StoryFigures] }],
  id: `${story.id}/insights/${metric}/lifetime`,
});

function navigation(story: DemoStory, figures: StoryFigures, brokenDown: boolean) {
  const total = NAVIGATION_ACTIONS.reduce((sum, action) => sum + figures[action], 0);
  if (!brokenDown) return plain(story, 'navigation', { ...figures, navigation: total } as StoryFigures);
  return {
    name: 'navigation',
    period: 'lifetime',
    total_value: {
      value: total,
      breakdowns: [
        {
          dimension_keys: ['story_navigation_action_type'],
          results: NAVIGATION_ACTIONS.map((action) => ({ dimension_values: [action], value: figures[action] })),
        },
      ],
    },
    id: `${story.id}/insights/navigation/lifetime`,
  };
}

/**
 * GET /{ig-user-id}?fields=mentioned_media.media_id({id}){…}: a post that @mentions the account, as the
 * IG User Mentioned Media reference describes it
 * (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/mentioned_media ).
 * The demo's mentions are the posts that tag the account.
 */
export function mentionedMedia(account: DemoAccount, world: DemoWorld, fields: string): GraphResponse {
  const { modifiers, inner } = splitField(topLevelFields(fields).find((field) => field.startsWith('mentioned_media')) ?? '');
  const post = taggedPosts(world, account).find((candidate) => candidate.id === modifiers.media_id);
  if (!post) return unsupported(`/${modifiers.media_id ?? ''}`);
  return ok({ mentioned_media: pickFields(taggedNode(post).fields, inner), id: account.igUserId });
}

/**
 * GET /{ig-user-id}?fields=mentioned_comment.comment_id({id}){…}: a comment that @mentions the account,
 * as the IG User Mentioned Comment reference describes it
 * (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/mentioned_comment ):
 * `{mentioned_comment: {text, timestamp, like_count, id}, id}`. An id the demo never issued is Graph's
 * "unsupported get request".
 */
export function mentionedComment(account: DemoAccount, world: DemoWorld, fields: string): GraphResponse {
  const { modifiers, inner } = splitField(topLevelFields(fields).find((field) => field.startsWith('mentioned_comment')) ?? '');
  const comment = mentioningComments(world, account).find((candidate) => candidate.id === modifiers.comment_id);
  if (!comment) return unsupported(`/${modifiers.comment_id ?? ''}`);
  const node = { id: comment.id, text: comment.text, timestamp: comment.timestamp, like_count: comment.likeCount, media: { id: comment.mediaId } };
  return ok({ mentioned_comment: pickFields(node, inner), id: account.igUserId });
}

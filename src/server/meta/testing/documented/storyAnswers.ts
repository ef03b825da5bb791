/**
 * Stories and tags answered the way Meta's reference pages show them, for reading stories against
 * something other than our demo world. Ids are the pages' example ids; the times are moved next to the
 * test's clock (the pages' examples carry none, or old ones).
 */
import type { DocumentedRoute } from './documentedServer';
import { namedPermissionMissing, notEnoughViewers, type DocumentedAnswer } from './graphAnswers';

/** The IG User Stories page's example account and story ids. */
export const STORIES_IG_USER = '17841405822304914';
export const STORIES_REFUSED_IG_USER = '17841400008460056';
/** Live and read in full; live with under 5 viewers; older than 24 hours (Meta no longer answers for it). */
export const DOCUMENTED_STORIES = { full: '17861937508009798', fewViewers: '17862253585030136', expired: '17856428680064034' } as const;

const ok = (source: string, body: unknown): DocumentedAnswer => ({ source, status: 200, body });
const STORIES_PAGE = 'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/stories';
const INSIGHTS_PAGE = 'https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights';
const graphTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');

/** https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/stories ("Sample Response": ids), with the fields asked. */
function storiesList(now: Date): DocumentedAnswer {
  const hoursAgo = (hours: number) => graphTime(now.getTime() - hours * 3_600_000);
  return ok(STORIES_PAGE, {
    data: [
      { id: DOCUMENTED_STORIES.full, media_type: 'IMAGE', media_url: 'https://scontent.xx.fbcdn.net/story-1.jpg', timestamp: hoursAgo(3) },
      { id: DOCUMENTED_STORIES.fewViewers, media_type: 'VIDEO', media_url: 'https://scontent.xx.fbcdn.net/story-2.mp4', timestamp: hoursAgo(2) },
      // Listed a moment before it turned 24 hours old; its insights are asked after.
      { id: DOCUMENTED_STORIES.expired, media_type: 'IMAGE', media_url: 'https://scontent.xx.fbcdn.net/story-3.jpg', timestamp: hoursAgo(24) },
    ],
  });
}

/** The media insights reference: lifetime values, each {name, period, values:[{value}], title, description, id}. */
const metric = (story: string, name: string, value: number) => ({
  name,
  period: 'lifetime',
  values: [{ value }],
  title: name,
  description: `${name} of the story`,
  id: `${story}/insights/${name}/lifetime`,
});

const storyInsights = ok(INSIGHTS_PAGE, {
  data: [
    metric(DOCUMENTED_STORIES.full, 'views', 120),
    metric(DOCUMENTED_STORIES.full, 'reach', 90),
    metric(DOCUMENTED_STORIES.full, 'replies', 2),
    metric(DOCUMENTED_STORIES.full, 'shares', 1),
    metric(DOCUMENTED_STORIES.full, 'follows', 0),
    metric(DOCUMENTED_STORIES.full, 'profile_visits', 4),
    metric(DOCUMENTED_STORIES.full, 'total_interactions', 3),
  ],
});

/**
 * The same reference, "Breakdown": story_navigation_action_type splits navigation into TAP_BACK, TAP_EXIT,
 * TAP_FORWARD and SWIPE_FORWARD (written in capitals there), in total_value.breakdowns[].results.
 */
const navigation = ok(INSIGHTS_PAGE, {
  data: [
    {
      name: 'navigation',
      period: 'lifetime',
      title: 'Navigation',
      total_value: {
        value: 61,
        breakdowns: [
          {
            dimension_keys: ['story_navigation_action_type'],
            results: [
              { dimension_values: ['TAP_FORWARD'], value: 40 },
              { dimension_values: ['TAP_BACK'], value: 5 },
              { dimension_values: ['TAP_EXIT'], value: 10 },
              { dimension_values: ['SWIPE_FORWARD'], value: 6 },
            ],
          },
        ],
      },
      id: `${DOCUMENTED_STORIES.full}/insights/navigation/lifetime`,
    },
  ],
});

/** https://developers.facebook.com/docs/graph-api/guides/error-handling : code 100, subcode 33, what an object the token can no longer read answers. */
const gone = (id: string): DocumentedAnswer => ({
  source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
  status: 400,
  body: {
    error: {
      message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
      fbtrace_id: 'AbCdEfGhIjK',
    },
  },
});

/** https://developers.facebook.com/docs/graph-api/reference/shadow-ig-user/tags/ : media the account is tagged in, with IG Media fields. */
const tags = ok('https://developers.facebook.com/docs/graph-api/reference/shadow-ig-user/tags/', {
  data: [
    {
      id: '17918195224117851',
      caption: 'With @metricsaurus today',
      media_type: 'IMAGE',
      permalink: 'https://www.instagram.com/p/Tagged1/',
      timestamp: '2026-11-18T10:00:00+0000',
      username: 'dino_fan',
      like_count: 42,
      comments_count: 3,
    },
  ],
});

export function documentedStoryRoutes(now: Date): DocumentedRoute[] {
  return [
    (path) => (path === `/${STORIES_IG_USER}/stories` ? storiesList(now) : null),
    (path) => (path === `/${STORIES_REFUSED_IG_USER}/stories` ? namedPermissionMissing : null),
    (path) => (path === `/${STORIES_IG_USER}/tags` ? tags : null),
    (path, query) => (path === `/${DOCUMENTED_STORIES.full}/insights` ? (query.get('breakdown') ? navigation : storyInsights) : null),
    (path) => (path === `/${DOCUMENTED_STORIES.fewViewers}/insights` ? notEnoughViewers : null),
    (path) => (path === `/${DOCUMENTED_STORIES.expired}/insights` ? gone(DOCUMENTED_STORIES.expired) : null),
  ];
}

/**
 * Stories and tags answered the way Meta's reference pages show them, for reading stories against
 * something other than our demo world. Ids are the pages' example ids; the times are moved next to the
 * test's clock (the pages' examples carry none, or old ones).
 */
import type { DocumentedRoute } from './documentedServer';
import { cursorOnlyListing, documentedTaggedMedia } from './pagingAnswers';
import {
  invalidParameter,
  lifetimeMetric,
  namedPermissionMissing,
  notEnoughViewers,
  served,
  totalValue,
  unsupportedGetRequest,
  type DocumentedAnswer,
} from './graphAnswers';

/** The IG User Stories page's example account and story ids. */
export const STORIES_IG_USER = '17841405822304914';
export const STORIES_REFUSED_IG_USER = '17841400008460056';
/** An account with no live story, tagged in 60 posts: more than the 50 a tags page is asked for. */
export const MUCH_TAGGED_IG_USER = '17841400008460060';
export const MUCH_TAGGED_COUNT = 60;
/**
 * Live and read in full; live with under 5 viewers; older than 24 hours (Meta no longer answers for it); live,
 * its plain metrics served and its navigation breakdown refused (an id of the same shape: the page lists three).
 */
export const DOCUMENTED_STORIES = {
  full: '17861937508009798',
  fewViewers: '17862253585030136',
  expired: '17856428680064034',
  navigationRefused: '17874512346120931',
} as const;

const STORIES_PAGE = 'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/stories';
const INSIGHTS_PAGE = 'https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights';
const graphTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');

/** https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/stories ("Sample Response": ids), with the fields asked. */
function storiesList(now: Date): DocumentedAnswer {
  const hoursAgo = (hours: number) => graphTime(now.getTime() - hours * 3_600_000);
  return served(STORIES_PAGE, {
    data: [
      { id: DOCUMENTED_STORIES.full, media_type: 'IMAGE', media_url: 'https://scontent.xx.fbcdn.net/story-1.jpg', timestamp: hoursAgo(3) },
      { id: DOCUMENTED_STORIES.fewViewers, media_type: 'VIDEO', media_url: 'https://scontent.xx.fbcdn.net/story-2.mp4', timestamp: hoursAgo(2) },
      { id: DOCUMENTED_STORIES.navigationRefused, media_type: 'IMAGE', media_url: 'https://scontent.xx.fbcdn.net/story-4.jpg', timestamp: hoursAgo(1) },
      // Listed a moment before it turned 24 hours old; its insights are asked after.
      { id: DOCUMENTED_STORIES.expired, media_type: 'IMAGE', media_url: 'https://scontent.xx.fbcdn.net/story-3.jpg', timestamp: hoursAgo(24) },
    ],
  });
}

/** The media insights reference: lifetime values. */
const metric = (story: string, name: string, value: number) => lifetimeMetric(story, name, value, `${name} of the story`);

const storyInsights = (story: string) =>
  served(INSIGHTS_PAGE, {
    data: [
      metric(story, 'views', 120),
      metric(story, 'reach', 90),
      metric(story, 'replies', 2),
      metric(story, 'shares', 1),
      metric(story, 'follows', 0),
      metric(story, 'profile_visits', 4),
      metric(story, 'total_interactions', 3),
    ],
  });

/**
 * The same reference, "Breakdown": story_navigation_action_type splits navigation into TAP_BACK, TAP_EXIT,
 * TAP_FORWARD and SWIPE_FORWARD (written in capitals there), in total_value.breakdowns[].results.
 */
const navigation = served(INSIGHTS_PAGE, {
  data: [
    {
      name: 'navigation',
      period: 'lifetime',
      title: 'Navigation',
      total_value: totalValue(
        ['story_navigation_action_type'],
        [
          [['TAP_FORWARD'], 40],
          [['TAP_BACK'], 5],
          [['TAP_EXIT'], 10],
          [['SWIPE_FORWARD'], 6],
        ],
        61,
      ),
      id: `${DOCUMENTED_STORIES.full}/insights/navigation/lifetime`,
    },
  ],
});

/** https://developers.facebook.com/docs/graph-api/reference/shadow-ig-user/tags/ : media the account is tagged in, with IG Media fields. */
const tags = served('https://developers.facebook.com/docs/graph-api/reference/shadow-ig-user/tags/', {
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

/**
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/tags : the
 * account's tagged media in pages of 20, by `before`/`after` cursors only, never a `next` link.
 */
const muchTagged = (now: Date) => cursorOnlyListing(`/${MUCH_TAGGED_IG_USER}/tags`, documentedTaggedMedia(MUCH_TAGGED_COUNT, now), 20);

export function documentedStoryRoutes(now: Date): DocumentedRoute[] {
  return [
    // The IG User Stories page's response shape, with no story live.
    (path) => (path === `/${MUCH_TAGGED_IG_USER}/stories` ? served(STORIES_PAGE, { data: [] }) : null),
    muchTagged(now),
    (path) => (path === `/${STORIES_IG_USER}/stories` ? storiesList(now) : null),
    (path) => (path === `/${STORIES_REFUSED_IG_USER}/stories` ? namedPermissionMissing : null),
    (path) => (path === `/${STORIES_IG_USER}/tags` ? tags : null),
    (path, query) => (path === `/${DOCUMENTED_STORIES.full}/insights` ? (query.get('breakdown') ? navigation : storyInsights(DOCUMENTED_STORIES.full)) : null),
    // Graph's error-handling page, code 100: the navigation read alone refused.
    (path, query) =>
      path === `/${DOCUMENTED_STORIES.navigationRefused}/insights`
        ? query.get('breakdown')
          ? invalidParameter
          : storyInsights(DOCUMENTED_STORIES.navigationRefused)
        : null,
    (path) => (path === `/${DOCUMENTED_STORIES.fewViewers}/insights` ? notEnoughViewers : null),
    (path) => (path === `/${DOCUMENTED_STORIES.expired}/insights` ? unsupportedGetRequest(DOCUMENTED_STORIES.expired) : null),
  ];
}

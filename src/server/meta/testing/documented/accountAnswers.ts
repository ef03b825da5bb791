/**
 * One small business account answered the way Meta's reference pages show their example responses, for
 * running the real sync against something other than our own demo world. Values are the pages' example
 * values where they give them; the dates are moved next to the test's clock.
 */
import type { DocumentedAnswer } from './graphAnswers';
import type { DocumentedRoute } from './documentedServer';
import { emptyMediaInsights, lifetimeMetric, notEnoughViewers, served } from './graphAnswers';
import { documentedAudienceAnswer } from './audienceAnswers';

export const DOCUMENTED_IG_USER = '17841405822304914';
export const DOCUMENTED_MEDIA = ['17895695668004550', '17899305451014820', '17896450804038745'] as const;

/** https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user ("Sample Response"). */
const profile = served('https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user', {
  biography: 'Dino data crunching app',
  id: DOCUMENTED_IG_USER,
  followers_count: 267788,
  follows_count: 2006,
  media_count: 3,
  name: 'Jay Pizza',
  profile_picture_url: 'https://scontent.xx.fbcdn.net/v/t51.2885-15/profile.jpg',
  username: 'metricsaurus',
  website: 'http://www.metricsaurus.com/',
});

/** https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media ("Sample Response"): ids, then paging. */
function mediaList(now: Date): DocumentedAnswer {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().replace(/\.\d{3}Z$/, '+0000');
  return served('https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media', {
    data: DOCUMENTED_MEDIA.map((id, index) => ({
      id,
      caption: `Dino post ${index + 1} #metricsaurus`,
      media_type: 'IMAGE',
      media_product_type: 'FEED',
      permalink: `https://www.instagram.com/p/Example${index}/`,
      timestamp: at(index + 2),
      like_count: 10 + index,
      comments_count: index === 0 ? 1 : 0,
    })),
    paging: { cursors: { before: 'QVFIUkd4T1B', after: 'QVFIUmxYbF9' } },
  });
}

/**
 * https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights : each metric as
 * {name, period, values:[{value}], title, description, id}; the first post has all, the second an empty data
 * set ("instead of 0"), the third too few viewers.
 */
function mediaInsights(id: string): DocumentedAnswer {
  const source = 'https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights';
  if (id === DOCUMENTED_MEDIA[1]) return emptyMediaInsights;
  if (id === DOCUMENTED_MEDIA[2]) return notEnoughViewers;
  const metric = (name: string, value: number) => lifetimeMetric(id, name, value);
  return served(source, {
    data: [
      metric('views', 400),
      metric('reach', 12),
      metric('likes', 10),
      metric('comments', 1),
      metric('shares', 0),
      metric('saved', 3),
      metric('total_interactions', 14),
    ],
  });
}

/**
 * https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights : a daily
 * series with end_time at the end of each day (07:00 UTC, midnight Pacific).
 */
function accountInsights(query: URLSearchParams): DocumentedAnswer {
  const metric = query.get('metric') ?? '';
  const since = Number(query.get('since'));
  const until = Number(query.get('until'));
  const source = 'https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights';
  if (metric === 'online_followers') return { ...notEnoughViewers, source, body: permissionBody('instagram_manage_insights') };
  const values: Array<{ value: number; end_time: string }> = [];
  for (let day = since; day < until; day += 86_400) {
    values.push({
      value: metric === 'reach' ? 4000 + ((day / 86_400) % 7) : 30,
      end_time: new Date((day + 86_400 + 7 * 3600) * 1000).toISOString().replace(/\.\d{3}Z$/, '+0000'),
    });
  }
  return served(source, {
    data: [{ name: metric, period: 'day', values, title: metric, description: metric, id: `${DOCUMENTED_IG_USER}/insights/${metric}/day` }],
  });
}

const permissionBody = (permission: string) => ({
  error: { message: `(#200) Requires ${permission} permission to manage the object`, type: 'OAuthException', code: 200, fbtrace_id: 'AbCdEfGhIjK' },
});

/** https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media/comments ("Sample Response"). */
const comments = served('https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media/comments', {
  data: [{ timestamp: '2017-08-31T19:16:02+0000', text: 'This is awesome!', id: '17870913679156914', username: 'metricsaurus_fan', like_count: 2 }],
});

/**
 * The media list asked with nested insights (field expansion, https://developers.facebook.com/docs/graph-api/guides/field-expansion:
 * `fields=…,insights.metric(…)`): the third post has too few viewers, and an error on a nested edge fails the
 * whole request, so Meta answers the media insights reference's "(#10) Not enough viewers" for the page.
 */
function mediaListAnswer(now: Date, query: URLSearchParams): DocumentedAnswer {
  return (query.get('fields') ?? '').includes('insights.metric(') ? notEnoughViewers : mediaList(now);
}

/** The routes of the documented account, answering the sync's requests. */
export function documentedAccountRoutes(now: Date): DocumentedRoute[] {
  return [
    (path) => (path === `/${DOCUMENTED_IG_USER}` ? profile : null),
    (path, query) => (path === `/${DOCUMENTED_IG_USER}/media` ? mediaListAnswer(now, query) : null),
    (path, query) =>
      path === `/${DOCUMENTED_IG_USER}/insights` && (query.get('metric') ?? '').endsWith('_demographics')
        ? documentedAudienceAnswer(DOCUMENTED_IG_USER, query)
        : null,
    (path, query) => (path === `/${DOCUMENTED_IG_USER}/insights` ? accountInsights(query) : null),
    (path) => {
      const media = /^\/(\d+)\/insights$/.exec(path)?.[1];
      return media ? mediaInsights(media) : null;
    },
    (path) => (path === `/${DOCUMENTED_MEDIA[0]}/comments` ? comments : null),
  ];
}

/**
 * Demographics answers as Meta's Instagram Account Insights reference shows them
 * (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights):
 * `total_value.breakdowns[].dimension_keys` with one `results[]` entry per bucket, `dimension_values` in the
 * keys' order (the page's sample lists `timeframe` before the breakdown asked). Values are the sample's
 * where it gives them, placeholders of the same shape otherwise.
 */
import { served, totalValue, type DocumentedAnswer } from './graphAnswers';

export const INSIGHTS_REFERENCE = 'https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights';

/** One demographics metric alone in `data`, in the shape of the reference's "Sample Response". */
const demographics = (igUser: string, name: string, title: string, keys: string[], results: Array<[string[], number]>): DocumentedAnswer =>
  served(INSIGHTS_REFERENCE, {
    data: [
      {
        name,
        period: 'lifetime',
        title,
        description: `The demographic characteristics of the ${name === 'follower_demographics' ? 'followers' : 'engaged audience'}, including countries, cities and gender distribution.`,
        total_value: totalValue(keys, results),
        id: `${igUser}/insights/${name}/lifetime`,
      },
    ],
  });

/** The reference's "Sample Response" for engaged_audience_demographics by country. */
export const engagedByCountry = (igUser: string): DocumentedAnswer =>
  demographics(
    igUser,
    'engaged_audience_demographics',
    'Engaged audience demographics',
    ['timeframe', 'country'],
    [
      [['THIS_MONTH', 'AR'], 1],
      [['THIS_MONTH', 'RO'], 1],
      [['THIS_MONTH', 'FR'], 1],
      [['THIS_MONTH', 'DE'], 1],
      [['THIS_MONTH', 'US'], 3],
    ],
  );

/** The same shape for follower_demographics by age and gender (Meta's keys: 13-17 … 65+, F / M / U). */
export const followersByAgeGender = (igUser: string): DocumentedAnswer =>
  demographics(
    igUser,
    'follower_demographics',
    'Follower demographics',
    ['age', 'gender'],
    [
      [['18-24', 'F'], 2104],
      [['18-24', 'M'], 1650],
      [['25-34', 'F'], 5210],
      [['25-34', 'M'], 4470],
      [['35-44', 'U'], 120],
      [['65+', 'F'], 301],
    ],
  );

/** follower_demographics by country and by city (cities as "City, Region", as Meta names them). */
export const followersByPlace = (igUser: string, dimension: 'country' | 'city'): DocumentedAnswer =>
  demographics(
    igUser,
    'follower_demographics',
    'Follower demographics',
    [dimension],
    dimension === 'country'
      ? [
          [['US'], 9020],
          [['GB'], 1208],
          [['CA'], 884],
        ]
      : [
          [['Los Angeles, California'], 1315],
          [['New York, New York'], 990],
          [['London, England'], 412],
        ],
  );

/** The reference's Limitations: "an empty data set instead of 0" when the data does not exist or is unavailable. */
export const emptyDataSet = served(INSIGHTS_REFERENCE, { data: [] });

/**
 * The reference's Limitations ("not available on Instagram business or creator accounts with fewer than 100
 * followers") in the error shape of https://developers.facebook.com/docs/graph-api/guides/error-handling (code
 * 100): Meta's pages give the limitation, not this refusal's exact words.
 */
export const underHundredFollowers: DocumentedAnswer = {
  source: INSIGHTS_REFERENCE,
  status: 400,
  body: {
    error: {
      message: '(#100) Insights are not available on Instagram business or creator accounts with fewer than 100 followers',
      type: 'OAuthException',
      code: 100,
      fbtrace_id: 'AbCdEfGhIjK',
    },
  },
};

/**
 * The documented account's demographics: followers served in full, the engaged audience by country only
 * (its age and city reads answer the empty data set), the reached audience not at all.
 */
export function documentedAudienceAnswer(igUser: string, query: URLSearchParams): DocumentedAnswer {
  const metric = query.get('metric');
  const breakdown = query.get('breakdown');
  if (metric === 'follower_demographics') {
    if (breakdown === 'age,gender') return followersByAgeGender(igUser);
    if (breakdown === 'country' || breakdown === 'city') return followersByPlace(igUser, breakdown);
  }
  if (metric === 'engaged_audience_demographics' && breakdown === 'country') return engagedByCountry(igUser);
  return emptyDataSet;
}
